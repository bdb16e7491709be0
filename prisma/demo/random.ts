/** 32-bit FNV-1a hash of a string: a stable seed for the PRNG and for derived ids. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** `count` distinct items in a stable shuffled order. */
  sample<T>(items: readonly T[], count: number): T[]
  chance(probability: number): boolean
}

/**
 * Seeded PRNG (mulberry32): the demo data is the same on every run, no Math.random.
 * Seed it from a stable string such as `${theaterSlug}:${movieHash}:${showDate}`.
 */
export function createRandom(seed: string | number): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)]!
    },
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy.slice(0, Math.min(count, copy.length))
    },
    chance: (probability) => next() < probability,
  }
}
