import { Link } from '@tanstack/react-router'
import { Clapperboard } from 'lucide-react'
import { useCinemaLocations } from '@/features/theaters/api/get-cinema-locations'
import { DISTRICTS } from '../content/city'
import { GuideLinkView } from './guide-link'
import { MoreGuides } from './more-guides'
import { PageIntro } from './page-intro'

/** /districts (the menu's "Areas"): every city of Metro Manila, what it is known for and its cinemas. */
export function DistrictsPage() {
  const locations = useCinemaLocations()
  const cinemaCount = new Map((locations.data?.metroManila ?? []).map((item) => [item.citySlug, item.count]))
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Areas' }]}
        title="Areas of Metro Manila"
        lead="Metro Manila, the National Capital Region, is sixteen cities and one municipality that have grown into one another. Each has its own character: here is what they are known for."
      >
        <p className="text-sm">
          <Link to="/guides/neighborhoods" className="font-semibold text-blue-700 underline">
            Read the neighborhoods guide
          </Link>
        </p>
      </PageIntro>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DISTRICTS.map((district) => {
          const cinemas = cinemaCount.get(district.slug) ?? 0
          return (
            <li key={district.slug} id={district.slug} className="flex scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{district.kind}</p>
              <h2 className="text-lg font-bold text-slate-900">{district.name}</h2>
              <p className="mt-1 text-sm text-slate-800">{district.knownFor}</p>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`Highlights of ${district.name}`}>
                {district.highlights.map((highlight) => (
                  <li key={highlight} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800">
                    {highlight}
                  </li>
                ))}
              </ul>
              <p className="mt-auto flex flex-wrap gap-x-4 pt-4 text-sm">
                {cinemas > 0 ? (
                  <Link to="/movies/metro-manila/$citySlug" params={{ citySlug: district.slug }} className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-700 hover:underline">
                    <Clapperboard className="h-4 w-4" aria-hidden="true" />
                    {cinemas} {cinemas === 1 ? 'cinema' : 'cinemas'}
                  </Link>
                ) : null}
                <GuideLinkView
                  link={{ label: `Places in ${district.name}`, to: `/search?q=${encodeURIComponent(district.name)}&category=places` }}
                  className="inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline"
                />
              </p>
            </li>
          )
        })}
      </ul>
      <MoreGuides />
    </div>
  )
}
