import { createFileRoute, notFound } from '@tanstack/react-router'
import { CuisinePage } from '@/features/food/components/cuisine-page'
import { CUISINE_GUIDES, isCuisine } from '@/features/food/content/cuisines'
import { loadCuisineHead } from '@/features/food/lib/food-drink-head'
import { validatePageSearch } from '@/features/food/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** /food-drink/cuisine/{filipino|japanese|italian|chinese} (doc 3); any other cuisine is the not-found page. */
export const Route = createFileRoute('/food-drink/cuisine/$cuisine')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => {
    if (!isCuisine(params.cuisine)) throw notFound()
    return loadCuisineHead(context.queryClient, CUISINE_GUIDES[params.cuisine], deps.page, context.origin)
  },
  head: headFromLoader,
  component: CuisineRoute,
})

function CuisineRoute() {
  const { cuisine } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  if (!isCuisine(cuisine)) return null
  return <CuisinePage key={cuisine} guide={CUISINE_GUIDES[cuisine]} page={page} />
}
