/**
 * Ads (issue 16, decision 034): the numbers of spec document 1 §4 and §9 and document 3 §2 and §9, once,
 * for the API (which slots a house creative may name) and the app (the slot state machine).
 * No zod here: the app imports this file into its first download.
 */

/** Slot ids used on pages (doc 1 §9, doc 3 §2). */
export const AD_SLOT_IDS = [
  'leaderboard-ad',
  'lower-leaderboard-ad',
  'mrec1',
  'mrec2',
  'mrec3',
  'mrec4',
  'mrec5',
  'mobile-inside-popup',
  'inread',
  'homestream',
  'stickyad',
] as const
export type AdSlotId = (typeof AD_SLOT_IDS)[number]

export const isAdSlotId = (value: string): value is AdSlotId => (AD_SLOT_IDS as readonly string[]).includes(value)

/** Minimum heights: stickyad 50 px; leaderboard-ad and lower-leaderboard-ad 90 px; others 250 px. */
export function adSlotMinHeight(slot: AdSlotId): number {
  if (slot === 'stickyad') return 50
  if (slot === 'leaderboard-ad' || slot === 'lower-leaderboard-ad') return 90
  return 250
}

/** Default slot size 300x250 (doc 3 §9). */
export const DEFAULT_AD_SIZE = { width: 300, height: 250 } as const

export const AD_TIMING = {
  /** The first check, 2 s after a slot starts (or is refreshed). */
  firstCheckMs: 2_000,
  /** Then a check every 1 s. */
  checkEveryMs: 1_000,
  /** Slots refresh 100 ms after a route change. */
  refreshAfterRouteChangeMs: 100,
  /** The sticky ad is polled every 500 ms for 5 s, then every 2 s. */
  stickyFastPollMs: 500,
  stickyFastPollForMs: 5_000,
  stickySlowPollMs: 2_000,
  /** The fill (verification) report is logged 5 s after load. */
  fillReportAfterMs: 5_000,
} as const

export const AD_THRESHOLDS = {
  /** A slot whose creative is not taller than this has nothing visible and is collapsed. */
  collapsePx: 10,
  /** The sticky ad shows once its content is taller than this. */
  stickyVisiblePx: 30,
  /** The sticky ad is never taller than this. */
  stickyMaxHeightPx: 100,
  /** The sticky ad exists only under this viewport width. */
  stickyMaxViewportPx: 768,
} as const

/** Refresh limits (doc 1 §9): at least `minGapMs` apart, at most `max` times per page. Others: unlimited. */
export const AD_REFRESH_LIMITS: Partial<Record<AdSlotId, { minGapMs: number; max: number }>> = {
  // The masthead is the top leaderboard.
  'leaderboard-ad': { minGapMs: 60_000, max: 3 },
  mrec1: { minGapMs: 45_000, max: 4 },
  mrec2: { minGapMs: 45_000, max: 4 },
  mrec3: { minGapMs: 45_000, max: 4 },
  stickyad: { minGapMs: 90_000, max: 2 },
}

/** Page-context tags by path prefix (doc 1 §2): /movies/, /food-drink/, /events/, /places/, /tv/, /profile/, and home. */
export const AD_PAGE_CONTEXTS = ['movies', 'food-drink', 'events', 'places', 'tv', 'profile'] as const
export type AdPageContext = (typeof AD_PAGE_CONTEXTS)[number] | 'home'

/** Limits of the house creatives and the admin forms. */
export const HOUSE_AD_LIMITS = {
  nameMax: 100,
  altMax: 200,
  urlMax: 2_000,
  weightMin: 1,
  weightMax: 100,
  sizesMax: 6,
  /** Impression ids in one batch. */
  impressionBatchMax: 50,
  /** ads.txt is a small file; a real one is a few hundred lines. */
  adsTxtMaxChars: 100_000,
  gptNetworkCodeMax: 20,
  noAdsArticlesMax: 1_000,
} as const

/** "728x90" → { width, height }; null when not a size. */
export function parseAdSize(size: string): { width: number; height: number } | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(size)
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : null
}
