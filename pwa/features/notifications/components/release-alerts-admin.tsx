import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { BellRing, Send } from 'lucide-react'
import type { DeliveryCounts, ReleaseAlertStats } from '@contracts/push'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { formatReleaseDate } from '@/features/movies/lib/format'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useReleaseAlerts } from '../api/get-release-alerts'
import { useSendReleaseAlerts } from '../api/send-release-alerts'
import { relativeTime } from '../lib/relative-time'

const COUNTS: { key: keyof DeliveryCounts; label: string }[] = [
  { key: 'sent', label: 'Sent' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed' },
  { key: 'pending', label: 'Pending' },
]

/**
 * /admin/release-alerts: per release, how many alerts went out and how their deliveries fared (sent,
 * delivered, failed, pending; push and email apart), and "Send alerts now" for a movie. Staff only: the
 * server checks the role again on both calls.
 */
export function ReleaseAlertsAdmin() {
  usePageTitle('Release Alerts')
  const stats = useReleaseAlerts()
  return (
    <section aria-labelledby="release-alerts-title" className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <Link to="/admin/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <h1 id="release-alerts-title" className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <BellRing className="h-8 w-8 text-blue-700" aria-hidden="true" />
        Release Alerts
      </h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Alerts go out on each movie’s release day (Manila time). Counts cover every push and email queued for a release; pending ones are
        still being sent or retried.
      </p>
      <div className="mt-6">
        {stats.isPending ? (
          <p role="status" className="text-slate-600">
            Loading release alerts…
          </p>
        ) : stats.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">Couldn’t load release alerts.</p>
            <p className="mt-1 text-sm">{stats.error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
              Try again
            </Button>
          </div>
        ) : stats.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            No one has asked for a release alert yet.
          </p>
        ) : (
          <ul className="space-y-4">
            {stats.data.items.map((release) => (
              <li key={release.movieId}>
                <ReleaseCard release={release} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function ReleaseCard({ release }: { release: ReleaseAlertStats }) {
  const send = useSendReleaseAlerts()
  const [confirming, setConfirming] = useState(false)
  const headingId = `release-${release.movieId}`

  function sendNow() {
    send.mutate(release.movieId, {
      onSuccess: (result) => {
        setConfirming(false)
        toast({
          title: 'Alerts Sent',
          description: `${result.alerts} ${result.alerts === 1 ? 'alert' : 'alerts'} released for ${release.movieTitle}; ${result.deliveries} ${result.deliveries === 1 ? 'delivery' : 'deliveries'} queued.`,
        })
      },
      onError: (error) => {
        setConfirming(false)
        const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.'
        toast({ variant: 'destructive', title: 'Failed to send alerts', description: message })
      },
    })
  }

  return (
    <article aria-labelledby={headingId} data-testid="release-alerts" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
            <Link to={release.movieUrl} className="hover:underline">
              {release.movieTitle}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {release.releaseDate ? `Release date ${formatReleaseDate(release.releaseDate)}` : 'Release date to be announced'}
            {' · '}
            {release.alertsNotified} notified, {release.alertsWaiting} waiting
            {release.lastSentAt ? ` · last sent ${relativeTime(release.lastSentAt)}` : ''}
          </p>
        </div>
        <Button size="sm" onClick={() => setConfirming(true)} disabled={release.alertsWaiting === 0 || send.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Send alerts now
          <span className="sr-only"> for {release.movieTitle}</span>
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map(({ key, label }) => (
          <div key={key} className="rounded-lg bg-slate-50 p-2 text-center">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid={`count-${key}`}>
              {release[key]}
            </dd>
            <dd className="text-[11px] text-slate-600">
              push {release.push[key]} · email {release.email[key]}
            </dd>
          </div>
        ))}
      </dl>
      <DialogRoot open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Send alerts now?"
          description={`${release.alertsWaiting} ${release.alertsWaiting === 1 ? 'person' : 'people'} waiting for ${release.movieTitle} will get their release alert now.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={sendNow} disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send alerts'}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </article>
  )
}
