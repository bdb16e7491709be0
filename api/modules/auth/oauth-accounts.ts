import { accountSecurityMessages } from '../../contracts/account-security.ts'
import { USERNAME_MAX, USERNAME_MIN } from '../../contracts/auth.ts'
import { OAUTH_PROVIDER_LABELS } from '../../contracts/oauth.ts'
import { Conflict } from '../../errors.ts'
import { isUniqueViolation, type Db } from '../../db.ts'
import { reservedUsernames } from './accounts.ts'
import { authRepository } from './auth.repository.ts'
import type { StaffLists } from '../../env.ts'
import type { OAuthProfile } from './oauth.service.ts'

export type AccountOutcome = 'existing' | 'linked' | 'created'

/**
 * Finds the user a provider identity belongs to, and makes one when needed:
 * 1. the OAuthAccount (provider, subject) → its user;
 * 2. else a user with the same email, only when the provider verified it → link the identity to them;
 * 3. else a new user (unique username from the email or name, names, verified email, avatar) with the link.
 * Unverified emails are ignored entirely: linking or storing one would let someone claim an address they
 * do not own and take over whoever later proves it. Races (two callbacks at once) end on the unique
 * constraints and are resolved by trying again.
 */
export async function findOrCreateOAuthUser(
  db: Db,
  staff: StaffLists,
  profile: OAuthProfile,
): Promise<{ userId: number; outcome: AccountOutcome }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await resolveOnce(db, staff, profile)
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err
    }
  }
}

async function resolveOnce(db: Db, staff: StaffLists, profile: OAuthProfile): Promise<{ userId: number; outcome: AccountOutcome }> {
  const repo = authRepository(db)
  const identity = { provider: profile.provider, providerAccountId: profile.subject }
  const linked = await repo.identityOwner(identity)
  if (linked !== null) return { userId: linked, outcome: 'existing' }

  const email = profile.emailVerified && profile.email ? profile.email.toLowerCase() : null
  if (email) {
    const owner = await repo.accountByEmail(email)
    if (owner) {
      // Fill what the account lacks; never overwrite what the person chose.
      await repo.linkIdentityFilling(identity, owner.id, {
        name: owner.name ?? profile.name,
        firstName: owner.firstName ?? profile.firstName,
        lastName: owner.lastName ?? profile.lastName,
        avatar: owner.avatar ?? profile.avatar,
      })
      return { userId: owner.id, outcome: 'linked' }
    }
  }

  const username = await availableUsername(db, staff, usernameBase(profile))
  const userId = await repo.createOAuthAccount(
    {
      username,
      email,
      name: profile.name ?? ([profile.firstName, profile.lastName].filter(Boolean).join(' ') || null),
      firstName: profile.firstName,
      lastName: profile.lastName,
      avatar: profile.avatar,
    },
    identity,
  )
  return { userId, outcome: 'created' }
}

/**
 * A username candidate (doc 3 §5: 3-30 characters of a-z, 0-9, _ and -, starting with a letter or digit)
 * from the email's local part, else the name: accents dropped, other characters become '_'.
 */
export function usernameBase(profile: Pick<OAuthProfile, 'email' | 'emailVerified' | 'name' | 'firstName' | 'lastName'>): string {
  const fromEmail = profile.email && profile.emailVerified ? profile.email.split('@')[0] : undefined
  const fromName = profile.name ?? [profile.firstName, profile.lastName].filter(Boolean).join(' ')
  for (const source of [fromEmail, fromName]) {
    const base = slugifyUsername(source ?? '')
    if (base.length >= USERNAME_MIN) return base
    if (base.length > 0) return `${base}_user`
  }
  return 'user'
}

function slugifyUsername(source: string): string {
  return source
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+/, '')
    .slice(0, USERNAME_MAX)
    .replace(/[_-]+$/, '')
}

/** The base itself when free, else the base with the smallest free number appended (still ≤ 30 characters). */
export async function availableUsername(db: Db, staff: StaffLists, base: string): Promise<string> {
  const stem = base.slice(0, USERNAME_MAX - 4)
  // Case ignored ('Maria' blocks 'maria' too): usernames are unique regardless of case.
  const names = await authRepository(db).usernamesStartingWith(stem)
  const taken = new Set([...names.map((name) => name.toLowerCase()), ...reservedUsernames(staff)])
  if (!taken.has(base)) return base
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${stem}${n}`
    if (!taken.has(candidate)) return candidate
  }
  return `${stem.slice(0, USERNAME_MAX - 8)}${Math.floor(Math.random() * 1e8)}`
}

/**
 * Attaches a provider identity to the signed-in user (linking from account settings, decision 022).
 * 'already' when it is theirs already; 409 when it belongs to someone else (it is never moved: the other
 * account may have no other way in) or when the user has another account of the same provider.
 */
export async function linkOAuthIdentity(db: Db, userId: number, profile: OAuthProfile): Promise<'linked' | 'already'> {
  const label = OAUTH_PROVIDER_LABELS[profile.provider]
  const repo = authRepository(db)
  const identity = { provider: profile.provider, providerAccountId: profile.subject }
  const owner = await repo.identityOwner(identity)
  if (owner !== null) {
    if (owner === userId) return 'already'
    throw Conflict(accountSecurityMessages.linkedElsewhere(label), 'LINKED_TO_ANOTHER_ACCOUNT')
  }
  if (await repo.hasProvider(userId, profile.provider)) throw Conflict(accountSecurityMessages.alreadyHasProvider(label), 'PROVIDER_ALREADY_LINKED')
  try {
    await repo.linkIdentity(identity, userId)
  } catch (err) {
    // Someone else linked or signed up with it at the same moment.
    if (isUniqueViolation(err)) {
      throw Conflict(accountSecurityMessages.linkedElsewhere(label), 'LINKED_TO_ANOTHER_ACCOUNT')
    }
    throw err
  }
  return 'linked'
}
