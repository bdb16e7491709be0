import type { Db } from '../../db.ts'
import { FOOD_PLACE_TYPES } from '../../contracts/restaurants.ts'
import { placeSelect, placesRepository, popularFirst } from '../places/places.repository.ts'

const foodWhere = { type: { in: [...FOOD_PLACE_TYPES] } }

/**
 * Restaurants are Place rows of a food type (api/contracts/restaurants.ts FOOD_PLACE_TYPES); reviews,
 * their statistics and likes are read the way places read them.
 */
export function restaurantsRepository(db: Db) {
  const places = placesRepository(db)
  return {
    /** Every place to eat or drink, most popular first (cuisines are matched in memory). */
    all() {
      return db.place.findMany({ where: foodWhere, select: placeSelect, orderBy: popularFirst })
    },

    findById(id: number) {
      return db.place.findFirst({ where: { id, ...foodWhere }, select: placeSelect })
    },

    findBySlug(slug: string) {
      return db.place.findFirst({ where: { slug, ...foodWhere }, select: placeSelect })
    },

    reviewStats: places.reviewStats,
    reviews: places.reviews,
    likeCount: places.likeCount,
  }
}
