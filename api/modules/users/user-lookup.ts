import { PROFILE_MESSAGES } from '../../contracts/community-rules.ts'
import type { Db } from '../../db.ts'
import { NotFound } from '../../errors.ts'
import { usersRepository, type UserSummary } from './users.repository.ts'

export type { UserSummary }

export const UserNotFound = () => NotFound(PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND')

/**
 * The id of the user named by a path segment: a numeric id or a username (usernames may be all digits,
 * so an unknown id is tried as a username too). 404 'User not found' when neither matches.
 */
export async function requireUserId(db: Db, idOrUsername: string): Promise<number> {
  const users = usersRepository(db)
  if (/^\d{1,9}$/.test(idOrUsername)) {
    const byId = await users.idById(Number(idOrUsername))
    if (byId !== null) return byId
  }
  const byName = await users.idByUsername(idOrUsername)
  if (byName === null) throw UserNotFound()
  return byName
}

/** A user's id and names, or null (a follow's target). */
export function findUserSummary(db: Db, id: number): Promise<UserSummary | null> {
  return usersRepository(db).summary(id)
}

/** A user by numeric id or username, or null (a profile's like). */
export function findUserByKey(db: Db, key: string): Promise<UserSummary | null> {
  return usersRepository(db).summaryByKey(/^\d{1,9}$/.test(key) ? Number(key) : null, key)
}

/** The activity-privacy switch (decision 023). */
export function activityPrivacy(db: Db, userId: number): Promise<{ activityPrivate: boolean }> {
  return usersRepository(db).activityPrivate(userId)
}

export function setActivityPrivacy(db: Db, userId: number, activityPrivate: boolean): Promise<{ activityPrivate: boolean }> {
  return usersRepository(db).setActivityPrivate(userId, activityPrivate)
}
