import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { Theater } from '@contracts/movies'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { allCinemasQuery } from '@/features/theaters/api/get-cinemas'
import { initials } from '@/lib/initials'
import { usePageTitle } from '@/lib/use-page-title'

/** The logo a cinema shows: its own, else its branch's, else the logo image (the API's three fields). */
const logoOf = (cinema: Theater) => cinema.logo ?? cinema.branch_logo ?? cinema.logo_image

/**
 * /test/theater-logos (doc 3 "Test pages", staff only): every cinema with its logo as the app shows it, so
 * missing or broken logos are found at a glance; cinemas without one show the fallback tile.
 */
export function TheaterLogosPage() {
  usePageTitle('Theater logos · Test')
  const { data, isPending, isError, refetch } = useQuery(allCinemasQuery())
  const [onlyMissing, setOnlyMissing] = useState(false)
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set())
  const cinemas = data?.data.cinemas ?? []
  const missing = cinemas.filter((cinema) => !logoOf(cinema) || broken.has(cinema.theater_id))
  const shown = onlyMissing ? missing : cinemas

  return (
    <section aria-labelledby="theater-logos-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="theater-logos-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Theater logos
      </h1>
      <p className="mt-2 text-slate-700">Every cinema&rsquo;s logo as the app shows it. Cinemas without a logo (or whose logo does not load) show the fallback tile.</p>
      {isPending ? <PageSpinner label="Loading cinemas…" /> : null}
      {isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-900">The cinemas could not be loaded.</p>
          <Button className="mt-3" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold text-slate-900" aria-live="polite">
              {cinemas.length} cinemas · {missing.length} without a logo
            </p>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="h-5 w-5" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />
              Only cinemas without a logo
            </label>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Cinemas and their logos">
            {shown.map((cinema) => {
              const logo = broken.has(cinema.theater_id) ? null : logoOf(cinema)
              return (
                <li key={cinema.theater_id} className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-3 text-center">
                  {logo ? (
                    <img
                      src={logo}
                      alt={`${cinema.theater_name} logo`}
                      className="h-16 w-16 object-contain"
                      loading="lazy"
                      onError={() => setBroken((previous) => new Set(previous).add(cinema.theater_id))}
                    />
                  ) : (
                    <span className="flex h-16 w-16 items-center justify-center rounded-lg bg-slate-200 text-lg font-bold text-slate-700" role="img" aria-label={`${cinema.theater_name}: no logo`}>
                      {initials(cinema.operator || cinema.theater_name)}
                    </span>
                  )}
                  <Link to={cinema.url} className="mt-2 text-sm font-semibold text-slate-900 hover:underline">
                    {cinema.theater_name}
                  </Link>
                  <span className="text-xs text-slate-600">{cinema.operator}</span>
                  <span className={`mt-1 text-xs font-semibold ${logo ? 'text-green-800' : 'text-amber-800'}`}>{logo ? 'Logo' : broken.has(cinema.theater_id) ? 'Logo does not load' : 'No logo'}</span>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </section>
  )
}
