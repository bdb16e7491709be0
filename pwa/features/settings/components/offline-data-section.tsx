import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { HardDrive } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/features/profile/components/profile-cards'
import { useIsOffline } from '@/lib/connectivity'
import { useQueuedActions } from '@/lib/offline-queue'
import { clearOfflineData, formatBytes, storageUse, type StorageUse } from '@/lib/storage'

/**
 * Settings → Offline data (issue 6): how much this device keeps for offline use, whether the browser
 * promised to keep it, and "Clear offline data" (saved pages, copies of API answers and images). The
 * app itself and changes still waiting to be sent are kept, and the section says so.
 */
export function OfflineDataSection() {
  const queryClient = useQueryClient()
  const offline = useIsOffline()
  const unsent = useQueuedActions().length
  const [use, setUse] = useState<StorageUse | null>(null)
  const [state, setState] = useState<'idle' | 'clearing' | 'cleared' | 'failed'>('idle')

  useEffect(() => {
    let live = true
    void storageUse().then((next) => {
      if (live) setUse(next)
    })
    return () => {
      live = false
    }
  }, [state])

  async function onClear() {
    setState('clearing')
    try {
      await clearOfflineData(queryClient)
      setState('cleared')
    } catch {
      setState('failed')
    }
  }

  return (
    <Card title="Offline data">
      <p className="text-sm text-slate-700">
        Gala keeps the showtimes, widgets and articles you open on this device, so they work without a signal. Saved pages are kept for up
        to 7 days.
      </p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="flex items-center gap-2 font-medium text-slate-900">
          <HardDrive className="h-4 w-4 text-slate-600" aria-hidden="true" />
          Storage used
        </dt>
        <dd className="text-slate-700" data-testid="storage-used">
          {use === null
            ? 'Checking…'
            : use.usage === null
              ? 'Your browser does not say'
              : `${formatBytes(use.usage)}${use.quota ? ` of ${formatBytes(use.quota)} available` : ''}`}
        </dd>
        <dt className="font-medium text-slate-900">Kept by the browser</dt>
        <dd className="text-slate-700">
          {use?.persisted ? 'Yes, until you clear it' : 'Your browser may remove it when the device runs low on space'}
        </dd>
      </dl>
      {unsent > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          {unsent === 1 ? '1 change is' : `${unsent} changes are`} waiting to be sent. Clearing offline data keeps{' '}
          {unsent === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      {offline ? (
        <p className="mt-4 text-sm font-medium text-amber-900">
          You&rsquo;re offline: cleared pages can&rsquo;t be loaded again until you reconnect.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void onClear()} disabled={state === 'clearing'}>
          {state === 'clearing' ? 'Clearing…' : 'Clear offline data'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {state === 'cleared' ? 'Offline data cleared.' : state === 'failed' ? 'Couldn’t clear all offline data. Please try again.' : ''}
        </p>
      </div>
    </Card>
  )
}
