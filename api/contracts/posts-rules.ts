/**
 * Reviews and replies (spec doc 3 §3 Post, §4, §5, §8, §9): limits, messages, content types and paths.
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * posts.ts re-exports everything here.
 */

// ---- Limits (doc 3 §5, §9) ---------------------------------------------------------------------

export const POST_LIMITS = {
  reviewContent: 2000,
  reviewTitle: 100,
  pros: 500,
  cons: 500,
  replyContent: 1000,
  ratingMin: 1,
  ratingMax: 5,
  /** Optional note sent with a report (Gala addition, not in the spec). */
  reportDetails: 500,
} as const

/** Reviews per page of GET /api/posts/content/{contentTypeId}/{externalContentId}?page (page counter from 1). */
export const POSTS_PER_PAGE = 10
/** Posts per page of a user's posts and reviews lists. */
export const USER_POSTS_PER_PAGE = 20
/** The reviews list is fresh for 30 s on the client (doc 3 §9). */
export const REVIEWS_FRESH_MS = 30_000

/** Posting (reviews and replies) per user: this many per window (a clear 429 beyond). */
export const POSTING_RATE_LIMIT = { points: 10, durationSeconds: 60 } as const

// ---- Content types (doc 3 §3, §9) -------------------------------------------------------------

/** contentTypeId: 1 place, 2 movie, 3 restaurant. */
export const CONTENT_TYPE_IDS = { place: 1, movie: 2, restaurant: 3 } as const
export type ContentTypeName = keyof typeof CONTENT_TYPE_IDS
export const CONTENT_TYPE_NAMES: Record<number, ContentTypeName> = { 1: 'place', 2: 'movie', 3: 'restaurant' }
/** The content type of an id, or 'content' for any other id (doc 3 §2: 'anything else generic content'). */
export const contentTypeName = (contentTypeId: number): ContentTypeName | 'content' => CONTENT_TYPE_NAMES[contentTypeId] ?? 'content'

export const POST_TYPES = ['review', 'reply', 'post'] as const
export type PostType = (typeof POST_TYPES)[number]

/** Orders of a content's reviews (Gala addition): newest first, or most liked first (then newest). */
export const REVIEW_SORTS = ['newest', 'liked'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', liked: 'Most liked' }
/** localStorage key under which the reviews block remembers the chosen order on the device. */
export const REVIEW_SORT_STORAGE_KEY = 'gala.reviews.sort'

/** Reasons a review or reply may be reported (Gala addition; stored for the moderation queue). */
export const REPORT_REASONS = ['spam', 'offensive', 'spoilers', 'off-topic', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  spoilers: 'Unmarked spoilers',
  'off-topic': 'Off-topic',
  other: 'Something else',
}

// ---- Messages (doc 3 §4, §5, §8 wording; Gala additions marked) -----------------------------------

export const POST_MESSAGES = {
  // §5 validation
  reviewEmpty: 'Review cannot be empty',
  reviewTooLong: 'Review is too long',
  ratingRequired: 'Rating is required',
  ratingRange: 'Rating must be between 1 and 5',
  titleTooLong: 'Title is too long',
  prosTooLong: 'Pros section is too long',
  consTooLong: 'Cons section is too long',
  replyEmpty: 'Reply cannot be empty',
  replyTooLong: 'Reply is too long',
  replyLoginRequired: 'You must be logged in to reply',
  // §8 client toasts
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'Please log in again to continue',
  postReviewFailed: 'Failed to post review',
  postReplyFailed: 'Failed to post reply',
  updateReplyFailed: 'Failed to update reply',
  deleteReviewError: 'Error deleting review',
  deleteReplyError: 'Error deleting reply',
  deleteFailed: 'Failed to delete review. Please try again.',
  likeFailed: 'Failed to update like status. Please try again.',
  genericError: 'Something went wrong. Please try again later.',
  // §2 reviews block
  noReviews: 'No reviews yet. Be the first to review!',
  reviewsFailed: 'Failed to load reviews. Please try again.',
  writeReview: 'Write a Review',
  posting: 'Posting...',
  // §4 delete confirmation
  deleteReviewTitle: 'Delete Review?',
  deleteReplyTitle: 'Delete Reply?',
  deleteConfirmation: 'This action cannot be undone. The review will be permanently removed.',
  // Server answers (Gala wording where the spec shows none)
  reviewLoginRequired: 'You must be logged in to post a review',
  editLoginRequired: 'You must be logged in to edit a post',
  deleteLoginRequired: 'You must be logged in to delete a post',
  reportLoginRequired: 'You must be logged in to report a post',
  postNotFound: 'Post not found',
  contentNotFound: 'Content not found',
  parentNotFound: 'The review you are replying to no longer exists',
  notAReview: 'Only reviews can be edited with PATCH; edit a reply with PUT',
  notAReply: 'Only replies can be edited with PUT; edit a review with PATCH',
  replyToReviewOnly: 'Replies can only be posted on reviews',
  alreadyReviewed: 'You have already reviewed this. Edit your existing review instead.',
  editOwnOnly: 'You can only edit your own posts',
  hiddenNoEdit: 'This post was hidden by a moderator and can no longer be edited',
  deleteOwnOnly: 'You can only delete your own posts',
  cannotReportOwn: 'You cannot report your own post',
  reported: 'Thanks, the post was reported to the moderators',
  spoilerLabel: 'Contains spoilers',
  spoilerReveal: 'Tap to reveal spoilers',
} as const

/** 429 of the posting limit: how long to wait, in plain words. */
export const postingTooFast = (retryAfterSeconds: number) =>
  `You are posting too quickly. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`

// ---- Paths (doc 3 §7) --------------------------------------------------------------------------

export const postsPath = '/api/posts'
export const postPath = (postId: number) => `/api/posts/${postId}`
export const postLikePath = (postId: number) => `/api/posts/${postId}/like`
export const postReportPath = (postId: number) => `/api/posts/${postId}/report`
export const postByHashPath = (hashId: string) => `/api/posts/hash/${encodeURIComponent(hashId)}`
export const contentPostsPath = (contentTypeId: number, externalContentId: string) =>
  `/api/posts/content/${contentTypeId}/${encodeURIComponent(externalContentId)}`
