import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-blue-400 hover:text-blue-800'

/**
 * Previous / next links of an article list. The page is the `page` search parameter of the current
 * address, so a page can be shared and the back button works.
 */
export function ArticlePager({ path, page, totalPages, label = 'Article pages' }: { path: string; page: number; totalPages: number; label?: string }) {
  if (totalPages <= 1) return null
  const current = Math.min(page, totalPages)
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-3">
      {current > 1 ? (
        <Link to={path} search={current - 1 > 1 ? { page: current - 1 } : {}} rel="prev" className={LINK}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {current} of {totalPages}
      </p>
      {current < totalPages ? (
        <Link to={path} search={{ page: current + 1 }} rel="next" className={LINK}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
