import { ApiError } from '@/lib/api-client'

/** The server's own message (its `message`, else its `error` field, doc 3 §8), or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.serverMessage) return error.serverMessage
  const body = error.body
  if (body !== null && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error
  return fallback
}

/** Whether the server said the session is gone (401, or an answer with requiresLogin). */
export function isSessionExpired(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const body = error.body
  return error.status === 401 || (body !== null && typeof body === 'object' && 'requiresLogin' in body && body.requiresLogin === true)
}
