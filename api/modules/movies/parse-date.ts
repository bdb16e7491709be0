import { isValidIsoDate, MOVIE_MESSAGES } from '../../contracts/movies.ts'
import { BadRequest } from '../../errors.ts'

/** An optional Manila date from the query (the first one given); anything but a real YYYY-MM-DD is 400 'Invalid Date' (doc 2 §5). */
export function optionalDate(...values: unknown[]): string | undefined {
  const value = values.find((candidate) => candidate !== undefined && candidate !== '')
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isValidIsoDate(value)) throw BadRequest(MOVIE_MESSAGES.invalidDate, 'INVALID_DATE')
  return value
}

/** The same for the fast path (api/cache/hot-reads.ts): a valid date or none; an invalid one is null, left to the route's 400. */
export function hotDate(...values: unknown[]): string | undefined | null {
  try {
    return optionalDate(...values)
  } catch {
    return null
  }
}
