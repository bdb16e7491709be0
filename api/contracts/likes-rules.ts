/**
 * Likes (spec doc 3 §3, §4, §5, §7, §8): the wording, the likeable kinds and their paths, without zod so
 * page chunks can import them. The zod schemas of the answers are in ./likes.ts.
 *
 * Every like is a row of one Like table (userId, targetType, targetId), unique per user and target.
 * Paths follow §7: POST likes and DELETE unlikes for posts, movies, places, restaurants and articles;
 * festivals, events and profiles use one POST that toggles.
 */

export const LIKE_MESSAGES = {
  /** doc 3 §5: liking requires login. */
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to like items',
  /** doc 3 §5: the wording on posts. */
  loginRequiredPosts: 'Please log in to like posts',
  /** doc 3 §8: a failed like (the server's own message is shown when it sent one). */
  updateFailed: 'Failed to update like status. Please try again.',
} as const

/** The kinds of things one can like, as stored in Like.targetType. */
export const LIKE_TARGETS = ['post', 'movie', 'place', 'restaurant', 'festival', 'event', 'profile', 'article'] as const
export type LikeTarget = (typeof LIKE_TARGETS)[number]

/** The like of one article: POST likes, DELETE unlikes. */
export const articleLikePath = (articleId: number) => `/api/articles/${articleId}/like`
/** The like count of one article and whether the signed-in user likes it. */
export const articleLikesPath = (articleId: number) => `/api/articles/${articleId}/likes`
