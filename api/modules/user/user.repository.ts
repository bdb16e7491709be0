import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { suspensionSelect } from './suspension.ts'

/** The columns a signed-in user's own view needs; never the password hash. */
export const publicUserSelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  displayName: true,
  email: true,
  emailVerifiedAt: true,
  avatar: true,
  avatarColor: true,
  points: true,
  level: true,
  streakDays: true,
  role: true,
  isAdmin: true,
} satisfies Prisma.UserSelect

export type PublicUserRow = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>

const sessionUserSelect = { ...publicUserSelect, ...suspensionSelect, lastActiveDay: true } satisfies Prisma.UserSelect

/** The signed-in user as every request loads it: the public columns, the suspension and the last active day. */
export type SessionUserRow = Prisma.UserGetPayload<{ select: typeof sessionUserSelect }>

/** The profile columns a person edits on account settings. */
export interface OwnUserChanges {
  name?: string
  displayName?: string
  avatarColor?: string
}

export function userRepository(db: Db) {
  return {
    publicUser: (userId: number): Promise<PublicUserRow> => db.user.findUniqueOrThrow({ where: { id: userId }, select: publicUserSelect }),

    sessionUser: (userId: number): Promise<SessionUserRow | null> => db.user.findUnique({ where: { id: userId }, select: sessionUserSelect }),

    update: (userId: number, data: OwnUserChanges): Promise<PublicUserRow> => db.user.update({ where: { id: userId }, data, select: publicUserSelect }),
  }
}
