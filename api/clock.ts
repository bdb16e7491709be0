/** Time is a dependency: "today", "past showtime" and expiry all read a clock, so tests are exact. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until moved; for tests. */
export function fixedClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to)
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}

/** The site's time zone: dates such as "today's showtimes" are Manila dates. */
export const SITE_TIME_ZONE = 'Asia/Manila'
