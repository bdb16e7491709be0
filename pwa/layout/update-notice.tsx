import { useState, useSyncExternalStore } from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { updateStore } from '@/lib/service-worker'

/**
 * "A new version of Gala is ready": shown when a new release waits (pwa/lib/service-worker.ts). Reload
 * switches to it; Later keeps the current version until the app is next opened.
 */
export function UpdateNotice() {
  const ready = useSyncExternalStore(updateStore.subscribe, updateStore.ready, () => false)
  const [dismissed, setDismissed] = useState(false)
  const [reloading, setReloading] = useState(false)
  if (!ready || dismissed) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-4 text-white shadow-lg sm:inset-x-auto sm:right-4"
    >
      <RefreshCw className="h-5 w-5 shrink-0 text-blue-300" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm font-medium">A new version of Gala is ready.</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(true)} disabled={reloading}>
          Later
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setReloading(true)
            updateStore.apply()
          }}
          disabled={reloading}
        >
          {reloading ? 'Reloading…' : 'Reload'}
        </Button>
      </div>
    </div>
  )
}
