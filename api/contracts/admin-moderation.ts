/**
 * Moderation of reviews and replies (issue 15, decision 027): /admin/reviews and /admin/comments and
 * their API under /api/admin/posts. Shared by the routes (validate()) and the admin pages' forms.
 */
import { z } from 'zod'
import { MANILA_UTC_OFFSET } from './events-rules.ts'
import { isValidIsoDate } from './movies.ts'
import { PAGE_MAX, Pagination, wholeNumberParam } from './paging.ts'
import { text } from './text.ts'

export const MODERATION_POST_TYPES = ['review', 'reply'] as const
export type ModerationPostType = (typeof MODERATION_POST_TYPES)[number]
export const MODERATION_STATUSES = ['all', 'visible', 'hidden', 'reported'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]
export const BULK_ACTIONS = ['hide', 'restore', 'delete', 'dismiss'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export const MODERATION_LIMITS = { reason: 500, perPage: 20, bulkMax: 100, author: 60 } as const

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please give a reason the author will see.',
  reasonTooLong: `The reason must be at most ${MODERATION_LIMITS.reason} characters.`,
  postNotFound: 'Post not found',
  alreadyHidden: 'This post is already hidden.',
  notHidden: 'This post is not hidden.',
  noOpenReports: 'This post has no open reports.',
  idsRequired: 'Select at least one post.',
  tooManyIds: `Select at most ${MODERATION_LIMITS.bulkMax} posts at a time.`,
  badId: 'Each id must be a whole number.',
  badAction: `action must be one of: ${BULK_ACTIONS.join(', ')}`,
  badPostType: 'postType must be review or reply',
  badStatus: `status must be one of: ${MODERATION_STATUSES.join(', ')}`,
  badContentType: 'contentTypeId must be 1 (place), 2 (movie) or 3 (restaurant)',
  badDate: 'Dates must look like 2026-11-25',
  hidden: 'Post hidden. Its author sees the reason.',
  restored: 'Post restored.',
  deleted: 'Post deleted.',
  dismissed: 'Reports dismissed. The post stays.',
} as const
const M = MODERATION_MESSAGES

/** A Manila calendar day "2026-11-25" → its start (from) as an instant. */
const dayParam = text({ error: M.badDate })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidIsoDate(value), M.badDate)
  .optional()

/** The day after a Manila calendar day, as an instant (the end of a `to` filter, exclusive). */
export const manilaDayStart = (day: string) => new Date(`${day}T00:00:00${MANILA_UTC_OFFSET}`)

/** GET /api/admin/posts: the queue, reported first then newest. */
export const ModerationQuery = z.object({
  postType: z.enum(MODERATION_POST_TYPES, { error: M.badPostType }).default('review'),
  status: z.enum(MODERATION_STATUSES, { error: M.badStatus }).default('all'),
  contentTypeId: z.enum(['1', '2', '3'], { error: M.badContentType }).transform(Number).optional(),
  rating: wholeNumberParam('rating', 1, 5),
  /** Part of the author's username or name. */
  author: text({ error: 'author must be text' }).trim().max(MODERATION_LIMITS.author, `author must be at most ${MODERATION_LIMITS.author} characters`).optional(),
  from: dayParam,
  to: dayParam,
  page: wholeNumberParam('page', 1, PAGE_MAX),
})
export type ModerationQuery = z.infer<typeof ModerationQuery>

export const ModerationReason = text({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(MODERATION_LIMITS.reason, M.reasonTooLong)

/** POST /api/admin/posts/{id}/hide */
export const HideBody = z.object({ reason: ModerationReason })
export type HideBody = z.infer<typeof HideBody>

/** Restore, delete, dismiss: an optional note for the audit log. */
export const NoteBody = z
  .object({ reason: text({ error: 'reason must be text' }).trim().max(MODERATION_LIMITS.reason, M.reasonTooLong).optional() })
  .optional()
  .transform((value) => value ?? {})
export type NoteBody = z.infer<typeof NoteBody>

export const ModerationIdParams = z.object({ id: text({ error: M.badId }).regex(/^\d{1,9}$/, M.badId).transform(Number) })

/** POST /api/admin/posts/bulk: the same action on several posts; each is done (and audited) on its own. */
export const BulkBody = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: M.badAction }),
    ids: z
      .array(z.number({ error: M.badId }).int(M.badId).positive(M.badId).max(999_999_999, M.badId), { error: M.idsRequired })
      .min(1, M.idsRequired)
      .max(MODERATION_LIMITS.bulkMax, M.tooManyIds),
    reason: text({ error: 'reason must be text' }).trim().max(MODERATION_LIMITS.reason, M.reasonTooLong).optional(),
  })
  .refine((body) => body.action !== 'hide' || (body.reason ?? '').length > 0, { message: M.reasonRequired, path: ['reason'] })
export type BulkBody = z.infer<typeof BulkBody>

export interface ModerationReport {
  id: number
  reason: string
  details: string | null
  status: string
  createdAt: string
  reporter: { id: number; username: string }
}

export interface ModerationItem {
  id: number
  hashId: string
  postType: string
  contentTypeId: number
  externalContentId: string
  contentName: string | null
  contentUrl: string | null
  title: string | null
  content: string
  rating: number | null
  author: { id: number; username: string; name: string | null }
  createdAt: string
  likeCount: number
  replyCount: number
  hidden: { at: string; reason: string | null; byId: number | null } | null
  openReports: number
  reports: ModerationReport[]
}

export interface ModerationListResponse {
  status: 'success'
  data: ModerationItem[]
  pagination: Pagination
}

export interface ModerationActionResponse {
  status: 'success'
  message: string
  data: ModerationItem | null
}

export interface BulkResponse {
  status: 'success'
  action: BulkAction
  done: number[]
  skipped: { id: number; message: string }[]
}
