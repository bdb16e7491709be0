import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { placeQuery } from '@/features/places/api/get-place'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { contentReviewsQuery } from '@/features/community/api/get-content-reviews'
import { DEFAULT_REVIEW_SORT } from '@/features/community/lib/review-sort'
import { relatedPlacesQuery } from '@/features/places/api/get-related-places'
import { PlaceDetailView } from '@/features/places/components/place-detail'
import { PlaceNotFound } from '@/features/places/components/place-not-found'
import { placeHead } from '@/features/places/lib/place-head'
import { orNotFound } from '@/features/movies/lib/load-movie'
import { headFromLoader } from '@/lib/route-head'

/**
 * A place page, /places/{slug} (doc 2 §2 place links; doc 3 also allows the id): an id redirects to
 * the slug address. The newest reviews are waited for (the head's structured data carries them); related places
 * load alongside, without holding the page back.
 */
export const Route = createFileRoute('/places/$placeId/')({
  loader: async ({ context, params }) => {
    const place = await orNotFound(context.queryClient.ensureQueryData(placeQuery(params.placeId)), 'Place not found')
    if (place.slug !== params.placeId) throw redirect({ to: '/places/$placeId', params: { placeId: place.slug }, replace: true })
    void context.queryClient.prefetchQuery(relatedPlacesQuery(place.slug))
    const reviews = await context.queryClient
      .ensureInfiniteQueryData(contentReviewsQuery({ contentTypeId: CONTENT_TYPE_IDS.place, externalContentId: place.slug }, DEFAULT_REVIEW_SORT))
      .then((answer) => answer.pages[0]?.data)
      .catch(() => undefined)
    return { head: placeHead(place, context.origin, reviews) }
  },
  head: headFromLoader,
  notFoundComponent: PlaceNotFound,
  component: PlacePage,
})

function PlacePage() {
  const { placeId } = Route.useParams()
  const { data: place } = useSuspenseQuery(placeQuery(placeId))
  return <PlaceDetailView place={place} />
}
