import { createHmac } from 'node:crypto'
import { inTransaction } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { siteSearch } from './site-search.ts'
import { trendingRepository } from './trending.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

/** Search terms are counted case- and space-insensitively, so "SM Megamall" and "sm  megamall" are one term. */
export function normaliseSearchTerm(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * Recorded searches per client address (POST /api/track-search): a person searching fast stays well under
 * it; a script posting the same term in a loop is stopped (docs/decisions/017-trending-searches.md).
 */
export const TRACK_SEARCH_LIMIT = { points: 20, duration: 60 } as const
export const TRACK_SEARCH_LIMIT_MESSAGE = 'Too many searches recorded from your connection. Please wait a minute.'

/** Different clients that must have searched a term (and found something) before it trends. */
export const TRENDING_MIN_CLIENTS = 3
/** Longest term shown as trending. */
const TRENDING_TERM_MAX = 40
/**
 * Suggestions that fill the trending list when few terms are trending (a new site, a quiet week).
 * Each finds something in the demo data.
 */
export const SUGGESTED_SEARCHES = ['Intramuros', 'Museums', 'Street food', 'BGC', 'Music', 'Binondo'] as const

/**
 * Who searched, as stored: an HMAC of the client's address under the server's session secret. Equal for
 * the same address, so distinct clients can be counted, but the address cannot be read back (a plain
 * hash of an IPv4 address is reversed by trying all 2^32).
 */
export function clientHash(config: AppDeps['config'], address: string): string {
  return createHmac('sha256', config.secrets.sessionSecret).update(`track-search:${address}`).digest('base64url').slice(0, 22)
}

/**
 * How long the client hashes of a search are kept: the longest trending window. Older ones are deleted (at most
 * once an hour), so the table never says who searched what beyond it; a client searching a term again after
 * that counts once more, which a month's gap makes harmless.
 */
export const CLIENT_HASH_DAYS = 30
const lastForget = new WeakMap<object, number>()

async function forgetOldClients(deps: Deps, now: Date): Promise<void> {
  const last = lastForget.get(deps.db) ?? 0
  if (now.getTime() - last < 3_600_000 && now.getTime() >= last) return
  lastForget.set(deps.db, now.getTime())
  await trendingRepository(deps.db).forgetClientsBefore(new Date(now.getTime() - CLIENT_HASH_DAYS * 86_400_000))
}

export type TrackOutcome = 'recorded' | 'no-results' | 'blocked'

/**
 * Records one search for trending. The server runs the search itself and records only a query that found
 * something (the client's word is not taken for it); a term staff removed is never recorded again.
 */
export async function trackSearch(deps: Deps, search: { query: string; clientAddress: string }): Promise<TrackOutcome> {
  const repository = trendingRepository(deps.db)
  const term = normaliseSearchTerm(search.query)
  if (await repository.isBlocked(term)) return 'blocked'
  const found = await siteSearch(deps).search({ q: search.query, page: 1, per_page: 1 })
  if (found.counts.all === 0) return 'no-results'
  const now = deps.clock.now()
  await repository.record(term, clientHash(deps.config, search.clientAddress), now)
  await forgetOldClients(deps, now)
  return 'recorded'
}

/** Staff remove a term from trending for good (DELETE /api/admin/search/trending/{term}). */
/**
 * Puts a term on the trending block list, audited (issue 15) in the same transaction: before and after are
 * the term's block fields and its search counts (the client hashes go with the block).
 */
export async function removeTrendingTerm(deps: Deps, term: string, actor: AuditActor & { user: { id: number } }): Promise<void> {
  const normalised = normaliseSearchTerm(term)
  const now = deps.clock.now()
  await inTransaction(deps.db, async (tx) => {
    const terms = trendingRepository(tx)
    const before = await terms.blockFields(normalised)
    await terms.block(normalised, actor.user.id, now)
    const after = (await terms.blockFields(normalised))!
    await recordAudit(tx, actor, {
      action: 'search.trending-remove',
      entityType: 'search-term',
      entityId: normalised,
      before: before && { ...before, blockedAt: before.blockedAt?.toISOString() ?? null },
      after: { ...after, blockedAt: after.blockedAt?.toISOString() ?? null },
    })
  })
}

/**
 * What may be shown to everyone as a trending term: not an address, a phone or card number, or a
 * long string (people sometimes paste private things into search boxes).
 */
export function isShowableTerm(term: string): boolean {
  return term.length <= TRENDING_TERM_MAX && !term.includes('@') && !/\d{5,}/.test(term.replace(/[\s-]/g, '')) && !/https?:|www\./.test(term)
}

/**
 * Top searched terms of the last `days` days (doc 2: trending searches): terms searched at least once in
 * that window by at least TRENDING_MIN_CLIENTS different clients and not removed by staff, the most
 * searched-by first. Apart from them, SUGGESTED_SEARCHES fill the list up to `limit` (those not trending
 * already): they are our picks, not what people searched, and the answer says so by keeping them apart.
 */
export async function trendingSearches(
  deps: Deps,
  options: { limit: number; days: number },
): Promise<{ trending: { term: string; count: number }[]; suggestions: string[] }> {
  const since = new Date(deps.clock.now().getTime() - options.days * 86_400_000)
  const rows = await trendingRepository(deps.db).trending({ since, minClients: TRENDING_MIN_CLIENTS, take: options.limit * 3 })
  const trending = rows.filter((row) => isShowableTerm(row.term)).slice(0, options.limit)
  const seen = new Set(trending.map((row) => row.term))
  const suggestions = SUGGESTED_SEARCHES.filter((suggestion) => !seen.has(normaliseSearchTerm(suggestion))).slice(0, options.limit - trending.length)
  return { trending, suggestions }
}
