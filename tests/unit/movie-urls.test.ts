/**
 * Movie URL rules of spec doc 1 §9 / doc 2 §2, runtime normalisation (doc 2 §3), rating badges and
 * the pesos and date formats of the movie pages, as properties over open-ended input.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { movieSlug } from '../../api/contracts/slugs.ts'
import { formatReleaseDate } from '../../pwa/features/movies/lib/format.ts'
import { formatPesos, manilaDate, parseIsoDay } from '../../pwa/lib/manila.ts'
import { isoDuration } from '../../pwa/features/movies/lib/movie-json-ld.ts'
import { movieIdOf, movieUrl } from '../../pwa/features/movies/lib/movie-url.ts'
import { contrastRatio, MTRCB_RATINGS, ratingBadgeStyle } from '../../pwa/features/movies/lib/rating.ts'
import { formatRuntimeMinutes, normaliseRuntime, runtimeMinutes } from '../../pwa/features/movies/lib/runtime.ts'

const anyTitle = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', '   ', '!!!', 'Ñoño: Part 2', 'A--B', '--x--'))
const hash = fc.stringMatching(/^[a-z0-9]{8}$/)
const id = fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }).map(String))

describe('movieSlug', () => {
  it('is lowercase [a-z0-9-] without leading, trailing or double hyphens', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const slug = movieSlug(title)
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      }),
    )
  })

  it("is 'movie' exactly when the title has no ASCII letter or digit", () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        expect(movieSlug(title) === 'movie').toBe(!/[a-z0-9]/i.test(title) || title.toLowerCase().replace(/[^a-z0-9]+/g, '') === 'movie')
      }),
    )
    expect(movieSlug('')).toBe('movie')
    expect(movieSlug(null)).toBe('movie')
    expect(movieSlug('  ¡¿ ')).toBe('movie')
  })

  it('keeps the words of the title in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }), fc.constantFrom(' ', ': ', ' - ', '!? ', '_'), (words, separator) => {
        expect(movieSlug(words.join(separator).toUpperCase())).toBe(words.join('-'))
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        expect(movieSlug(movieSlug(title))).toBe(movieSlug(title))
      }),
    )
  })
})

describe('movieUrl', () => {
  it('uses /movies/title/{hash}/{slug} whenever there is a hash', () => {
    fc.assert(
      fc.property(hash, anyTitle, fc.option(id), (h, title, maybeId) => {
        expect(movieUrl({ hash: h, title, id: maybeId })).toBe(`/movies/title/${h}/${movieSlug(title)}`)
      }),
    )
  })

  it('falls back to /movies/id/{id}/{slug}, reading movieId, then id, then movie_id', () => {
    fc.assert(
      fc.property(
        fc.option(id, { nil: undefined }),
        fc.option(id, { nil: undefined }),
        fc.option(id, { nil: undefined }),
        anyTitle,
        fc.constantFrom(undefined, null, '', '  '),
        (movieId, plainId, snakeId, title, noHash) => {
          const url = movieUrl({ hash: noHash, movieId, id: plainId, movie_id: snakeId, title })
          const expected = movieId ?? plainId ?? snakeId
          if (expected === undefined) expect(url).toBe('/movies')
          else expect(url).toBe(`/movies/id/${expected}/${movieSlug(title)}`)
        },
      ),
    )
  })

  it('is /movies when the movie has neither hash nor id', () => {
    expect(movieUrl({})).toBe('/movies')
    expect(movieUrl({ title: 'Habang May Ulan', hash: null, id: null, movieId: '' })).toBe('/movies')
  })

  it('treats a numeric id and its text the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        expect(movieIdOf({ id: n })).toBe(movieIdOf({ movie_id: String(n) }))
      }),
    )
  })

  it('always produces a path that the router can match (no spaces, no empty segments)', () => {
    fc.assert(
      fc.property(fc.record({ hash: fc.option(hash), id: fc.option(id), title: anyTitle }), (movie) => {
        const url = movieUrl(movie)
        expect(url).toMatch(/^\/movies(\/(title|id)\/[^/\s]+\/[a-z0-9-]+)?$/)
      }),
    )
  })
})

describe('runtime normalisation', () => {
  const minutes = fc.integer({ min: 1, max: 600 })

  it('formats minutes as Hh Mm', () => {
    expect(normaliseRuntime(125)).toBe('2h 5m')
    expect(normaliseRuntime('2 hours 5 minutes')).toBe('2h 5m')
    expect(normaliseRuntime('1 hour 52 minutes')).toBe('1h 52m')
    expect(normaliseRuntime('1 hr 30 mins')).toBe('1h 30m')
    expect(normaliseRuntime('90')).toBe('1h 30m')
    expect(normaliseRuntime(45)).toBe('45m')
    expect(normaliseRuntime(120)).toBe('2h')
    expect(normaliseRuntime(null)).toBe('')
    expect(normaliseRuntime(0)).toBe('')
  })

  it('round-trips: minutes → text → minutes', () => {
    fc.assert(
      fc.property(minutes, (n) => {
        expect(runtimeMinutes(formatRuntimeMinutes(n))).toBe(n)
      }),
    )
  })

  it('reads the long form the same as the number of minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 59 }), fc.boolean(), (h, m, plural) => {
        fc.pre(h * 60 + m > 0)
        const text = `${h} hour${plural ? 's' : ''} ${m} minute${plural ? 's' : ''}`
        expect(normaliseRuntime(text)).toBe(normaliseRuntime(h * 60 + m))
      }),
    )
  })

  it('is idempotent on anything', () => {
    fc.assert(
      fc.property(fc.oneof(minutes, fc.string(), minutes.map((n) => `${n} minutes`)), (value) => {
        const once = normaliseRuntime(value)
        expect(normaliseRuntime(once)).toBe(once)
      }),
    )
  })

  it('gives an ISO 8601 duration for structured data', () => {
    expect(isoDuration(125)).toBe('PT2H5M')
    expect(isoDuration(120)).toBe('PT2H')
    expect(isoDuration(45)).toBe('PT45M')
  })
})

describe('rating badges', () => {
  it('colour the MTRCB ratings as the spec says, anything else neutral', () => {
    expect(MTRCB_RATINGS.map((rating) => ratingBadgeStyle(rating).tone)).toEqual(['green', 'blue', 'yellow', 'orange', 'red'])
    expect(ratingBadgeStyle('r13').tone).toBe('yellow')
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^\s*(g|pg|r\s*-?\s*(13|16|18))\s*$/i.test(value))
        expect(ratingBadgeStyle(value).tone).toBe('neutral')
      }),
    )
  })

  it('keep AA contrast (4.5:1) between text and background', () => {
    for (const rating of [...MTRCB_RATINGS, 'NR']) {
      const style = ratingBadgeStyle(rating)
      expect(contrastRatio(style.background, style.foreground), rating).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('pesos and dates', () => {
  it('formats pesos with two decimals', () => {
    expect(formatPesos(350)).toBe('₱350.00')
    expect(formatPesos(425.5)).toBe('₱425.50')
    expect(formatPesos(1250)).toBe('₱1,250.00')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (centavos) => {
        expect(formatPesos(centavos / 100)).toMatch(/^₱[\d,]+\.\d{2}$/)
      }),
    )
  })

  it("accepts only real calendar days, else 'Invalid Date'", () => {
    expect(formatReleaseDate('2026-11-21')).toBe('Sat, November 21, 2026')
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11', '21-11-2026', '', '2026-1-5']) expect(formatReleaseDate(bad)).toBe('Invalid Date')
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10)
        expect(parseIsoDay(day)?.toISOString().slice(0, 10)).toBe(day)
      }),
    )
  })

  it('computes today in Manila (UTC+8) around midnight', () => {
    expect(manilaDate(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21')
    expect(manilaDate(new Date('2026-11-21T16:01:00Z'))).toBe('2026-11-22')
  })
})
