import { useEffect, useRef, useState } from 'react'

/** "7:59" from milliseconds left (never below 0:00). */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * Milliseconds left until `expiresAt` (an ISO instant), re-read every second by the device clock; `onExpire`
 * runs once when it reaches zero. Timers start in an effect, so rendering touches no browser API.
 */
export function useCountdown(expiresAt: string | undefined, onExpire?: () => void): number | undefined {
  const deadline = expiresAt ? Date.parse(expiresAt) : NaN
  const [now, setNow] = useState(() => Date.now())
  const expired = useRef(false)
  const expire = useRef(onExpire)
  useEffect(() => {
    expire.current = onExpire
  })
  useEffect(() => {
    expired.current = false
    if (!Number.isFinite(deadline)) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline && !expired.current) {
        expired.current = true
        expire.current?.()
      }
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return Number.isFinite(deadline) ? Math.max(0, deadline - now) : undefined
}
