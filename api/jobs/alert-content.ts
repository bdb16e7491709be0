import type { MailMessage } from '../mail/mailer.ts'
import { moviePath } from '../modules/movies/movie.presenter.ts'

/**
 * Largest push payload we send, in bytes of JSON. A push message may carry 4096 bytes of ciphertext;
 * aes128gcm adds an 86-byte header, a 16-byte tag and a padding delimiter, so 3 KB leaves a wide margin.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3072
const TITLE_MAX = 100
const BODY_MAX = 200
export const ALERT_BADGE = '/icons/badge-96.png'
export const ALERT_ICON_FALLBACK = '/icons/icon-192.png'

/** What an alert needs to know about its movie. */
export interface AlertMovie {
  id: number
  hash: string
  slug: string
  title: string
  poster: string | null
  releaseDate: string | null
  status: string
  streamingPlatform: string | null
}

/** The words of a release alert, shared by the inbox item, the push and the email. */
export function alertText(movie: AlertMovie): { title: string; message: string } {
  if (movie.status === 'streamingSoon' || movie.streamingPlatform) {
    const where = movie.streamingPlatform ? ` on ${movie.streamingPlatform}` : ''
    return { title: `Now streaming: ${movie.title}`, message: `${movie.title} is out now${where}. Tap to see the details.` }
  }
  return { title: `Now showing: ${movie.title}`, message: `${movie.title} opens in cinemas today. Tap to see showtimes and get tickets.` }
}

/** "Long title…" within `max` characters (by code point, so an emoji is never cut in half). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

/** Topic header per movie (RFC 8030 §5.4: base64url alphabet, at most 32 characters). */
export const alertTopic = (movieId: number) => `movie-${movieId}`

/** What the service worker's push handler reads (sw/push.ts). */
export interface AlertPayload {
  title: string
  body: string
  icon: string
  badge: string
  /** Same tag per movie, so a repeated alert replaces the shown one. */
  tag: string
  /** The movie's page, opened by a click. */
  url: string
  /** The inbox item the click marks read. */
  inboxId: number | null
  movieId: number
}

/**
 * The push payload as JSON, kept under PUSH_PAYLOAD_MAX_BYTES whatever the title's length: title and body
 * are truncated, and an oversized poster URL gives way to the app icon.
 */
export function buildPushPayload(movie: AlertMovie, inboxId: number | null): string {
  const text = alertText(movie)
  const payload: AlertPayload = {
    title: truncate(text.title, TITLE_MAX),
    body: truncate(text.message, BODY_MAX),
    icon: movie.poster && movie.poster.length <= 1024 ? movie.poster : ALERT_ICON_FALLBACK,
    badge: ALERT_BADGE,
    tag: alertTopic(movie.id),
    url: truncate(moviePath(movie), 1024),
    inboxId,
    movieId: movie.id,
  }
  let json = JSON.stringify(payload)
  // Multi-byte titles (or a very long slug) may still be too big: shorten until it fits.
  while (Buffer.byteLength(json) > PUSH_PAYLOAD_MAX_BYTES) {
    payload.title = truncate(payload.title, Math.max(10, Math.floor(Array.from(payload.title).length / 2)))
    payload.body = truncate(payload.body, Math.max(10, Math.floor(Array.from(payload.body).length / 2)))
    payload.url = `/movies/title/${encodeURIComponent(movie.hash)}`
    json = JSON.stringify(payload)
  }
  return json
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The release alert email (through the one mailer of the auth issue). */
export function buildAlertEmail(movie: AlertMovie, to: string, publicUrl: string): MailMessage {
  const text = alertText(movie)
  const url = `${publicUrl}${moviePath(movie)}`
  const settings = `${publicUrl}/notifications`
  return {
    to,
    subject: truncate(text.title, 150),
    text: `${text.message}\n\n${url}\n\nYou asked Gala to tell you when ${movie.title} is released. Manage your alerts: ${settings}\n`,
    html:
      `<p>${escapeHtml(text.message)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(movie.title)} on Gala</a></p>` +
      `<p style="color:#666;font-size:12px">You asked Gala to tell you when ${escapeHtml(movie.title)} is released. ` +
      `<a href="${escapeHtml(settings)}">Manage your alerts</a>.</p>`,
  }
}
