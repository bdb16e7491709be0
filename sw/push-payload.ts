/**
 * What a release-alert push carries and how it becomes a shown notification. Pure functions, no
 * service-worker globals, so tests can run them in Node (tests/unit/push-payload.test.ts).
 *
 * The server (api/jobs, push delivery) sends JSON such as
 * `{ title, body, icon, badge, tag: 'movie-42', url: '/movies/title/…', inboxId: 7 }`; anything the
 * payload lacks falls back to a generic alert, so a truncated or foreign push still shows something
 * sensible (a push that shows nothing costs the site its push permission in some browsers).
 */

/** The app icon, shown when a push has no poster. */
export const DEFAULT_ICON = '/icons/icon-192.png'
/** The monochrome status-bar badge (Android shows only its alpha channel). */
export const DEFAULT_BADGE = '/icons/badge-96.png'
/** Where a click goes when the push names no page of ours. */
export const DEFAULT_URL = '/notifications'
/** Title of a push whose payload is missing or unreadable. */
export const FALLBACK_TITLE = 'Gala'
export const FALLBACK_BODY = 'You have a new notification.'

/** The `data` a shown alert keeps for the click handler. */
export interface AlertData {
  /** Same-origin path to open, always starting with a single '/'. */
  url: string
  /** The inbox item to mark read on click, when the push came with one. */
  inboxId: number | null
}

/** `showNotification(title, options)` arguments for one push. */
export interface ShownAlert {
  title: string
  options: NotificationOptions & { data: AlertData; image?: string; renotify?: boolean; timestamp?: number }
}

/**
 * Reads a push payload (its text) into the notification to show. A tag per movie ('movie-42')
 * makes a repeated alert for the same film replace the earlier one instead of stacking; `renotify`
 * still buzzes for the replacement.
 */
export function alertFromPayload(text: string | null | undefined): ShownAlert {
  const payload = parseObject(text)
  const title = nonEmpty(payload.title) ?? FALLBACK_TITLE
  const body = nonEmpty(payload.body) ?? nonEmpty(payload.message) ?? FALLBACK_BODY
  const icon = sameOriginOrHttps(payload.icon) ?? sameOriginOrHttps(payload.poster) ?? DEFAULT_ICON
  const image = sameOriginOrHttps(payload.image)
  const badge = sameOriginOrHttps(payload.badge) ?? DEFAULT_BADGE
  const movieId = positiveInt(payload.movieId)
  const tag = nonEmpty(payload.tag) ?? (movieId ? `movie-${movieId}` : undefined)
  const data: AlertData = { url: safePath(payload.url) ?? DEFAULT_URL, inboxId: positiveInt(payload.inboxId) }
  return {
    title,
    options: {
      body,
      icon,
      badge,
      ...(image ? { image } : {}),
      ...(tag ? { tag, renotify: true } : {}),
      data,
      timestamp: Date.now(),
    },
  }
}

/** The click target of a shown alert's data (anything unexpected opens the notifications page). */
export function alertDataOf(data: unknown): AlertData {
  const value = isObject(data) ? data : {}
  return { url: safePath(value.url) ?? DEFAULT_URL, inboxId: positiveInt(value.inboxId) }
}

/**
 * A path of this site: '/movies/…' stays as is; an absolute URL is accepted only for `origin`
 * (and reduced to its path); '//evil.example' and 'javascript:' are refused. Without an origin,
 * only paths are accepted.
 */
export function safePath(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || value === '') return null
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value
  if (!origin) return null
  try {
    const url = new URL(value)
    return url.origin === origin ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return isObject(value) ? value : { body: String(value) }
  } catch {
    // A plain-text push (a test from a push console): show it as the body.
    return { body: text }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null
}

/** Image URLs: our own paths or https (a push must not make the browser fetch plain http). */
function sameOriginOrHttps(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  if (value.startsWith('/') && !value.startsWith('//')) return value
  return /^https:\/\//i.test(value) ? value : undefined
}
