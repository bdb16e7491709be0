import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { placeQuery } from '@/features/places/api/get-place'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { contentReviewsQuery } from '@/features/community/api/get-content-reviews'
import { DEFAULT_REVIEW_SORT } from '@/features/community/lib/review-sort'
import { relatedPlacesQuery } from '@/features/places/api/get-related-places'
import { PlaceDetailView } from '@/features/places/components/place-detail'
import { PlaceNotFound } from '@/features/places/components/place-not-found'
import { orNotFound } from '@/features/movies/lib/load-movie'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

/**
 * A place page, /places/{slug} (doc 2 §2 place links; doc 3 also allows the id): an id redirects to
 * the slug address. Reviews and related places load alongside, without holding the page back.
 */
export const Route = createFileRoute('/places/$placeId/')({
  loader: async ({ context, params }) => {
    const place = await orNotFound(context.queryClient.ensureQueryData(placeQuery(params.placeId)))
    if (place.slug !== params.placeId) throw redirect({ to: '/places/$placeId', params: { placeId: place.slug }, replace: true })
    void context.queryClient.prefetchQuery(relatedPlacesQuery(place.slug))
    void context.queryClient.prefetchInfiniteQuery(
      contentReviewsQuery({ contentTypeId: CONTENT_TYPE_IDS.place, externalContentId: place.slug }, DEFAULT_REVIEW_SORT),
    )
  },
  notFoundComponent: PlaceNotFound,
  component: PlacePage,
})

function PlacePage() {
  const { placeId } = Route.useParams()
  const { data: place } = useSuspenseQuery(placeQuery(placeId))
  usePageMeta(place.name, `${place.name}: ${place.excerpt}`.slice(0, 160))
  return <PlaceDetailView place={place} />
}
