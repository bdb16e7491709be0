/**
 * Which articles the public sees (decision 018), as a plain filter: a leaf module, so modules that the articles
 * module depends on (likes → activities) can filter articles without a module cycle, as post-visibility does
 * for posts. No Prisma here: the articles repository checks the shape against its Prisma types with `satisfies`.
 */

/** WordPress's status of a published post. */
export const PUBLISHED_ARTICLE = 'publish'

/**
 * WordPress "publish" only; drafts, pending review, scheduled ("future"), private and any other status are
 * treated as missing. Every read that lists or shows articles (lists, counts, search, likes, images, authors,
 * activity …) filters with this predicate.
 */
export const publicArticleWhere = { status: PUBLISHED_ARTICLE } as const
