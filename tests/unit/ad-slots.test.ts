import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AD_SLOT_IDS, adSlotMinHeight, DEFAULT_AD_SIZE, isAdSlotId, parseAdSize } from '@contracts/ads-rules'
import { createSlotMachine, createStickyMachine, fillReport, refreshAllowed, stickyHeight, type SlotState } from '@/features/ads/lib/slot-machine'
import { adTargeting, deviceType, engagementLevel, pageContext, pageSection, scrollDepthLevel, scrollPercent, timeOfDay } from '@/features/ads/lib/targeting'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A slot whose creative height and position the test sets. */
function probe(initial: { height?: number; below?: boolean } = {}) {
  const page = { height: initial.height ?? 0, below: initial.below ?? true }
  return { page, probe: { creativeHeight: () => page.height, canResize: () => page.below } }
}

describe('slot constants', () => {
  it('lists the slot ids of the spec with their minimum heights', () => {
    expect(AD_SLOT_IDS).toEqual(['leaderboard-ad', 'lower-leaderboard-ad', 'mrec1', 'mrec2', 'mrec3', 'mrec4', 'mrec5', 'mobile-inside-popup', 'inread', 'homestream', 'stickyad'])
    expect(adSlotMinHeight('stickyad')).toBe(50)
    expect(adSlotMinHeight('leaderboard-ad')).toBe(90)
    expect(adSlotMinHeight('lower-leaderboard-ad')).toBe(90)
    expect(adSlotMinHeight('mrec1')).toBe(250)
    expect(adSlotMinHeight('inread')).toBe(250)
    expect(DEFAULT_AD_SIZE).toEqual({ width: 300, height: 250 })
    expect(isAdSlotId('mrec5')).toBe(true)
    expect(isAdSlotId('mrec6')).toBe(false)
    expect(parseAdSize('728x90')).toEqual({ width: 728, height: 90 })
    expect(parseAdSize('0x90')).toBeNull()
    expect(parseAdSize('728 x 90')).toBeNull()
  })
})

describe('slot state machine', () => {
  it('starts processing and collapses a slot whose creative is 10 px after 2 s', () => {
    const { page, probe: p } = probe({ height: 10 })
    const states: SlotState[] = []
    const slot = createSlotMachine({ slot: 'mrec1', probe: p, onChange: (s) => states.push(s) })
    expect(slot.state()).toBe('idle')
    slot.start()
    expect(slot.state()).toBe('processing')
    vi.advanceTimersByTime(1_999)
    expect(slot.state()).toBe('processing')
    vi.advanceTimersByTime(1)
    expect(slot.state()).toBe('collapsed')
    expect(states).toEqual(['processing', 'collapsed'])
    expect(page.height).toBe(10)
    slot.dispose()
  })

  it('shows a slot whose creative is 11 px at the 2 s check', () => {
    const { probe: p } = probe({ height: 11 })
    const slot = createSlotMachine({ slot: 'mrec1', probe: p })
    slot.start()
    vi.advanceTimersByTime(2_000)
    expect(slot.state()).toBe('rendered')
    slot.dispose()
  })

  it('keeps a slot where content appears late (before the check, or found by the 1 s check)', () => {
    const { page, probe: p } = probe({ height: 0 })
    const slot = createSlotMachine({ slot: 'mrec2', probe: p })
    slot.start()
    vi.advanceTimersByTime(1_500)
    page.height = 250
    vi.advanceTimersByTime(500)
    expect(slot.state()).toBe('rendered')

    // A second slot: collapsed at 2 s, the creative arrives at 2.5 s, the next 1 s check finds it.
    const late = probe({ height: 0 })
    const other = createSlotMachine({ slot: 'mrec3', probe: late.probe })
    other.start()
    vi.advanceTimersByTime(2_000)
    expect(other.state()).toBe('collapsed')
    late.page.height = 250
    vi.advanceTimersByTime(1_000)
    expect(other.state()).toBe('rendered')
    slot.dispose()
    other.dispose()
  })

  it('keeps the reserved space of an empty slot on screen and collapses it once it is below the viewport', () => {
    const { page, probe: p } = probe({ height: 0, below: false })
    const slot = createSlotMachine({ slot: 'homestream', probe: p })
    slot.start()
    vi.advanceTimersByTime(2_000)
    expect(slot.state()).toBe('empty')
    vi.advanceTimersByTime(3_000)
    expect(slot.state()).toBe('empty')
    page.below = true
    vi.advanceTimersByTime(1_000)
    expect(slot.state()).toBe('collapsed')
    // Content found later, while the slot is on screen: it does not grow under the reader.
    page.below = false
    page.height = 250
    vi.advanceTimersByTime(3_000)
    expect(slot.state()).toBe('collapsed')
    page.below = true
    vi.advanceTimersByTime(1_000)
    expect(slot.state()).toBe('rendered')
    slot.dispose()
  })

  it('hides a slot the ad service reports empty, unless real content is found anyway', () => {
    const empty = probe({ height: 0 })
    const a = createSlotMachine({ slot: 'inread', probe: empty.probe })
    a.start()
    a.reportEmpty()
    expect(a.state()).toBe('collapsed')
    const full = probe({ height: 90 })
    const b = createSlotMachine({ slot: 'leaderboard-ad', probe: full.probe })
    b.start()
    b.reportEmpty()
    expect(b.state()).toBe('rendered')
    a.dispose()
    b.dispose()
  })

  it('refreshes 100 ms after a route change, then checks again 2 s later', () => {
    const { page, probe: p } = probe({ height: 250 })
    const refresh = vi.fn()
    const slot = createSlotMachine({ slot: 'mrec4', probe: p, refresh })
    slot.start()
    vi.advanceTimersByTime(2_000)
    expect(slot.state()).toBe('rendered')
    slot.routeChanged()
    vi.advanceTimersByTime(99)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(slot.state()).toBe('processing')
    page.height = 0
    vi.advanceTimersByTime(1_999)
    expect(slot.state()).toBe('processing')
    vi.advanceTimersByTime(1)
    expect(slot.state()).toBe('collapsed')
    // Two route changes within 100 ms refresh once.
    slot.routeChanged()
    vi.advanceTimersByTime(50)
    slot.routeChanged()
    vi.advanceTimersByTime(100)
    expect(refresh).toHaveBeenCalledTimes(2)
    slot.dispose()
  })

  it('respects the refresh limits of the masthead, mrec1-3 and the sticky ad', () => {
    expect(refreshAllowed('leaderboard-ad', [], 0)).toBe(true)
    expect(refreshAllowed('leaderboard-ad', [0], 59_999)).toBe(false)
    expect(refreshAllowed('leaderboard-ad', [0], 60_000)).toBe(true)
    expect(refreshAllowed('leaderboard-ad', [0, 60_000, 120_000], 999_999)).toBe(false)
    expect(refreshAllowed('mrec2', [0], 44_999)).toBe(false)
    expect(refreshAllowed('mrec2', [0, 1, 2], 100_000)).toBe(true)
    expect(refreshAllowed('mrec2', [0, 1, 2, 3], 100_000)).toBe(false)
    expect(refreshAllowed('stickyad', [0], 89_999)).toBe(false)
    expect(refreshAllowed('stickyad', [0, 90_000], 999_999)).toBe(false)
    expect(refreshAllowed('mrec5', [0, 1, 2, 3, 4, 5], 6)).toBe(true)

    let clock = 0
    const refresh = vi.fn()
    const slot = createSlotMachine({ slot: 'leaderboard-ad', probe: probe({ height: 90 }).probe, refresh, now: () => clock })
    slot.start()
    slot.routeChanged()
    vi.advanceTimersByTime(100)
    clock = 30_000
    slot.routeChanged()
    vi.advanceTimersByTime(100)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(slot.refreshCount()).toBe(1)
    slot.dispose()
  })

  it('reports the fill of every slot', () => {
    expect(
      fillReport([
        { slot: 'mrec1', state: 'rendered' },
        { slot: 'mrec2', state: 'collapsed' },
        { slot: 'inread', state: 'empty' },
        { slot: 'homestream', state: 'processing' },
      ]),
    ).toEqual({ slots: 4, filled: 1, empty: 2, pending: 1, bySlot: { mrec1: 'rendered', mrec2: 'collapsed', inread: 'empty', homestream: 'processing' } })
  })
})

describe('sticky ad', () => {
  it('stays hidden at 30 px and shows once the content is above 30 px', () => {
    const content = { height: 30 }
    const sticky = createStickyMachine({ contentHeight: () => content.height })
    sticky.start()
    vi.advanceTimersByTime(5_000)
    expect(sticky.state()).toBe('hidden')
    content.height = 31
    vi.advanceTimersByTime(1_999)
    expect(sticky.state()).toBe('hidden')
    vi.advanceTimersByTime(1)
    expect(sticky.state()).toBe('shown')
    sticky.dispose()
  })

  it('polls every 500 ms for 5 s, then every 2 s', () => {
    const contentHeight = vi.fn(() => 0)
    const sticky = createStickyMachine({ contentHeight })
    sticky.start()
    vi.advanceTimersByTime(500)
    expect(contentHeight).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(4_500)
    expect(contentHeight).toHaveBeenCalledTimes(10)
    vi.advanceTimersByTime(1_999)
    expect(contentHeight).toHaveBeenCalledTimes(10)
    vi.advanceTimersByTime(1)
    expect(contentHeight).toHaveBeenCalledTimes(11)
    sticky.dispose()
  })

  it('is never taller than 100 px, and stays closed once closed', () => {
    expect(stickyHeight(50)).toBe(50)
    expect(stickyHeight(100)).toBe(100)
    expect(stickyHeight(250)).toBe(100)
    const sticky = createStickyMachine({ contentHeight: () => 50 })
    sticky.start()
    vi.advanceTimersByTime(500)
    expect(sticky.state()).toBe('shown')
    sticky.close()
    expect(sticky.state()).toBe('closed')
    const again = createStickyMachine({ contentHeight: () => 50, closed: true })
    again.start()
    vi.advanceTimersByTime(10_000)
    expect(again.state()).toBe('closed')
  })
})

describe('targeting', () => {
  it('tags the page context by path prefix', () => {
    expect(pageContext('/')).toBe('home')
    expect(pageContext('/movies/now-showing')).toBe('movies')
    expect(pageContext('/movies')).toBe('movies')
    expect(pageContext('/moviesx')).toBeNull()
    expect(pageContext('/food-drink/restaurants/x')).toBe('food-drink')
    expect(pageContext('/events/123')).toBe('events')
    expect(pageContext('/places/9')).toBe('places')
    expect(pageContext('/tv/')).toBe('tv')
    expect(pageContext('/profile/juan')).toBe('profile')
    expect(pageContext('/article/1/x')).toBeNull()
    expect(pageSection('/')).toBe('home')
    expect(pageSection('/article/1/x?y=1')).toBe('article')
  })

  it('reads engagement at 30 and 120 s', () => {
    expect(engagementLevel(0)).toBe('low')
    expect(engagementLevel(30)).toBe('low')
    expect(engagementLevel(30.001)).toBe('medium')
    expect(engagementLevel(120)).toBe('medium')
    expect(engagementLevel(121)).toBe('high')
  })

  it('reads scroll depth at 25 and 75 %', () => {
    expect(scrollDepthLevel(0)).toBe('shallow')
    expect(scrollDepthLevel(25)).toBe('shallow')
    expect(scrollDepthLevel(25.1)).toBe('medium')
    expect(scrollDepthLevel(75)).toBe('medium')
    expect(scrollDepthLevel(75.1)).toBe('deep')
    expect(scrollPercent(0, 800, 800)).toBe(100)
    expect(scrollPercent(500, 500, 1500)).toBe(50)
  })

  it('reads time of day and device type at their limits', () => {
    expect(timeOfDay(11)).toBe('morning')
    expect(timeOfDay(12)).toBe('afternoon')
    expect(timeOfDay(17)).toBe('afternoon')
    expect(timeOfDay(18)).toBe('evening')
    expect(deviceType(767)).toBe('mobile')
    expect(deviceType(768)).toBe('desktop')
    expect(adTargeting({ path: '/movies/now-showing', viewportWidth: 360, manilaHour: 9, engagedSeconds: 45, scrollPercent: 80 })).toEqual({
      device_type: 'mobile',
      time_of_day: 'morning',
      page_section: 'movies',
      page_context: 'movies',
      engagement: 'medium',
      scroll_depth: 'deep',
    })
  })
})
