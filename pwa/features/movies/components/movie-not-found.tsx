import { Link } from '@tanstack/react-router'
import { Film } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** An unknown movie address (the API's 404 'Movie not found'). */
export function MovieNotFound() {
  usePageTitle('Movie not found')
  return (
    <section aria-labelledby="movie-not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Film className="h-12 w-12 text-blue-700" aria-hidden="true" />
      <h1 id="movie-not-found-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        Movie not found
      </h1>
      <p className="mt-3 text-slate-700">We couldn&rsquo;t find that movie. It may have left cinemas, or the address may be mistyped.</p>
      <Link to="/movies" className={buttonClasses({ className: 'mt-8' })}>
        Browse movies
      </Link>
    </section>
  )
}
