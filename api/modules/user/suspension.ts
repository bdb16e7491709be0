import { SITE_TIME_ZONE } from '../../clock.ts'
import { PRIVACY_PATHS } from '../../contracts/privacy.ts'
import { AppError } from '../../errors.ts'

/** The suspension columns of a User row (decision 028). */
export interface SuspensionFacts {
  suspendedAt: Date | null
  suspendedUntil: Date | null
  suspendedReason: string | null
}

export const suspensionSelect = { suspendedAt: true, suspendedUntil: true, suspendedReason: true } as const

/** Suspended now: set, and its end (if any) not reached. A suspension whose end has passed is over by itself. */
export function isSuspended(facts: SuspensionFacts, now: Date): boolean {
  return facts.suspendedAt !== null && (facts.suspendedUntil === null || facts.suspendedUntil > now)
}

const untilFormat = new Intl.DateTimeFormat('en-PH', { timeZone: SITE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })

/** "Your account is suspended until 1 December 2026 at 12:00 AM. Reason: spam." */
export function suspensionSentence(facts: SuspensionFacts): string {
  const until = facts.suspendedUntil ? ` until ${untilFormat.format(facts.suspendedUntil)} (Manila time)` : ''
  return `Your account is suspended${until}. Reason: ${facts.suspendedReason ?? 'not given'}.`
}

const details = (facts: SuspensionFacts) => ({ reason: facts.suspendedReason, suspendedUntil: facts.suspendedUntil?.toISOString() ?? null })

/** 403 at sign-in (every path ends in signIn()): the person learns why and until when. */
export const SuspendedSignIn = (facts: SuspensionFacts) =>
  new AppError(403, 'ACCOUNT_SUSPENDED', `${suspensionSentence(facts)} You cannot sign in while it lasts.`, details(facts))

/** 403 for a write by a suspended account whose session is still valid; reads stay open. */
export const SuspendedWrite = (facts: SuspensionFacts) =>
  new AppError(
    403,
    'ACCOUNT_SUSPENDED',
    `${suspensionSentence(facts)} You can still read Gala, but you cannot post, reply, like, follow, submit events or change your profile.`,
    details(facts),
  )

/**
 * Writes a suspended account may still make: signing out (here or on other devices) and deleting the account
 * (the right to erasure, decision 023). Every other non-GET API request is refused.
 */
const ALLOWED_WRITES: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/api\/logout$/],
  ['POST', /^\/api\/user\/sessions\/sign-out-others$/],
  ['DELETE', /^\/api\/user\/sessions\/[^/]+$/],
  ['POST', new RegExp(`^${PRIVACY_PATHS.requestDeletionCode}$`)],
  ['DELETE', new RegExp(`^${PRIVACY_PATHS.deleteAccount}$`)],
]

export function isWriteRefusedWhileSuspended(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  return !ALLOWED_WRITES.some(([allowedMethod, pattern]) => allowedMethod === method && pattern.test(path))
}
