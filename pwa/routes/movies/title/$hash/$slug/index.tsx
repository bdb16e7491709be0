import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Ticket } from 'lucide-react'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { buttonClasses } from '@/components/ui/button'
import { ReviewsBlock } from '@/features/community/components/reviews-block'
import { movieQuery } from '@/features/movies/api/get-movie'
import { loadMovieHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

/** A movie's overview: its head (the Movie structured data with Gala's reviews) comes from the loader. */
export const Route = createFileRoute('/movies/title/$hash/$slug/')({
  loader: ({ context, params }) => loadMovieHead(context.queryClient, params.hash, context.origin),
  head: headFromLoader,
  component: MovieOverview,
})

/** How many cast members the overview names before "Full cast & crew". */
const CAST_SUMMARY = 5

function MovieOverview() {
  const params = Route.useParams()
  const { data: movie } = useSuspenseQuery(movieQuery(params.hash))
  const cast = movie.cast.slice(0, CAST_SUMMARY)
  return (
    <div className="space-y-8">
      <section aria-labelledby="synopsis-heading">
        <h2 id="synopsis-heading" className="text-lg font-bold text-slate-900">
          Synopsis
        </h2>
        <p className="mt-2 max-w-prose leading-relaxed text-slate-800">{movie.synopsis}</p>
      </section>

      {movie.status === 'nowShowing' ? (
        <Link to="/movies/title/$hash/$slug/tickets" params={params} className={buttonClasses({ className: 'gap-2' })}>
          <Ticket className="h-4 w-4" aria-hidden="true" />
          Where to watch today
        </Link>
      ) : null}

      <section aria-labelledby="cast-heading">
        <h2 id="cast-heading" className="text-lg font-bold text-slate-900">
          Cast &amp; crew
        </h2>
        {movie.directors.length > 0 ? (
          <p className="mt-2 text-slate-800">
            <span className="font-semibold">Directed by</span> {movie.directors.join(', ')}
          </p>
        ) : null}
        {cast.length > 0 ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {cast.map((member) => (
              <li key={member.name} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
                <span className="font-semibold text-slate-900">{member.name}</span>
                {member.character ? <span className="text-slate-700"> as {member.character}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">The cast has not been announced yet.</p>
        )}
        <Link to="/movies/title/$hash/$slug/cast-crew" params={params} className="mt-3 inline-block font-semibold text-blue-700 hover:underline">
          Full cast &amp; crew
        </Link>
      </section>

      <ReviewsBlock
        content={{ contentTypeId: CONTENT_TYPE_IDS.movie, externalContentId: String(movie.id) }}
        subject={{ name: movie.title, image: movie.poster ?? null, type: 'movie', url: `/movies/title/${params.hash}/${params.slug}` }}
        alsoInvalidate={[movieQuery(params.hash).queryKey]}
        allowSpoilers
      />
    </div>
  )
}
