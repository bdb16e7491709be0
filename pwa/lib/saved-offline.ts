/**
 * What this device has kept for offline use, read from the query cache (which main.tsx restores from
 * IndexedDB): the cinemas and TV channels whose schedules were opened and the articles that were read. The offline page
 * links to them.
 */
import type { QueryClient } from '@tanstack/react-query'

export interface SavedLink {
  href: string
  label: string
  updatedAt: number
}

const THEATER_DAY = /^\/api\/theaters\/[^/]+\/movies$/
const CHANNEL_DAY = /^\/api\/tv\/channels\/[^/]+\/schedule$/

function newestFirst(links: Map<string, SavedLink>): SavedLink[] {
  return [...links.values()].sort((a, b) => b.updatedAt - a.updatedAt)
}

export function savedCinemas(queryClient: QueryClient): SavedLink[] {
  const links = new Map<string, SavedLink>()
  for (const query of queryClient.getQueryCache().getAll()) {
    const path = query.queryKey[0]
    if (typeof path !== 'string' || !THEATER_DAY.test(path)) continue
    const cinema = (query.state.data as { data?: { cinema?: { slug?: unknown; theater_name?: unknown } } } | undefined)?.data?.cinema
    if (typeof cinema?.slug !== 'string' || typeof cinema.theater_name !== 'string') continue
    const known = links.get(cinema.slug)
    if (!known || known.updatedAt < query.state.dataUpdatedAt) {
      links.set(cinema.slug, { href: `/movies/theaters/${encodeURIComponent(cinema.slug)}`, label: cinema.theater_name, updatedAt: query.state.dataUpdatedAt })
    }
  }
  return newestFirst(links)
}

/** TV channels whose schedule was opened (issue 18). */
export function savedChannels(queryClient: QueryClient): SavedLink[] {
  const links = new Map<string, SavedLink>()
  for (const query of queryClient.getQueryCache().getAll()) {
    const path = query.queryKey[0]
    if (typeof path !== 'string' || !CHANNEL_DAY.test(path)) continue
    const channel = (query.state.data as { data?: { channel?: { id?: unknown; name?: unknown } } } | undefined)?.data?.channel
    if (typeof channel?.id !== 'number' || typeof channel.name !== 'string') continue
    const key = String(channel.id)
    const known = links.get(key)
    if (!known || known.updatedAt < query.state.dataUpdatedAt) {
      links.set(key, { href: `/tv/channels/${channel.id}`, label: channel.name, updatedAt: query.state.dataUpdatedAt })
    }
  }
  return newestFirst(links)
}

export function savedArticles(queryClient: QueryClient): SavedLink[] {
  const links = new Map<string, SavedLink>()
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.queryKey[0] !== '/api/articles' || typeof query.queryKey[1] !== 'number') continue
    const article = query.state.data as { id?: unknown; slug?: unknown; title?: { rendered?: unknown } } | undefined
    if (typeof article?.id !== 'number' || typeof article.slug !== 'string' || typeof article.title?.rendered !== 'string') continue
    links.set(String(article.id), { href: `/article/${article.id}/${encodeURIComponent(article.slug)}`, label: plainTitle(article.title.rendered), updatedAt: query.state.dataUpdatedAt })
  }
  return newestFirst(links)
}

/** A WordPress rendered title as text (entities decoded, tags dropped) without touching the DOM. */
function plainTitle(html: string): string {
  const text = html.replace(/<[^>]*>/g, '')
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent?.trim() || text
}
