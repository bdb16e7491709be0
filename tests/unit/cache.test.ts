import { createHash } from 'node:crypto'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chooseEncoding,
  matchesIfNoneMatch,
  representationBody,
  representationEtag,
  ResponseCache,
  strongEtag,
} from '../../api/cache/response-cache.ts'
import { showtimesKey } from '../../api/cache/showtimes-cache.ts'
import { fixedClock } from '../../api/clock.ts'
import { manilaToday } from '../../api/modules/movies/manila-dates.ts'

const manualTime = (start = 0) => {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('strongEtag', () => {
  it('is the quoted base64url sha-256 of the body', () => {
    const body = '{"status":"success"}'
    expect(strongEtag(body)).toBe(`"${createHash('sha256').update(body).digest('base64url')}"`)
    expect(strongEtag(body)).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
    expect(strongEtag(body)).not.toBe(strongEtag(`${body} `))
  })
})

describe('ResponseCache', () => {
  it('stores and returns bodies by key until their TTL passes', () => {
    const time = manualTime()
    const cache = new ResponseCache({ ttlMs: 1000, now: time.now })
    const entry = cache.set('a', '{"x":1}')
    expect(cache.get('a')).toBe(entry)
    time.advance(999)
    expect(cache.get('a')?.body).toBe('{"x":1}')
    time.advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used entry beyond its bound', () => {
    const cache = new ResponseCache({ maxEntries: 2 })
    cache.set('a', '1')
    cache.set('b', '2')
    cache.get('a') // a is now the most recently used
    cache.set('c', '3')
    expect(cache.keys().sort()).toEqual(['a', 'c'])
  })

  it('never holds more than maxEntries whatever the sequence of writes and reads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 20 })), { maxLength: 100 }),
        (maxEntries, operations) => {
          const cache = new ResponseCache({ maxEntries })
          for (const [write, key] of operations) {
            if (write) cache.set(`k${key}`, String(key))
            else cache.get(`k${key}`)
            if (cache.size > maxEntries) return false
          }
          // The most recent write is always kept.
          const lastWrite = operations.filter(([write]) => write).at(-1)
          return lastWrite === undefined || cache.get(`k${lastWrite[1]}`)?.body === String(lastWrite[1])
        },
      ),
    )
  })

  it('invalidates by prefix and reports how many entries went', () => {
    const cache = new ResponseCache()
    cache.set('2026-11-21|schedule|1|2|', 'a')
    cache.set('2026-11-21|schedule|1|3|', 'b')
    cache.set('2026-11-21|nearby|14|121|', 'c')
    expect(cache.invalidate('2026-11-21|schedule|')).toBe(2)
    expect(cache.keys()).toEqual(['2026-11-21|nearby|14|121|'])
    expect(cache.invalidate()).toBe(1)
    expect(cache.size).toBe(0)
  })

  it('computes a missing body once for concurrent requests and serves it afterwards', async () => {
    const cache = new ResponseCache()
    let calls = 0
    const compute = async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return { n: calls }
    }
    const [a, b] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)])
    expect(calls).toBe(1)
    expect(a).toBe(b)
    expect(a.body).toBe('{"n":1}')
    expect(await cache.getOrCompute('k', compute)).toBe(a)
    expect(calls).toBe(1)
  })

  it('does not store a body computed across an invalidation (it may hold the old rows)', async () => {
    const cache = new ResponseCache()
    let release!: () => void
    const pending = cache.getOrCompute('k', () => new Promise((resolve) => (release = () => resolve({ stale: true }))))
    cache.invalidate()
    release()
    expect((await pending).body).toBe('{"stale":true}')
    expect(cache.get('k')).toBeUndefined()
  })

  it('does not cache failures', async () => {
    const cache = new ResponseCache()
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect((await cache.getOrCompute('k', async () => 1)).body).toBe('1')
  })
})

describe('representations and conditional requests', () => {
  const big = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, show_time: '7:30 PM' })) })

  it('chooses brotli, then gzip, and identity for small bodies or no Accept-Encoding', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', 5000)).toBe('br')
    expect(chooseEncoding('gzip', 5000)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip')
    expect(chooseEncoding('gzip, br', 100)).toBe('identity')
    expect(chooseEncoding(undefined, 5000)).toBe('identity')
    expect(chooseEncoding('identity', 5000)).toBe('identity')
  })

  it('gives each representation its own strong ETag and bytes that decode to the body', () => {
    const cache = new ResponseCache()
    const entry = cache.set('k', big)
    expect(representationEtag(entry, 'identity')).toBe(entry.etag)
    expect(representationEtag(entry, 'br')).toBe(`${entry.etag.slice(0, -1)}-br"`)
    expect(brotliDecompressSync(representationBody(entry, 'br') as Buffer).toString()).toBe(big)
    expect(gunzipSync(representationBody(entry, 'gzip') as Buffer).toString()).toBe(big)
    // Compressed once, then reused.
    expect(representationBody(entry, 'gzip')).toBe(representationBody(entry, 'gzip'))
  })

  it('matches If-None-Match against any representation, weak or strong, in a list, or *', () => {
    const entry = new ResponseCache().set('k', big)
    const base = entry.etag.slice(1, -1)
    expect(matchesIfNoneMatch(entry.etag, entry)).toBe(true)
    expect(matchesIfNoneMatch(`"${base}-gzip"`, entry)).toBe(true)
    expect(matchesIfNoneMatch(`"other", W/${entry.etag}`, entry)).toBe(true)
    expect(matchesIfNoneMatch('*', entry)).toBe(true)
    expect(matchesIfNoneMatch('"other"', entry)).toBe(false)
    expect(matchesIfNoneMatch(undefined, entry)).toBe(false)
  })
})

describe('cache keys follow the Manila day', () => {
  it('changes at Manila midnight (16:00 UTC), not at UTC midnight', () => {
    const clock = fixedClock('2026-11-21T15:59:59.999Z')
    expect(manilaToday(clock)).toBe('2026-11-21')
    clock.advance(1)
    expect(manilaToday(clock)).toBe('2026-11-22')
    clock.set('2026-11-22T23:59:00Z') // 07:59 on the 23rd in Manila
    expect(manilaToday(clock)).toBe('2026-11-23')
    clock.set('2026-11-21T04:00:00Z') // going back in time works too (the memo is not monotonic)
    expect(manilaToday(clock)).toBe('2026-11-21')
    expect(showtimesKey(manilaToday(clock), 'schedule', 1, 2, undefined)).toBe('2026-11-21|schedule|1|2|')
  })

  it('agrees with Intl for any instant', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' })
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        return manilaToday({ now: () => date }) === intl.format(date)
      }),
    )
  })
})
