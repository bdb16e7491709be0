import { BadRequest } from '../../errors.ts'

/** A positive integer id from a path segment, or a 400 naming it ("Movie id must be a positive whole number"). */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw BadRequest(`${what} must be a positive whole number`, 'INVALID_ID')
  return Number(value)
}
