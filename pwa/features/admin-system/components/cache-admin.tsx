import { useState } from 'react'
import { Database, Trash2 } from 'lucide-react'
import type { CacheFigures } from '@contracts/admin-system'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useCaches, usePurgeCache } from '../api/system'
import { CACHE_LABELS, formatCount, formatRatio } from '../lib/format'
import { AdminSystemLayout, LoadError } from './admin-system-layout'

/** /admin/cache: hit ratio and size of every response cache, and a purge button per cache (audited). */
export function CacheAdminPage() {
  usePageTitle('Cache')
  const caches = useCaches()
  return (
    <AdminSystemLayout
      title="Cache"
      titleId="cache-title"
      icon={<Database className="h-8 w-8 text-blue-700" aria-hidden="true" />}
      intro={
        <p>
          Hot reads are answered from these caches. Purge one when visitors see something out of date: the next reads are computed again
          (a little slower for a moment). Every purge is recorded in the audit log.
        </p>
      }
    >
      {caches.isPending ? (
        <p role="status" className="text-slate-600">
          Loading caches…
        </p>
      ) : caches.isError ? (
        <LoadError what="the caches" error={caches.error} retry={() => void caches.refetch()} />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700" data-testid="cache-scope">
            {caches.data.shared
              ? 'A purge reaches every server process (through Redis). Figures are this process’s.'
              : 'One server process: a purge empties its cache.'}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {caches.data.items.map((cache) => (
              <li key={cache.name}>
                <CacheCard cache={cache} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminSystemLayout>
  )
}

function CacheCard({ cache }: { cache: CacheFigures }) {
  const purge = usePurgeCache()
  const [confirming, setConfirming] = useState(false)
  const label = CACHE_LABELS[cache.name] ?? { title: cache.name, description: '' }
  const headingId = `cache-${cache.name}`

  function purgeNow() {
    purge.mutate(cache.name, {
      onSuccess: (result) => {
        setConfirming(false)
        toast({
          title: 'Cache Purged',
          description: `${label.title}: ${result.dropped} ${result.dropped === 1 ? 'entry' : 'entries'} dropped${result.shared ? ' here; the other processes drop theirs too' : ''}.`,
        })
      },
      onError: (error) => {
        setConfirming(false)
        const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.'
        toast({ variant: 'destructive', title: 'Failed to purge the cache', description: message })
      },
    })
  }

  return (
    <article aria-labelledby={headingId} data-testid={`cache-card-${cache.name}`} className="h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {label.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{label.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-medium text-slate-600">Hit ratio</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="cache-ratio">
            {formatRatio(cache.hitRatio)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-medium text-slate-600">Entries</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="cache-entries">
            {formatCount(cache.entries)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-medium text-slate-600">Hits</dt>
          <dd className="text-lg font-bold text-slate-900">{formatCount(cache.hits)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-medium text-slate-600">Misses</dt>
          <dd className="text-lg font-bold text-slate-900">{formatCount(cache.misses)}</dd>
        </div>
      </dl>
      <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)} disabled={purge.isPending}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Purge
        <span className="sr-only"> {label.title}</span>
      </Button>
      <DialogRoot open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={`Purge ${label.title}?`}
          description={`The ${formatCount(cache.entries)} cached ${cache.entries === 1 ? 'answer is' : 'answers are'} dropped and computed again on the next reads. This is recorded in the audit log.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={purgeNow} disabled={purge.isPending}>
              {purge.isPending ? 'Purging...' : 'Purge cache'}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </article>
  )
}
