import { useCallback, useEffect, useState } from 'react'

/** Tick of the resend countdown (spec doc 1 §9). */
export const COUNTDOWN_TICK_MS = 1000

/**
 * A seconds countdown that ticks every second down to 0. It counts against a deadline rather than
 * decrementing blindly, so a throttled background tab still ends on time.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [remaining, setRemaining] = useState(0)

  useEffect(() => {
    if (deadline === null) return
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setRemaining(left)
      if (left === 0) setDeadline(null)
    }
    const timer = setInterval(tick, COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds))
    setRemaining(whole)
    setDeadline(whole > 0 ? Date.now() + whole * 1000 : null)
  }, [])

  return { remaining, start }
}
