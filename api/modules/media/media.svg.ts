/**
 * Deterministic SVG artwork for posters and article/place/event images, drawn locally so the
 * demo never fetches an image from the internet. Pure functions: same input, same bytes.
 * All text is XML-escaped; the output carries width, height and viewBox and contains no script.
 */

/** Escapes text for use in SVG/XML text nodes and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 does not allow at all (control characters are exactly what this strips).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
}

/** 32-bit FNV-1a: picks stable colours and shapes from a key. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/** Breaks text into at most `maxLines` lines of about `maxChars` characters, with an ellipsis when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const pieces = word.length > maxChars ? (word.match(new RegExp(`.{1,${maxChars}}`, 'g')) ?? [word]) : [word]
    for (const piece of pieces) {
      if (!current) current = piece
      else if (current.length + 1 + piece.length <= maxChars) current += ` ${piece}`
      else {
        lines.push(current)
        current = piece
      }
    }
  }
  if (current) lines.push(current)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    const last = kept[maxLines - 1]!
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`
    return kept
  }
  return lines
}

/** Badge colours of spec doc 2 §3: G green, PG blue, R-13 yellow, R-16 orange, R-18 red, others neutral. */
export const RATING_COLOURS: Record<string, { fill: string; text: string }> = {
  G: { fill: '#16a34a', text: '#ffffff' },
  PG: { fill: '#2563eb', text: '#ffffff' },
  'R-13': { fill: '#facc15', text: '#1f2937' },
  'R-16': { fill: '#f97316', text: '#ffffff' },
  'R-18': { fill: '#dc2626', text: '#ffffff' },
}
const NEUTRAL_BADGE = { fill: '#6b7280', text: '#ffffff' }

const clampWidth = (width: number | undefined, fallback: number) =>
  Number.isFinite(width) && width! > 0 ? Math.min(2000, Math.max(16, Math.round(width!))) : fallback

const FONT = "font-family=\"'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif\""

export interface PosterInput {
  title: string
  /** Seeds the colours and shapes; the movie hash. */
  key: string
  rating?: string | null
  /** First genres, shown small under the title. */
  genres?: string[]
  /** Rendered width in px (height follows the 2:3 ratio). */
  width?: number
}

/** A 2:3 movie poster: gradient from the key, geometric motif, title, rating badge. */
export function renderPosterSvg(input: PosterInput): string {
  const width = clampWidth(input.width, 400)
  const height = Math.round(width * 1.5)
  const seed = hash(input.key)
  const hue = seed % 360
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360
  const motif = (seed >>> 3) % 3
  const lines = wrapText(input.title, 13, 4)
  const fontSize = lines.some((line) => line.length > 10) ? 44 : 52
  const titleTop = 600 - 70 - (lines.length - 1) * (fontSize + 6) - 40
  const badge = input.rating ? (RATING_COLOURS[input.rating] ?? NEUTRAL_BADGE) : null
  const badgeWidth = input.rating ? Math.max(56, 20 + input.rating.length * 16) : 0
  const genres = (input.genres ?? []).slice(0, 2).join(' · ')

  const shapes =
    motif === 0
      ? `<circle cx="${280 + (seed % 60)}" cy="${170 + ((seed >>> 5) % 60)}" r="150" fill="hsl(${hue2}, 85%, 65%)" opacity="0.55"/>` +
        `<circle cx="${110 + ((seed >>> 7) % 40)}" cy="250" r="80" fill="hsl(${hue}, 90%, 85%)" opacity="0.35"/>`
      : motif === 1
        ? Array.from({ length: 6 }, (_, i) => `<rect x="${-40 + i * 80}" y="-60" width="36" height="520" fill="hsl(${hue2}, 80%, 70%)" opacity="${(0.12 + i * 0.05).toFixed(2)}" transform="rotate(${18 + ((seed >>> 4) % 20)} 200 200)"/>`).join('')
        : `<polygon points="0,600 0,420 200,${90 + ((seed >>> 6) % 80)} 400,420 400,600" fill="hsl(${hue2}, 70%, 55%)" opacity="0.6"/>` +
          `<polygon points="100,600 100,460 300,${170 + ((seed >>> 8) % 60)} 400,330 400,600" fill="hsl(${hue}, 70%, 30%)" opacity="0.7"/>`

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(`Poster: ${input.title}`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 42%)"/><stop offset="1" stop-color="hsl(${hue2}, 65%, 14%)"/>`,
    `</linearGradient><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/>`,
    `</linearGradient></defs>`,
    `<rect width="400" height="600" fill="url(#bg)"/>`,
    shapes,
    `<rect width="400" height="600" fill="url(#fade)"/>`,
    badge
      ? `<rect x="${400 - 20 - badgeWidth}" y="20" width="${badgeWidth}" height="34" rx="6" fill="${badge.fill}"/>` +
        `<text x="${400 - 20 - badgeWidth / 2}" y="43" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="${badge.text}">${escapeXml(input.rating!)}</text>`
      : '',
    `<text ${FONT} font-size="${fontSize}" font-weight="800" fill="#ffffff" letter-spacing="-1">`,
    ...lines.map((line, i) => `<tspan x="28" y="${titleTop + i * (fontSize + 6)}">${escapeXml(line)}</tspan>`),
    `</text>`,
    genres ? `<text x="28" y="${600 - 70}" ${FONT} font-size="18" fill="#ffffff" opacity="0.85">${escapeXml(genres)}</text>` : '',
    `<text x="28" y="${600 - 32}" ${FONT} font-size="14" font-weight="700" letter-spacing="4" fill="#ffffff" opacity="0.6">GALA</text>`,
    `</svg>`,
  ].join('')
}

/** Colours per article category slug and per image kind (place, event, festival). */
const CATEGORY_COLOURS: Record<string, string> = {
  movies: '#e11d48',
  tv: '#7c3aed',
  'food-drink': '#ea580c',
  'shops-services': '#0d9488',
  'health-beauty': '#db2777',
  events: '#2563eb',
  theatre: '#9333ea',
  tech: '#0891b2',
  'time-out': '#65a30d',
  music: '#c026d3',
  local: '#ca8a04',
  travel: '#0284c7',
  'whats-new': '#dc2626',
  campus: '#4f46e5',
  place: '#059669',
  event: '#2563eb',
  festival: '#d97706',
}

export interface CardImageInput {
  title: string
  /** Small label above the title, e.g. the category name. */
  label?: string
  /** Picks the base colour (a category slug or an image kind). */
  colourKey: string
  /** Seeds the pattern; usually the slug. */
  key: string
  /** Rendered width in px (height follows 16:9). */
  width?: number
}

/** A 16:9 image for articles, places, events and festivals. */
export function renderCardImageSvg(input: CardImageInput): string {
  const width = clampWidth(input.width, 1200)
  const height = Math.round((width * 9) / 16)
  const seed = hash(input.key)
  const base = CATEGORY_COLOURS[input.colourKey] ?? `hsl(${hash(input.colourKey) % 360}, 60%, 45%)`
  const lines = wrapText(input.title, 26, 3)
  const fontSize = 56
  const titleTop = 450 - 60 - (lines.length - 1) * (fontSize + 8)
  const dots = Array.from({ length: 7 }, (_, i) => {
    const r = 30 + ((seed >>> i) % 90)
    const cx = 420 + ((seed >>> (i + 3)) % 380)
    const cy = ((seed >>> (i * 2)) % 300) + 20
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`
  }).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(input.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="#111827"/>`,
    `</linearGradient></defs>`,
    `<rect width="800" height="450" fill="url(#bg)"/>`,
    dots,
    input.label
      ? `<rect x="40" y="40" width="${Math.min(700, 28 + input.label.length * 11)}" height="36" rx="18" fill="#ffffff" opacity="0.92"/>` +
        `<text x="54" y="64" ${FONT} font-size="18" font-weight="700" fill="#111827">${escapeXml(input.label.toUpperCase())}</text>`
      : '',
    `<text ${FONT} font-size="${fontSize}" font-weight="800" fill="#ffffff" letter-spacing="-1">`,
    ...lines.map((line, i) => `<tspan x="40" y="${titleTop + i * (fontSize + 8)}">${escapeXml(line)}</tspan>`),
    `</text>`,
    `<text x="760" y="420" text-anchor="end" ${FONT} font-size="14" font-weight="700" letter-spacing="4" fill="#ffffff" opacity="0.6">GALA</text>`,
    `</svg>`,
  ].join('')
}

export interface LogoInput {
  /** The name drawn on the logo ("GMA", "Netflix"). */
  name: string
  /** A small caption under it (a channel number "CH 7", or "STREAMING"). */
  caption?: string
  /** Seeds the colours; usually the slug. */
  key: string
  /** Rendered width in px (the logo is square). */
  width?: number
}

/** A square logo for TV channels and streaming networks: coloured tile, name, caption. */
export function renderLogoSvg(input: LogoInput): string {
  const width = clampWidth(input.width, 160)
  const seed = hash(input.key)
  const hue = seed % 360
  const lines = wrapText(input.name, 10, 2)
  const fontSize = lines.some((line) => line.length > 6) ? 34 : 46
  const top = 110 - ((lines.length - 1) * (fontSize + 4)) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(`${input.name} logo`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 75%, 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 70%, 22%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="200" height="200" rx="36" fill="url(#bg)"/>`,
    `<circle cx="${150 + (seed % 30)}" cy="${40 + ((seed >>> 5) % 30)}" r="46" fill="#ffffff" opacity="0.12"/>`,
    `<text ${FONT} font-size="${fontSize}" font-weight="800" fill="#ffffff" text-anchor="middle" letter-spacing="-1">`,
    ...lines.map((line, i) => `<tspan x="100" y="${top + i * (fontSize + 4)}">${escapeXml(line)}</tspan>`),
    `</text>`,
    input.caption ? `<text x="100" y="176" text-anchor="middle" ${FONT} font-size="16" font-weight="700" letter-spacing="3" fill="#ffffff" opacity="0.8">${escapeXml(input.caption.toUpperCase())}</text>` : '',
    `</svg>`,
  ].join('')
}
