/**
 * Spec doc 1 §5 and §9. The same rules as the server's contract (api/contracts/auth.ts), restated
 * without zod so the header's sign-in form does not pull the validation library into the first
 * download (tests/e2e/auth.spec.ts checks that both agree).
 */
export const CODE_LENGTH = 6
export const DEFAULT_RETRY_AFTER_S = 60

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Doc 3 §5: 3-30 characters, a letter or digit first, then letters, digits, '_' or '-'. */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/

/**
 * The request step accepts a valid email address or a username. Returns the error text
 * ('Please enter a valid email address'), or null when the value is acceptable.
 */
export function validateEmailOrUsername(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed.includes('@') ? EMAIL.test(trimmed) : USERNAME.test(trimmed)) return null
  return 'Please enter a valid email address'
}

/** The verify step needs exactly 6 characters ('Code must be 6 characters'). Returns the error text, or null. */
export function validateCode(value: string): string | null {
  return value.trim().length === CODE_LENGTH ? null : 'Code must be 6 characters'
}

/** Decision 021: a display name has 2-50 characters after trimming (the account settings' rule). */
export const DISPLAY_NAME_MIN = 2
export const DISPLAY_NAME_MAX = 50
const CONTROL_OR_SURROGATE = /[\p{Cc}\p{Cs}]/u

/**
 * The sign-up's display name (decision 047), by the rules of DisplayName in api/contracts/account.ts. Returns the
 * error text ('Name must be at least 2 characters' …), or null when the name is acceptable.
 */
export function validateDisplayName(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed.length === 0) return 'Please enter your name'
  if (trimmed.length < DISPLAY_NAME_MIN) return `Name must be at least ${DISPLAY_NAME_MIN} characters`
  if (trimmed.length > DISPLAY_NAME_MAX) return `Name must be at most ${DISPLAY_NAME_MAX} characters`
  if (CONTROL_OR_SURROGATE.test(trimmed)) return 'Name contains characters that are not allowed'
  return null
}
