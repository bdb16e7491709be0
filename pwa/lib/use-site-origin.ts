import { useRouter } from '@tanstack/react-router'

/**
 * The site's origin (https://…) for absolute addresses a page shows or shares: the router context's, the same on
 * the server (PUBLIC_URL's) and in the browser, so rendering never reads `window`.
 */
export function useSiteOrigin(): string {
  return useRouter().options.context.origin
}
