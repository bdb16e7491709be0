import { createFileRoute, notFound } from '@tanstack/react-router'
import { restaurantsQuery } from '@/features/food/api/get-restaurants'
import { CuisinePage } from '@/features/food/components/cuisine-page'
import { RESTAURANTS_PER_PAGE } from '@/features/food/components/restaurant-listing'
import { CUISINE_GUIDES, isCuisine } from '@/features/food/content/cuisines'
import { validatePageSearch } from '@/features/food/lib/page-search'

/** /food-drink/cuisine/{filipino|japanese|italian|chinese} (doc 3); any other cuisine is the not-found page. */
export const Route = createFileRoute('/food-drink/cuisine/$cuisine')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => {
    if (!isCuisine(params.cuisine)) throw notFound()
    void context.queryClient.prefetchQuery(restaurantsQuery({ cuisine: params.cuisine, page: deps.page, per_page: RESTAURANTS_PER_PAGE }))
  },
  component: CuisineRoute,
})

function CuisineRoute() {
  const { cuisine } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  if (!isCuisine(cuisine)) return null
  return <CuisinePage key={cuisine} guide={CUISINE_GUIDES[cuisine]} page={page} />
}
