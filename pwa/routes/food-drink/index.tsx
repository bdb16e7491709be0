import { createFileRoute } from '@tanstack/react-router'
import { FoodDrinkPage } from '@/features/food/components/food-drink-page'
import { validatePageSearch } from '@/features/food/lib/page-search'
import { loadFoodDrinkHead } from '@/features/food/lib/food-drink-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/food-drink/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadFoodDrinkHead(context.queryClient, deps.page, context.origin),
  head: headFromLoader,
  component: FoodDrinkRoute,
})

function FoodDrinkRoute() {
  const { page = 1 } = Route.useSearch()
  return <FoodDrinkPage page={page} />
}
