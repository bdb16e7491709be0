import { createFileRoute } from '@tanstack/react-router'
import { RestaurantPage } from '@/features/food/components/restaurant-page'
import { loadRestaurantHead } from '@/features/food/lib/restaurant-head'
import { headFromLoader } from '@/lib/route-head'

/** /restaurants/{id} (doc 3 route table): the restaurant page under its short address. */
export const Route = createFileRoute('/restaurants/$id')({
  loader: ({ context, params }) => loadRestaurantHead(context.queryClient, params.id, context.origin),
  head: headFromLoader,
  component: function ShortRestaurantRoute() {
    const { id } = Route.useParams()
    return <RestaurantPage idOrSlug={id} />
  },
})
