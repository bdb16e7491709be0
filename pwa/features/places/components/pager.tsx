import type { ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { Pagination } from '@contracts/paging'

export const PAGER_LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-blue-400 hover:text-blue-800'

/**
 * Previous / next links of a paged list. The page lives in the address (a list can be shared and
 * the back button works), so the caller renders each link: `link(page, content)` returns a <Link>
 * with the page in its search params and the PAGER_LINK classes.
 */
export function Pager({ pagination, link, label }: { pagination: Pagination; link: (page: number, content: ReactNode, rel: 'prev' | 'next') => ReactNode; label: string }) {
  if (pagination.total_pages <= 1) return null
  const { page, total_pages: pages } = pagination
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-3">
      {page > 1 ? (
        link(
          Math.min(page - 1, pages),
          <>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </>,
          'prev',
        )
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        link(
          page + 1,
          <>
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </>,
          'next',
        )
      ) : (
        <span />
      )}
    </nav>
  )
}
