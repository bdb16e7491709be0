/**
 * Which posts everyone may see (decision 027), as plain filters the repositories of posts, activities, feed
 * and users put into their queries. A leaf module: every module that reads posts depends on it, it depends
 * on none (so the posts and activities modules need not import each other). No Prisma here: each repository
 * checks the shapes against its Prisma types with `satisfies`.
 */

/**
 * A post everyone may see: not hidden by a moderator, and not under a hidden review or a hidden reply.
 * Every public read of posts (lists, threads, averages and counts, the feed, activity) adds it.
 */
export const visiblePostWhere = {
  hiddenAt: null,
  AND: [{ OR: [{ rootPostId: null }, { root: { hiddenAt: null } }] }, { OR: [{ parentPostId: null }, { parent: { hiddenAt: null } }] }],
}

/** An activity entry that is not about a hidden post (the feed, profiles' activity). */
export const activityPostVisibleWhere = {
  OR: [{ postId: null }, { post: visiblePostWhere }],
}
