import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPesos, isRealIsoDate, manilaDate } from '../../pwa/lib/manila.ts'
import {
  addDays,
  isAdvanceBooking,
  isLaterToday,
  manilaWeek,
  dateChipLabel,
  parseShowTime,
  showtimeInstant,
  showtimeState,
} from '@/features/theaters/lib/showtime'
import { applyFilters, availableFormats } from '@/features/theaters/lib/showtime-filters'
import { freshnessLabel } from '@/lib/freshness'

const at = (iso: string) => new Date(iso)

/** '7:30 PM' from minutes after midnight. */
function twelveHour(minutes: number): string {
  const hour24 = Math.floor(minutes / 60)
  const minute = minutes % 60
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12
  return `${hour}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`
}

const realDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
const minuteOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 })

describe('showtimeState around Manila midnight (UTC+8)', () => {
  // 23:59 Manila on Nov 21 is 15:59 UTC; 00:01 Manila on Nov 22 is 16:01 UTC.
  it('a 11:59 PM show on the 21st is future at 23:58 Manila and past at 00:01 Manila of the 22nd', () => {
    expect(showtimeState('2026-11-21', '11:59 PM', at('2026-11-21T15:58:00Z'))).toBe('future')
    expect(showtimeState('2026-11-21', '11:59 PM', at('2026-11-21T15:59:00Z'))).toBe('future')
    expect(showtimeState('2026-11-21', '11:59 PM', at('2026-11-21T15:59:30Z'))).toBe('past')
    expect(showtimeState('2026-11-21', '11:59 PM', at('2026-11-21T16:01:00Z'))).toBe('past')
  })

  it('a 12:00 AM show on the 22nd is future at 23:59 Manila of the 21st, past at 00:01', () => {
    expect(showtimeState('2026-11-22', '12:00 AM', at('2026-11-21T15:59:00Z'))).toBe('future')
    expect(showtimeState('2026-11-22', '12:00 AM', at('2026-11-21T16:01:00Z'))).toBe('past')
  })

  it('reads the date in Manila, not UTC: at 16:01 UTC on the 21st it is already the 22nd', () => {
    expect(manilaDate(at('2026-11-21T15:59:00Z'))).toBe('2026-11-21')
    expect(manilaDate(at('2026-11-21T16:01:00Z'))).toBe('2026-11-22')
  })

  it('Advanced Booking: the 22nd is advance at 23:59 Manila of the 21st, not at 00:01 of the 22nd', () => {
    expect(isAdvanceBooking('2026-11-22', at('2026-11-21T15:59:00Z'))).toBe(true)
    expect(isAdvanceBooking('2026-11-22', at('2026-11-21T16:01:00Z'))).toBe(false)
    expect(isAdvanceBooking('2026-11-21', at('2026-11-21T16:01:00Z'))).toBe(false)
    expect(isAdvanceBooking('not-a-date', at('2026-11-21T16:01:00Z'))).toBe(false)
  })

  it('a show starting this very minute is still future; one minute later it is past', () => {
    const start = showtimeInstant('2026-11-21', '7:30 PM')!
    expect(start.toISOString()).toBe('2026-11-21T11:30:00.000Z')
    expect(showtimeState('2026-11-21', '7:30 PM', start)).toBe('future')
    expect(showtimeState('2026-11-21', '7:30 PM', new Date(start.getTime() + 60_000))).toBe('past')
  })

  it('unreadable dates or times count as past (never buyable by mistake)', () => {
    for (const [date, time] of [
      ['2026-02-30', '7:30 PM'],
      ['2026-11-21', '19:30'],
      ['2026-11-21', '13:00 PM'],
      ['2026-11-21', ''],
    ] as const) {
      expect(showtimeState(date, time, at('2000-01-01T00:00:00Z'))).toBe('past')
    }
  })
})

describe('showtimeState properties', () => {
  it('is past exactly when the Manila start instant is before now', () => {
    fc.assert(
      fc.property(realDate, minuteOfDay, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (date, minutes, offsetMs) => {
        const start = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + minutes * 60_000 - 8 * 3_600_000
        const now = new Date(start + offsetMs)
        expect(showtimeState(date, twelveHour(minutes), now)).toBe(offsetMs > 0 ? 'past' : 'future')
      }),
    )
  })

  it('is monotonic: once past, it stays past as the clock moves on', () => {
    fc.assert(
      fc.property(realDate, minuteOfDay, fc.integer({ min: 0, max: 10 ** 11 }), fc.nat(10 ** 9), (date, minutes, t, later) => {
        const time = twelveHour(minutes)
        const now = new Date(Date.UTC(2000, 0, 1) + t * 30)
        if (showtimeState(date, time, now) === 'past') expect(showtimeState(date, time, new Date(now.getTime() + later))).toBe('past')
      }),
    )
  })

  it('a later date than today (Manila) is advance booking and always future', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 30 }), minuteOfDay, (ms, days, minutes) => {
        const now = new Date(Date.UTC(2000, 0, 1) + ms * 3)
        const date = addDays(manilaDate(now), days)
        expect(isAdvanceBooking(date, now)).toBe(true)
        expect(showtimeState(date, twelveHour(minutes), now)).toBe('future')
        expect(isLaterToday(date, twelveHour(minutes), now)).toBe(false)
      }),
    )
  })

  it('parses every 12-hour time back to its minute of the day', () => {
    fc.assert(fc.property(minuteOfDay, (minutes) => parseShowTime(twelveHour(minutes)) === minutes))
  })
})

describe('dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isRealIsoDate('2028-02-29')).toBe(true)
    expect(isRealIsoDate('2026-02-29')).toBe(false)
    expect(isRealIsoDate('2026-13-01')).toBe(false)
    expect(isRealIsoDate('2026-11-00')).toBe(false)
    expect(isRealIsoDate('2026-11-1')).toBe(false)
    expect(isRealIsoDate('2026/11/21')).toBe(false)
    expect(isRealIsoDate('today')).toBe(false)
    fc.assert(fc.property(realDate, (date) => isRealIsoDate(date)))
  })

  it('the theater week is today and the next 6 Manila days', () => {
    expect(manilaWeek(at('2026-11-21T16:30:00Z'))).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    const lateNight = at('2026-11-21T16:30:00Z') // 00:30 Sunday Nov 22 in Manila
    expect(['2026-11-22', '2026-11-23', '2026-11-24'].map((date) => dateChipLabel(date, lateNight))).toEqual(['Today', 'Tomorrow', 'Tue'])
  })
})

describe('formatting', () => {
  it('prices are PHP with two decimals', () => {
    expect(formatPesos(350)).toBe('₱350.00')
    expect(formatPesos(425.5)).toBe('₱425.50')
    expect(formatPesos(1250)).toBe('₱1,250.00')
  })

  it('the freshness label follows the relative-time tiers', () => {
    const t = Date.UTC(2026, 10, 21)
    expect(freshnessLabel(t, t + 59_000)).toBe('Updated just now')
    expect(freshnessLabel(t, t + 5 * 60_000)).toBe('Updated 5 min ago')
    expect(freshnessLabel(t, t + 3 * 3_600_000)).toBe('Updated 3 h ago')
    expect(freshnessLabel(t, t + 2 * 86_400_000)).toBe('Updated 2 d ago')
    expect(freshnessLabel(t, t + 2 * 3_600_000, true)).toBe('Offline — updated 2 h ago')
    expect(freshnessLabel(t, t + 10_000, true)).toBe('Offline — updated just now')
  })
})

describe('showtime filters', () => {
  const now = at('2026-11-21T10:00:00Z') // 6:00 PM Manila
  const shows = [
    { id: 1, show_date: '2026-11-21', show_time: '1:00 PM', screening_type_display: 'Regular' },
    { id: 2, show_date: '2026-11-21', show_time: '7:30 PM', screening_type_display: 'IMAX' },
    { id: 3, show_date: '2026-11-21', show_time: '9:45 PM', screening_type_display: '3D' },
    { id: 4, show_date: '2026-11-21', show_time: '10:00 PM', screening_type_display: 'Regular' },
  ]

  it('lists formats from the data, Regular first', () => {
    expect(availableFormats(shows)).toEqual(['Regular', '3D', 'IMAX'])
  })

  it('keeps the chosen formats and, with "Later today", only shows that have not started', () => {
    expect(applyFilters(shows, { formats: [], laterToday: false }, now).map((s) => s.id)).toEqual([1, 2, 3, 4])
    expect(applyFilters(shows, { formats: ['Regular'], laterToday: false }, now).map((s) => s.id)).toEqual([1, 4])
    expect(applyFilters(shows, { formats: [], laterToday: true }, now).map((s) => s.id)).toEqual([2, 3, 4])
    expect(applyFilters(shows, { formats: ['Regular', 'IMAX'], laterToday: true }, now).map((s) => s.id)).toEqual([2, 4])
  })
})
