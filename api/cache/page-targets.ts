/**
 * Which server-rendered pages (decision 040) an invalidation drops, by URL (decision 043). The page cache is
 * keyed by the request's URL as sent (`ctx.url`: path and query string); a target names a page by its path:
 *
 * - `{ path: '/places/cafe-x' }` drops that page with any query string (`/places/cafe-x`, `/places/cafe-x?tab=2`,
 *   and the same with a trailing slash);
 * - `{ path: '/places/cafe-x', tree: true }` also drops every page below it (`/places/cafe-x/review/12`);
 * - a `*` segment stands for any one segment: `{ path: '/*\/article/12', tree: true }` is article 12 read under
 *   any section.
 *
 * Paths are compared percent-decoded, so a slug written `caf%C3%A9` by one browser and `caf%c3%a9` by another
 * is the same page. The path '/' with `tree: true` is every page.
 */
export interface PageTarget {
  path: string
  tree?: boolean
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The decoded segments of a URL's path (no query string, no empty segments). */
function segmentsOf(url: string): string[] {
  const query = url.search(/[?#]/)
  const pathname = query === -1 ? url : url.slice(0, query)
  return pathname.split('/').filter(Boolean).map(decode)
}

function matchesSegments(page: readonly string[], wanted: readonly string[], tree: boolean | undefined): boolean {
  if (page.length < wanted.length || (!tree && page.length !== wanted.length)) return false
  return wanted.every((segment, index) => segment === '*' || segment === page[index])
}

/** True when the page cache key `key` (a request URL) is one of the pages `target` names. */
export function pageMatches(key: string, target: PageTarget): boolean {
  return matchesSegments(segmentsOf(key), segmentsOf(target.path), target.tree)
}

/** A function telling whether a key is one of `targets`' pages (each key is split once, whatever the number of targets). */
export function pageMatcher(targets: readonly PageTarget[]): (key: string) => boolean {
  const wanted = targets.map((target) => ({ segments: segmentsOf(target.path), tree: target.tree }))
  return (key) => {
    const page = segmentsOf(key)
    return wanted.some((target) => matchesSegments(page, target.segments, target.tree))
  }
}

/** `targets` without repeats (a person's reviews often name one page several times). */
export function uniqueTargets(targets: readonly PageTarget[]): PageTarget[] {
  const seen = new Map<string, PageTarget>()
  for (const target of targets) seen.set(`${target.tree ? 'tree' : 'page'} ${target.path}`, target.tree ? { path: target.path, tree: true } : { path: target.path })
  return [...seen.values()]
}

/** A target as it arrives from another process (cache-bus.ts): anything else is refused. */
export function isPageTarget(value: unknown): value is PageTarget {
  if (typeof value !== 'object' || value === null) return false
  const { path, tree } = value as Record<string, unknown>
  return typeof path === 'string' && path.startsWith('/') && path.length <= 2000 && (tree === undefined || typeof tree === 'boolean')
}
