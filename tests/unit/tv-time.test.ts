import { describe, expect, it } from 'vitest'
import { manilaDayWindow, manilaIso, overlapsManilaDay } from '../../api/modules/tv/tv-time.ts'

describe('TV schedule days (Asia/Manila)', () => {
  it('puts a programme that crosses Manila midnight on both days, and on no other', () => {
    // 23:30 on 30 November to 01:00 on 1 December in Manila (15:30Z-17:00Z on 30 November).
    const late = { startsAt: new Date('2026-11-30T15:30:00Z'), endsAt: new Date('2026-11-30T17:00:00Z') }
    expect(overlapsManilaDay(late, '2026-11-30')).toBe(true)
    expect(overlapsManilaDay(late, '2026-12-01')).toBe(true)
    expect(overlapsManilaDay(late, '2026-11-29')).toBe(false)
    expect(overlapsManilaDay(late, '2026-12-02')).toBe(false)
    // Although both instants fall on 30 November in UTC.
    expect(late.endsAt.toISOString().slice(0, 10)).toBe('2026-11-30')
  })

  it('treats the day as [00:00, 24:00): ending at midnight or starting at midnight belongs to one day only', () => {
    const endsAtMidnight = { startsAt: new Date('2026-11-30T14:00:00Z'), endsAt: new Date('2026-11-30T16:00:00Z') }
    expect(overlapsManilaDay(endsAtMidnight, '2026-11-30')).toBe(true)
    expect(overlapsManilaDay(endsAtMidnight, '2026-12-01')).toBe(false)
    const startsAtMidnight = { startsAt: new Date('2026-11-30T16:00:00Z'), endsAt: new Date('2026-11-30T17:00:00Z') }
    expect(overlapsManilaDay(startsAtMidnight, '2026-11-30')).toBe(false)
    expect(overlapsManilaDay(startsAtMidnight, '2026-12-01')).toBe(true)
  })

  it('spans a Manila date in UTC and writes instants with the Manila offset', () => {
    expect(manilaDayWindow('2027-01-01')).toEqual({ start: new Date('2026-12-31T16:00:00Z'), end: new Date('2027-01-01T16:00:00Z') })
    expect(manilaIso(new Date('2026-11-30T15:30:00Z'))).toBe('2026-11-30T23:30:00+08:00')
  })
})
