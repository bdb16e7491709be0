import type { ReactNode } from 'react'

/** Layout of the short text pages (about, policies); their title and description are their routes' heads (lib/static-head.ts). */
export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p> : null}
      <div className="static-prose mt-6 space-y-4 text-slate-800">{children}</div>
    </article>
  )
}
