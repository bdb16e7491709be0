import { PROFILE_MESSAGES } from '../../contracts/community-rules.ts'
import type { Db } from '../../db.ts'
import { NotFound } from '../../errors.ts'

export const UserNotFound = () => NotFound(PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND')

/**
 * The id of the user named by a path segment: a numeric id or a username (usernames may be all digits,
 * so an unknown id is tried as a username too). 404 'User not found' when neither matches.
 */
export async function requireUserId(db: Db, idOrUsername: string): Promise<number> {
  if (/^\d{1,9}$/.test(idOrUsername)) {
    const byId = await db.user.findUnique({ where: { id: Number(idOrUsername) }, select: { id: true } })
    if (byId) return byId.id
  }
  const byName = await db.user.findUnique({ where: { username: idOrUsername }, select: { id: true } })
  if (!byName) throw UserNotFound()
  return byName.id
}
