import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'

export interface Crumb {
  label: string
  /** Omitted for the current page. */
  to?: string
}

/** Home > … > current page, as an ordered list in a labelled nav. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight className="h-4 w-4 shrink-0" aria-hidden="true" /> : null}
            {item.to ? (
              <Link to={item.to} className="font-medium text-blue-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
