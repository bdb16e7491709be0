/**
 * Likes (spec doc 3 §3, §7, §8): the wording and paths, without zod so page chunks can import them.
 * The zod schema of the answer is in ./likes.ts.
 */

export const LIKE_MESSAGES = {
  /** doc 3 §8: liking requires login. */
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to like items',
  /** doc 3 §8: a failed like (the server's own message is shown when it sent one). */
  updateFailed: 'Failed to update like status. Please try again.',
} as const

/** The like of one article: POST likes, DELETE unlikes. */
export const articleLikePath = (articleId: number) => `/api/articles/${articleId}/like`
/** The like count of one article and whether the signed-in user likes it. */
export const articleLikesPath = (articleId: number) => `/api/articles/${articleId}/likes`
