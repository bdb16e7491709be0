import { Timer } from 'lucide-react'
import { formatCountdown, useCountdown } from '../lib/countdown'

/** "Seats held for 7:42": the hold's countdown (the API's expiresAt), with `onExpire` when it runs out. */
export function HoldTimer({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const left = useCountdown(expiresAt, onExpire)
  const low = left !== undefined && left < 60_000
  return (
    <p
      className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${low ? 'bg-red-50 text-red-800' : 'bg-blue-50 text-blue-900'}`}
      data-testid="hold-timer"
    >
      <Timer className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Seats held for{' '}
        <span role="timer" aria-label="Time left on your seat hold" className="font-mono text-base font-bold tabular-nums">
          {left === undefined ? '' : formatCountdown(left)}
        </span>
      </span>
    </p>
  )
}
