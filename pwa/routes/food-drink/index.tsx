import { createFileRoute } from '@tanstack/react-router'
import { FoodDrinkPage } from '@/features/food/components/food-drink-page'
import { restaurantsQuery } from '@/features/food/api/get-restaurants'
import { RESTAURANTS_PER_PAGE } from '@/features/food/components/restaurant-listing'
import { validatePageSearch } from '@/features/food/lib/page-search'

export const Route = createFileRoute('/food-drink/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(restaurantsQuery({ page: deps.page, per_page: RESTAURANTS_PER_PAGE })),
  component: FoodDrinkRoute,
})

function FoodDrinkRoute() {
  const { page = 1 } = Route.useSearch()
  return <FoodDrinkPage page={page} />
}
