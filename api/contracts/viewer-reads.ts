/**
 * The reads whose answer depends on who asks (decision 049): every GET route of the API whose handler reads the
 * signed-in user, whether it only adds the person's own state to a public answer (hasLiked, isFollowing,
 * ownReviewId, a daily challenge done) or answers signed-in people only. The server renders public pages as a
 * visitor (decision 040), so these are the answers the browser must ask again once it knows who is signed in,
 * and again whenever that changes (pwa/features/auth/viewer-answers.ts).
 *
 * Written as the router registers them (`:name` is one path segment; a final `/*` is everything below).
 * tests/api/viewer-reads.test.ts walks the composed router, sends each GET route a visitor's request, notes which
 * handlers read the user, and fails when one of them is not covered here, or when an entry here names no such
 * route: a new route that reads the user forces an entry.
 */
export const VIEWER_READS = [
  // Reviews, replies and posts carry hasLiked; a content's reviews also the person's own review.
  '/api/posts/content/:contentTypeId/:externalContentId',
  '/api/movies/:id/reviews',
  '/api/restaurants/:id/reviews',
  '/api/posts/:id',
  '/api/posts/hash/:hashId',
  '/api/users/:idOrUsername/posts',
  '/api/users/:idOrUsername/reviews',
  // Profiles carry isFollowing; an activity stream is private to its owner when they say so.
  '/api/users/profile/:username',
  '/api/users/:username',
  '/api/users/:idOrUsername/activities',
  '/api/users/:username/follow-status',
  '/api/unified/follow-status/:userId',
  '/api/explore/people',
  '/api/feed',
  // Likes: the count and whether the person likes it.
  '/api/articles/:id/likes',
  '/api/posts/:id/likes',
  '/api/movies/:id/likes',
  '/api/places/:id/likes',
  '/api/restaurants/:id/likes',
  '/api/festivals/:id/likes',
  '/api/events/:id/likes',
  '/api/profiles/:id/likes',
  // An event not yet published is shown to its submitter and staff.
  '/api/events/:slug',
  // Today's challenge, and whether the person has done it.
  '/api/daily-challenge',
  // Notify-me state (movies, streaming titles) and the notifications.
  '/api/movies/:id/notifications/check',
  '/api/tv/titles/:id/notifications/check',
  '/api/notifications',
  '/api/notifications/inbox',
  // Tickets, holds and seat maps.
  '/api/tickets',
  '/api/tickets/:id',
  '/api/transactions/:id',
  '/api/holds/:id',
  '/api/showtimes/:scheduleId/seats',
  // The account's own settings, and staff pages.
  '/api/user/*',
  '/api/users/:id/username-history',
  '/api/admin/*',
] as const

/**
 * GET routes that read the user and are not viewer reads: the account itself, which the browser follows with its
 * own query (features/auth/api/get-current-user.ts); every other read follows it.
 */
export const ACCOUNT_READ = '/api/user'

let patterns: RegExp[] | undefined

/** A route pattern as a regular expression over paths (without their query string). */
export function routePattern(route: string): RegExp {
  const body = route
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${body}${route.endsWith('/*') ? '/.+' : ''}$`)
}

/**
 * Whether a query key's first element (the API path it reads, with or without its query string) is a read whose
 * answer depends on who asks. A static path a pattern also covers (/api/events/categories under /api/events/:slug)
 * counts too: it is only asked again once more.
 */
export function isViewerRead(path: unknown): boolean {
  if (typeof path !== 'string' || !path.startsWith('/api/')) return false
  patterns ??= VIEWER_READS.map(routePattern)
  const pathname = path.split('?', 1)[0]!
  return patterns.some((pattern) => pattern.test(pathname))
}
