/** The avatar background when the user has none (spec doc 1 §3). */
export const DEFAULT_AVATAR_COLOR = '#3b82f6'

/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  let digits = match[1]!
  if (digits.length === 3) digits = digits.split('').map((d) => d + d).join('')
  const value = Number.parseInt(digits, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** Contrast ratio of white text on the given colour. */
export function contrastWithWhite(hex: string): number {
  const rgb = parseHex(hex)
  if (!rgb) return 1
  return 1.05 / (luminance(rgb) + 0.05)
}

/**
 * The background to draw white initials on: the user's colour when white text on it meets AA
 * contrast, otherwise the same hue darkened just enough. An unreadable value falls back to the default.
 */
export function readableAvatarBackground(color: string | null | undefined): string {
  const rgb = parseHex(color ?? '') ?? parseHex(DEFAULT_AVATAR_COLOR)!
  let current = rgb
  for (let step = 0; step < 20 && contrastWithWhite(toHex(current)) < AA_CONTRAST; step++) {
    current = current.map((c) => Math.round(c * 0.9)) as [number, number, number]
  }
  return toHex(current)
}

function toHex(rgb: [number, number, number]): string {
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('')
}
