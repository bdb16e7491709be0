import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'

/** The top of a guide or listing page: breadcrumb, title, lead paragraph and optional extras. */
export function PageIntro({ crumbs, title, lead, children }: { crumbs: Crumb[]; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="mb-8 space-y-3">
      <Breadcrumb items={crumbs} />
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-slate-700">{lead}</p>
      {children}
    </header>
  )
}
