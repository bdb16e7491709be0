import type { Clock } from '../../clock.ts'
import type { Db } from '../../db.ts'

/** Search terms are counted case- and space-insensitively, so "SM Megamall" and "sm  megamall" are one term. */
export function normaliseSearchTerm(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** Records one search; the counts feed trending searches. */
export async function trackSearch(deps: { db: Db; clock: Clock }, query: string): Promise<void> {
  const term = normaliseSearchTerm(query)
  const now = deps.clock.now()
  await deps.db.searchQuery.upsert({
    where: { term },
    create: { term, count: 1, lastSearchedAt: now },
    update: { count: { increment: 1 }, lastSearchedAt: now },
  })
}

/** A term must have been searched this often before it can trend (one person's typo never shows). */
export const TRENDING_MIN_COUNT = 2
/** Longest term shown as trending. */
const TRENDING_TERM_MAX = 40
/**
 * Suggestions that fill the trending list when few terms are trending (a new site, a quiet week).
 * Each finds something in the demo data.
 */
export const SUGGESTED_SEARCHES = ['Intramuros', 'Museums', 'Street food', 'BGC', 'Music', 'Binondo'] as const

/**
 * What may be shown to everyone as a trending term: not an address, a phone or card number, or a
 * long string (people sometimes paste private things into search boxes).
 */
export function isShowableTerm(term: string): boolean {
  return term.length <= TRENDING_TERM_MAX && !term.includes('@') && !/\d{5,}/.test(term.replace(/[\s-]/g, '')) && !/https?:|www\./.test(term)
}

/**
 * Top searched terms of the last `days` days (doc 2: trending searches). SearchQuery keeps one running
 * count per term and the time of its last search, so "of the last days" means terms searched at least
 * once in that window, ordered by their count. Filled up with SUGGESTED_SEARCHES (count 0).
 */
export async function trendingSearches(deps: { db: Db; clock: Clock }, options: { limit: number; days: number }): Promise<{ term: string; count: number }[]> {
  const since = new Date(deps.clock.now().getTime() - options.days * 86_400_000)
  const rows = await deps.db.searchQuery.findMany({
    where: { lastSearchedAt: { gte: since }, count: { gte: TRENDING_MIN_COUNT } },
    select: { term: true, count: true },
    orderBy: [{ count: 'desc' }, { lastSearchedAt: 'desc' }, { term: 'asc' }],
    take: options.limit * 3,
  })
  const terms = rows.filter((row) => isShowableTerm(row.term)).slice(0, options.limit)
  const seen = new Set(terms.map((row) => row.term))
  for (const suggestion of SUGGESTED_SEARCHES) {
    if (terms.length >= options.limit) break
    if (!seen.has(normaliseSearchTerm(suggestion))) terms.push({ term: suggestion, count: 0 })
  }
  return terms
}
