/**
 * Profiles and activities (spec doc 3 §2 profile shell, posts, reviews and activity tabs, §3 Activity
 * and User, §5, §8, §9): limits, messages and paths. Plain values only (no zod), so page chunks can
 * import them; community.ts re-exports everything here.
 */

/** Activity stream limit (doc 3 §9). */
export const ACTIVITY_LIMIT = 20


/** The verb of an activity line: '{name} reviewed / replied to / commented on / liked / interacted with {title}' (doc 3 §2). */
export function activityVerb(activityType: string): string {
  switch (activityType) {
    case 'review':
    case 'CREATE_REVIEW':
      return 'reviewed'
    case 'CREATE_REPLY':
      return 'replied to'
    case 'comment':
      return 'commented on'
    case 'like':
      return 'liked'
    case 'follow':
      return 'followed'
    default:
      return 'interacted with'
  }
}

export const PROFILE_MESSAGES = {
  // §2 posts tab
  userNotFound: 'User not found',
  userMissing: (username: string) => `The user @${username} doesn't exist or has been removed.`,
  postsHeading: 'Posts & Reviews',
  noPosts: 'No posts yet',
  postsFailed: 'Failed to load posts',
  unknownUser: 'Unknown User',
  // §2 reviews tab
  noReviewsTitle: 'No reviews yet',
  noReviews: "This user hasn't posted any reviews yet.",
  reviewsFailed: "Couldn't load reviews",
  // §2 activity tab, own profile
  activityHeading: 'Recent Activity',
  noRecentActivity: 'No recent activity',
  activitiesFailed: 'Error loading activities',
  activityStream: 'Activity Stream',
  noActivities: 'No activities yet',
  exploreMovies: 'Explore movies',
  // §8 activity delete
  activityDeletedTitle: 'Activity deleted',
  activityDeleted: 'The activity has been removed from your profile.',
  activityDeleteFailed: (message?: string) => `Failed to delete activity: ${message || 'Please try again.'}`,
  // §5 and server answers
  activityOwnerOnly: 'Only the profile owner may delete an activity',
  activityNotFound: 'Activity not found',
  activityLoginRequired: 'You must be logged in to delete an activity',
  // §8 share
  linkCopiedTitle: 'Link Copied!',
  linkCopied: 'Post link copied to clipboard',
  // Profile likes (doc 3 §7 /api/profiles/{id}/like)
  cannotLikeSelf: 'You cannot like your own profile',
} as const

export const profilePath = (username: string) => `/api/users/profile/${encodeURIComponent(username)}`
/** {idOrUsername}: a numeric id or a username. */
export const userPostsPath = (idOrUsername: number | string) => `/api/users/${encodeURIComponent(String(idOrUsername))}/posts`
export const userReviewsPath = (idOrUsername: number | string) => `/api/users/${encodeURIComponent(String(idOrUsername))}/reviews`
export const userActivitiesPath = (idOrUsername: number | string, limit = ACTIVITY_LIMIT) =>
  `/api/users/${encodeURIComponent(String(idOrUsername))}/activities?limit=${limit}`
export const activityPath = (activityId: number) => `/api/user-activities/${activityId}`
