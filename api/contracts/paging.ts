/**
 * Query-string numbers and paging shared by the discovery lists (places, events, search).
 * Query values arrive as text; these schemas turn them into bounded whole numbers with messages
 * that name the parameter.
 */
import { z } from 'zod'
import { text } from './text.ts'

/** An optional whole number `min`..`max` read from the query string ("12" → 12). */
export function wholeNumberParam(name: string, min: number, max: number) {
  return text({ error: `${name} must be a whole number` })
    .trim()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`)
    .optional()
}

/** An optional yes/no flag from the query string: true/false/1/0. */
export function flagParam(name: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true' || value === '1')
    .optional()
}

/** The largest page number any list accepts (a bound on OFFSET, not a real limit for people). */
export const PAGE_MAX = 10_000

/** Paging facts sent with every paged list. */
export const Pagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
})
export type Pagination = z.infer<typeof Pagination>

/** Pagination of `total` items at `perPage` a page. */
export function pagination(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) }
}
