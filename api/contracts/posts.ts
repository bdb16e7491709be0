/**
 * Reviews and replies (spec doc 3 §3 Post, §5 validation, §7 calls): request bodies used by the Koa
 * validator and by the React forms, and the response shapes. Limits, messages and paths are in
 * ./posts-rules.ts (re-exported here). Every text field is plain text: stored and returned as the
 * exact characters, never HTML.
 */
import { z } from 'zod'
import { PAGE_MAX, Pagination, wholeNumberParam } from './paging.ts'
import { text } from './text.ts'
import { POST_LIMITS, POST_MESSAGES as M, POST_TYPES, REPORT_REASONS, REVIEW_SORTS } from './posts-rules.ts'

export * from './posts-rules.ts'

// ---- Fields -------------------------------------------------------------------------------------

/** Text that must not be empty once trimmed; it is sent (and stored) trimmed. */
const requiredText = (empty: string, max: number, tooLong: string) =>
  text({ error: empty }).trim().min(1, empty).max(max, tooLong)

/** Optional text: '' and null mean "none" (stored as null). */
const optionalText = (max: number, tooLong: string) =>
  text({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null))

export const ReviewContent = requiredText(M.reviewEmpty, POST_LIMITS.reviewContent, M.reviewTooLong)
export const ReplyContent = requiredText(M.replyEmpty, POST_LIMITS.replyContent, M.replyTooLong)
export const Rating = z
  .number({ error: (issue) => (issue.input == null ? M.ratingRequired : M.ratingRange) })
  .min(POST_LIMITS.ratingMin, M.ratingRange)
  .max(POST_LIMITS.ratingMax, M.ratingRange)
export const ReviewTitle = optionalText(POST_LIMITS.reviewTitle, M.titleTooLong)
export const Pros = optionalText(POST_LIMITS.pros, M.prosTooLong)
export const Cons = optionalText(POST_LIMITS.cons, M.consTooLong)

/** contentTypeId: 1 place, 2 movie, 3 restaurant (strings from a path are read as numbers). */
export const ContentTypeIdField = z.coerce
  .number({ error: 'contentTypeId must be 1 (place), 2 (movie) or 3 (restaurant)' })
  .int('contentTypeId must be 1 (place), 2 (movie) or 3 (restaurant)')
  .refine((value) => value === 1 || value === 2 || value === 3, 'contentTypeId must be 1 (place), 2 (movie) or 3 (restaurant)')
/** The content's id as text: a place or restaurant slug or id, a movie id or hash. */
export const ExternalContentIdField = z.coerce
  .string({ error: 'externalContentId is required' })
  .trim()
  .min(1, 'externalContentId is required')
  .max(200, 'externalContentId is too long')

/** The client's snapshot of the content; the server ignores it and stores its own (from the content's row). */
export const ExternalContentData = z.object({
  name: z.string().nullable(),
  image: z.string().nullable(),
  type: z.string().nullable(),
  url: z.string().nullable(),
})
export type ExternalContentData = z.infer<typeof ExternalContentData>

const PostId = z.coerce.number({ error: 'parentPostId must be a post id' }).int('parentPostId must be a post id').positive('parentPostId must be a post id')

// ---- Requests -----------------------------------------------------------------------------------

/** The review fields of POST /api/posts (postType 'review') and PATCH /api/posts/{id}. */
const reviewFields = {
  title: ReviewTitle,
  content: ReviewContent,
  rating: Rating,
  pros: Pros,
  cons: Cons,
  /** Optional, default true (doc 3 §5). */
  recommended: z.boolean({ error: 'recommended must be true or false' }).nullish().transform((value) => value ?? true),
  /** Gala addition: the review reveals the plot (movies); shown blurred until tapped. */
  containsSpoilers: z.boolean({ error: 'containsSpoilers must be true or false' }).optional().default(false),
}

/** POST /api/posts with postType 'review' (doc 3 §7). */
export const ReviewCreate = z.object({
  postType: z.literal('review'),
  contentTypeId: ContentTypeIdField,
  externalContentId: ExternalContentIdField,
  externalContentData: ExternalContentData.partial().nullish(),
  ...reviewFields,
})
export type ReviewCreate = z.infer<typeof ReviewCreate>
export type ReviewCreateInput = z.input<typeof ReviewCreate>

/**
 * POST /api/posts with postType 'reply' (doc 3 §7). The thread, the content and the author come from
 * the parent review and the session: rootPostId, userId, contentTypeId and externalContentId are
 * accepted as the reference client sends them, and not trusted.
 */
export const ReplyCreate = z.object({
  postType: z.literal('reply'),
  parentPostId: PostId,
  rootPostId: PostId.nullish(),
  userId: z.unknown().optional(),
  contentTypeId: ContentTypeIdField.optional(),
  externalContentId: ExternalContentIdField.optional(),
  content: ReplyContent,
})
export type ReplyCreate = z.infer<typeof ReplyCreate>

export const PostCreate = z.discriminatedUnion('postType', [ReviewCreate, ReplyCreate], {
  error: "postType must be 'review' or 'reply'",
})
export type PostCreate = z.infer<typeof PostCreate>

/**
 * PATCH /api/posts/{id}: "same body as a review" (doc 3 §7). Fields left out keep their value; fields
 * sent are checked with the review rules (so an empty content is 'Review cannot be empty').
 */
export const ReviewUpdate = z
  .object({
    postType: z.literal('review').optional(),
    contentTypeId: z.unknown().optional(),
    externalContentId: z.unknown().optional(),
    externalContentData: z.unknown().optional(),
    title: ReviewTitle.optional(),
    content: ReviewContent.optional(),
    rating: Rating.optional(),
    pros: Pros.optional(),
    cons: Cons.optional(),
    recommended: z.boolean({ error: 'recommended must be true or false' }).nullish(),
    containsSpoilers: z.boolean({ error: 'containsSpoilers must be true or false' }).optional(),
  })
  .transform(({ postType: _postType, contentTypeId: _type, externalContentId: _id, externalContentData: _data, ...fields }) => fields)
export type ReviewUpdate = z.infer<typeof ReviewUpdate>

/** PUT /api/posts/{id}: body content, to edit a reply (doc 3 §7); trimmed on send (§5). */
export const ReplyUpdate = z.object({ content: ReplyContent })
export type ReplyUpdate = z.infer<typeof ReplyUpdate>

/** POST /api/posts/{id}/report (Gala addition). */
export const ReportCreate = z.object({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` }).optional().default('other'),
  details: optionalText(POST_LIMITS.reportDetails, 'Report details are too long'),
})
export type ReportCreate = z.infer<typeof ReportCreate>

/** Path of GET /api/posts/content/{contentTypeId}/{externalContentId}. */
export const ContentPostsParams = z.object({ contentTypeId: ContentTypeIdField, externalContentId: ExternalContentIdField })
/** ?page (from 1) &sort (newest | liked, default newest). */
export const ContentPostsQuery = z.object({
  page: wholeNumberParam('page', 1, PAGE_MAX),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of: ${REVIEW_SORTS.join(', ')}` }).optional(),
})
export type ContentPostsQuery = z.infer<typeof ContentPostsQuery>

/** ?page&type of a user's posts (type=review: reviews without a parent, the Reviews tab). */
export const UserPostsQuery = z.object({
  page: wholeNumberParam('page', 1, PAGE_MAX),
  type: z.enum(POST_TYPES, { error: `type must be one of: ${POST_TYPES.join(', ')}` }).optional(),
})
export type UserPostsQuery = z.infer<typeof UserPostsQuery>

// ---- Responses ----------------------------------------------------------------------------------

/** Who wrote a post (never an email). `name` falls back to displayName; pages fall back to username, then 'Unknown User'. */
export const PostAuthor = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  avatarColor: z.string(),
})
export type PostAuthor = z.infer<typeof PostAuthor>

/** doc 3 §3 contentInfo: the content's type name and title. */
export const ContentInfo = z.object({ type: z.enum(['place', 'movie', 'restaurant', 'content']), title: z.string().nullable() })
export type ContentInfo = z.infer<typeof ContentInfo>

/** One post (review, reply or other) as every list and detail sends it (doc 3 §3). */
export const PostBase = z.object({
  id: z.number().int(),
  hashId: z.string(),
  postType: z.enum(POST_TYPES),
  userId: z.number().int(),
  user: PostAuthor,
  title: z.string().nullable(),
  /** Plain text as written; pages render it as text, never as HTML. */
  content: z.string(),
  /** 1-5 (reviews), shown with 1 decimal; null for replies. */
  rating: z.number().nullable(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  recommended: z.boolean().nullable(),
  containsSpoilers: z.boolean(),
  parentPostId: z.number().int().nullable(),
  rootPostId: z.number().int().nullable(),
  contentTypeId: z.number().int(),
  externalContentId: z.string(),
  contentInfo: ContentInfo,
  externalContentData: ExternalContentData.nullable(),
  likeCount: z.number().int().nonnegative(),
  replyCount: z.number().int().nonnegative(),
  /** Whether the caller likes it (false for visitors). */
  hasLiked: z.boolean(),
  /** ISO instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Set only on the author's own hidden post (decision 027): when a moderator hid it and the reason
   * they gave. Everyone else never receives a hidden post at all.
   */
  hidden: z.object({ at: z.string(), reason: z.string().nullable() }).optional(),
})
export type PostBase = z.infer<typeof PostBase>

/** A review with its replies. */
export const Post = PostBase.extend({ replies: z.array(PostBase) })
export type Post = z.infer<typeof Post>

/** GET /api/posts/content/{contentTypeId}/{externalContentId}?page&sort */
export const ContentPostsResponse = z.object({
  status: z.literal('success'),
  data: z.array(Post),
  /** Reviews of the content (all pages) and their mean rating with one decimal (null without reviews). */
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  /** The caller's own review id on this content, or null (visitors: null); hides 'Write a Review'. */
  ownReviewId: z.number().int().nullable(),
  sort: z.enum(REVIEW_SORTS),
  pagination: Pagination,
})
export type ContentPostsResponse = z.infer<typeof ContentPostsResponse>

/** POST /api/posts (201), PATCH / PUT /api/posts/{id}, GET /api/posts/{id} and /api/posts/hash/{hashId}. */
export const PostResponse = z.object({ status: z.literal('success'), data: Post })
export type PostResponse = z.infer<typeof PostResponse>

/** DELETE /api/posts/{id}: what went, and the parent's reply count after a reply is deleted. */
export const PostDeleteResponse = z.object({
  status: z.literal('success'),
  deletedId: z.number().int(),
  /** Replies removed with a review (0 for a reply). */
  deletedReplies: z.number().int(),
  parentPostId: z.number().int().nullable(),
  parentReplyCount: z.number().int().nullable(),
})
export type PostDeleteResponse = z.infer<typeof PostDeleteResponse>

/** POST /api/posts/{id}/report: reported once per user (a second report answers the same). */
export const ReportResponse = z.object({ status: z.literal('success'), reported: z.literal(true), message: z.string() })
export type ReportResponse = z.infer<typeof ReportResponse>

/** GET /api/users/{idOrUsername}/posts and /reviews. */
export const UserPostsResponse = z.object({ status: z.literal('success'), data: z.array(Post), pagination: Pagination })
export type UserPostsResponse = z.infer<typeof UserPostsResponse>
