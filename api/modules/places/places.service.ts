import {
  PLACE_MESSAGES,
  PLACE_REVIEWS_PER_PAGE,
  PLACES_PER_PAGE_DEFAULT,
  RANDOM_PLACES_DEFAULT,
  RELATED_LIMIT_DEFAULT,
  placeTypeLabel,
  type PlaceListResponse,
  type PlaceResponse,
  type PlaceReviewsResponse,
  type PlaceTypesResponse,
  type PlacesQuery,
  type RandomPlacesResponse,
  type RelatedContentResponse,
} from '../../contracts/places.ts'
import { pagination } from '../../contracts/paging.ts'
import { NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { prepareQuery, rankItems } from '../../lib/search-ranking.ts'
import { oneDecimal, presentPlace, presentPlaceDetail, presentRelatedPlace, presentReview } from './place.presenter.ts'
import { placesRepository, type PlaceRow } from './places.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

export const PlaceNotFound = () => NotFound(PLACE_MESSAGES.notFound, 'PLACE_NOT_FOUND')

/** The words a place is found by besides its name (doc 2: search over places). */
export function placeSearchText(row: PlaceRow): string {
  return [
    row.description,
    row.category,
    placeTypeLabel(row.type),
    row.addressLocality,
    row.addressRegion,
    row.streetAddress,
    row.touristTypes,
    row.amenities,
  ]
    .filter(Boolean)
    .join(' ')
}

/** A stable 32-bit hash (FNV-1a), for the order of the day's random places. */
function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export type { PlaceRow, ReviewStats } from './places.repository.ts'

/**
 * The place rows other modules build on (restaurants are food places; site search ranks every place), for their
 * own presenters: they read places through this, never through places.repository.ts.
 */
export function placeRecords(deps: Pick<AppDeps, 'db'>) {
  const repo = placesRepository(deps.db)
  return {
    all: () => repo.all(),
    food: () => repo.food(),
    findFood: (by: { id: number } | { slug: string }) => repo.findFood(by),
    reviewStats: (slugs: string[]) => repo.reviewStats(slugs),
    reviews: (slug: string, skip: number, take: number) => repo.reviews(slug, skip, take),
    likeCount: (slug: string) => repo.likeCount(slug),
  }
}

export function placesService(deps: Deps) {
  const repo = placesRepository(deps.db)

  /** A place by numeric id or by slug; 404 'Place not found'. */
  async function find(idOrSlug: string): Promise<PlaceRow> {
    const row = /^\d{1,9}$/.test(idOrSlug)
      ? await repo.findById(Number(idOrSlug))
      : /^[a-z0-9-]{1,120}$/.test(idOrSlug)
        ? await repo.findBySlug(idOrSlug)
        : null
    if (!row) throw PlaceNotFound()
    return row
  }

  async function withStats(rows: PlaceRow[]) {
    const stats = await repo.reviewStats(rows.map((row) => row.slug))
    return rows.map((row) => presentPlace(row, stats.get(row.slug)))
  }

  return {
    find,

    /**
     * Places, most popular first, or ranked by `search` (api/lib/search-ranking.ts), optionally of
     * one schema.org type. A page past the end is an empty page.
     */
    async list(query: PlacesQuery): Promise<PlaceListResponse> {
      const page = query.page ?? 1
      const perPage = query.per_page ?? PLACES_PER_PAGE_DEFAULT
      const skip = (page - 1) * perPage
      const search = query.search?.trim()
      if (search) {
        const ranked = rankItems(prepareQuery(search), await repo.all({ type: query.type }), (row) => ({
          title: row.name,
          text: placeSearchText(row),
        }))
        const rows = ranked.slice(skip, skip + perPage).map(({ item }) => item)
        return { status: 'success', data: await withStats(rows), pagination: pagination(page, perPage, ranked.length) }
      }
      const [rows, total] = await repo.page({ type: query.type }, skip, perPage)
      return { status: 'success', data: await withStats(rows), pagination: pagination(page, perPage, total) }
    },

    /** The type chips: every type with its number of places, most places first. */
    async types(): Promise<PlaceTypesResponse> {
      const counts = await repo.typeCounts()
      const data = counts
        .map(({ type, count }) => ({ type, label: placeTypeLabel(type), count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      return { status: 'success', data }
    },

    /** "Random" places for the home page: a shuffle that changes once a Manila day (stable within it). */
    async random(limit = RANDOM_PLACES_DEFAULT): Promise<RandomPlacesResponse> {
      const today = manilaToday(deps.clock)
      const rows = (await repo.all()).sort((a, b) => hash32(`${today}:${a.slug}`) - hash32(`${today}:${b.slug}`) || a.id - b.id)
      return { status: 'success', data: await withStats(rows.slice(0, limit)) }
    },

    async detail(idOrSlug: string): Promise<PlaceResponse> {
      const row = await find(idOrSlug)
      const [stats, likes] = await Promise.all([repo.reviewStats([row.slug]), repo.likeCount(row.slug)])
      return { status: 'success', data: presentPlaceDetail(row, stats.get(row.slug) ?? { count: 0, average: null }, likes) }
    },

    /** A page of the place's reviews (newest first) with replies, plus the totals for the header. */
    async reviews(idOrSlug: string, page = 1): Promise<PlaceReviewsResponse> {
      const row = await find(idOrSlug)
      const perPage = PLACE_REVIEWS_PER_PAGE
      const [rows, stats] = await Promise.all([repo.reviews(row.slug, (page - 1) * perPage, perPage), repo.reviewStats([row.slug])])
      const totals = stats.get(row.slug) ?? { count: 0, average: null }
      return {
        status: 'success',
        data: rows.map(presentReview),
        reviewCount: totals.count,
        averageRating: oneDecimal(totals.average),
        pagination: pagination(page, perPage, totals.count),
      }
    },

    /**
     * 'You might also like' (doc 3): other places, those of the same type and in the same locality
     * first, then same type, same locality, same category (or `category` when given), same region,
     * then the rest; ties go to the more popular place.
     */
    async related(idOrSlug: string, options: { category?: string; limit?: number } = {}): Promise<RelatedContentResponse> {
      const place = await find(idOrSlug)
      const category = (options.category || place.category)?.toLowerCase()
      const score = (row: PlaceRow) =>
        (row.type === place.type ? 8 : 0) +
        (row.addressLocality && row.addressLocality === place.addressLocality ? 4 : 0) +
        (category && row.category?.toLowerCase() === category ? 2 : 0) +
        (row.addressRegion && row.addressRegion === place.addressRegion ? 1 : 0)
      const others = (await repo.all()).filter((row) => row.id !== place.id)
      // all() is already most-popular-first; the sort is stable, so equal scores keep that order.
      const chosen = others.sort((a, b) => score(b) - score(a)).slice(0, options.limit ?? RELATED_LIMIT_DEFAULT)
      const stats = await repo.reviewStats(chosen.map((row) => row.slug))
      return { status: 'success', data: chosen.map((row) => presentRelatedPlace(row, stats.get(row.slug))) }
    },
  }
}
