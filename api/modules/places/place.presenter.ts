import { oneDecimal } from '../../lib/numbers.ts'
import {
  STRUCTURED_DATA_DEFAULTS,
  excerpt,
  placePath,
  placeTypeLabel,
  type AggregateRating,
  type OpeningHoursSpecification,
  type PlaceDetail,
  type PlaceReview,
  type PlaceSummary,
  type PostAuthor,
  type RelatedItem,
} from '../../contracts/places.ts'
import { headlineRating } from '../../contracts/ratings.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import type { PlaceRow, PostAuthorRow, ReviewRow, ReviewStats } from './places.repository.ts'

/** Types that are places to eat, drink or shop rather than attractions (no TouristAttraction in @type). */
const NOT_ATTRACTIONS = new Set(['Restaurant', 'CafeOrCoffeeShop', 'Store', 'Hotel', 'ShoppingCenter', 'BarOrPub', 'FoodEstablishment'])

/** schema.org types, most specific first: a museum is also a tourist attraction. */
export function placeTypes(type: string): string[] {
  if (type === 'TouristAttraction' || NOT_ATTRACTIONS.has(type)) return [type]
  return [type, 'TouristAttraction']
}

const stringList = (json: string): string[] => {
  const value = parseJsonColumn<unknown>(json, [])
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []
}

/** Opening hours as schema.org OpeningHoursSpecification; malformed entries are dropped. */
export function openingHours(json: string): OpeningHoursSpecification[] {
  const value = parseJsonColumn<unknown>(json, [])
  if (!Array.isArray(value)) return []
  const time = /^\d{2}:\d{2}$/
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return []
    const { days, opens, closes } = entry as { days?: unknown; opens?: unknown; closes?: unknown }
    if (typeof opens !== 'string' || typeof closes !== 'string' || !time.test(opens) || !time.test(closes)) return []
    const dayOfWeek = Array.isArray(days) ? days.filter((day): day is string => typeof day === 'string') : []
    return [{ dayOfWeek, opens, closes }]
  })
}

/** Mean rating with one decimal (doc 2 §9), or null. */
export { oneDecimal }

const NO_REVIEWS: ReviewStats = { count: 0, average: null }

/**
 * The rating imported with the listing, as stored: never mixed with Gala's reviews. Shown only with a count and a
 * named source, since a figure must say whose it is (docs/decisions/044-ratings-by-source.md).
 */
function importedRating(row: PlaceRow): AggregateRating | null {
  const source = row.ratingSource?.trim()
  if (row.ratingValue == null || row.ratingCount == null || row.ratingCount <= 0 || !source) return null
  return {
    ratingValue: oneDecimal(Math.min(5, Math.max(1, row.ratingValue)))!,
    ratingCount: row.ratingCount,
    bestRating: STRUCTURED_DATA_DEFAULTS.bestRating,
    worstRating: STRUCTURED_DATA_DEFAULTS.worstRating,
    source,
  }
}

export function presentPlace(row: PlaceRow, stats: ReviewStats = NO_REVIEWS): PlaceSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    '@type': placeTypes(row.type),
    type: row.type,
    type_label: placeTypeLabel(row.type),
    category: row.category,
    description: row.description,
    excerpt: excerpt(row.description),
    image: stringList(row.images),
    address: {
      streetAddress: row.streetAddress,
      addressLocality: row.addressLocality,
      addressRegion: row.addressRegion,
      postalCode: row.postalCode,
      addressCountry: row.addressCountry || STRUCTURED_DATA_DEFAULTS.addressCountry,
    },
    openingHoursSpecification: openingHours(row.openingHours),
    priceRange: row.priceRange,
    aggregateRating: importedRating(row),
    reviewCount: stats.count,
    averageRating: oneDecimal(stats.average),
    path: placePath(row.slug),
  }
}

/** The images without repeats of the same picture at another width (?w=…). */
function distinctPictures(urls: string[]): string[] {
  const seen = new Set<string>()
  return urls.filter((url) => {
    const key = url.split('?')[0]!
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const INSTAGRAM = /^https:\/\/(www\.)?instagram\.com\//i
/** Only http(s) links reach the page (a stored javascript: URL must never become an href). */
const httpUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null)

export function presentPlaceDetail(row: PlaceRow, stats: ReviewStats, likeCount: number): PlaceDetail {
  const summary = presentPlace(row, stats)
  const sameAs = stringList(row.sameAs).filter((url) => httpUrl(url) !== null)
  return {
    ...summary,
    photos: distinctPictures(summary.image),
    geo: row.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null,
    url: httpUrl(row.url),
    sameAs,
    instagram: httpUrl(row.instagram) ?? sameAs.find((url) => INSTAGRAM.test(url)) ?? null,
    telephone: row.telephone,
    email: row.email,
    amenityFeature: stringList(row.amenities).map((name) => ({ name })),
    touristType: stringList(row.touristTypes),
    bestSeason: row.bestSeason,
    availableLanguage: stringList(row.languages),
    paymentAccepted: stringList(row.paymentAccepted),
    maximumAttendeeCapacity: row.capacity,
    likeCount,
  }
}

export function presentAuthor(user: PostAuthorRow): PostAuthor {
  return { id: user.id, username: user.username, name: user.displayName ?? user.name, avatar: user.avatar, avatarColor: user.avatarColor }
}

export function presentReview(row: ReviewRow): PlaceReview {
  return {
    id: row.id,
    hashId: row.hashId,
    postType: 'review',
    contentTypeId: row.contentTypeId,
    externalContentId: row.externalContentId,
    title: row.title,
    content: row.content,
    rating: oneDecimal(row.rating),
    pros: row.pros,
    cons: row.cons,
    recommended: row.recommended,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    user: presentAuthor(row.user),
    replies: row.threadPosts.map((reply) => ({
      id: reply.id,
      hashId: reply.hashId,
      content: reply.content,
      createdAt: reply.createdAt.toISOString(),
      user: presentAuthor(reply.user),
    })),
  }
}

/** Placeholder backgrounds; each keeps white text above 4.5:1 contrast. */
const RELATED_COLOURS = ['#1d4ed8', '#047857', '#b91c1c', '#6d28d9', '#c2410c', '#0f766e', '#be185d', '#4338ca']

/** Up to two capital letters: the first letters of the first and last words ("Rizal Park (Luneta)" → "RL"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}

function colourFor(key: string): string {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return RELATED_COLOURS[hash % RELATED_COLOURS.length]!
}

export function presentRelatedPlace(row: PlaceRow, stats: ReviewStats = NO_REVIEWS): RelatedItem {
  const summary = presentPlace(row, stats)
  const headline = headlineRating(summary.aggregateRating, summary)
  return {
    id: row.id,
    url: summary.path,
    image: summary.image[0] ?? null,
    title: row.name,
    rating: headline?.rating ?? null,
    ratingBasis: headline?.ratingBasis ?? null,
    category: row.category ?? summary.type_label,
    initials: initialsOf(row.name),
    backgroundColor: colourFor(row.slug),
  }
}
