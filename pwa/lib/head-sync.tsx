/**
 * Keeps the document head in step with the route heads (route-head.ts) while the visitor moves around the app
 * (issue 21). The server renders the first page's head with <HeadContent />; the browser only hydrates #root, so
 * after each navigation this applies the new page's:
 *
 * - title and description: the deepest route's, in an effect that runs after the page's own effects (a page that
 *   still sets its title itself, usePageTitle, keeps it when its route declares none); an SEO override of the path
 *   still wins (decision 032);
 * - canonical link, Open Graph, Twitter, robots and JSON-LD tags, in place of the old page's (or, on its first run,
 *   the server's): a page that still sets its own canonical link in an effect (theaters/lib/use-canonical.ts, which
 *   marks it with PAGE_SET) keeps it. This runs as a layout effect, before any page's own effects of the same
 *   navigation.
 *
 * The root layout loads it after the first render, outside the entry chunk.
 */
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'
import { PAGE_SET } from './route-head'
import { overrideDescription, overrideTitle } from './seo-override'

interface HeadTag {
  tag: 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  text?: string
}

type MetaEntry = { title?: string; name?: string; property?: string; content?: string; 'script:ld+json'?: unknown } | undefined
type LinkEntry = { rel?: string; href?: string } | undefined

const SELECTOR = 'link[rel="canonical"],meta[property],meta[name^="twitter:"],meta[name="robots"],script[type="application/ld+json"]'

/** Meta tags kept in step by `apply`: Open Graph (og:, article:, profile:), Twitter and robots (the description is `applyTitle`'s). */
const isSynced = (key: string) => key === 'robots' || key.startsWith('twitter:') || /^(og|article|profile):/.test(key)

/** The tags of the matched routes' heads, as <HeadContent /> chooses them: the deepest route's meta of each name wins. */
function headTags(matches: readonly { meta?: MetaEntry[]; links?: LinkEntry[] }[]): HeadTag[] {
  const tags: HeadTag[] = []
  const seen = new Set<string>()
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = matches[i]!.meta ?? []
    for (let j = meta.length - 1; j >= 0; j--) {
      const entry = meta[j]
      if (!entry || entry.title) continue
      if ('script:ld+json' in entry) {
        tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(entry['script:ld+json']) })
        continue
      }
      const key = entry.property ?? entry.name
      if (!key || !isSynced(key) || seen.has(key)) continue
      seen.add(key)
      tags.push({ tag: 'meta', attrs: { [entry.property ? 'property' : 'name']: key, content: entry.content ?? '' } })
    }
  }
  tags.reverse()
  for (const match of matches) {
    for (const link of match.links ?? []) {
      if (link?.rel === 'canonical' && link.href) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: link.href } })
    }
  }
  return tags
}

/** JSON text in one spelling (the server's escapes '<' as \u003c), or null when it is not JSON. */
function normalJson(text: string | null): string | null {
  try {
    return JSON.stringify(JSON.parse(text ?? ''))
  } catch {
    return null
  }
}

function sameTag(element: Element, tag: HeadTag): boolean {
  if (element.localName !== tag.tag) return false
  if (Object.entries(tag.attrs).some(([name, value]) => element.getAttribute(name) !== value)) return false
  return tag.text === undefined || normalJson(element.textContent) === tag.text
}

/** The tags this module placed (null until the first run, which adopts the server's). */
let placed: Element[] | null = null

function apply(tags: readonly HeadTag[]): void {
  const first = placed === null
  const pool = first ? Array.from(document.head.querySelectorAll(SELECTOR)) : placed!
  const next: Element[] = []
  for (const tag of tags) {
    const index = pool.findIndex((element) => sameTag(element, tag))
    let element: Element
    if (index >= 0) {
      element = pool.splice(index, 1)[0]!
    } else {
      element = document.createElement(tag.tag)
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value)
      if (tag.text !== undefined) element.textContent = tag.text
    }
    // Appended (or moved) in the heads' order: the page's main JSON-LD stays the first script.
    document.head.append(element)
    next.push(element)
  }
  // What is left belonged to another head: the server's page (the first run may come after the person has moved on
  // from it, this module loading after hydration) or the last one. A canonical link or og:url that a page holds from
  // its own effect stays (use-canonical.ts marks them and restores them itself).
  for (const element of pool) {
    if (!element.hasAttribute(PAGE_SET)) element.remove()
  }
  placed = next
}

const SEPARATOR = '\u0000'

/** The deepest matched route's head title and description, as one text. */
function titleAndDescription(matches: readonly { meta?: MetaEntry[] }[]): string {
  let title = ''
  let description = ''
  for (const match of matches) {
    for (const entry of match.meta ?? []) {
      if (entry?.title) title = entry.title
      else if (entry?.name === 'description' && entry.content) description = entry.content
    }
  }
  return `${title}${SEPARATOR}${description}`
}

function applyTitle(text: string): void {
  const [title, description] = text.split(SEPARATOR) as [string, string]
  if (title) document.title = overrideTitle() ?? title
  if (!description) return
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = overrideDescription() ?? description
}

/** Root-layout part (after hydration): applies the route heads on every navigation. */
export function HeadSync(): null {
  const title = useRouterState({ select: (state) => titleAndDescription(state.matches as never) })
  const tags = useRouterState({ select: (state) => JSON.stringify(headTags(state.matches as never)) })
  useLayoutEffect(() => apply(JSON.parse(tags) as HeadTag[]), [tags])
  useEffect(() => applyTitle(title), [title])
  return null
}
