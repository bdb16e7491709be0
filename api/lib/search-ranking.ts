/**
 * How search results are ranked (GET /api/search, GET /api/places?search=). Text is compared
 * case- and accent-insensitively ("las pinas" finds "Las Piñas"), word by word, where a query word
 * matches a word of the text that starts with it ("museum" matches "Museums").
 *
 * Tiers, best first:
 *   0. exact title: the whole title equals the query;
 *   1. title prefix: the title starts with the query ("intra" → "Intramuros");
 *   2. title words: every query word matches a word of the title;
 *   3. text words: every query word matches a word of the title or the text (description, venue …);
 *   4. some words: a query of two or more words where only some of its significant words
 *      (3+ letters, not a stop word) match; more matched words rank higher.
 * Anything else is not a match. Ties are broken by the caller (type order, then a per-type order).
 */

const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'near', 'ang', 'mga', 'sa', 'ng', 'of', 'in', 'at', 'to', 'a', 'an'])

/** Lower case, accents removed, anything but letters and digits turned into single spaces. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Plain text of an HTML fragment for matching and excerpts: tags dropped, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;|&#8220;|&#8221;/g, '"')
    .replace(/&#0?39;|&#8217;|&#8216;|&rsquo;|&lsquo;/g, "'")
    .replace(/&#8211;|&ndash;/g, '–')
    .replace(/&#8212;|&mdash;/g, '—')
    .replace(/&hellip;|&#8230;/g, '…')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface PreparedQuery {
  /** The normalised query as one phrase. */
  phrase: string
  /** Its distinct words. */
  words: string[]
  /** Words that may match on their own in tier 4. */
  significant: string[]
}

export function prepareQuery(query: string): PreparedQuery {
  const phrase = normaliseForSearch(query)
  const words = [...new Set(phrase.split(' ').filter(Boolean))]
  const significant = words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
  return { phrase, words, significant }
}

export interface MatchRank {
  tier: 0 | 1 | 2 | 3 | 4
  /** Query words matched (tier 4 orders by it). */
  matched: number
}

const wordsOf = (text: string) => normaliseForSearch(text).split(' ').filter(Boolean)
const hasWordStartingWith = (words: string[], prefix: string) => words.some((word) => word.startsWith(prefix))

/** The rank of one item for a query, or null when it does not match. */
export function rankMatch(query: PreparedQuery, title: string, text: string): MatchRank | null {
  if (query.words.length === 0) return null
  const normalisedTitle = normaliseForSearch(title)
  if (normalisedTitle === query.phrase) return { tier: 0, matched: query.words.length }
  if (normalisedTitle.startsWith(query.phrase)) return { tier: 1, matched: query.words.length }
  const titleWords = normalisedTitle.split(' ').filter(Boolean)
  if (query.words.every((word) => hasWordStartingWith(titleWords, word))) return { tier: 2, matched: query.words.length }
  const allWords = [...titleWords, ...wordsOf(text)]
  if (query.words.every((word) => hasWordStartingWith(allWords, word))) return { tier: 3, matched: query.words.length }
  if (query.words.length < 2) return null
  const matched = query.significant.filter((word) => hasWordStartingWith(allWords, word)).length
  return matched > 0 ? { tier: 4, matched } : null
}

/** Orders two ranks: lower tier first, then more matched words. 0 when equal. */
export function compareRanks(a: MatchRank, b: MatchRank): number {
  return a.tier - b.tier || b.matched - a.matched
}

/**
 * Ranks `items` for `query`: keeps the matches and orders them by rank, then by `tieBreak`
 * (stable for equal items).
 */
export function rankItems<T>(
  query: PreparedQuery,
  items: T[],
  fields: (item: T) => { title: string; text: string },
  tieBreak: (a: T, b: T) => number = () => 0,
): { item: T; rank: MatchRank }[] {
  const ranked: { item: T; rank: MatchRank }[] = []
  for (const item of items) {
    const { title, text } = fields(item)
    const rank = rankMatch(query, title, text)
    if (rank) ranked.push({ item, rank })
  }
  return ranked.sort((a, b) => compareRanks(a.rank, b.rank) || tieBreak(a.item, b.item))
}
