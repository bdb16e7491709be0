import { Link } from '@tanstack/react-router'
import { ChevronRight, MapPin } from 'lucide-react'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonClasses } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { useCinemaLocations } from '../api/get-cinema-locations'
import { useCinemas, type CinemaArea } from '../api/get-cinemas'
import { TheaterCard } from './theater-card'

interface AreaLink {
  name: string
  to: string
  count: number
}

/** /movies/locations (both lists), /movies/metro-manila (cities) and /movies/province (provinces). */
export function LocationsPage({ show }: { show: 'all' | 'metro-manila' | 'province' }) {
  const title = show === 'metro-manila' ? 'Cinemas in Metro Manila' : show === 'province' ? 'Cinemas in the Provinces' : 'Cinemas by Location'
  const locations = useCinemaLocations()

  if (locations.isPending) return <PageSpinner label="Loading locations…" />
  if (locations.isError && !locations.data) return <LoadError message={locations.error.message} onRetry={() => void locations.refetch()} />

  const cities: AreaLink[] = locations.data.metroManila.map((item) => ({ name: item.city, to: `/movies/metro-manila/${item.citySlug}`, count: item.count }))
  const provinces: AreaLink[] = locations.data.provinces.map((item) => ({ name: item.province, to: `/movies/province/${item.provinceSlug}`, count: item.count }))

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">
          Pick a city or province to see its cinemas, or{' '}
          <Link to="/movies/theaters/nearby" className="font-semibold text-blue-700 underline">
            find cinemas near you
          </Link>
          .
        </p>
      </header>
      {show !== 'province' ? <AreaList heading="Metro Manila" headingTo={show === 'all' ? '/movies/metro-manila' : undefined} areas={cities} /> : null}
      {show !== 'metro-manila' ? <AreaList heading="Provinces" headingTo={show === 'all' ? '/movies/province' : undefined} areas={provinces} /> : null}
    </div>
  )
}

function AreaList({ heading, headingTo, areas }: { heading: string; headingTo?: string; areas: AreaLink[] }) {
  return (
    <section aria-label={heading}>
      <h2 className="mb-3 text-xl font-bold text-slate-900">
        {headingTo ? (
          <Link to={headingTo} className="hover:underline">
            {heading}
          </Link>
        ) : (
          heading
        )}
      </h2>
      {areas.length === 0 ? (
        <p className="text-slate-700">No cinemas listed here yet.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className="flex min-h-12 items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 hover:bg-slate-50">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <MapPin className="h-4 w-4 text-blue-700" aria-hidden="true" />
                  {area.name}
                </span>
                <span className="flex items-center gap-1 text-sm text-slate-600">
                  {area.count} {area.count === 1 ? 'cinema' : 'cinemas'}
                  <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** /movies/metro-manila/{citySlug} and /movies/province/{provinceSlug}: the cinemas of one area. */
export function AreaCinemasPage({ area }: { area: CinemaArea }) {
  const cinemas = useCinemas(area)
  const isCity = 'city' in area

  if (cinemas.isPending) return <PageSpinner label="Loading cinemas…" />
  if (cinemas.isError && !cinemas.data) {
    if (cinemas.error instanceof ApiError && cinemas.error.status === 404) {
      return (
        <section className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Location not found</h1>
          <p className="mt-3 text-slate-700">We have no cinemas listed for that {isCity ? 'city' : 'province'}.</p>
          <Link to="/movies/locations" className={buttonClasses({ className: 'mt-6' })}>
            All locations
          </Link>
        </section>
      )
    }
    return <LoadError message={cinemas.error.message} onRetry={() => void cinemas.refetch()} />
  }

  const { data } = cinemas.data
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/movies/locations" className="hover:underline">
          Locations
        </Link>{' '}
        /{' '}
        <Link to={isCity ? '/movies/metro-manila' : '/movies/province'} className="hover:underline">
          {isCity ? 'Metro Manila' : 'Provinces'}
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Cinemas in {data.name}</h1>
        <p className="mt-1 text-slate-700">
          {data.cinemas.length} {data.cinemas.length === 1 ? 'cinema' : 'cinemas'}
        </p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.cinemas.map((theater) => (
          <li key={theater.theater_id}>
            <TheaterCard theater={theater} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unable to load cinemas</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  )
}
