import type { PlaceDetail, PlaceSummary } from '@contracts/places'
import type { ReviewForJsonLd } from '@/features/community/lib/review-json-ld'
import { clip, collectionHead, headImage, pageHead } from '@/lib/page-head'
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

const PLACES_DESCRIPTION =
  'Places to visit in Metro Manila and across the Philippines: heritage sites, museums, parks, restaurants, cafés and shops, with hours and ratings.'

/**
 * The head of the places list (/places?type=&page=), built by its loader: "Places" or "{type} | Places", the
 * canonical address with its filter and page, and a CollectionPage of the page's places.
 */
export function placesListHead(filter: { type?: string; label?: string; page?: number }, places: readonly Pick<PlaceSummary, 'name' | 'path' | '@type'>[], origin: string) {
  const typed = filter.type && filter.label ? { type: filter.type, label: filter.label } : null
  return collectionHead(
    origin,
    {
      name: typed ? typed.label : 'Places',
      title: typed ? `${typed.label} | Places` : 'Places',
      description: PLACES_DESCRIPTION,
      path: typed ? `/places?type=${encodeURIComponent(typed.type)}` : '/places',
      page: filter.page,
      trail: typed ? [['Places', '/places']] : [],
    },
    places.map((place) => ({ name: place.name, path: place.path, type: place['@type'][0] ?? 'Place' })),
  )
}
