/**
 * The profile-completion check (spec doc 3 §5, doc 2 §4-§5): a person without a name (display name) or
 * username is asked for a display name before liking, replying or reviewing; the server refuses those
 * actions until then. Plain values only (no zod): the PWA's gate and the API's guard read this one rule.
 */

export const PROFILE_COMPLETION_MESSAGES = {
  // Doc 2 §5 (the display-name prompt's wording).
  requiredTitle: 'Display Name Required',
  required: 'Please enter a display name to continue.',
  tooShortTitle: 'Display Name Too Short',
  tooShort: 'Display name must be at least 2 characters long.',
  tooLongTitle: 'Display Name Too Long',
  tooLong: 'Display name must be 50 characters or less.',
  // Gala wording for the dialog.
  dialogTitle: 'Complete your profile',
  dialogLead: 'Choose the name people will see on your reviews, replies and likes.',
  fieldLabel: 'Display name',
  save: 'Save and continue',
  saving: 'Saving…',
} as const

/** The stable code of the server's refusal (403). */
export const PROFILE_INCOMPLETE = 'PROFILE_INCOMPLETE'

/** The names the check reads (PublicUser has them all). */
export interface ProfileNames {
  username: string | null
  name: string | null
  displayName: string | null
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/**
 * Complete: a username and a name to show (the display name, or the name it falls back to — the header
 * reads `displayName ?? name`, and PATCH /api/user/profile writes both, decision 021).
 */
export function isProfileComplete(user: ProfileNames): boolean {
  return present(user.username) && (present(user.displayName) || present(user.name))
}
