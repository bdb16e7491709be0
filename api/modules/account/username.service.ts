import { randomInt } from 'node:crypto'
import { Username } from '../../contracts/auth.ts'
import type { PublicUser } from '../../contracts/user.ts'
import {
  USERNAME_CHANGE_INTERVAL_DAYS,
  USERNAME_CHANGE_RESEND_SECONDS,
  USERNAME_SUGGESTIONS_MAX,
  usernameMessages,
  type UsernameHistoryResponse,
} from '../../contracts/username.ts'
import { AppError, Conflict, InvalidInput, TooManyRequests, type FieldIssue } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import type { AppDeps } from '../../types.ts'
import { isUniqueViolation } from '../../db.ts'
import { reservedUsernames } from '../auth/accounts.ts'
import { createPurposeCodes } from '../auth/purpose-codes.ts'
import { userService } from '../user/user.service.ts'
import { usernameChangeMail } from './account-mail.ts'
import { accountRepository } from './account.repository.ts'

/** LoginCode rows of this purpose hold username-change codes; sign-in and confirmation never read them. */
export const USERNAME_CHANGE_PURPOSE = 'username-change'
const INTERVAL_MS = USERNAME_CHANGE_INTERVAL_DAYS * 24 * 60 * 60 * 1000

const expired = () => InvalidInput(usernameMessages.expiredCode, 'CODE_EXPIRED', [{ field: 'verificationCode', message: usernameMessages.expiredCode }])
const invalid = () => InvalidInput(usernameMessages.invalidCode, 'INVALID_CODE', [{ field: 'verificationCode', message: usernameMessages.invalidCode }])

/** The day the next change is allowed, as people read it in Manila ("December 24, 2026"). */
const dayLabel = (date: Date) => date.toLocaleDateString('en-US', { timeZone: 'Asia/Manila', year: 'numeric', month: 'long', day: 'numeric' })

/** What a person typed, cut down to the allowed characters: the stem of the suggestions. */
function stemOf(wanted: string, current: string): string {
  const cleaned = wanted.normalize('NFKD').replace(/[^A-Za-z0-9_-]/g, '').replace(/^[_-]+/, '').slice(0, 24)
  return cleaned.length >= 3 ? cleaned : current.slice(0, 24)
}

/**
 * Username change (doc 3 §4, §5; decision 021): the code is mailed to the account email and follows the
 * sign-in code's rules (the mailed purpose code of purpose-codes.ts: HMAC only stored, 10 minutes, single use,
 * a new one voids the previous, 5 wrong tries, 60 s between mails on the app's clock). The change is allowed once every 30 days (the injected clock),
 * writes a UsernameHistory row, and the old name leads to the profile while nobody else takes it.
 */
export function usernameService(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>) {
  const { clock } = deps
  const repo = accountRepository(deps.db)
  const codes = createPurposeCodes(deps, { purpose: USERNAME_CHANGE_PURPOSE, expired, invalid })
  const reserved = new Set(reservedUsernames(deps.config.staff).map((name) => name.toLowerCase()))

  async function nextChangeAllowed(userId: number): Promise<Date | null> {
    const changedAt = await repo.usernameChangedAt(userId)
    if (!changedAt) return null
    const next = new Date(changedAt.getTime() + INTERVAL_MS)
    return next.getTime() > clock.now().getTime() ? next : null
  }

  async function assertMayChange(userId: number): Promise<void> {
    const next = await nextChangeAllowed(userId)
    if (next) throw Conflict(usernameMessages.tooSoon(dayLabel(next)), 'USERNAME_CHANGE_TOO_SOON')
  }

  /** Names held by someone (compared ignoring case, as registration does). */
  async function heldNames(candidates: string[]): Promise<Set<string>> {
    return repo.heldNames(candidates.map((name) => name.toLowerCase()))
  }

  /** Up to 5 free, valid, unreserved names near what the person wanted. */
  async function suggestions(wanted: string, current: string): Promise<string[]> {
    const stem = stemOf(wanted, current)
    const year = clock.now().getUTCFullYear()
    const candidates = [
      ...Array.from({ length: 8 }, () => `${stem}${randomInt(10, 10_000)}`),
      `${stem}_ph`,
      `${stem}-mnl`,
      `${stem}${year}`,
      `the_${stem}`,
    ].filter((name) => Username.safeParse(name).success && !reserved.has(name.toLowerCase()))
    const unique = [...new Map(candidates.map((name) => [name.toLowerCase(), name])).values()]
    const held = await heldNames(unique)
    return unique.filter((name) => !held.has(name.toLowerCase())).slice(0, USERNAME_SUGGESTIONS_MAX)
  }

  async function rejectName(wanted: string, current: string, code: string, issues: FieldIssue[]): Promise<never> {
    throw new AppError(400, code, issues[0]?.message ?? usernameMessages.invalid, { issues, suggestions: await suggestions(wanted, current) })
  }

  /** Every §5 rule of the new name, then "not reserved", "not taken", "not the same"; 400 with suggestions. */
  async function checkName(user: PublicUser, wanted: string): Promise<string> {
    const parsed = Username.safeParse(wanted)
    if (!parsed.success) {
      const issues = [...new Set(parsed.error.issues.map((issue) => issue.message))].map((message) => ({ field: 'newUsername', message }))
      return rejectName(wanted, user.username, 'INVALID_USERNAME', issues)
    }
    const name = parsed.data
    if (name === user.username) throw InvalidInput(usernameMessages.same, 'SAME_USERNAME', [{ field: 'newUsername', message: usernameMessages.same }])
    if (reserved.has(name.toLowerCase())) return rejectName(name, user.username, 'USERNAME_UNAVAILABLE', [{ field: 'newUsername', message: usernameMessages.unavailable }])
    if (await repo.nameHeldByOther(name, user.id)) return rejectName(name, user.username, 'USERNAME_TAKEN', [{ field: 'newUsername', message: usernameMessages.taken }])
    return name
  }

  return {
    /** Mails a new code to the account email (409 without one or within 30 days of the last change, 429 within 60 s). */
    async requestCode(user: PublicUser, log: Logger): Promise<{ message: string; retryAfter: number }> {
      if (!user.email) throw Conflict(usernameMessages.noEmail, 'NO_EMAIL')
      await assertMayChange(user.id)
      const account = { id: user.id, email: user.email }
      const wait = await codes.cooldownSeconds(account)
      if (wait > 0) throw TooManyRequests(wait, usernameMessages.resendTooSoon(wait))
      const code = await codes.issue(account)
      const message = usernameChangeMail({ to: user.email, code, name: user.displayName ?? user.name, username: user.username, publicUrl: deps.config.publicUrl })
      codes.deliver(message, log)
      return { message: usernameMessages.codeSent, retryAfter: USERNAME_CHANGE_RESEND_SECONDS }
    },

    /** Changes the name: the 30-day rule, the name's rules (with suggestions), then the code; returns the user. */
    async change(user: PublicUser, wanted: string, code: string): Promise<PublicUser> {
      if (!user.email) throw Conflict(usernameMessages.noEmail, 'NO_EMAIL')
      await assertMayChange(user.id)
      const name = await checkName(user, wanted)
      await codes.spend({ id: user.id, email: user.email }, code)
      const now = clock.now()
      try {
        await repo.changeUsername(user.id, user.username, name, now)
      } catch (err) {
        // Someone took the name between the check and the update: the unique index decides.
        if (isUniqueViolation(err)) return rejectName(name, user.username, 'USERNAME_TAKEN', [{ field: 'newUsername', message: usernameMessages.taken }])
        throw err
      }
      return userService(deps).presented(user.id)
    },

    /** The owner's changes, newest first. */
    async history(userId: number): Promise<UsernameHistoryResponse> {
      const rows = await repo.usernameHistory(userId)
      return { status: 'success', data: rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })) }
    },
  }
}
