import { describe, expect, it } from 'vitest'
import {
  alertDataOf,
  alertFromPayload,
  DEFAULT_BADGE,
  DEFAULT_ICON,
  DEFAULT_URL,
  FALLBACK_BODY,
  FALLBACK_TITLE,
  safePath,
} from '../../sw/push-payload.ts'

describe('the alert a push shows (sw/push.ts)', () => {
  it('shows a release alert with its poster, badge, a tag per movie and where a click goes', () => {
    const alert = alertFromPayload(
      JSON.stringify({
        title: 'Now showing: Hello, Love, Again',
        body: 'Hello, Love, Again is out today in cinemas.',
        icon: 'https://image.tmdb.org/t/p/w185/poster.jpg',
        badge: '/icons/badge-96.png',
        tag: 'movie-42',
        url: '/movies/title/abc123/hello-love-again',
        inboxId: 7,
      }),
    )
    expect(alert.title).toBe('Now showing: Hello, Love, Again')
    expect(alert.options).toMatchObject({
      body: 'Hello, Love, Again is out today in cinemas.',
      icon: 'https://image.tmdb.org/t/p/w185/poster.jpg',
      badge: '/icons/badge-96.png',
      tag: 'movie-42',
      renotify: true,
      data: { url: '/movies/title/abc123/hello-love-again', inboxId: 7 },
    })
  })

  it('makes the tag from the movie id when the payload has none, so repeats for one film collapse', () => {
    expect(alertFromPayload(JSON.stringify({ title: 'A', body: 'B', movieId: 9 })).options.tag).toBe('movie-9')
    const untagged = alertFromPayload(JSON.stringify({ title: 'A', body: 'B' })).options
    expect(untagged.tag).toBeUndefined()
    expect(untagged.renotify).toBeUndefined()
  })

  it('still shows something for an empty, plain-text or broken push', () => {
    for (const text of [null, '', '{', '[]', '42']) {
      const alert = alertFromPayload(text)
      expect(alert.title).toBe(FALLBACK_TITLE)
      expect(alert.options.icon).toBe(DEFAULT_ICON)
      expect(alert.options.badge).toBe(DEFAULT_BADGE)
      expect(alert.options.data).toEqual({ url: DEFAULT_URL, inboxId: null })
    }
    expect(alertFromPayload(null).options.body).toBe(FALLBACK_BODY)
    expect(alertFromPayload('Hello from the push console').options.body).toBe('Hello from the push console')
    expect(alertFromPayload(JSON.stringify({ title: '  ', body: 3 })).title).toBe(FALLBACK_TITLE)
  })

  it('never lets a push send a click off the site or load plain-http images', () => {
    const alert = alertFromPayload(
      JSON.stringify({
        title: 'x',
        url: 'https://evil.example/phish',
        icon: 'http://insecure.example/a.png',
        badge: '//evil.example/b.png',
        inboxId: '-3',
      }),
    )
    expect(alert.options.data).toEqual({ url: DEFAULT_URL, inboxId: null })
    expect(alert.options.icon).toBe(DEFAULT_ICON)
    expect(alert.options.badge).toBe(DEFAULT_BADGE)
    for (const url of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'movies/x'])
      expect(alertFromPayload(JSON.stringify({ url })).options.data.url).toBe(DEFAULT_URL)
  })

  it('reads the click target back from a shown notification', () => {
    expect(alertDataOf({ url: '/movies/title/a/b', inboxId: 3 })).toEqual({ url: '/movies/title/a/b', inboxId: 3 })
    expect(alertDataOf({ url: '/x', inboxId: '12' })).toEqual({ url: '/x', inboxId: 12 })
    expect(alertDataOf(undefined)).toEqual({ url: DEFAULT_URL, inboxId: null })
    expect(alertDataOf({ url: 'https://evil.example/', inboxId: 0 })).toEqual({ url: DEFAULT_URL, inboxId: null })
  })

  it('accepts an absolute URL only on our own origin', () => {
    expect(safePath('https://gala.test/movies/a?b=1#c', 'https://gala.test')).toBe('/movies/a?b=1#c')
    expect(safePath('https://gala.test.evil.example/x', 'https://gala.test')).toBeNull()
    expect(safePath('https://gala.test/x')).toBeNull()
    expect(safePath(42)).toBeNull()
  })
})
