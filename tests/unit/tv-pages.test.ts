import { describe, expect, it } from 'vitest'
import { validateDateSearch } from '@/features/tv/lib/date-search'
import { durationLabel, hourLabel, isOnAt, programmeSpan, progressAt } from '@/features/tv/lib/schedule'

const late = { start: '2026-11-26T23:30:00+08:00', end: '2026-11-27T01:00:00+08:00' }

describe('TV schedule helpers', () => {
  it('places a programme crossing Manila midnight on both days, clipped to each', () => {
    expect(programmeSpan(late, '2026-11-26')).toEqual({ from: 23 * 60 + 30, to: 24 * 60 })
    expect(programmeSpan(late, '2026-11-27')).toEqual({ from: 0, to: 60 })
  })

  it('reads the Manila offset whatever the device time zone', () => {
    expect(programmeSpan({ start: '2026-11-26T19:30:00+08:00', end: '2026-11-26T20:15:00+08:00' }, '2026-11-26')).toEqual({ from: 19 * 60 + 30, to: 20 * 60 + 15 })
  })

  it('knows what is on now and how far it is', () => {
    const now = new Date('2026-11-26T16:15:00Z') // 00:15 Manila on the 27th
    expect(isOnAt(late, now)).toBe(true)
    expect(progressAt(late, now)).toBeCloseTo(0.5)
    expect(isOnAt(late, new Date('2026-11-26T17:00:00Z'))).toBe(false)
  })

  it('labels hours and durations', () => {
    expect([0, 1, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '1 AM', '12 PM', '1 PM', '11 PM'])
    expect([45, 60, 90].map(durationLabel)).toEqual(['45 min', '1 h', '1 h 30 min'])
  })

  it('keeps only real dates from ?date=', () => {
    expect(validateDateSearch({ date: '2026-11-27' })).toEqual({ date: '2026-11-27' })
    for (const date of ['2026-02-30', '27-11-2026', 'today', 20261127, undefined]) expect(validateDateSearch({ date })).toEqual({})
  })
})
