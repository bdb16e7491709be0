import { cuisinesOf, restaurantPath, type RestaurantDetail, type RestaurantSummary } from '../../contracts/restaurants.ts'
import { presentPlace, presentPlaceDetail } from '../places/place.presenter.ts'
import type { PlaceRow, ReviewStats } from '../places/places.service.ts'

/** The words a restaurant's cuisine is read from. */
export const cuisineText = (row: Pick<PlaceRow, 'name' | 'category' | 'description'>) => [row.name, row.category, row.description].filter(Boolean).join(' ')

/** A place summary whose page is the restaurant page, with the cuisines its text names. */
export function presentRestaurant(row: PlaceRow, stats?: ReviewStats): RestaurantSummary {
  return { ...presentPlace(row, stats), path: restaurantPath(row.id, row.slug), cuisines: cuisinesOf(cuisineText(row)) }
}

export function presentRestaurantDetail(row: PlaceRow, stats: ReviewStats, likeCount: number): RestaurantDetail {
  return { ...presentPlaceDetail(row, stats, likeCount), path: restaurantPath(row.id, row.slug), cuisines: cuisinesOf(cuisineText(row)) }
}
