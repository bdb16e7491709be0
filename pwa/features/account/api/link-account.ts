import { useMutation } from '@tanstack/react-query'
import type { OAuthProvider } from '@contracts/oauth'
import { apiRequest } from '@/lib/api-client'

/**
 * POST /api/user/linked-accounts/{provider}: the server starts the provider's sign-in for linking and
 * answers its URL; the browser goes there and comes back to /profile/account?linked=… or ?linkError=….
 */
export async function startLinkAccount(provider: OAuthProvider): Promise<void> {
  const { url } = (await (await apiRequest('POST', `/api/user/linked-accounts/${provider}`)).json()) as { url: string }
  window.location.assign(url)
}

export const useLinkAccount = () => useMutation({ mutationFn: startLinkAccount })
