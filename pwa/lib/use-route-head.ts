import { useMatches } from '@tanstack/react-router'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

/**
 * Applies the title and description a route declares in its `head` (`{ title }` and `{ name: 'description', content }`,
 * the title without the "| Gala" suffix) while its page is shown. The root renders no <HeadContent/>: the title and
 * description are set in effects by usePageMeta, like every other page, so an SEO override (decision 032) still wins
 * and nothing touches `document` while rendering.
 */
export function useRouteHead(): void {
  const meta = useMatches({ select: (matches) => matches.at(-1)?.meta })
  const title = meta?.find((entry) => entry?.title)?.title ?? ''
  const description = meta?.find((entry) => entry?.name === 'description')?.content
  usePageMeta(title, typeof description === 'string' ? description : '')
}
