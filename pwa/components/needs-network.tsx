import { WifiOff } from 'lucide-react'
import { useIsOffline } from '@/lib/connectivity'
import { NEEDS_NETWORK, type NetworkAction } from '@/lib/needs-network'

/**
 * "You're offline. Buying tickets needs a connection.": shown while the app has no connection
 * (lib/connectivity.ts) where an action must reach the server now. The live region is always there,
 * so the message is announced when the connection drops.
 */
export function NeedsNetwork({ action, className }: { action: NetworkAction; className?: string }) {
  const offline = useIsOffline()
  return (
    <div role="status" className={offline ? className : undefined}>
      {offline ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {NEEDS_NETWORK[action]}
        </p>
      ) : null}
    </div>
  )
}
