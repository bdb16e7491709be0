import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { PageSpinner } from '@/components/page-spinner'
import { movieBySlugQuery } from '@/features/movies/api/get-movie-by-id'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'

const SLUG = 'predator-badlands'

/**
 * /test/predatorbadlands (doc 3 "Test pages"; staff only): the check page of a movie campaign, kept for the
 * Predator: Badlands release. It finds the film in the catalogue by its slug and links everything a campaign
 * touches: the title page, its tickets page, and the partner scripts that would load there. When the film is not in
 * the catalogue it says so.
 */
export function PredatorBadlandsPage() {
  usePageTitle('Predator: Badlands campaign test · Test')
  const { data: movie, isPending, error } = useQuery({ ...movieBySlugQuery(SLUG), retry: false })
  const missing = error instanceof ApiError && error.status === 404
  const titlePath = movie ? `/movies/title/${movie.hash}/${movie.slug}` : null
  return (
    <section aria-labelledby="predator-title" className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="predator-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Predator: Badlands campaign test
      </h1>
      <p className="mt-2 text-slate-700">The campaign’s pages for this film, to check before and during its run.</p>
      {isPending ? (
        <PageSpinner label="Looking for the film…" />
      ) : movie && titlePath ? (
        <div className="mt-6 flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          {movie.poster ? <img src={movie.poster} alt="" width={107} height={159} className="h-40 w-auto rounded" /> : null}
          <div className="min-w-0 space-y-1">
            <h2 className="text-lg font-semibold text-slate-900">{movie.title}</h2>
            <p className="text-sm text-slate-700">Release date: {movie.release_date ?? 'not set'}</p>
            <ul className="space-y-1 text-sm">
              <li>
                <Link to="/movies/title/$hash/$slug" params={{ hash: movie.hash, slug: movie.slug }} className="font-semibold text-blue-700 hover:underline">
                  Title page
                </Link>
              </li>
              <li>
                <Link to="/movies/title/$hash/$slug/tickets" params={{ hash: movie.hash, slug: movie.slug }} className="font-semibold text-blue-700 hover:underline">
                  Where to watch today
                </Link>
              </li>
              <li>
                <Link to="/test/partner-script" search={{ path: titlePath }} className="font-semibold text-blue-700 hover:underline">
                  Scripts on the title page
                </Link>
              </li>
            </ul>
          </div>
        </div>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          {missing ? 'Predator: Badlands is not in the catalogue. Add the film to see its campaign pages here.' : 'The catalogue could not be read. Please try again.'}
        </p>
      )}
    </section>
  )
}
