import { notFound } from '@tanstack/react-router'
import { ApiError } from '@/lib/api-client'
import { notFoundError } from '@/lib/page-head'

/**
 * A TV route's loader: ensures the page's data (the saved copy counts, so it works offline) and returns what
 * the route's head needs. The API's 404 becomes the router's not-found (the section's own message, `notFoundTitle`
 * its title); any other failure (offline, server error) returns null and lets the page show its state.
 */
export async function loadTv<T, R>(load: Promise<T>, pick: (data: T) => R, notFoundTitle?: string): Promise<R | null> {
  try {
    return pick(await load)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFoundTitle ? notFoundError(notFoundTitle) : notFound()
    return null
  }
}
