import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** A theater date that is not a real YYYY-MM-DD calendar date (spec doc 2 §5). */
export function InvalidDate({ slug }: { slug: string }) {
  usePageTitle('Invalid Date')
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Invalid Date</h1>
      <p className="mt-3 text-slate-700">Dates are written year-month-day, like 2026-11-21.</p>
      <Link to="/movies/theaters/$slug" params={{ slug }} className={buttonClasses({ className: 'mt-6' })}>
        See this cinema&rsquo;s showtimes
      </Link>
    </section>
  )
}
