import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { castCrewQuery } from '@/features/movies/api/get-cast-crew'
import { movieQuery } from '@/features/movies/api/get-movie'
import { movieSubPageHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/title/$hash/$slug/cast-crew')({
  loader: async ({ context, params }) => {
    const movie = await context.queryClient.ensureQueryData(movieQuery(params.hash))
    await context.queryClient.ensureQueryData(castCrewQuery(movie.id))
    return { head: movieSubPageHead(movie, 'cast-crew', context.origin) }
  },
  head: headFromLoader,
  component: CastCrewPage,
})

const CREW_ROLE_NAMES: Record<string, string> = { director: 'Director', writer: 'Writer', producer: 'Producer' }

function CastCrewPage() {
  const params = Route.useParams()
  const { data: movie } = useSuspenseQuery(movieQuery(params.hash))
  const { data } = useSuspenseQuery(castCrewQuery(movie.id))
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="full-cast-heading">
        <h2 id="full-cast-heading" className="text-lg font-bold text-slate-900">
          Cast
        </h2>
        {data.cast.length === 0 ? (
          <p className="mt-2 text-slate-700">The cast has not been announced yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.cast.map((member) => (
              <li key={member.name} className="flex flex-wrap justify-between gap-x-4 px-4 py-2.5">
                <span className="font-semibold text-slate-900">{member.name}</span>
                {member.character ? <span className="text-slate-700">{member.character}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="full-crew-heading">
        <h2 id="full-crew-heading" className="text-lg font-bold text-slate-900">
          Crew
        </h2>
        {data.crew.length === 0 ? (
          <p className="mt-2 text-slate-700">The crew has not been announced yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.crew.map((member) => (
              <li key={`${member.role}-${member.name}`} className="flex flex-wrap justify-between gap-x-4 px-4 py-2.5">
                <span className="font-semibold text-slate-900">{member.name}</span>
                <span className="text-slate-700">{CREW_ROLE_NAMES[member.role] ?? member.role}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
