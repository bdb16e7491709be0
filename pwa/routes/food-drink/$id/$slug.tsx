import { createFileRoute } from '@tanstack/react-router'
import { restaurantQuery } from '@/features/food/api/get-restaurant'
import { RestaurantPage } from '@/features/food/components/restaurant-page'

/** /food-drink/{id}/{slug}: a restaurant's own address (doc 3). The id may also be its slug (review links use it). */
export const Route = createFileRoute('/food-drink/$id/$slug')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(restaurantQuery(params.id)),
  component: function RestaurantRoute() {
    const { id } = Route.useParams()
    return <RestaurantPage idOrSlug={id} />
  },
})
