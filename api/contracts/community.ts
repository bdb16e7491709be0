/**
 * Profiles and activities (spec doc 3 §3 User and Activity, §7 /api/users/*, /api/user-activities/{id}):
 * response shapes and query schemas. Limits, messages and paths are in ./community-rules.ts (re-exported).
 */
import { z } from 'zod'
import { ACTIVITY_LIMIT } from './community-rules.ts'
import { wholeNumberParam } from './paging.ts'

export * from './community-rules.ts'

/** GET /api/users/profile/{username} and GET /api/users/{username}: a public profile (doc 3 §3 User). */
export const Profile = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  /** Only on the caller's own profile; null for everyone else. */
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Same as avatar (the reference reads either). */
  profileImageUrl: z.string().nullable(),
  avatarColor: z.string(),
  /** Points, level and the current day streak (decision 024). */
  points: z.number().int(),
  level: z.number().int(),
  streakDays: z.number().int(),
  createdAt: z.string(),
  /** Header counts: Posts, Following, Followers. */
  postCount: z.number().int(),
  followingCount: z.number().int(),
  followerCount: z.number().int(),
  likeCount: z.number().int(),
  /** Whether the caller follows this user (false for visitors and on the own profile). */
  isFollowing: z.boolean(),
  isOwnProfile: z.boolean(),
})
export type Profile = z.infer<typeof Profile>
/**
 * `movedFrom`: the name asked for was this person's old username (doc 3 §4; decision 021): `data.username`
 * is the current one, and the page moves to it.
 */
export const ProfileResponse = z.object({ status: z.literal('success'), data: Profile, movedFrom: z.string().optional() })
export type ProfileResponse = z.infer<typeof ProfileResponse>

/** ?limit of GET /api/users/{id}/activities (default and maximum 20). */
export const ActivitiesQuery = z.object({ limit: wholeNumberParam('limit', 1, ACTIVITY_LIMIT) })

/** The data blob of an activity (doc 3 §3): names, links and what was written. */
export const ActivityData = z
  .object({
    movieTitle: z.string(),
    movieHash: z.string(),
    movieSlug: z.string(),
    placeName: z.string(),
    placeId: z.number(),
    placeSlug: z.string(),
    restaurantName: z.string(),
    restaurantId: z.number(),
    restaurantSlug: z.string(),
    festivalName: z.string(),
    festivalSlug: z.string(),
    articleTitle: z.string(),
    username: z.string(),
    name: z.string(),
    postId: z.number(),
    postHashId: z.string(),
    content: z.string(),
    rating: z.number(),
    message: z.string(),
  })
  .partial()
export type ActivityData = z.infer<typeof ActivityData>

/**
 * What an entry is about, read from the content itself (issue 36): its title, its page on Gala and a small
 * picture (a poster, a place's or an event's image, an article's featured image), when it has one. Null when
 * the content is gone or not public, and for follows.
 */
export const ActivitySubject = z.object({
  /** 'movie' | 'place' | 'restaurant' | 'event' | 'festival' | 'article' (a review's: what it reviews). */
  kind: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
})
export type ActivitySubject = z.infer<typeof ActivitySubject>

/** One entry of a user's activity stream (doc 3 §3 Activity). */
export const Activity = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  activityType: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  externalContentId: z.string().nullable(),
  /** The entity's title for '{name} reviewed {entity title}'. */
  entityTitle: z.string().nullable(),
  movieTitle: z.string().nullable(),
  placeName: z.string().nullable(),
  restaurantName: z.string().nullable(),
  data: ActivityData,
  createdAt: z.string(),
  subject: ActivitySubject.nullable(),
})
export type Activity = z.infer<typeof Activity>
/** `private`: the owner keeps the stream to themselves (decision 023); everyone else gets an empty list. */
export const ActivitiesResponse = z.object({ status: z.literal('success'), data: z.array(Activity), private: z.boolean().optional() })
export type ActivitiesResponse = z.infer<typeof ActivitiesResponse>

/** DELETE /api/user-activities/{id} */
export const ActivityDeleteResponse = z.object({ status: z.literal('success'), deletedId: z.number().int() })
export type ActivityDeleteResponse = z.infer<typeof ActivityDeleteResponse>
