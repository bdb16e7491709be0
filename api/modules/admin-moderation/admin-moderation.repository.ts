import { manilaDayStart, type ModerationQuery } from '../../contracts/admin-moderation.ts'
import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

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
    select: {
      id: true,
      reason: true,
      details: true,
      status: true,
      createdAt: true,
      user: { select: { id: true, username: true } },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 5,
  },
  _count: { select: { reports: { where: { status: 'open' } } } },
} satisfies Prisma.PostSelect
export type ModerationRow = Prisma.PostGetPayload<{
  select: typeof moderationSelect
}>

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
    and.push({
      user: {
        OR: [{ username: contains }, { name: contains }, { displayName: contains }],
      },
    })
  }
  if (query.from) and.push({ createdAt: { gte: manilaDayStart(query.from) } })
  if (query.to)
    and.push({
      createdAt: { lt: new Date(manilaDayStart(query.to).getTime() + DAY_MS) },
    })
  return { AND: and }
}

const targetSelect = {
  id: true,
  postType: true,
  parentPostId: true,
  rootPostId: true,
  contentTypeId: true,
  externalContentId: true,
  updatedAt: true,
  hiddenAt: true,
  hiddenReason: true,
  hiddenById: true,
} satisfies Prisma.PostSelect
/** What an action reads of its post before it acts. */
export type ModerationTarget = Prisma.PostGetPayload<{
  select: typeof targetSelect
}>

/** The moderation state a hide sets. */
export interface HiddenState {
  hiddenAt: Date
  hiddenReason: string
  hiddenById: number | null
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
      const reported: Prisma.PostWhereInput = {
        AND: [base, { reports: { some: openReport } }],
      }
      const quiet: Prisma.PostWhereInput = {
        AND: [base, { reports: { none: openReport } }],
      }
      const [reportedTotal, quietTotal] = await Promise.all([db.post.count({ where: reported }), db.post.count({ where: quiet })])
      const rows: ModerationRow[] = []
      if (skip < reportedTotal)
        rows.push(
          ...(await db.post.findMany({
            where: reported,
            select: moderationSelect,
            orderBy: newest,
            skip,
            take,
          })),
        )
      const left = take - rows.length
      if (left > 0)
        rows.push(
          ...(await db.post.findMany({
            where: quiet,
            select: moderationSelect,
            orderBy: newest,
            skip: Math.max(0, skip - reportedTotal),
            take: left,
          })),
        )
      return { rows, total: reportedTotal + quietTotal }
    },

    find(id: number) {
      return db.post.findUnique({ where: { id }, select: moderationSelect })
    },

    target(id: number): Promise<ModerationTarget | null> {
      return db.post.findUnique({ where: { id }, select: targetSelect })
    },

    /** Hides the post if it is visible (conditional, keeping updatedAt); true when this call hid it. */
    async hide(id: number, state: HiddenState, updatedAt: Date): Promise<boolean> {
      return (
        (
          await db.post.updateMany({
            where: { id, hiddenAt: null },
            data: { ...state, updatedAt },
          })
        ).count > 0
      )
    },

    /** Restores the post if it is hidden (conditional, keeping updatedAt); true when this call restored it. */
    async restore(id: number, updatedAt: Date): Promise<boolean> {
      return (
        (
          await db.post.updateMany({
            where: { id, hiddenAt: { not: null } },
            data: {
              hiddenAt: null,
              hiddenReason: null,
              hiddenById: null,
              updatedAt,
            },
          })
        ).count > 0
      )
    },

    /** Closes the post's open reports with `status`; answers how many there were. */
    async closeReports(postId: number, status: 'actioned' | 'dismissed', now: Date): Promise<number> {
      return (
        await db.postReport.updateMany({
          where: { postId, status: 'open' },
          data: { status, resolvedAt: now },
        })
      ).count
    },

    /**
     * Locks the post's row (a no-op update) and reads what its delete records: of two deletes at once, the
     * second finds nothing (null), not a half-deleted tree.
     */
    async lockForDelete(id: number) {
      if (
        (
          await db.post.updateMany({
            where: { id },
            data: { replyCount: { increment: 0 } },
          })
        ).count === 0
      )
        return null
      return db.post.findUniqueOrThrow({
        where: { id },
        select: {
          ...targetSelect,
          userId: true,
          title: true,
          content: true,
          rating: true,
          createdAt: true,
          _count: { select: { reports: true } },
        },
      })
    },
  }
}
