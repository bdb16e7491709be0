import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PLACE_MESSAGES } from '@contracts/places-rules'
import { placesQuery } from '@/features/places/api/get-places'
import { placeTypesQuery } from '@/features/places/api/get-place-types'
import { PAGER_LINK, Pager } from '@/features/places/components/pager'
import { PlaceCard } from '@/features/places/components/place-card'
import { SearchBox } from '@/components/search-box'
import { TypeChips } from '@/features/places/components/type-chips'
import { placesListHead } from '@/features/places/lib/place-head'
import { headFromLoader } from '@/lib/route-head'

interface PlacesSearch {
  type?: string
  page?: number
}

export const Route = createFileRoute('/places/')({
  validateSearch: (search: Record<string, unknown>): PlacesSearch => ({
    type: typeof search.type === 'string' && /^[A-Za-z]{1,60}$/.test(search.type) ? search.type : undefined,
    page: Number.isInteger(Number(search.page)) && Number(search.page) > 1 ? Number(search.page) : undefined,
  }),
  loaderDeps: ({ search }) => ({ type: search.type, page: search.page }),
  loader: async ({ context, deps }) => {
    const [places, types] = await Promise.all([
      context.queryClient.ensureQueryData(placesQuery({ type: deps.type, page: deps.page })),
      context.queryClient.ensureQueryData(placeTypesQuery()),
    ])
    const label = types.find((candidate) => candidate.type === deps.type)?.label
    return { head: placesListHead({ type: deps.type, label, page: deps.page }, places.data, context.origin) }
  },
  head: headFromLoader,
  component: PlacesPage,
})

function PlacesPage() {
  const { type, page } = Route.useSearch()
  const { data: types } = useSuspenseQuery(placeTypesQuery())
  const { data: places } = useSuspenseQuery(placesQuery({ type, page }))
  const typeLabel = types.find((candidate) => candidate.type === type)?.label
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Places</h1>
        <p className="mt-1 text-slate-700">Heritage sites, museums, parks and places to eat, with opening hours and what visitors think.</p>
        <SearchBox id="places-search" label="Search places" placeholder="Search places…" category="places" />
        <TypeChips types={types} active={type} />
      </header>

      <section aria-label={typeLabel ?? 'All Places'} className="mt-6">
        {places.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
            {page && page > 1 ? PLACE_MESSAGES.noMorePlaces : PLACE_MESSAGES.noPlaces}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {places.data.map((place, index) => (
              <li key={place.id}>
                <PlaceCard place={place} eager={index < 2} className="h-full" />
              </li>
            ))}
          </ul>
        )}
        <Pager
          pagination={places.pagination}
          label="Places pages"
          link={(target, content, rel) => (
            <Link to="/places" search={{ type, page: target > 1 ? target : undefined }} className={PAGER_LINK} rel={rel}>
              {content}
            </Link>
          )}
        />
      </section>
    </div>
  )
}
