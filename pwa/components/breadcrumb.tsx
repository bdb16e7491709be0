import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'

export interface Crumb {
  label: string
  /** Omitted for the current page. */
  to?: string
}

/** Home › … › current page, as a navigation landmark; the current page is not a link. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, ...items]
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRight className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" /> : null}
              {crumb.to && !current ? (
                <Link to={crumb.to} className="font-medium text-blue-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined} className="line-clamp-1">
                  {crumb.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
