import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { SectionHeading } from '@/components/section-heading'
import { Button } from '@/components/ui/button'

/**
 * One home section fed by one query. Sections load on their own: a slow or failed list never holds up
 * or breaks the rest of the page. While loading it keeps its place with a skeleton; a failure says so
 * with Try Again; an empty list hides the section (nothing to show is not news).
 */
export function HomeSection<T>({
  id,
  title,
  href,
  query,
  skeleton = 3,
  children,
}: {
  id: string
  title: string
  href?: string
  query: UseQueryResult<T[]>
  /** How many placeholder cards to show while loading. */
  skeleton?: number
  children: (items: T[]) => ReactNode
}) {
  if (query.isSuccess && query.data.length === 0) return null
  return (
    <section aria-labelledby={id} aria-busy={query.isPending || undefined}>
      <SectionHeading id={id} title={title} href={href} />
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: skeleton }, (_, index) => (
            <div key={index} className="h-48 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
          ))}
        </div>
      ) : query.isError && query.data === undefined ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm font-medium text-red-900">Failed to load {title}. Please try again.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  )
}
