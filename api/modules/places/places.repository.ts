import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { PLACE_REVIEW_CONTENT_TYPES } from '../../contracts/places.ts'
import { FOOD_PLACE_TYPES } from '../../contracts/restaurants.ts'
import { visiblePostWhere as visible } from '../post-visibility/post-visibility.ts'

const visiblePostWhere = visible satisfies Prisma.PostWhereInput

/** The Place columns the presenters use. */
export const placeSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  type: true,
  category: true,
  images: true,
  streetAddress: true,
  addressLocality: true,
  addressRegion: true,
  postalCode: true,
  addressCountry: true,
  latitude: true,
  longitude: true,
  openingHours: true,
  amenities: true,
  touristTypes: true,
  priceRange: true,
  telephone: true,
  email: true,
  url: true,
  sameAs: true,
  instagram: true,
  bestSeason: true,
  languages: true,
  paymentAccepted: true,
  capacity: true,
  ratingValue: true,
  ratingCount: true,
  ratingSource: true,
} satisfies Prisma.PlaceSelect
export type PlaceRow = Prisma.PlaceGetPayload<{ select: typeof placeSelect }>

const postAuthorSelect = { id: true, username: true, name: true, displayName: true, avatar: true, avatarColor: true } satisfies Prisma.UserSelect

export const reviewSelect = {
  id: true,
  hashId: true,
  contentTypeId: true,
  externalContentId: true,
  title: true,
  content: true,
  rating: true,
  pros: true,
  cons: true,
  recommended: true,
  createdAt: true,
  likeCount: true,
  replyCount: true,
  user: { select: postAuthorSelect },
  threadPosts: {
    where: { postType: 'reply', ...visiblePostWhere },
    select: { id: true, hashId: true, content: true, createdAt: true, user: { select: postAuthorSelect } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
} satisfies Prisma.PostSelect
export type ReviewRow = Prisma.PostGetPayload<{ select: typeof reviewSelect }>
export type PostAuthorRow = Prisma.UserGetPayload<{ select: typeof postAuthorSelect }>

/** Gala reviews of a place: count and mean rating. */
export interface ReviewStats {
  count: number
  average: number | null
}

/** Most reviewed on the listing source first, then by name: the order of place lists without a search. */
export const popularFirst: Prisma.PlaceOrderByWithRelationInput[] = [{ ratingCount: { sort: 'desc', nulls: 'last' } }, { name: 'asc' }]

const foodWhere = { type: { in: [...FOOD_PLACE_TYPES] } }

const reviewWhere = (slugs: string[]): Prisma.PostWhereInput => ({
  contentTypeId: { in: [...PLACE_REVIEW_CONTENT_TYPES] },
  postType: 'review',
  externalContentId: { in: slugs },
  // Hidden reviews (decision 027) count nowhere.
  hiddenAt: null,
})

export function placesRepository(db: Db) {
  return {
    /** Every place (of a type), most popular first: search ranks them in memory. */
    all(filter: { type?: string } = {}) {
      return db.place.findMany({ where: { type: filter.type }, select: placeSelect, orderBy: popularFirst })
    },

    page(filter: { type?: string }, skip: number, take: number) {
      return db.$transaction([
        db.place.findMany({ where: { type: filter.type }, select: placeSelect, orderBy: popularFirst, skip, take }),
        db.place.count({ where: { type: filter.type } }),
      ])
    },

    findById(id: number) {
      return db.place.findUnique({ where: { id }, select: placeSelect })
    },

    /** Places to eat or drink (the restaurants module's rows: FOOD_PLACE_TYPES), most popular first. */
    food() {
      return db.place.findMany({ where: foodWhere, select: placeSelect, orderBy: popularFirst })
    },

    /** A place to eat or drink by id or slug; another kind of place is not found. */
    findFood(by: { id: number } | { slug: string }) {
      return db.place.findFirst({ where: { ...by, ...foodWhere }, select: placeSelect })
    },

    findBySlug(slug: string) {
      return db.place.findUnique({ where: { slug }, select: placeSelect })
    },

    async typeCounts(): Promise<{ type: string; count: number }[]> {
      const groups = await db.place.groupBy({ by: ['type'], _count: { _all: true } })
      return groups.map((group) => ({ type: group.type, count: group._count._all }))
    },

    /** Review count and mean rating per place slug (slugs without reviews are absent). */
    async reviewStats(slugs: string[]): Promise<Map<string, ReviewStats>> {
      if (slugs.length === 0) return new Map()
      const groups = await db.post.groupBy({
        by: ['externalContentId'],
        where: reviewWhere(slugs),
        _count: { _all: true },
        _avg: { rating: true },
      })
      return new Map(groups.map((group) => [group.externalContentId, { count: group._count._all, average: group._avg.rating }]))
    },

    /** One page of a place's reviews, newest first, with their replies. */
    reviews(slug: string, skip: number, take: number) {
      return db.post.findMany({
        where: reviewWhere([slug]),
        select: reviewSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      })
    },

    likeCount(slug: string) {
      return db.like.count({ where: { targetType: 'place', targetId: slug } })
    },
  }
}
