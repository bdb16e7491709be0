import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { cn } from '@/lib/cn'

/** The TV guide's sections, as tabs under every TV page's heading. */
const TV_TABS = [
  { to: '/tv', label: 'On TV', exact: true },
  { to: '/tv/schedules', label: 'Schedules' },
  { to: '/tv/channels', label: 'Channels' },
  { to: '/tv/shows', label: 'Shows' },
  { to: '/tv/streaming', label: 'Streaming' },
  { to: '/tv/news', label: 'News' },
] as const

export function TvTabs() {
  return (
    <nav aria-label="TV Guide" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {TV_TABS.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <Link
              to={tab.to}
              activeOptions={{ exact: 'exact' in tab ? tab.exact : false }}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-[current=page]:border-blue-700 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The frame of a TV page: breadcrumb, heading, one line of description, the section tabs, then the page. */
export function TvFrame({
  title,
  description,
  crumbs,
  headerExtra,
  wide = false,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  crumbs: Crumb[]
  headerExtra?: ReactNode
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={cn('mx-auto space-y-6 px-4 py-6 sm:py-8', wide ? 'max-w-7xl' : 'max-w-5xl')}>
      <Breadcrumb items={crumbs} />
      <header className="space-y-2">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="text-slate-700">{description}</p> : null}
        {headerExtra}
      </header>
      <TvTabs />
      {children}
    </div>
  )
}
