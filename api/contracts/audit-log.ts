import { z } from 'zod'
import { PAGE_MAX, wholeNumberParam, type Pagination } from './paging.ts'
import { text } from './text.ts'

export const AUDIT_LOG_PER_PAGE = 25
export const AUDIT_LOG_PER_PAGE_MAX = 100

export const AUDIT_LOG_MESSAGES = {
  date: 'Dates must be real dates written as YYYY-MM-DD',
  range: 'The start date must not be after the end date',
} as const

const isoDay = (name: string) =>
  text({ error: `${name} must be a date` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: AUDIT_LOG_MESSAGES.date, abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    }, AUDIT_LOG_MESSAGES.date)
    .optional()

const filterText = (name: string, max: number) => text({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`).optional()

/**
 * GET /api/admin/audit-log: every filter optional. `actor` is a username or a user id; `action` matches
 * exactly ("cache.purge") or, ending with a dot, every action of an area ("cache."); dates are Manila days, inclusive.
 */
export const AuditLogQuery = z
  .object({
    actor: filterText('Actor', 50),
    action: filterText('Action', 100),
    entity_type: filterText('Entity type', 50),
    entity_id: filterText('Entity id', 200),
    from: isoDay('From'),
    to: isoDay('To'),
    page: wholeNumberParam('page', 1, PAGE_MAX),
    per_page: wholeNumberParam('per_page', 1, AUDIT_LOG_PER_PAGE_MAX),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: AUDIT_LOG_MESSAGES.range, path: ['to'] })
export type AuditLogQuery = z.infer<typeof AuditLogQuery>

export interface AuditLogEntry {
  id: number
  createdAt: string
  actor: { id: number; username: string; name: string } | null
  action: string
  entityType: string
  entityId: string | null
  /** The changed fields, parsed back from the stored JSON (null for a creation's before or a deletion's after). */
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  reason: string | null
  requestId: string | null
}

export interface AuditLogPage {
  status: 'success'
  data: AuditLogEntry[]
  pagination: Pagination
}
