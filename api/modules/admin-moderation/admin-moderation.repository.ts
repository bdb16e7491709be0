import { manilaDayStart, type ModerationQuery } from '../../contracts/admin-moderation.ts'
import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

type Client = Db | Prisma.TransactionClient

const DAY_MS = 24 * 60 * 60 * 1000

export const moderationSelect = {
  id: true,
  hashId: true,
  postType: true,
  contentTypeId: true,
  externalContentId: true,
  externalContentData: true,
  title: true,
  content: true,
  rating: true,
  likeCount: true,
  replyCount: true,
  createdAt: true,
  hiddenAt: true,
  hiddenReason: true,
  hiddenById: true,
  userId: true,
  parentPostId: true,
  rootPostId: true,
  user: { select: { id: true, username: true, name: true, displayName: true } },
  reports: {
    where: { status: 'open' },
    select: { id: true, reason: true, details: true, status: true, createdAt: true, user: { select: { id: true, username: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 5,
  },
  _count: { select: { reports: { where: { status: 'open' } } } },
} satisfies Prisma.PostSelect
export type ModerationRow = Prisma.PostGetPayload<{ select: typeof moderationSelect }>

/** The columns a hide/restore changes: the audit entry's before and after. */
export const hiddenFields = { hiddenAt: true, hiddenReason: true, hiddenById: true } satisfies Prisma.PostSelect

const openReport = { status: 'open' } as const

/** The queue's filters as a Post where (without the reported-first split). */
export function moderationWhere(db: Db, query: ModerationQuery): Prisma.PostWhereInput {
  const and: Prisma.PostWhereInput[] = [{ postType: query.postType }]
  if (query.status === 'visible') and.push({ hiddenAt: null })
  if (query.status === 'hidden') and.push({ hiddenAt: { not: null } })
  if (query.status === 'reported') and.push({ reports: { some: openReport } })
  if (query.contentTypeId !== undefined) and.push({ contentTypeId: query.contentTypeId })
  if (query.rating !== undefined) and.push({ rating: { gte: query.rating, lt: query.rating + 1 } })
  if (query.author) {
    const needle = query.author.replace(/^@/, '')
    const contains = ignoringCase(db, { contains: needle })
    and.push({ user: { OR: [{ username: contains }, { name: contains }, { displayName: contains }] } })
  }
  if (query.from) and.push({ createdAt: { gte: manilaDayStart(query.from) } })
  if (query.to) and.push({ createdAt: { lt: new Date(manilaDayStart(query.to).getTime() + DAY_MS) } })
  return { AND: and }
}

const newest: Prisma.PostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }]

export function adminModerationRepository(db: Db) {
  return {
    /**
     * One page of the queue: posts with open reports first (newest first), then the rest (newest first).
     * Two exact reads stitched at the boundary, so paging never repeats or skips a post.
     */
    async page(query: ModerationQuery, skip: number, take: number) {
      const base = moderationWhere(db, query)
      const reported: Prisma.PostWhereInput = { AND: [base, { reports: { some: openReport } }] }
      const quiet: Prisma.PostWhereInput = { AND: [base, { reports: { none: openReport } }] }
      const [reportedTotal, quietTotal] = await Promise.all([db.post.count({ where: reported }), db.post.count({ where: quiet })])
      const rows: ModerationRow[] = []
      if (skip < reportedTotal) rows.push(...(await db.post.findMany({ where: reported, select: moderationSelect, orderBy: newest, skip, take })))
      const left = take - rows.length
      if (left > 0) rows.push(...(await db.post.findMany({ where: quiet, select: moderationSelect, orderBy: newest, skip: Math.max(0, skip - reportedTotal), take: left })))
      return { rows, total: reportedTotal + quietTotal }
    },

    find(id: number, client: Client = db) {
      return client.post.findUnique({ where: { id }, select: moderationSelect })
    },
  }
}
