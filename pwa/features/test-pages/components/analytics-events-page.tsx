import { useState, useSyncExternalStore } from 'react'
import { useLocation } from '@tanstack/react-router'
import { ANALYTICS_FLUSH_AT, ANALYTICS_FLUSH_MS } from '@contracts/analytics-rules'
import { measurementId } from '@/features/analytics/gtag'
import { boundParams } from '@/features/analytics/transport'
import { recentAnalyticsEvents, watchAnalyticsEvents, type NotedEvent } from '@/lib/analytics'
import { useThirdPartyAllowed } from '@/lib/consent'
import { usePageTitle } from '@/lib/use-page-title'

const NO_EVENTS: readonly NotedEvent[] = []
const timeFormat = new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Manila' })

/**
 * /test/analytics (doc 3 "Test pages", staff only): the analytics events this tab sends (decision 036), newest
 * first: the page view of every page opened in the tab and the events of doc 1 §7, with the parameters as
 * they go over the wire, and where they go (Gala's own statistics; the Google tag only with an id and consent).
 */
export function AnalyticsEventsPage() {
  usePageTitle('Analytics events · Test')
  const events = useSyncExternalStore(watchAnalyticsEvents, recentAnalyticsEvents, () => NO_EVENTS)
  const thirdPartyAllowed = useThirdPartyAllowed()
  const googleId = measurementId()
  const path = useLocation({ select: (location) => location.pathname })
  const [onlyThisPage, setOnlyThisPage] = useState(false)
  const shown = [...(onlyThisPage ? events.filter((event) => event.path === path) : events)].reverse()

  return (
    <section aria-labelledby="analytics-events-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="analytics-events-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Analytics events
      </h1>
      <p className="mt-2 text-slate-700">
        The events this tab has sent since it was loaded, newest first. Open other pages from the menu and come back here to see theirs; a reload
        starts the list again.
      </p>
      <dl className="mt-4 grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Gala&rsquo;s own statistics</dt>
          <dd className="text-slate-700">
            Always, without IP or visitor id: in batches every {ANALYTICS_FLUSH_MS / 1000} s or {ANALYTICS_FLUSH_AT} events, and when the page is hidden.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Google tag</dt>
          <dd className="text-slate-700">
            {!googleId ? 'Not configured (no measurement id).' : thirdPartyAllowed ? `Sent to ${googleId}: third parties are allowed.` : `Not sent to ${googleId}: no consent, or Do Not Track / GPC.`}
          </dd>
        </div>
      </dl>
      <label className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-5 w-5" checked={onlyThisPage} onChange={(e) => setOnlyThisPage(e.target.checked)} />
        Only the events of this page ({path})
      </label>
      <p className="mt-2 text-sm font-semibold text-slate-900" aria-live="polite">
        {shown.length === 1 ? '1 event' : `${shown.length} events`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">No events yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Analytics events, newest first">
          {shown.map((event, index) => {
            const params = boundParams(event.params)
            return (
              <li key={`${event.at}-${event.name}-${event.path}-${shown.length - index}`} className="p-3 text-sm" data-testid="analytics-event">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono font-semibold text-slate-900">{event.name}</span>
                  <time dateTime={new Date(event.at).toISOString()} className="text-slate-600">
                    {timeFormat.format(event.at)}
                  </time>
                </div>
                <p className="break-all font-mono text-slate-700">{event.path}</p>
                {Object.keys(params).length > 0 ? <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-800">{JSON.stringify(params, null, 2)}</pre> : null}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
