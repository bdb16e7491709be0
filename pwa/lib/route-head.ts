/**
 * Titles and descriptions declared in a route's `head` (TanStack Router), for pages that give them there:
 * `head: () => pageHead('TV Guide', 'What is on …')`, or, to keep the words out of the entry chunk, a loader that
 * returns `{ head: pageHead(…) }` with `head: headFromLoader`. The router keeps each match's `meta`; the root layout
 * applies the deepest route's title and description to the document in an effect (`useRouteHead`), and an SEO
 * override of the path (decision 032) still wins. Server rendering can later render the same `meta` with
 * <HeadContent />. Tiny and dependency-free: route `head` functions stay in the entry chunk.
 */
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { overrideDescription, overrideTitle } from './seo-override'
import { SITE_NAME } from './use-page-title'

export type HeadMeta = { title: string } | { name: string; content: string }

export interface PageHead {
  meta: HeadMeta[]
}

/** The `head` of a page: "{title} | Gala" and its meta description. */
export function pageHead(title: string, description: string): PageHead {
  return { meta: [{ title: `${title} | ${SITE_NAME}` }, { name: 'description', content: description }] }
}

/**
 * A route's `head` that uses what its loader returned as `head`: the words then travel in the page's lazy chunk
 * with the loader instead of in the entry chunk with the route tree (the first download budget).
 */
export function headFromLoader({ loaderData }: { loaderData?: { head?: PageHead } | null }): Partial<PageHead> {
  return loaderData?.head ?? {}
}

const SEPARATOR = '\u0000'

/** Root-layout hook: the deepest matched route's head title and description, applied to the document. */
export function useRouteHead(): void {
  const head = useRouterState({
    select: (state) => {
      let title = ''
      let description = ''
      for (const match of state.matches) {
        for (const entry of (match.meta ?? []) as (Partial<{ title: string; name: string; content: string }> | undefined)[]) {
          if (entry?.title) title = entry.title
          else if (entry?.name === 'description' && entry.content) description = entry.content
        }
      }
      return `${title}${SEPARATOR}${description}`
    },
  })
  useEffect(() => {
    const [title, description] = head.split(SEPARATOR) as [string, string]
    if (title) document.title = overrideTitle() ?? title
    if (!description) return
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = overrideDescription() ?? description
  }, [head])
}
