import { Link } from '@tanstack/react-router'
import { Clapperboard, MapPin } from 'lucide-react'
import type { Mall, MallRegion } from '@contracts/malls'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { PageIntro } from '@/features/guides/components/page-intro'
import { cn } from '@/lib/cn'
import { useMalls } from '../api/get-malls'

const FILTERS: { label: string; region?: MallRegion }[] = [
  { label: 'All malls' },
  { label: 'Metro Manila', region: 'metro-manila' },
  { label: 'Provinces', region: 'province' },
]

/** /malls: malls grouped by city, each with its cinemas (links to their showtimes). */
export function MallsPage({ region }: { region?: MallRegion }) {
  const malls = useMalls(region)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Malls' }]}
        title="Malls and their cinemas"
        lead="In the Philippines the mall is where the cinema is. Pick a mall to see its cinemas and what is showing today, or find the ones nearest you."
      >
        <p className="text-sm">
          <Link to="/movies/theaters/nearby" className="font-semibold text-blue-700 underline">
            Find cinemas near you
          </Link>
          {' · '}
          <Link to="/guides/shopping" className="font-semibold text-blue-700 underline">
            Shopping guide
          </Link>
        </p>
      </PageIntro>

      <nav aria-label="Filter malls by region" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const active = filter.region === region
            return (
              <li key={filter.label}>
                <Link
                  to="/malls"
                  search={filter.region ? { region: filter.region } : {}}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                    active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      {malls.isPending ? (
        <PageSpinner label="Loading malls…" />
      ) : malls.isError && !malls.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>Malls could not be loaded: {malls.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void malls.refetch()}>
            Try Again
          </Button>
        </div>
      ) : malls.data.data.length === 0 ? (
        <p className="text-slate-700">No malls are listed here yet.</p>
      ) : (
        <MallGroups malls={malls.data.data} summary={malls.data.operators.map((operator) => `${operator.name} (${operator.count})`).join(', ')} />
      )}
    </div>
  )
}

function MallGroups({ malls, summary }: { malls: Mall[]; summary: string }) {
  const groups = new Map<string, Mall[]>()
  for (const mall of malls) {
    const key = mall.region === 'metro-manila' ? mall.city : `${mall.city}, ${mall.province}`
    groups.set(key, [...(groups.get(key) ?? []), mall])
  }
  return (
    <>
      <p className="mb-6 text-sm text-slate-600">
        {malls.length} malls · {summary}
      </p>
      <div className="space-y-10">
        {[...groups].map(([city, cityMalls]) => (
          <section key={city} aria-label={city}>
            <h2 className="mb-3 text-xl font-bold text-slate-900">{city}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {cityMalls.map((mall) => (
                <li key={mall.id} className="flex">
                  <MallCard mall={mall} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

function MallCard({ mall }: { mall: Mall }) {
  return (
    <article className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{mall.operator}</p>
      <h3 className="text-lg font-semibold text-slate-900">{mall.name}</h3>
      <p className="mt-1 flex gap-1 text-sm text-slate-700">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {mall.address}, {mall.city}
      </p>
      <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3">
        {mall.cinemas.map((cinema) => (
          <li key={cinema.id}>
            <Link to={cinema.url} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-blue-700 hover:underline">
              <Clapperboard className="h-4 w-4 shrink-0" aria-hidden="true" />
              {cinema.name}
              <span className="font-normal text-slate-600">
                · {cinema.screens} {cinema.screens === 1 ? 'screen' : 'screens'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}
