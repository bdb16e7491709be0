/**
 * Where site scripts are injected (issue 16, spec doc 1 §6, decision 035). Pure rules shared by the API
 * (GET /api/scripts/public?path=), the PWA's injector and the /admin/scripts preview, so all three agree.
 */

export const SCRIPT_POSITIONS = ['header', 'footer'] as const
export type ScriptPosition = (typeof SCRIPT_POSITIONS)[number]

/** Public scripts poll (spec doc 1 §7, §9): refetched every 30 s, fresh 25 s. */
export const PUBLIC_SCRIPTS_REFETCH_MS = 30_000
export const PUBLIC_SCRIPTS_STALE_MS = 25_000

export const SITE_SCRIPT_LIMITS = { name: 120, markup: 50_000, exclusions: 50, exclusion: 200 } as const

/**
 * Pages that never receive campaign scripts (spec doc 1 §6: admin pages, /tickets, /buy-tickets and movie ticket
 * pages; the ticket flow of doc 3 §"Ticket flow": /movies/tickets/…, a movie's /tickets sub-page, /payment-options,
 * the payment return pages, the person's own tickets and the ticket test pages). Each is a prefix at a path-segment boundary.
 */
export const NEVER_INJECT_PREFIXES = [
  '/admin',
  '/tickets',
  '/buy-tickets',
  '/movies/tickets',
  '/payment-options',
  // The payment providers' return pages (doc 3: /payment/rbank-rmw/…, /payment/pesopay-ayala-cinemas/…, /payment/ipay88-megaworld/…).
  '/payment',
  '/profile/my-tickets',
  '/profile/ticket',
  '/test-ticket-flow',
  '/ticket-demo',
  '/ayala-payment-test',
] as const

/** A movie's own ticket pages: /movies/title/{hash}/{slug}/tickets (and /movies/detail/… before its redirect). */
const MOVIE_TICKET_PAGE = /^\/movies\/(title|detail)\/[^/]+\/[^/]+\/tickets(\/|$)/

/**
 * Does `prefix` cover `path`? A prefix ending in "/" covers everything below it ("/events/" covers
 * "/events/x" but not "/events"); any other prefix covers itself and what lies below it at a segment
 * boundary ("/movies" covers "/movies" and "/movies/now-showing", not "/moviesx"). "/" covers every path.
 */
export function prefixCovers(prefix: string, path: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix)
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** Why no script may run on this page at all, or null when scripts may run there. */
export function pageBlockReason(path: string): string | null {
  const normalised = normalisePath(path)
  const prefix = NEVER_INJECT_PREFIXES.find((candidate) => prefixCovers(candidate, normalised))
  if (prefix === '/admin') return 'Admin pages never receive site scripts'
  if (prefix) return `Ticket pages never receive site scripts (${prefix})`
  if (MOVIE_TICKET_PAGE.test(normalised)) return 'Movie ticket pages never receive site scripts'
  return null
}

/** The path without its query or fragment, lower-cased, with repeated and trailing slashes trimmed. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const squeezed = `/${bare}`.replace(/\/{2,}/g, '/').toLowerCase()
  return squeezed.length > 1 ? squeezed.replace(/\/$/, '') : squeezed
}

/** The parts of a script the rules read. */
export interface ScriptRuleInput {
  enabled: boolean
  essential: boolean
  excludedPaths: readonly string[]
}

export type ScriptVerdict = { runs: true; reason: string } | { runs: false; reason: string }

/**
 * Would this script run on `path`? `consent` is whether the visitor allowed third parties (accepted, with no
 * Do Not Track / Global Privacy Control signal); `null` means "not known" (the admin preview), which
 * reports non-essential scripts as running after consent.
 */
export function scriptVerdict(script: ScriptRuleInput, path: string, consent: boolean | null): ScriptVerdict {
  if (!script.enabled) return { runs: false, reason: 'Switched off' }
  const blocked = pageBlockReason(path)
  if (blocked) return { runs: false, reason: blocked }
  const normalised = normalisePath(path)
  const excluded = script.excludedPaths.find((prefix) => prefixCovers(prefix.toLowerCase(), normalised))
  if (excluded) return { runs: false, reason: `Excluded by the script (${excluded})` }
  if (script.essential) return { runs: true, reason: 'Essential: runs without consent' }
  if (consent === false) return { runs: false, reason: 'Waits for the visitor to accept cookies' }
  if (consent === null) return { runs: true, reason: 'Runs once the visitor accepts cookies' }
  return { runs: true, reason: 'Runs (the visitor accepted cookies)' }
}
