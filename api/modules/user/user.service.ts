import type { PublicUser } from '../../contracts/user.ts'
import type { Db } from '../../db.ts'
import type { StaffLists } from '../../env.ts'
import { presentUser } from './user.presenter.ts'
import { userRepository, type OwnUserChanges, type SessionUserRow } from './user.repository.ts'

export type { OwnUserChanges, SessionUserRow }

/**
 * The signed-in person's own user, for the other modules (auth replies, account settings, the current-user
 * middleware): they call these, never the user repository.
 */
export function userService(deps: { db: Db; config: { staff: StaffLists } }) {
  const repo = userRepository(deps.db)
  return {
    /** The user with effective roles, as GET /api/user and the sign-in replies send it. */
    presented: async (userId: number): Promise<PublicUser> => presentUser(await repo.publicUser(userId), deps.config.staff),

    /** Changes the person's own profile columns; returns the updated user. */
    update: async (userId: number, data: OwnUserChanges): Promise<PublicUser> => presentUser(await repo.update(userId, data), deps.config.staff),

    /** The row behind a session, with suspension and last active day, or null when the account is gone. */
    sessionUser: (userId: number): Promise<SessionUserRow | null> => repo.sessionUser(userId),
  }
}
