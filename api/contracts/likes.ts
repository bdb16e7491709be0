/**
 * Likes: the spec's Like result (doc 3 §3) — `{ liked, likeCount }` — answered by POST and DELETE
 * /api/articles/{id}/like and GET /api/articles/{id}/likes. Constants and wording are in
 * ./likes-rules.ts (re-exported here).
 */
import { z } from 'zod'

export * from './likes-rules.ts'

export const LikeResult = z.object({
  /** Whether the signed-in user likes the item (false for visitors). */
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
})
export type LikeResult = z.infer<typeof LikeResult>

/** GET /api/places/{id}/likes (doc 3 §7: count, likes[userId]) with the Like result beside it. */
export const PlaceLikesResponse = LikeResult.extend({
  count: z.number().int().nonnegative(),
  likes: z.array(z.object({ userId: z.number().int() })),
})
export type PlaceLikesResponse = z.infer<typeof PlaceLikesResponse>
