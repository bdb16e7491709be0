import { STRUCTURED_DATA_DEFAULTS } from '@contracts/places-rules'
import { CUISINE_LABELS } from '@contracts/restaurants-rules'
import type { RestaurantDetail } from '@contracts/restaurants'
import { reviewItemsJsonLd, type ReviewForJsonLd } from '@/features/community/lib/review-json-ld'

/** schema.org Restaurant (or its café/bar type) of a restaurant page; defaults of doc 2 §9 (PH, en-PH, 1-5). */
export function restaurantJsonLd(restaurant: RestaurantDetail, origin: string, reviews: readonly ReviewForJsonLd[] = []): Record<string, unknown> {
  // Only ratings given on Gala, as on place pages (docs/decisions/044-ratings-by-source.md).
  const rating =
    restaurant.averageRating != null && restaurant.reviewCount > 0 ? { ratingValue: restaurant.averageRating, reviewCount: restaurant.reviewCount } : null
  return {
    '@context': 'https://schema.org',
    '@type': restaurant.type,
    name: restaurant.name,
    description: restaurant.description,
    url: new URL(restaurant.path, origin).href,
    inLanguage: STRUCTURED_DATA_DEFAULTS.inLanguage,
    ...(restaurant.image[0] ? { image: new URL(restaurant.image[0], origin).href } : {}),
    address: { '@type': 'PostalAddress', ...restaurant.address, addressCountry: restaurant.address.addressCountry || STRUCTURED_DATA_DEFAULTS.addressCountry },
    ...(restaurant.geo ? { geo: { '@type': 'GeoCoordinates', ...restaurant.geo } } : {}),
    ...(restaurant.telephone ? { telephone: restaurant.telephone } : {}),
    ...(restaurant.priceRange ? { priceRange: restaurant.priceRange } : {}),
    ...(restaurant.cuisines.length ? { servesCuisine: restaurant.cuisines.map((cuisine) => CUISINE_LABELS[cuisine]) } : {}),
    openingHoursSpecification: restaurant.openingHoursSpecification.map((entry) => ({ '@type': 'OpeningHoursSpecification', ...entry })),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ...rating,
            bestRating: STRUCTURED_DATA_DEFAULTS.bestRating,
            worstRating: STRUCTURED_DATA_DEFAULTS.worstRating,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviewItemsJsonLd(reviews) } : {}),
  }
}
