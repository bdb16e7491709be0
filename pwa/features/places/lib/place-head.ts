import type { PlaceDetail } from '@contracts/places'
import type { ReviewForJsonLd } from '@/features/community/lib/review-json-ld'
import { clip, headImage, pageHead } from '@/lib/page-head'
import { placeJsonLd } from './place-json-ld'

/**
 * The head of a place page (/places/{slug}), built by its loader: title, description, canonical address, Open Graph
 * with the place's first picture, and the WebPage and place (TouristAttraction, Museum …) with its rating and the
 * newest Gala reviews.
 */
export function placeHead(place: PlaceDetail, origin: string, reviews?: readonly ReviewForJsonLd[]) {
  return pageHead(place.name, clip(`${place.name}: ${place.excerpt}`), {
    origin,
    path: place.path,
    image: headImage(place.image[0], place.name),
    jsonLd: placeJsonLd(place, origin, reviews),
  })
}
