/**
 * Route heads (TanStack Router `head`): title, description, canonical address, Open Graph, Twitter card and JSON-LD
 * of a page (issue 21). The server renders the matched routes' heads with <HeadContent />; in the browser head-sync.tsx
 * (loaded after the first render) applies the deepest route's title and description (an SEO override of the path
 * still wins, decision 032) and keeps the canonical link, the social tags and the JSON-LD in step.
 *
 * Route files keep only `head: headFromLoader`: the head itself is built by the page's loader with `pageHead` of
 * page-head.ts and returned as `{ head }` (or thrown with `notFoundError`), so its words and JSON-LD builders
 * travel in the page's lazy chunk, not in the entry chunk with the route tree (the first download budget).
 * Tiny and dependency-free: this module is part of the entry chunk.
 */
import type { JSX } from 'react'

export type HeadMeta =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  /** JSON-LD: <HeadContent /> renders it as <script type="application/ld+json"> with '<' and '&' escaped. */
  | { 'script:ld+json': Record<string, unknown> }

export interface HeadLink {
  rel: string
  href: string
}

export interface PageHead {
  meta: HeadMeta[]
  links?: HeadLink[]
}

/** What a route's `head` returns, as the router types it (its meta are typed as <meta> props; ld+json entries pass as is). */
type RouteHead = { meta?: JSX.IntrinsicElements['meta'][]; links?: JSX.IntrinsicElements['link'][] }

/**
 * A route's `head` that uses what its loader returned as `head`, or the head a loader's not-found carries
 * (page-head.ts notFoundError): the words then travel in the page's lazy chunk with the loader instead of in the
 * entry chunk with the route tree (the first download budget).
 */
export function headFromLoader({ loaderData, match }: { loaderData?: unknown; match?: { error?: unknown } }): RouteHead {
  type WithHead = { head?: PageHead } | null | undefined
  return ((loaderData as WithHead)?.head ?? (match?.error as { data?: WithHead } | undefined)?.data?.head ?? {}) as RouteHead
}

/**
 * The attribute a page puts on the head tags it sets itself in an effect (theaters/lib/use-canonical.ts) while it
 * holds them: head-sync.tsx never removes a tag that carries it.
 */
export const PAGE_SET = 'data-page-head'
