import { useMemo } from 'react'
import { useClock } from '@/lib/clock'

/** The clock pages draw with (lib/clock.ts: the render time while hydrating, then the device's, re-read every 30 s) as a Date. */
export function useNow(): Date {
  const now = useClock()
  return useMemo(() => new Date(now), [now])
}
