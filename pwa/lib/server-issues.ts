import { ApiError } from './api-client'

/** The server's own message of a failed request (`{ message }` of our error shape), else `fallback`. */
export function failure(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback
}

/** The server's field issues of a 400 (`{ issues: [{ field, message }] }`), the first message per field. */
export function issuesOf(error: unknown): Record<string, string> {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { field: string; message: string }[] }) : undefined
  const out: Record<string, string> = {}
  for (const issue of body?.issues ?? []) out[issue.field] ??= issue.message
  return out
}
