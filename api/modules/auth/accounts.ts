import { authRepository, type AccountRow } from './auth.repository.ts'
import type { Db } from '../../db.ts'
import type { LoginIdentifier } from '../../contracts/auth.ts'
import type { StaffLists } from '../../env.ts'

export type { AccountRow }

/** The account an email or username names, ignoring case (usernames and addresses are unique regardless of case). */
export function findAccount(db: Db, identifier: LoginIdentifier): Promise<AccountRow | null> {
  return authRepository(db).findAccount(identifier)
}

/** True when the username or the email is already taken (case-insensitive). */
export function accountExists(db: Db, username: string, email: string): Promise<boolean> {
  return authRepository(db).accountExists(username, email)
}

/**
 * Records that the person proved they own the account's email address (a sign-in code reached them,
 * or Google/Facebook vouched for `provenEmail`). The first proof defends against account pre-hijacking: a
 * password set before it may belong to whoever registered the address first, so it is cleared and
 * every other session of the account ends. Later proofs change nothing.
 */
export async function confirmEmailOwnership(db: Db, userId: number, now: Date, provenEmail?: string): Promise<void> {
  const repo = authRepository(db)
  const user = await repo.emailState(userId)
  if (!user?.email || user.emailVerifiedAt) return
  // A provider vouches for one address: it proves ownership only if it is the account's address.
  if (provenEmail !== undefined && provenEmail.toLowerCase() !== user.email.toLowerCase()) return
  await repo.markEmailProven(userId, now)
}

/**
 * Records that the signed-in holder of an unverified account proved its address with the confirmation code
 * mailed to it (decision 015). Unlike confirmEmailOwnership, the password and the sessions stay: while the
 * address is unproven, the account can only be entered with its password (a sign-in code or a provider
 * would have verified it), so whoever holds this session knows the password and now also reads the
 * mailbox: the password is theirs. A stranger who registered someone else's address cannot read the code,
 * and the owner who signs in with a code instead still clears the stranger's password. Only the address
 * the code was sent to is confirmed. Returns false when nothing changed (already verified, or the address changed).
 */
export async function confirmRegistrantEmail(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  return authRepository(db).confirmRegistrantEmail(userId, email, now)
}

/** Names nobody can register or be given: words that look official, and the configured staff usernames,
 * which grant roles by name (doc 1 §6) and so must never go to someone else. Lower-cased. */
export function reservedUsernames(staff: StaffLists): string[] {
  return ['admin', 'administrator', 'root', 'moderator', 'mod', 'staff', 'support', 'gala', 'system', 'api', ...staff.adminUsernames, ...staff.moderatorUsernames]
}
