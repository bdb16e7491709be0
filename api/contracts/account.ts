import { z } from 'zod'
import { text } from './text.ts'

/**
 * Account settings (spec doc 3 §2 /profile/account, §5 profile form, §7 PATCH /api/user/profile and
 * /api/user/avatar-color, §9 avatar palette). Decision 021 records what the spec leaves open.
 */

/** Doc 3 §9: a palette of 10 colours, the first 6 offered on the account page; default #3b82f6 (or #8b5cf6). */
export const AVATAR_COLORS = [
  '#3b82f6',
  '#8b5cf6',
  '#ef4444',
  '#10b981',
  '#f59e0b',
  '#ec4899',
  '#06b6d4',
  '#f97316',
  '#6366f1',
  '#14b8a6',
] as const
export const AVATAR_COLORS_OFFERED = AVATAR_COLORS.slice(0, 6)
export const DEFAULT_AVATAR_COLOR = AVATAR_COLORS[0]
/** Names the swatches for people who cannot see them. */
export const AVATAR_COLOR_NAMES: Record<(typeof AVATAR_COLORS)[number], string> = {
  '#3b82f6': 'Blue',
  '#8b5cf6': 'Violet',
  '#ef4444': 'Red',
  '#10b981': 'Green',
  '#f59e0b': 'Amber',
  '#ec4899': 'Pink',
  '#06b6d4': 'Cyan',
  '#f97316': 'Orange',
  '#6366f1': 'Indigo',
  '#14b8a6': 'Teal',
}

/** The display name (the name asked for before liking or reviewing): 2-50 characters, no control characters. */
export const DISPLAY_NAME_MIN = 2
export const DISPLAY_NAME_MAX = 50

export const accountMessages = {
  nameRequired: 'Please enter your name',
  nameTooShort: `Name must be at least ${DISPLAY_NAME_MIN} characters`,
  nameTooLong: `Name must be at most ${DISPLAY_NAME_MAX} characters`,
  nameCharacters: 'Name contains characters that are not allowed',
  /** Doc 3 §5: where an email is typed on the profile form. */
  invalidEmail: 'Please enter a valid email',
  avatarColor: 'Please choose one of the offered colours',
  profileUpdated: 'Profile updated',
  updateFailed: 'Update Failed',
} as const

const CONTROL_OR_SURROGATE = /[\p{Cc}\p{Cs}]/u

/** A display name as typed: trimmed, 2-50 characters, no control characters (account settings and sign-up by code). */
export const DisplayName = text({ error: accountMessages.nameRequired }, accountMessages.nameCharacters)
  .trim()
  .min(1, accountMessages.nameRequired)
  .min(DISPLAY_NAME_MIN, accountMessages.nameTooShort)
  .max(DISPLAY_NAME_MAX, accountMessages.nameTooLong)
  .refine((value) => !CONTROL_OR_SURROGATE.test(value), accountMessages.nameCharacters)

/** PATCH /api/user/profile: only the display name is sent (doc 3 §5); email and username are read-only. */
export const ProfileUpdate = z.object({ name: DisplayName })
export type ProfileUpdate = z.input<typeof ProfileUpdate>

/** PATCH /api/user/avatar-color: one of the palette's colours (any case; stored lower-case). */
export const AvatarColorUpdate = z.object({
  avatarColor: text({ error: accountMessages.avatarColor })
    .trim()
    .toLowerCase()
    .refine((value): value is (typeof AVATAR_COLORS)[number] => (AVATAR_COLORS as readonly string[]).includes(value), accountMessages.avatarColor),
})
export type AvatarColorUpdate = z.input<typeof AvatarColorUpdate>

/** The profile form's email check (doc 3 §5), shared by the form and its unit test. */
export const ProfileEmail = z.email({ error: accountMessages.invalidEmail })
