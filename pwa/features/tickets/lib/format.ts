import type { ShowtimeSummary } from '@contracts/tickets'
import { ApiError } from '@/lib/api-client'

/** "Sat, Nov 28, 2026" in Manila time. */
export function showDay(showtime: ShowtimeSummary): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(showtime.startsAt),
  )
}

/** "Sat, Nov 28, 2026 · 7:30 PM" in Manila time. */
export function showWhen(showtime: ShowtimeSummary): string {
  return `${showDay(showtime)} · ${showtime.showTime}`
}

/** The server's sentence for a refused ticket action, else `fallback`. */
export function ticketErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return "You're offline. Buying tickets needs a connection."
    if (error.serverMessage) return error.serverMessage
  }
  return fallback
}

/**
 * The names buyers see for the payment methods: one list, the API's (the test provider's page, /tickets and the admin
 * use it too). RBank is the method of every group without a family of its own, so its name names no cinema group.
 */
export { PROVIDER_NAMES } from '@contracts/ticket-info'
