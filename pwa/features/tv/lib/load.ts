import { notFound } from '@tanstack/react-router'
import { ApiError } from '@/lib/api-client'

/**
 * A TV route's loader: ensures the page's data (the saved copy counts, so it works offline) and returns what
 * the route's head needs. The API's 404 becomes the router's not-found (the section's own message); any other
 * failure (offline, server error) returns null and lets the page show its state.
 */
export async function loadTv<T, R>(load: Promise<T>, pick: (data: T) => R): Promise<R | null> {
  try {
    return pick(await load)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    return null
  }
}

/** `?date=` of the schedule routes: a real YYYY-MM-DD, anything else means today. */
export function validateDateSearch(search: Record<string, unknown>): { date?: string } {
  const date = search.date
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date) ? { date } : {}
}
