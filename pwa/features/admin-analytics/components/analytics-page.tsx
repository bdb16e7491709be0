import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { BarChart3 } from 'lucide-react'
import { ANALYTICS_LIMITS, addIsoDays, daysBetween } from '@contracts/analytics-rules'
import type { AnalyticsReport } from '@contracts/analytics'
import { Button } from '@/components/ui/button'
import { LoadError, Stat } from '@/features/admin-system/components/admin-system-layout'
import { LineChart } from '@/features/admin-system/components/line-chart'
import { manilaDate } from '@/lib/manila'
import { usePageTitle } from '@/lib/use-page-title'
import { useAnalyticsReport, type AnalyticsRange } from '../api/get-analytics-report'

const PRESETS = [7, 30, 90] as const
const numberFormat = new Intl.NumberFormat('en-PH')
const count = (value: number) => numberFormat.format(Math.round(value))
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', month: 'short', day: 'numeric' })

/**
 * /admin/analytics (issue 16, decision 036): page views per day, top pages, top searches, searches
 * with no results and the ticket funnel over a chosen range of Manila days. Every chart has its
 * figures as text in a table next to it.
 */
export function AnalyticsPage({ range, onRange }: { range: AnalyticsRange; onRange: (range: AnalyticsRange) => void }) {
  usePageTitle('Analytics')
  const report = useAnalyticsReport(range)
  return (
    <section aria-labelledby="analytics-title" className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <Link to="/admin/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <h1 id="analytics-title" className="mt-2 flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <BarChart3 className="h-8 w-8 text-blue-700" aria-hidden="true" />
        Analytics
      </h1>
      <p className="mt-2 max-w-prose text-slate-700">
        What readers do on Gala, counted by Gala itself without addresses or identifiers. Days are Manila days.
      </p>
      <RangePicker key={`${range.from}:${range.to}:${range.path}`} range={range} shown={report.data} onRange={onRange} />
      <div className="mt-6" aria-busy={report.isFetching}>
        {report.isPending ? (
          <p role="status" className="text-slate-600">
            Loading analytics…
          </p>
        ) : report.isError ? (
          <LoadError what="the analytics" error={report.error} retry={() => void report.refetch()} />
        ) : (
          <Report report={report.data} />
        )}
      </div>
    </section>
  )
}

function RangePicker({ range, shown, onRange }: { range: AnalyticsRange; shown?: AnalyticsReport; onRange: (range: AnalyticsRange) => void }) {
  const fromId = useId()
  const toId = useId()
  const pathId = useId()
  const [path, setPath] = useState(range.path ?? '')
  const today = manilaDate(new Date())
  const [from, setFrom] = useState(range.from ?? shown?.from ?? addIsoDays(today, -(ANALYTICS_LIMITS.defaultRangeDays - 1)))
  const [to, setTo] = useState(range.to ?? shown?.to ?? today)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!from || !to) return setError('Choose both days.')
    if (from > to) return setError('The first day must be on or before the last day.')
    if (daysBetween(from, to) >= ANALYTICS_LIMITS.maxRangeDays) return setError(`Choose at most ${ANALYTICS_LIMITS.maxRangeDays} days.`)
    const under = path.trim()
    if (under && !/^\/[^?#\s]*$/.test(under)) return setError('Pages under: a path starting with /, such as /movies.')
    setError(null)
    onRange({ from, to, path: under && under !== '/' ? under : undefined })
  }
  function preset(days: number) {
    const start = addIsoDays(today, -(days - 1))
    setFrom(start)
    setTo(today)
    setError(null)
    onRange({ from: start, to: today, path: range.path })
  }

  return (
    <form onSubmit={submit} aria-label="Date range" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
            From
          </label>
          <input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            className="min-h-11 rounded-md border border-slate-300 px-3"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={toId} className="text-sm font-medium text-slate-700">
            To
          </label>
          <input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            className="min-h-11 rounded-md border border-slate-300 px-3"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={pathId} className="text-sm font-medium text-slate-700">
            Pages under <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id={pathId}
            type="text"
            value={path}
            placeholder="/movies"
            maxLength={300}
            onChange={(event) => setPath(event.target.value)}
            className="min-h-11 w-44 rounded-md border border-slate-300 px-3"
          />
        </div>
        <Button type="submit">Show</Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button key={days} type="button" variant="outline" size="sm" onClick={() => preset(days)}>
            Last {days} days
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}

function Report({ report }: { report: AnalyticsReport }) {
  const days = report.pageViewsByDay
  const funnelMax = Math.max(1, ...report.funnel.map((step) => step.count))
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600" data-testid="analytics-range">
        {shortDay(report.from)} to {shortDay(report.to)} ({days.length} {days.length === 1 ? 'day' : 'days'})
        {report.path ? <>; page views of pages under {report.path}</> : null}
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Page views" value={count(report.totals.pageViews)} testId="analytics-page-views" />
        <Stat label="Searches" value={count(report.totals.searches)} testId="analytics-searches" />
        <Stat label="Searches with no results" value={count(report.totals.noResultSearches)} />
      </dl>

      <Block title="Page views per day" id="analytics-per-day">
        <LineChart
          title={`Page views per day, ${shortDay(report.from)} to ${shortDay(report.to)}: at most ${count(Math.max(0, ...days.map((d) => d.count)))} a day`}
          labels={days.map((d) => shortDay(d.day))}
          format={count}
          testId="page-views-chart"
          series={[{ label: 'Page views', strokeClass: 'stroke-blue-700', swatchClass: 'bg-blue-700', values: days.map((d) => d.count) }]}
        />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-blue-700">Page views per day as a table</summary>
          <CountTable caption="Page views per day" head="Day" rows={days.map((d) => ({ key: d.day, label: shortDay(d.day), count: d.count }))} bars={false} />
        </details>
      </Block>

      <div className="grid gap-8 lg:grid-cols-2">
        <Block title="Top pages" id="analytics-top-pages">
          <CountTable caption="Top pages" head="Page" rows={report.topPages.map((p) => ({ key: p.path, label: p.path, count: p.count }))} empty="No page views in this range." />
        </Block>
        <Block title="Top searches" id="analytics-top-searches">
          <CountTable caption="Top searches" head="Search" rows={report.topSearches.map((s) => ({ key: s.term, label: s.term, count: s.count }))} empty="No searches in this range." />
        </Block>
        <Block title="Searches with no results" id="analytics-no-results">
          <CountTable
            caption="Searches with no results"
            head="Search"
            rows={report.noResultSearches.map((s) => ({ key: s.term, label: s.term, count: s.count }))}
            empty="Every search found something."
          />
        </Block>
        <Block title="Ticket funnel" id="analytics-funnel">
          <CountTable
            caption="Ticket funnel"
            head="Step"
            max={funnelMax}
            rows={report.funnel.map((step) => ({ key: step.step, label: step.label, count: step.count }))}
          />
          <p className="mt-2 text-sm text-slate-600">Failed transactions: {count(report.failedTransactions)}</p>
        </Block>
      </div>
    </div>
  )
}

function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

interface Row {
  key: string
  label: string
  count: number
}

/** A table of counts with a bar per row (the bar is decoration: the number is the text). */
function CountTable({ caption, head, rows, empty, bars = true, max }: { caption: string; head: string; rows: Row[]; empty?: string; bars?: boolean; max?: number }) {
  if (rows.length === 0 && empty) return <p className="text-slate-600">{empty}</p>
  const top = max ?? Math.max(1, ...rows.map((row) => row.count))
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-2 pr-2 font-medium">
            {head}
          </th>
          <th scope="col" className="w-20 py-2 text-right font-medium">
            Count
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-800">
              <span className="block break-words">{row.label}</span>
              {bars ? (
                <span aria-hidden="true" className="mt-1 block h-2 rounded bg-slate-100">
                  <span className="block h-2 rounded bg-blue-600" style={{ width: `${(row.count / top) * 100}%` }} />
                </span>
              ) : null}
            </th>
            <td className="py-2 text-right tabular-nums text-slate-900">{count(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
