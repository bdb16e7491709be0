/**
 * Wording and links of the activity tab (doc 3 §2 activity tab, §3 Activity). The activity's data blob
 * may be an object or a JSON string, possibly encoded twice; `activityData` reads all three. The verb is
 * the contract's `activityVerb` (@contracts/community-rules).
 */

export interface ActivityLike {
  activityType: string
  /** The server's name for the entity, when it has one. */
  entityTitle?: string | null
  entityType: string
  entityId?: string | null
  externalContentId?: string | null
  movieTitle?: string | null
  restaurantName?: string | null
  placeName?: string | null
  mallName?: string | null
  articleTitle?: string | null
  articleCategory?: number | string | null
  movie?: { title?: string | null; hash?: string | null } | null
  externalContentData?: { name?: string | null; url?: string | null } | null
  /** What the entry is about, as the server read it from the content (title, page, picture). */
  subject?: { title: string; url: string | null } | null
  data?: unknown
}

export type ActivityData = Record<string, unknown>

/** The data blob as an object: an object as is, a JSON string (once or twice encoded) parsed, else {}. */
export function activityData(data: unknown): ActivityData {
  let value = data
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return {}
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ActivityData) : {}
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** The activity-type badge. */
export function activityBadge(activityType: string): string {
  switch (activityType) {
    case 'review':
    case 'CREATE_REVIEW':
      return 'Review'
    case 'CREATE_REPLY':
      return 'Reply'
    case 'comment':
      return 'Comment'
    case 'like':
      return 'Like'
    case 'follow':
      return 'Follow'
    case 'unfollow':
      return 'Unfollow'
    default:
      return 'Activity'
  }
}

/** The title of what the activity is about, from the named fields, the movie, the snapshot or the data blob. */
export function activityEntityTitle(activity: ActivityLike): string {
  const data = activityData(activity.data)
  return (
    text(activity.subject?.title) ??
    text(activity.entityTitle) ??
    text(activity.movieTitle) ??
    text(activity.movie?.title) ??
    text(activity.restaurantName) ??
    text(activity.placeName) ??
    text(activity.mallName) ??
    text(activity.articleTitle) ??
    text(activity.externalContentData?.name) ??
    text(data.movieTitle) ??
    text(data.placeName) ??
    text(data.restaurantName) ??
    text(data.festivalName) ??
    text(data.title) ??
    text(data.name) ??
    `a ${activity.entityType}`
  )
}

/** Article category ids and their sections (doc 3 §2); anything else is food-drink. */
export const ARTICLE_SECTIONS: Readonly<Record<number, string>> = {
  7: 'food-drink',
  8: 'events',
  9: 'movies',
  10: 'tv',
  11: 'places',
  12: 'transportation',
  13: 'time-out',
  14: 'arts',
  15: 'local',
  16: 'shops-services',
  17: 'health-beauty',
  18: 'tech',
  19: 'music',
  20: 'campus',
  21: 'theatre',
  22: 'travel',
}

export function articleSection(category: unknown): string {
  const id = typeof category === 'number' ? category : typeof category === 'string' ? Number(category) : NaN
  return ARTICLE_SECTIONS[id] ?? 'food-drink'
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * Where an activity entry links (doc 3 §2): movie /movies/{slug}; restaurant /food-drink/{id}/{slug};
 * place /places/{placeId, placeSlug, externalContentId or entityId}; mall /movies/theaters/{slug};
 * festival /festivals/{festivalSlug} or '#'; article /{section}/article/{id}/{slug}; and (Gala) a
 * review /post/{hashId}, a person /profile/{username}. The content
 * snapshot's own Gala path wins when present. Null when there is nothing to link to.
 */
export function activityHref(activity: ActivityLike): string | null {
  // The content's own page, as the server found it; a review entry keeps linking to the review itself.
  const found = activity.subject?.url
  if (found && activity.entityType !== 'review' && found.startsWith('/') && !found.startsWith('//')) return found
  const snapshot = activity.externalContentData?.url
  if (snapshot && snapshot.startsWith('/') && !snapshot.startsWith('//')) return snapshot
  const data = activityData(activity.data)
  const title = activityEntityTitle(activity)
  const id = text(activity.externalContentId) ?? text(activity.entityId)
  switch (activity.entityType) {
    case 'movie':
      return `/movies/${text(data.movieSlug) ?? slug(title)}`
    case 'restaurant': {
      const restaurantId = text(data.restaurantId) ?? (typeof data.restaurantId === 'number' ? String(data.restaurantId) : null) ?? id
      return restaurantId ? `/food-drink/${encodeURIComponent(restaurantId)}/${slug(title) || 'details'}` : null
    }
    case 'place': {
      const placeId = text(data.placeId) ?? (typeof data.placeId === 'number' ? String(data.placeId) : null) ?? text(data.placeSlug) ?? id
      return placeId ? `/places/${encodeURIComponent(placeId)}` : null
    }
    case 'mall':
      return `/movies/theaters/${slug(title)}`
    case 'festival': {
      const festivalSlug = text(data.festivalSlug)
      return festivalSlug ? `/festivals/${encodeURIComponent(festivalSlug)}` : '#'
    }
    case 'article':
      return id ? `/${articleSection(activity.articleCategory ?? data.articleCategory)}/article/${encodeURIComponent(id)}/${slug(title)}` : null
    case 'review': {
      const hashId = text(data.postHashId)
      return hashId ? `/post/${encodeURIComponent(hashId)}` : null
    }
    case 'user': {
      const username = text(data.username)
      return username ? `/profile/${encodeURIComponent(username)}` : null
    }
    default:
      return null
  }
}
