import { toApiError } from '@/lib/api-client'

/** The server's own sentence for a failed request, or a network sentence when there was no answer. */
export function errorText(error: unknown, fallback: string): string {
  const apiError = toApiError(error)
  if (apiError.status === undefined) return 'Network error. Please check your connection and try again.'
  return apiError.serverMessage ?? fallback
}

/** The field messages of a 400 (the contract's wording), else the server's sentence. */
export function fieldMessages(error: unknown, fallback: string): string[] {
  const body = toApiError(error).body as { issues?: { message?: unknown }[] } | undefined
  const messages = [...new Set((body?.issues ?? []).map((issue) => issue.message).filter((m): m is string => typeof m === 'string'))]
  return messages.length > 0 ? messages : [errorText(error, fallback)]
}
