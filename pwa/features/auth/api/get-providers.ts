import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/api-client'
import type { OAuthProvider, OAuthProvidersReply } from '@contracts/oauth'

/** GET /api/auth/providers: which social sign-in providers the server has credentials for. */
export type AuthProviders = OAuthProvidersReply
export type AuthProvider = OAuthProvider
/** Same names as the contract's OAUTH_PROVIDER_LABELS (a value import would pull zod into the first download). */
export const PROVIDER_LABELS: Record<AuthProvider, string> = { google: 'Google', facebook: 'Facebook' }

const MINUTE_MS = 60_000

/** Fresh for 5 minutes: the answer only changes when the server is reconfigured and restarted. */
export function authProvidersQuery() {
  return queryOptions<AuthProviders>({
    queryKey: ['/api/auth/providers'],
    queryFn: getQueryFn<AuthProviders>({ on401: 'throw' }),
    staleTime: 5 * MINUTE_MS,
    retry: 1,
  })
}

/**
 * Whether each provider is configured: true or false once known, undefined while loading or when
 * the call failed. Callers keep the buttons usable while unknown (the server answers an
 * unconfigured provider with a readable /auth?error=… redirect, so the link is never dead).
 */
export function useAuthProviders(): Partial<AuthProviders> {
  const { data } = useQuery(authProvidersQuery())
  return data ?? {}
}

/** The full-page sign-in address of a provider, carrying where to land afterwards. */
export function providerSignInHref(provider: AuthProvider, redirectTo?: string): string {
  const base = `/api/auth/${provider}`
  return redirectTo ? `${base}?${new URLSearchParams({ redirect_to: redirectTo }).toString()}` : base
}
