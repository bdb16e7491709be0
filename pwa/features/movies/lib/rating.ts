/**
 * MTRCB rating badges (spec doc 2 §3): G green, PG blue, R-13 yellow, R-16 orange, R-18 red, any
 * other value neutral. Each pair of background and text colour keeps WCAG AA contrast (≥ 4.5:1):
 * white on the dark greens, blues and reds, near-black on yellow, orange and grey.
 */
export const MTRCB_RATINGS = ['G', 'PG', 'R-13', 'R-16', 'R-18'] as const
export type MtrcbRating = (typeof MTRCB_RATINGS)[number]

export interface RatingBadgeStyle {
  /** Colour name, for tests and data attributes. */
  tone: 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'neutral'
  /** Tailwind classes for background and text. */
  className: string
  /** The actual colours (hex), so the contrast can be checked. */
  background: string
  foreground: string
}

const STYLES: Record<MtrcbRating, RatingBadgeStyle> = {
  G: { tone: 'green', className: 'bg-[#15803d] text-white', background: '#15803d', foreground: '#ffffff' },
  PG: { tone: 'blue', className: 'bg-[#1d4ed8] text-white', background: '#1d4ed8', foreground: '#ffffff' },
  'R-13': { tone: 'yellow', className: 'bg-[#facc15] text-[#0f172a]', background: '#facc15', foreground: '#0f172a' },
  'R-16': { tone: 'orange', className: 'bg-[#f97316] text-[#0f172a]', background: '#f97316', foreground: '#0f172a' },
  'R-18': { tone: 'red', className: 'bg-[#b91c1c] text-white', background: '#b91c1c', foreground: '#ffffff' },
}

const NEUTRAL: RatingBadgeStyle = { tone: 'neutral', className: 'bg-[#e2e8f0] text-[#0f172a]', background: '#e2e8f0', foreground: '#0f172a' }

/** The rating as written on the badge: trimmed and upper-cased ('r-13' → 'R-13', 'R13' → 'R-13'). */
export function normaliseRating(rating: string | null | undefined): string {
  const text = (rating ?? '').trim().toUpperCase()
  const match = /^R\s*-?\s*(13|16|18)$/.exec(text)
  return match ? `R-${match[1]}` : text
}

export function ratingBadgeStyle(rating: string | null | undefined): RatingBadgeStyle {
  const key = normaliseRating(rating)
  return (MTRCB_RATINGS as readonly string[]).includes(key) ? STYLES[key as MtrcbRating] : NEUTRAL
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '')
  const channels = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
