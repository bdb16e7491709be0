/**
 * The feed and the people to follow (decision 025): query schemas and response shapes.
 * Limits, messages and paths are in ./feed-rules.ts (re-exported here).
 */
import { z } from 'zod'
import { Activity } from './community.ts'
import { FollowUser } from './follows.ts'
import { FEED_MESSAGES } from './feed-rules.ts'
import { text } from './text.ts'

export * from './feed-rules.ts'

/** ?cursor of GET /api/feed: the `nextCursor` of the previous page ("{ms}-{id}"). */
export const FeedQuery = z.object({
  cursor: text({ error: FEED_MESSAGES.invalidCursor })
    .regex(/^\d{1,13}-\d{1,9}$/, FEED_MESSAGES.invalidCursor)
    .optional(),
})
export type FeedQuery = z.infer<typeof FeedQuery>

/** The review or reply an entry is about (reviews, replies, likes of a post). */
export const FeedPost = z.object({
  id: z.number().int(),
  hashId: z.string(),
  postType: z.string(),
  /** The reviewed content's name (the post's snapshot). */
  subjectName: z.string().nullable(),
  /** Where the reviewed content lives on Gala (the post's snapshot), when known. */
  subjectUrl: z.string().nullable(),
  /** The author of the post (a like's entry is about someone else's post). */
  authorUsername: z.string(),
})
export type FeedPost = z.infer<typeof FeedPost>

/** One entry of the feed: an activity of someone the caller follows, with that person and its post. */
export const FeedItem = Activity.extend({ user: FollowUser, post: FeedPost.nullable() })
export type FeedItem = z.infer<typeof FeedItem>

/** GET /api/feed: newest first; `nextCursor` is null on the last page. */
export const FeedResponse = z.object({ status: z.literal('success'), data: z.array(FeedItem), nextCursor: z.string().nullable() })
export type FeedResponse = z.infer<typeof FeedResponse>

/** A person to follow, with why they are suggested. */
export const ExplorePerson = FollowUser.extend({
  reviewCount: z.number().int(),
  /** How many of the people the caller follows follow this person (0 for visitors). */
  followedByCount: z.number().int(),
  /** Up to 2 of them, by name, for "Followed by …". */
  followedBy: z.array(z.object({ username: z.string(), name: z.string().nullable() })),
})
export type ExplorePerson = z.infer<typeof ExplorePerson>

/** GET /api/explore/people: two lists, nobody twice, never the caller or someone they already follow. */
export const ExplorePeopleResponse = z.object({
  status: z.literal('success'),
  data: z.object({ followedByYourFollows: z.array(ExplorePerson), activeReviewers: z.array(ExplorePerson) }),
})
export type ExplorePeopleResponse = z.infer<typeof ExplorePeopleResponse>
