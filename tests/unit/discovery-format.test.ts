import { describe, expect, it } from 'vitest'
import { eventWhen } from '../../pwa/features/events/lib/event-dates.ts'
import { cardHoursText, daysLabel, formatTime } from '../../pwa/features/places/lib/hours.ts'
import { basisLabel, galaRating, importedRating } from '../../pwa/features/places/lib/rating.ts'
import { trackSearchOnce } from '../../pwa/features/search/lib/track-once.ts'

describe('place hours', () => {
  it('formats 12-hour times and day ranges', () => {
    expect(formatTime('08:00')).toBe('8:00 AM')
    expect(formatTime('00:30')).toBe('12:30 AM')
    expect(formatTime('12:00')).toBe('12:00 PM')
    expect(formatTime('23:15')).toBe('11:15 PM')
    expect(daysLabel(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).toBe('Daily')
    expect(daysLabel(['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])).toBe('Tue–Sun')
    expect(daysLabel(['Monday', 'Wednesday', 'Friday'])).toBe('Mon, Wed, Fri')
  })

  it("shows hours, else the price range, else 'Hours not specified'", () => {
    const hours = [{ dayOfWeek: ['Monday'], opens: '09:00', closes: '17:00' }]
    expect(cardHoursText({ openingHoursSpecification: hours, priceRange: '₱₱' })).toEqual({ kind: 'hours', text: 'Mon 9:00 AM – 5:00 PM' })
    expect(cardHoursText({ openingHoursSpecification: [], priceRange: '₱₱' })).toEqual({ kind: 'price', text: '₱₱' })
    expect(cardHoursText({ openingHoursSpecification: [], priceRange: null })).toEqual({ kind: 'none', text: 'Hours not specified' })
  })

  it('keeps the imported rating (named by its source) and Gala’s own apart: a few reviews never replace it', () => {
    const listing = { ratingValue: 4.6, ratingCount: 18250, bestRating: 5, worstRating: 1, source: 'Google' }
    expect(importedRating({ aggregateRating: listing })).toEqual({ value: 4.6, label: '18,250 ratings from Google', source: 'imported' })
    expect(importedRating({ aggregateRating: null })).toBeNull()
    expect(galaRating({ reviewCount: 1, averageRating: 1 })).toEqual({ value: 1, label: '1 review on Gala', source: 'gala' })
    expect(galaRating({ reviewCount: 3, averageRating: 4 })).toEqual({ value: 4, label: '3 reviews on Gala', source: 'gala' })
    expect(galaRating({ reviewCount: 0, averageRating: null })).toEqual({ value: null, label: 'No reviews on Gala yet', source: 'gala' })
    expect(basisLabel({ count: 18250, source: 'Google' })).toBe('18,250 ratings from Google')
    expect(basisLabel({ count: 1, source: 'Gala' })).toBe('1 review on Gala')
  })
})

describe('event dates', () => {
  const now = new Date('2026-11-21T04:00:00Z')
  it('shows one-day events with their Manila times and longer ones as a range', () => {
    expect(eventWhen('2026-11-30T05:00:00Z', '2026-11-30T14:00:00Z', now)).toBe('Mon, Nov 30 · 1:00 PM – 10:00 PM')
    expect(eventWhen('2026-11-30T05:00:00Z', null, now)).toBe('Mon, Nov 30 · 1:00 PM')
    expect(eventWhen('2026-11-24T01:00:00Z', '2026-11-26T14:00:00Z', now)).toBe('Nov 24 – Nov 26')
    expect(eventWhen('2027-01-09T11:00:00Z', null, now)).toBe('Sat, Jan 9, 2027 · 7:00 PM')
  })
})

describe('search tracking', () => {
  it('records a query once per tab, whatever its case or spacing', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) }
    const sent: string[] = []
    const originalFetch = globalThis.fetch
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      sent.push(String(init.body))
      return new Response(null, { status: 204 })
    }) as typeof fetch
    try {
      trackSearchOnce('Intramuros', storage)
      trackSearchOnce('  intramuros ', storage)
      trackSearchOnce('Binondo', storage)
      trackSearchOnce('   ', storage)
    } finally {
      globalThis.fetch = originalFetch
    }
    expect(sent).toEqual(['{"query":"Intramuros"}', '{"query":"Binondo"}'])
  })
})
