import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { visiblePostWhere } from '../post-visibility/post-visibility.ts'

const profileSelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  displayName: true,
  bio: true,
  email: true,
  avatar: true,
  avatarColor: true,
  points: true,
  level: true,
  streakDays: true,
  lastActiveDay: true,
  createdAt: true,
  _count: {
    select: {
      posts: { where: visiblePostWhere },
      followers: true,
      following: true,
    },
  },
} satisfies Prisma.UserSelect

const summarySelect = {
  id: true,
  username: true,
  name: true,
  displayName: true,
} satisfies Prisma.UserSelect
export type UserSummary = Prisma.UserGetPayload<{
  select: typeof summarySelect
}>

/** The User rows the community reads: lookups by id or name, and the public profile with its counts. */
export function usersRepository(db: Db) {
  return {
    async idById(id: number): Promise<number | null> {
      return (await db.user.findUnique({ where: { id }, select: { id: true } }))?.id ?? null
    },

    async idByUsername(username: string): Promise<number | null> {
      return (
        (
          await db.user.findUnique({
            where: { username },
            select: { id: true },
          })
        )?.id ?? null
      )
    },

    summary(id: number): Promise<UserSummary | null> {
      return db.user.findUnique({ where: { id }, select: summarySelect })
    },

    /** A user by id or username (a profile's like key). */
    summaryByKey(id: number | null, username: string): Promise<UserSummary | null> {
      return db.user.findFirst({
        where: id === null ? { username } : { OR: [{ id }, { username }] },
        select: summarySelect,
      })
    },

    profile(username: string) {
      return db.user.findUnique({ where: { username }, select: profileSelect })
    },

    /** Nobody holds the name now: the person who last gave it up, if any (their old URLs keep working). */
    async formerHolder(username: string) {
      const change = await db.usernameHistory.findFirst({
        where: { oldUsername: username },
        orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
        select: { userId: true },
      })
      return change
        ? db.user.findUnique({
            where: { id: change.userId },
            select: profileSelect,
          })
        : null
    },

    async follows(followerId: number, followingId: number): Promise<boolean> {
      return (await db.follow.count({ where: { followerId, followingId } })) > 0
    },

    profileLikeCount(userId: number): Promise<number> {
      return db.like.count({
        where: { targetType: 'profile', targetId: String(userId) },
      })
    },

    activityPrivate(userId: number) {
      return db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { activityPrivate: true },
      })
    },

    setActivityPrivate(userId: number, activityPrivate: boolean) {
      return db.user.update({
        where: { id: userId },
        data: { activityPrivate },
        select: { activityPrivate: true },
      })
    },
  }
}
