import { Link } from '@tanstack/react-router'
import { Ticket } from 'lucide-react'
import { useNowShowing } from '@/features/movies/api/get-now-showing'
import { useTicketInfo } from '../api/get-ticket-info'

/**
 * /buy-tickets (doc 1 §6 names it among the ticket pages): where "Buy tickets" links land. Two ways in, as on the
 * cinema chains' apps: pick a movie now showing (its "where to watch today" page lists the cinemas and showtimes
 * with a Buy button), or pick a cinema that sells through Gala.
 */
export function BuyTicketsPage() {
  const { data: movies } = useNowShowing()
  const { data: info } = useTicketInfo()
  const cinemas = info.groups.filter((group) => group.salesEnabled).flatMap((group) => group.cinemas.map((cinema) => ({ ...cinema, group: group.name })))
  return (
    <article className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Ticket className="h-8 w-8 text-blue-700" aria-hidden="true" />
        Buy Tickets
      </h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Choose a movie or a cinema, then a showtime and your seats. You pay on the provider’s secure page and get an e-ticket that opens without a signal.{' '}
        <Link to="/tickets" className="font-semibold text-blue-700 hover:underline">
          How buying works
        </Link>
      </p>

      <section aria-labelledby="buy-movies-title" className="mt-8">
        <h2 id="buy-movies-title" className="text-2xl font-semibold text-slate-900">
          Choose a movie
        </h2>
        {movies.length === 0 ? (
          <p className="mt-3 text-slate-700">No movie is showing right now. Please check again later.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Movies now showing">
            {movies.map((movie) => (
              <li key={movie.id}>
                <Link
                  to="/movies/title/$hash/$slug/tickets"
                  params={{ hash: movie.hash, slug: movie.slug }}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-blue-400"
                >
                  {movie.poster ? <img src={movie.poster} alt="" width={215} height={318} loading="lazy" className="aspect-[215/318] w-full object-cover" /> : null}
                  <span className="p-2 text-sm font-semibold text-slate-900">{movie.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="buy-cinemas-title" className="mt-10">
        <h2 id="buy-cinemas-title" className="text-2xl font-semibold text-slate-900">
          Or choose a cinema
        </h2>
        {cinemas.length === 0 ? (
          <p className="mt-3 text-slate-700">No cinema is selling tickets on Gala right now. Please check again later.</p>
        ) : (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Cinemas selling tickets">
            {cinemas.map((cinema) => (
              <li key={cinema.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
                <Link to="/movies/theaters/$slug" params={{ slug: cinema.slug }} className="font-semibold text-blue-700 hover:underline">
                  {cinema.name}
                </Link>
                <span className="block text-sm text-slate-700">
                  {cinema.mallName}, {cinema.city} · {cinema.group}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
