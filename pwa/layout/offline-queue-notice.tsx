import { useEffect, useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CloudOff } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { offlineQueue, refusalText, startOfflineQueue, useQueuedActions, type QueuedAction } from '@/lib/offline-queue'

/**
 * Starts the offline queue (pwa/lib/offline-queue.ts) and shows the actions the server refused when
 * they were sent after a time offline: "Couldn't save your like on “…”: Please log in to like items",
 * each with Retry and Discard. They stay until the person chooses; nothing is dropped silently.
 */
export function OfflineQueueNotice() {
  const queryClient = useQueryClient()
  useEffect(() => startOfflineQueue(queryClient), [queryClient])
  const refused = useQueuedActions().filter((action) => action.state === 'refused')
  const headingId = useId()
  if (refused.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[60vh] max-w-md overflow-y-auto rounded-xl border border-red-200 bg-white p-4 text-slate-900 shadow-lg sm:inset-x-auto sm:right-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-bold text-red-800">
        <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        Changes not saved
      </h2>
      <ul role="alert" className="mt-2 divide-y divide-slate-100">
        {refused.map((action) => (
          <RefusedAction key={action.id} action={action} />
        ))}
      </ul>
    </section>
  )
}

function RefusedAction({ action }: { action: QueuedAction }) {
  const textId = useId()
  const [busy, setBusy] = useState(false)
  const run = (work: () => Promise<void>) => {
    setBusy(true)
    void work().finally(() => setBusy(false))
  }
  return (
    <li className="py-2">
      <p id={textId} className="text-sm">
        {refusalText(action)}
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" aria-describedby={textId} disabled={busy} onClick={() => run(() => offlineQueue.retry(action.id))}>
          Retry
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-describedby={textId}
          disabled={busy}
          onClick={() => run(() => offlineQueue.discard(action.id))}
        >
          Discard
        </Button>
      </div>
    </li>
  )
}
