/**
 * Follows (spec doc 3 §2 followers and following pages, §3, §5, §7, §8): messages and paths.
 * Plain values only (no zod), so page chunks can import them; follows.ts re-exports everything here.
 */

/** Followers or following per page (the pages load the first page; search narrows it). */
export const FOLLOWS_PER_PAGE = 50
export const FOLLOW_SEARCH_MAX = 100

export const FOLLOW_MESSAGES = {
  // §5: following requires login
  loginRequiredTitle: 'Authentication Required',
  loginRequired: 'Please log in to follow users',
  // §8
  followed: (name: string) => `You are now following ${name}`,
  unfollowed: (name: string) => `You have unfollowed ${name}`,
  errorTitle: 'Error',
  followersFailed: 'Failed to fetch followers',
  followingFailed: 'Failed to fetch following',
  // §2 followers page
  followersTitle: (name: string) => `${name}'s Followers`,
  followersSearch: 'Search followers...',
  isFollowingYou: 'is following you',
  followerBadge: 'Follower',
  noFollowers: 'No Followers Yet',
  noMatchingFollowers: 'No Matching Followers',
  beFirstFollower: 'Be Their First Follower',
  userNotFoundTitle: 'User Not Found',
  userNotFound: "The user profile you're looking for doesn't exist.",
  returnHome: 'Return Home',
  // §2 following page
  followingTitle: (name: string) => `${name} is Following`,
  followingSearch: 'Search following...',
  followingBadge: 'Following',
  followingSince: (date: string) => `Following since ${date}`,
  notFollowingAnyone: 'Not Following Anyone Yet',
  noMatchingAccounts: 'No Matching Accounts',
  exploreUsers: 'Explore Users',
  // Server answers (Gala wording)
  cannotFollowSelf: 'You cannot follow yourself',
  targetNotFound: 'User not found',
} as const

export const followersPath = (userId: number) => `/api/unified/followers/${userId}`
export const followingPath = (userId: number) => `/api/unified/following/${userId}`
export const usernameFollowPath = (username: string) => `/api/users/${encodeURIComponent(username)}/follow`
