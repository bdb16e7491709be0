/**
 * The Intl-free date formatter (pwa/lib/calendar-format.ts) against `Intl.DateTimeFormat` itself: for every set of
 * options the pages use, in Manila and in UTC, over instants spread across eighty years (every month, weekday, hour and
 * minute, days at both ends of a month, years with and without a leap day), the two write the same string. The
 * server and the browser format with different engines: anything less than equality would show as a hydration
 * mismatch.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCalendar, formatClock, isoDayOf, type CalendarOptions, type CalendarZone } from '../../pwa/lib/calendar-format.ts'

const USED: [CalendarOptions, CalendarZone][] = [
  [{ year: 'numeric', month: 'long', day: 'numeric' }, 'Asia/Manila'],
  [{ weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' }, 'UTC'],
  [{ weekday: 'short', month: 'short', day: 'numeric' }, 'Asia/Manila'],
  [{ weekday: 'short', month: 'short', day: 'numeric' }, 'UTC'],
  [{ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, 'Asia/Manila'],
  [{ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, 'UTC'],
  [{ month: 'short', day: 'numeric' }, 'Asia/Manila'],
  [{ month: 'short', day: 'numeric' }, 'UTC'],
  [{ month: 'short' }, 'Asia/Manila'],
  [{ day: 'numeric' }, 'Asia/Manila'],
  [{ weekday: 'long', month: 'short', day: 'numeric' }, 'Asia/Manila'],
  [{ weekday: 'long', month: 'long', day: 'numeric' }, 'UTC'],
  [{ weekday: 'short' }, 'UTC'],
]

// 1991 to 2070: Manila's offset has been UTC+8 since its last summer time (1990 in the time zone database).
const instants = fc.date({ min: new Date('1991-01-01T00:00:00Z'), max: new Date('2070-12-31T23:59:59Z'), noInvalidDate: true })

describe('formatCalendar', () => {
  for (const [options, zone] of USED) {
    it(`writes what Intl en-PH writes for ${JSON.stringify(options)} in ${zone}`, () => {
      const intl = new Intl.DateTimeFormat('en-PH', { ...options, timeZone: zone })
      fc.assert(
        fc.property(instants, (instant) => {
          expect(formatCalendar(instant, options, zone)).toBe(intl.format(instant))
        }),
        { numRuns: 2_000 },
      )
    })
  }

  it('agrees on the edges: month ends, leap days, New Year in Manila while it is still the old year in UTC', () => {
    const edges = ['2024-02-29T00:00:00Z', '2025-12-31T16:00:00Z', '2025-12-31T15:59:59Z', '2026-09-30T23:00:00Z', '2026-01-01T00:00:00Z']
    for (const iso of edges) {
      for (const [options, zone] of USED) {
        expect(formatCalendar(new Date(iso), options, zone)).toBe(new Intl.DateTimeFormat('en-PH', { ...options, timeZone: zone }).format(new Date(iso)))
      }
    }
    // Manila's New Year begins at 16:00 UTC.
    expect(formatCalendar(new Date('2025-12-31T16:00:00Z'), { month: 'long', day: 'numeric', year: 'numeric' })).toBe('January 1, 2026')
  })

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatCalendar(new Date('nope'), { month: 'short' })).toThrow(RangeError)
    expect(() => formatClock(new Date('nope'))).toThrow(RangeError)
  })
})

describe('formatClock', () => {
  for (const locale of ['en-PH', 'en-US']) {
    it(`writes what Intl ${locale} writes for a 12-hour time in Manila`, () => {
      const intl = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Manila' })
      fc.assert(
        fc.property(instants, (instant) => {
          expect(formatClock(instant)).toBe(intl.format(instant))
        }),
        { numRuns: 2_000 },
      )
    })
  }

  it('writes noon and midnight as 12', () => {
    expect(formatClock(new Date('2026-11-28T04:00:00Z'))).toBe('12:00 PM')
    expect(formatClock(new Date('2026-11-27T16:05:00Z'))).toBe('12:05 AM')
  })
})

describe('isoDayOf', () => {
  it('is the Manila calendar day Intl en-CA writes', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Manila' })
    fc.assert(
      fc.property(instants, (instant) => {
        expect(isoDayOf(instant)).toBe(intl.format(instant))
      }),
      { numRuns: 2_000 },
    )
  })
})
