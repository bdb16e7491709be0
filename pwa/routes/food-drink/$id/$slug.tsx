import { createFileRoute } from '@tanstack/react-router'
import { RestaurantPage } from '@/features/food/components/restaurant-page'
import { loadRestaurantHead } from '@/features/food/lib/restaurant-head'
import { headFromLoader } from '@/lib/route-head'

/** /food-drink/{id}/{slug}: a restaurant's own address (doc 3). The id may also be its slug (review links use it). */
export const Route = createFileRoute('/food-drink/$id/$slug')({
  loader: ({ context, params }) => loadRestaurantHead(context.queryClient, params.id, context.origin),
  head: headFromLoader,
  component: function RestaurantRoute() {
    const { id } = Route.useParams()
    return <RestaurantPage idOrSlug={id} />
  },
})
