/**
 * The feed (/feed) and the people to follow (/explore): limits, messages and paths (decision 025).
 * Plain values only (no zod), so page chunks can import them; feed.ts re-exports everything here.
 */

/** Entries per page of GET /api/feed. */
export const FEED_PER_PAGE = 20
/** People per section of GET /api/explore/people. */
export const EXPLORE_PEOPLE_LIMIT = 12
/** "Most active reviewers" counts the reviews of this many days first (then all-time reviews). */
export const ACTIVE_REVIEWERS_WINDOW_DAYS = 90

/** What the feed shows: reviews, replies and likes (follows are not content). */
export const FEED_ACTIVITY_TYPES = ['review', 'CREATE_REVIEW', 'CREATE_REPLY', 'comment', 'like'] as const

export const FEED_MESSAGES = {
  title: 'Your Feed',
  lead: 'What the people you follow reviewed, replied to and liked.',
  loginRequired: 'Please log in to see your feed',
  // The following page's empty state (doc 3 §2), with the link to /explore.
  emptyTitle: 'Not Following Anyone Yet',
  empty: 'Follow people to see their reviews, replies and likes here.',
  quietTitle: 'Nothing new yet',
  quiet: "The people you follow haven't reviewed, replied to or liked anything yet.",
  findPeople: 'Find people to follow',
  failed: 'Failed to load your feed',
  more: 'Show more',
  invalidCursor: 'cursor is not valid',
} as const

export const EXPLORE_MESSAGES = {
  title: 'Explore',
  peopleHeading: 'People to follow',
  activeReviewers: 'Most active reviewers',
  followedByYourFollows: 'Followed by people you follow',
  noPeople: 'No one to suggest right now. Check back after more people write reviews.',
  peopleFailed: 'Failed to load people to follow',
  reviewCount: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
} as const

export const feedPath = '/api/feed'
export const explorePeoplePath = '/api/explore/people'
