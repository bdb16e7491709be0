/** Bytes as people read them: 512 B, 3.4 KB, 118.2 MB, 2.01 GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)} ${units[unit]}`
}

/** 3 d 4 h, 5 h 12 min, 7 min 3 s. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const d = Math.floor(s / 86_400)
  const h = Math.floor((s % 86_400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  if (d > 0) return `${d} d ${h} h`
  if (h > 0) return `${h} h ${m} min`
  if (m > 0) return `${m} min ${s % 60} s`
  return `${s} s`
}

export const formatCount = (n: number) => n.toLocaleString('en-PH')

/** hit ratio as a percentage, or an em dash before the first lookup. */
export const formatRatio = (ratio: number | null) => (ratio === null ? '—' : `${(ratio * 100).toFixed(1)}%`)

/** A date and time in Manila, e.g. "Nov 21, 2026, 12:00:05 PM". */
export function formatManilaTime(iso: string): string {
  return new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'medium' })
}

export const CACHE_LABELS: Record<string, { title: string; description: string }> = {
  showtimes: { title: 'Movies and showtimes', description: 'Movie lists, nearby cinemas, showtimes and schedules (also served by the hot-read fast path).' },
  posts: { title: 'Reviews lists', description: 'The reviews of a movie, place or event as visitors see them (also served by the hot-read fast path).' },
  reflinks: { title: 'Article reflink rules', description: 'The enabled reflink rules every article body is linked with; purging reloads them from the database.' },
  seo: { title: 'Sitemaps and robots.txt', description: 'The sitemap index and files, robots.txt and the per-page title overrides (SEO tools).' },
  pages: { title: 'Rendered pages', description: 'The HTML of public pages as the server rendered them for visitors; any other purge or content change empties it too.' },
}
