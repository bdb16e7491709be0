import { NearbyTheaters } from './nearby-theaters'

/** /movies/theaters/nearby: every cinema ordered by distance from the person. */
export function NearbyTheatersPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Cinemas Near You</h1>
        <p className="mt-1 text-slate-700">Every cinema, nearest first. Open one to see its movies and showtimes.</p>
      </header>
      <NearbyTheaters variant="page" />
    </div>
  )
}
