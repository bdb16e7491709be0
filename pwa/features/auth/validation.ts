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
