import { createFileRoute } from '@tanstack/react-router'
import { restaurantQuery } from '@/features/food/api/get-restaurant'
import { RestaurantPage } from '@/features/food/components/restaurant-page'

/** /restaurants/{id} (doc 3 route table): the restaurant page under its short address. */
export const Route = createFileRoute('/restaurants/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(restaurantQuery(params.id)),
  component: function ShortRestaurantRoute() {
    const { id } = Route.useParams()
    return <RestaurantPage idOrSlug={id} />
  },
})
