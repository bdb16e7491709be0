import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** The page for every unknown path. */
export function NotFound() {
  usePageTitle('Page not found')
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-blue-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        Page not found
      </h1>
      <p className="mt-3 text-slate-700">
        Sorry, we couldn&rsquo;t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to home
      </Link>
    </section>
  )
}
