import { createFileRoute } from '@tanstack/react-router'
import { restaurantQuery } from '@/features/food/api/get-restaurant'
import { RestaurantPage } from '@/features/food/components/restaurant-page'

/** /food-drink/direct/{id}: where profile posts link a reviewed restaurant (doc 3); same page, canonical /food-drink/{id}/{slug}. */
export const Route = createFileRoute('/food-drink/direct/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(restaurantQuery(params.id)),
  component: function DirectRestaurantRoute() {
    const { id } = Route.useParams()
    return <RestaurantPage idOrSlug={id} />
  },
})
