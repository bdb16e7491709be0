import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { AdminDashboard, DashboardFigureName } from '@contracts/admin-dashboard'
import { useAdminDashboard } from '../api/get-admin-dashboard'
import { Sparkline } from './sparkline'

type AdminPath = '/admin/users' | '/admin/reviews' | '/admin/comments' | '/admin/release-alerts' | '/admin/system-dashboard'

/** Each figure, the page it links to and its bar colour, in the order the dashboard shows them. */
const CARDS: {
  name: DashboardFigureName
  title: string
  to: AdminPath
  barClass: string
}[] = [
  {
    name: 'accounts',
    title: 'New accounts',
    to: '/admin/users',
    barClass: 'fill-blue-700',
  },
  {
    name: 'reviews',
    title: 'Reviews',
    to: '/admin/reviews',
    barClass: 'fill-emerald-700',
  },
  {
    name: 'replies',
    title: 'Replies',
    to: '/admin/comments',
    barClass: 'fill-teal-700',
  },
  {
    name: 'reports',
    title: 'Reports',
    to: '/admin/reviews',
    barClass: 'fill-amber-600',
  },
  {
    name: 'alertsSent',
    title: 'Release alerts sent',
    to: '/admin/release-alerts',
    barClass: 'fill-indigo-700',
  },
  {
    name: 'alertsFailed',
    title: 'Release alerts failed',
    to: '/admin/release-alerts',
    barClass: 'fill-rose-700',
  },
  {
    name: 'errors',
    title: 'Server errors',
    to: '/admin/system-dashboard',
    barClass: 'fill-red-800',
  },
]

const COUNT = new Intl.NumberFormat('en-PH')
const count = (value: number) => COUNT.format(value)
const manilaDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })
const manilaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-PH', {
    timeZone: 'Asia/Manila',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

/** Extra lines under some figures: what is waiting now, and where to find the latest error. */
function extra(name: DashboardFigureName, data: AdminDashboard): ReactNode {
  if (name === 'reports') {
    const { reports, posts } = data.reportsWaiting
    return (
      <p className="mt-2 text-sm font-medium text-slate-900" data-testid="dashboard-reports-waiting">
        {reports === 0 ? 'No reports waiting' : `${count(reports)} waiting on ${count(posts)} ${posts === 1 ? 'post' : 'posts'}`}
      </p>
    )
  }
  if (name === 'errors' && data.lastError) {
    return (
      <p className="mt-2 break-all text-sm text-slate-700">
        Latest {manilaTime(data.lastError.at)} ({data.lastError.status}){data.lastError.requestId ? `, request ${data.lastError.requestId}` : ''}
      </p>
    )
  }
  return null
}

/** The site's figures at the top of /admin/dashboard (decision 031): today, this week, and 30 days of bars. */
export function DashboardFigures() {
  const dashboard = useAdminDashboard()
  return (
    <section aria-labelledby="dashboard-figures-title" className="mt-6">
      <h2 id="dashboard-figures-title" className="text-xl font-semibold text-slate-900">
        Figures
      </h2>
      {dashboard.isPending ? (
        <p role="status" className="mt-3 text-slate-600">
          Loading figures…
        </p>
      ) : dashboard.isError ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Couldn’t load the figures.</p>
          <p className="mt-1 text-sm">{dashboard.error.message}</p>
          <button
            type="button"
            className="mt-3 min-h-11 rounded-md border border-red-300 bg-white px-3 text-sm font-medium"
            onClick={() => void dashboard.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Manila time. Today is {manilaDay(dashboard.data.today)}; this week began on {manilaDay(dashboard.data.weekStart)}.
          </p>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Site figures">
            {CARDS.map((card) => {
              const figure = dashboard.data.figures[card.name]
              return (
                <li key={card.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`dashboard-figure-${card.name}`}>
                  <h3 className="font-semibold">
                    <Link to={card.to} className="text-blue-700 hover:underline">
                      {card.title}
                    </Link>
                  </h3>
                  <dl className="mt-2 grid grid-cols-2 gap-2">
                    <div>
                      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Today</dt>
                      <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`dashboard-${card.name}-today`}>
                        {count(figure.today)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">This week</dt>
                      <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`dashboard-${card.name}-week`}>
                        {count(figure.week)}
                      </dd>
                    </div>
                  </dl>
                  {extra(card.name, dashboard.data)}
                  <Sparkline label={card.title} days={figure.series} barClass={card.barClass} testId={`dashboard-chart-${card.name}`} />
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
