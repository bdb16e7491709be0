import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'

const PAGES = [
  { to: '/admin/system-dashboard', label: 'System' },
  { to: '/admin/memory-monitoring', label: 'Memory' },
  { to: '/admin/cache', label: 'Cache' },
  { to: '/admin/audit-log', label: 'Audit log' },
] as const

/** The frame of the system pages: back to the admin dashboard, the page title and a tab row between them. */
export function AdminSystemLayout({ title, titleId, icon, intro, children }: { title: string; titleId: string; icon: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <Link to="/admin/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <h1 id={titleId} className="mt-2 flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {icon}
        {title}
      </h1>
      <nav aria-label="System pages" className="mt-4 overflow-x-auto">
        <ul className="flex gap-2">
          {PAGES.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-100"
                activeProps={{ className: 'border-blue-700 bg-blue-50 text-blue-800' }}
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 max-w-prose text-slate-700">{intro}</div>
      <div className="mt-6">{children}</div>
    </section>
  )
}

export function LoadError({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Couldn’t load {what}.</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <button type="button" className="mt-3 min-h-11 rounded-md border border-red-300 bg-white px-3 text-sm font-medium" onClick={retry}>
        Try again
      </button>
    </div>
  )
}

export function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  )
}
