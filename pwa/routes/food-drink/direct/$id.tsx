import { createFileRoute } from '@tanstack/react-router'
import { RestaurantPage } from '@/features/food/components/restaurant-page'
import { loadRestaurantHead } from '@/features/food/lib/restaurant-head'
import { headFromLoader } from '@/lib/route-head'

/** /food-drink/direct/{id}: where profile posts link a reviewed restaurant (doc 3); same page, canonical /food-drink/{id}/{slug}. */
export const Route = createFileRoute('/food-drink/direct/$id')({
  loader: ({ context, params }) => loadRestaurantHead(context.queryClient, params.id, context.origin),
  head: headFromLoader,
  component: function DirectRestaurantRoute() {
    const { id } = Route.useParams()
    return <RestaurantPage idOrSlug={id} />
  },
})
