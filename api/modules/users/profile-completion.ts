import { isProfileComplete, PROFILE_COMPLETION_MESSAGES, PROFILE_INCOMPLETE, type ProfileNames } from '../../contracts/profile-completion.ts'
import { AppError } from '../../errors.ts'

/** 403 PROFILE_INCOMPLETE 'Please enter a display name to continue.' (doc 2 §5, doc 3 §5). */
export const ProfileIncomplete = () => new AppError(403, PROFILE_INCOMPLETE, PROFILE_COMPLETION_MESSAGES.required, { field: 'name' })

/**
 * The server side of the profile-completion check: liking, replying and reviewing need a display name
 * (doc 3 §5). The PWA asks for it first (its one gate hook); this refuses callers that skip the dialog.
 * Unliking and editing or deleting what one already wrote are never gated.
 */
export function requireCompleteProfile(user: ProfileNames): void {
  if (!isProfileComplete(user)) throw ProfileIncomplete()
}
