import { STRUCTURED_DATA_DEFAULTS } from '@contracts/places-rules'
import type { PlaceDetail } from '@contracts/places'
import { reviewItemsJsonLd, type ReviewForJsonLd } from '@/features/community/lib/review-json-ld'
import { breadcrumbList } from '@/lib/page-head'

const absolute = (url: string, origin: string) => new URL(url, origin).href

/**
 * schema.org structured data of a place page (doc 1 §3 tourist attractions; doc 2 §9 defaults:
 * country PH, language en-PH, ratings 1 to 5): the page (WebPage, in en-PH, with the page's breadcrumb trail)
 * about the place. The route's head carries it (place-head.ts). `reviews`: the newest Gala reviews on the page,
 * as Review items.
 */
export function placeJsonLd(place: PlaceDetail, origin: string, reviews: readonly ReviewForJsonLd[] = []): Record<string, unknown> {
  const pageUrl = absolute(place.path, origin)
  const placeId = `${pageUrl}#place`
  // Only ratings given on Gala: the imported aggregate is another site's, which Google's review-snippet rules do
  // not allow to be marked up as ours (docs/decisions/044-ratings-by-source.md). It stays in the page's text.
  const rating = place.reviewCount > 0 && place.averageRating != null ? { ratingValue: place.averageRating, reviewCount: place.reviewCount } : null
  const sameAs = [...new Set([place.url, place.instagram, ...place.sameAs].filter((url): url is string => !!url))]
  const data: Record<string, unknown> = {
    '@type': place['@type'],
    '@id': placeId,
    identifier: place.slug,
    name: place.name,
    description: place.description,
    url: pageUrl,
    image: place.image.map((url) => absolute(url, origin)),
    address: {
      '@type': 'PostalAddress',
      ...(place.address.streetAddress ? { streetAddress: place.address.streetAddress } : {}),
      ...(place.address.addressLocality ? { addressLocality: place.address.addressLocality } : {}),
      ...(place.address.addressRegion ? { addressRegion: place.address.addressRegion } : {}),
      ...(place.address.postalCode ? { postalCode: place.address.postalCode } : {}),
      addressCountry: place.address.addressCountry || STRUCTURED_DATA_DEFAULTS.addressCountry,
    },
    ...(place.geo ? { geo: { '@type': 'GeoCoordinates', latitude: place.geo.latitude, longitude: place.geo.longitude } } : {}),
    openingHoursSpecification: place.openingHoursSpecification.map((spec) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: spec.dayOfWeek,
      opens: spec.opens,
      closes: spec.closes,
    })),
    ...(place.priceRange ? { priceRange: place.priceRange } : {}),
    ...(place.telephone ? { telephone: place.telephone } : {}),
    ...(place.email ? { email: place.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    amenityFeature: place.amenityFeature.map((feature) => ({ '@type': 'LocationFeatureSpecification', name: feature.name, value: true })),
    ...(place.touristType.length > 0 ? { touristType: place.touristType } : {}),
    ...(place.availableLanguage.length > 0 ? { availableLanguage: place.availableLanguage } : {}),
    ...(place.paymentAccepted.length > 0 ? { paymentAccepted: place.paymentAccepted.join(', ') } : {}),
    ...(place.maximumAttendeeCapacity ? { maximumAttendeeCapacity: place.maximumAttendeeCapacity } : {}),
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
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': pageUrl,
        url: pageUrl,
        name: place.name,
        inLanguage: STRUCTURED_DATA_DEFAULTS.inLanguage,
        about: { '@id': placeId },
        breadcrumb: breadcrumbList(origin, [
          ['Places', '/places'],
          [place.name, place.path],
        ]),
      },
      data,
    ],
  }
}
