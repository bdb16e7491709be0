import type { SignUpNeededReply } from '@contracts/auth'
import type { PublicUser } from '@contracts/user'
import { apiRequest, toApiError, type ApiError } from '@/lib/api-client'

/** Reply of POST /api/request-login-code: a message to show; may carry a high-load error and retryAfter (s). */
export interface RequestLoginCodeReply {
  message?: string
  error?: string
  retryAfter?: number
}

/** POST /api/request-login-code { emailOrUsername }. Throws an ApiError on failure. */
export async function requestLoginCode(emailOrUsername: string): Promise<RequestLoginCodeReply> {
  const response = await apiRequest('POST', '/api/request-login-code', { emailOrUsername })
  return readJson<RequestLoginCodeReply>(response, {})
}

/**
 * POST /api/verify-login-code { emailOrUsername, code }: the signed-in user, or, for the code of an address no
 * account uses, the sign-up to complete with a display name (decision 047). Throws an ApiError on failure.
 */
export async function verifyLoginCode(emailOrUsername: string, code: string): Promise<PublicUser | SignUpNeededReply> {
  const response = await apiRequest('POST', '/api/verify-login-code', { emailOrUsername, code })
  const body = await readJson<PublicUser | SignUpNeededReply | { user: PublicUser }>(response, null)
  if (body && typeof body === 'object' && 'user' in body) return body.user
  return body as PublicUser | SignUpNeededReply
}

/** Whether a verification reply asks for a display name before the account exists. */
export function isSignUpNeeded(reply: PublicUser | SignUpNeededReply): reply is SignUpNeededReply {
  return typeof reply === 'object' && reply !== null && 'nameNeeded' in reply && reply.nameNeeded === true
}

/** POST /api/sign-up { token, name }: creates the account and signs it in (201 with the user). Throws an ApiError on failure. */
export async function signUpWithToken(token: string, name: string): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/sign-up', { token, name })
  return readJson<PublicUser>(response, null)
}

async function readJson<T>(response: Response, fallback: unknown): Promise<T> {
  const text = await response.text()
  if (!text) return fallback as T
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback as T
  }
}

export type AuthCall = 'request-code' | 'verify-code'

/**
 * The sign-in error wording of spec doc 1 §8 for a failed auth call: 503 → the server message or the
 * database message; 400 on a code request and 401 on verification → fixed texts; network failure →
 * the connection message; anything else → the server message or 'An unexpected error occurred'.
 */
export function authErrorMessage(error: unknown, call: AuthCall): string {
  const apiError: ApiError = toApiError(error)
  const serverMessage = apiError.serverMessage
  if (apiError.status === undefined) {
    if (apiError.kind === 'timeout' || apiError.kind === 'network') return 'Network error. Please check your connection and try again.'
    return serverMessage ?? 'An unexpected error occurred'
  }
  if (apiError.status === 503) return serverMessage ?? 'Database connection error. Please try again later.'
  if (apiError.status === 400 && call === 'request-code') return 'Invalid email or username'
  if (apiError.status === 401 && call === 'verify-code') return 'Invalid or expired code'
  return serverMessage ?? 'An unexpected error occurred'
}

/** Whether a reply or error text names the high-load condition (the server is shedding sign-ins). */
export function isHighLoad(text: string | undefined | null): boolean {
  return Boolean(text && /high[\s_-]?(load|traffic)|too many|busy|rate[\s_-]?limit/i.test(text))
}

/** A code-request reply (or error body) that carries the high-load error. */
export function isHighLoadReply(reply: { error?: unknown; message?: unknown } | null | undefined): boolean {
  if (!reply) return false
  return (typeof reply.error === 'string' && isHighLoad(reply.error)) || (reply.error !== undefined && typeof reply.message === 'string' && isHighLoad(reply.message))
}

/**
 * Seconds to wait before asking again, from a 429 (or high-load) error body's `retryAfter`; undefined
 * when the server did not say.
 */
export function retryAfterOf(error: unknown): number | undefined {
  const body = toApiError(error).body
  if (body === null || typeof body !== 'object') return undefined
  const value = (body as { retryAfter?: unknown }).retryAfter
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined
}

/**
 * The inline alert of the verify step (doc 1 §8): network and 503 get their own wording, anything
 * else the server's message or 'Invalid or expired code. Please try again.'
 */
export function verifyErrorMessage(error: unknown): string {
  const apiError = toApiError(error)
  if (apiError.status === undefined) return 'Network error. Please check your connection and try again.'
  if (apiError.status === 503) return apiError.serverMessage ?? 'Database connection error. Please try again later.'
  return apiError.serverMessage ?? 'Invalid or expired code. Please try again.'
}
