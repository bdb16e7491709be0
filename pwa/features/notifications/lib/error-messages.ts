/**
 * The wording of notification failures (spec doc 2 §8, doc 3 §8), from whatever the request layer threw.
 */
import { NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { ApiError } from '@/lib/api-client'

/** The server's own message, else a time-out / network phrase, else the error's text. */
function reason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage
    if (error.kind === 'timeout') return 'the request timed out'
    if (error.kind === 'network') return 'no connection'
  }
  return error instanceof Error && error.message ? error.message : 'Please try again.'
}

function isTimeout(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'timeout' || error.status === 504)
}

/** 'Failed to create notification: …' (doc 2 §8). */
export function createFailedMessage(error: unknown): string {
  return NOTIFICATION_MESSAGES.createFailed + reason(error)
}

/** Removing a notification or an inbox item: 504 or time-out, 404, anything else (doc 2 §8). */
export function removeFailedMessage(error: unknown): string {
  if (isTimeout(error)) return NOTIFICATION_MESSAGES.connectionTimeout
  if (error instanceof ApiError && error.status === 404) return NOTIFICATION_MESSAGES.notFound
  return NOTIFICATION_MESSAGES.removeFailed
}

/** Marking read: handled like removal for time-outs and 404, else 'Failed to mark notification as read: …' (doc 3 §8). */
export function markReadFailedMessage(error: unknown): string {
  if (isTimeout(error)) return NOTIFICATION_MESSAGES.connectionTimeout
  if (error instanceof ApiError && error.status === 404) return NOTIFICATION_MESSAGES.notFound
  return NOTIFICATION_MESSAGES.markReadFailed + reason(error)
}

/** The server refused Notify Me because the account has no email and none was typed: the dialog must ask. */
export function needsEmail(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && (error.code === 'EMAIL_REQUIRED' || /email/i.test(error.serverMessage ?? ''))
}
