/**
 * Article reflinks (issue 15, decision 033): the rule body, the preview request and the answers of
 * /api/admin/reflinks.
 */
import { z } from 'zod'
import { REFLINK_LIMITS, REFLINK_MESSAGES, isWebAddress } from './admin-reflinks-rules.ts'
import { text } from './text.ts'

export * from './admin-reflinks-rules.ts'

const phrase = text({ error: 'phrase must be text' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, REFLINK_MESSAGES.phraseRequired)
      .min(REFLINK_LIMITS.phraseMin, REFLINK_MESSAGES.phraseTooShort)
      .max(REFLINK_LIMITS.phraseMax, REFLINK_MESSAGES.phraseTooLong)
      .regex(/[\p{L}\p{N}]/u, REFLINK_MESSAGES.phraseNeedsWord),
  )

const url = text({ error: 'url must be text' })
  .trim()
  .min(1, REFLINK_MESSAGES.urlRequired)
  .max(REFLINK_LIMITS.urlMax, REFLINK_MESSAGES.urlTooLong)
  .refine(isWebAddress, REFLINK_MESSAGES.urlInvalid)

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` })

const ruleFields = {
  phrase,
  url,
  paid: flag('paid'),
  enabled: flag('enabled'),
  caseSensitive: flag('caseSensitive'),
  note: text({ error: 'note must be text' }).trim().max(REFLINK_LIMITS.noteMax, REFLINK_MESSAGES.noteTooLong),
}

/** POST /api/admin/reflinks: phrase and url are required; paid, caseSensitive (false) and enabled (true) default. */
export const ReflinkCreate = z.object({
  phrase: ruleFields.phrase,
  url: ruleFields.url,
  paid: ruleFields.paid.default(false),
  enabled: ruleFields.enabled.default(true),
  caseSensitive: ruleFields.caseSensitive.default(false),
  note: ruleFields.note.default(''),
})
export type ReflinkCreateInput = z.input<typeof ReflinkCreate>
export type ReflinkCreate = z.output<typeof ReflinkCreate>

/** PATCH /api/admin/reflinks/:id: any of the fields (the list's enable switch sends `enabled` alone). */
export const ReflinkUpdate = z
  .object({
    phrase: ruleFields.phrase.optional(),
    url: ruleFields.url.optional(),
    paid: ruleFields.paid.optional(),
    enabled: ruleFields.enabled.optional(),
    caseSensitive: ruleFields.caseSensitive.optional(),
    note: ruleFields.note.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), REFLINK_MESSAGES.nothingToChange)
export type ReflinkUpdateInput = z.input<typeof ReflinkUpdate>
export type ReflinkUpdate = z.output<typeof ReflinkUpdate>

/** The :id of /api/admin/reflinks/:id. */
export const ReflinkParams = z.object({
  id: text({ error: 'id must be a number' }).regex(/^\d{1,9}$/, 'id must be a number').transform(Number),
})

/** GET /api/admin/reflinks/articles?q=: published articles whose title contains q (the preview's picker). */
export const ReflinkArticlesQuery = z.object({
  q: text({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
})
export type ReflinkArticlesQuery = z.infer<typeof ReflinkArticlesQuery>

/**
 * POST /api/admin/reflinks/preview: an article's served body with the enabled rules applied, plus the rule
 * `ruleId` even when it is disabled (to see a rule before switching it on).
 */
export const ReflinkPreviewRequest = z.object({
  articleId: z.number({ error: 'articleId must be a number' }).int('articleId must be a whole number').positive('articleId must be a whole number'),
  ruleId: z.number({ error: 'ruleId must be a number' }).int('ruleId must be a whole number').positive('ruleId must be a whole number').optional(),
})
export type ReflinkPreviewRequest = z.infer<typeof ReflinkPreviewRequest>

// ---- Responses ---------------------------------------------------------------------------------

export const AdminReflink = z.object({
  id: z.number().int(),
  phrase: z.string(),
  url: z.string(),
  paid: z.boolean(),
  enabled: z.boolean(),
  caseSensitive: z.boolean(),
  note: z.string(),
  /** `rel` of the links this rule inserts. */
  rel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminReflink = z.infer<typeof AdminReflink>

/** A rule in the list, with the published articles it links (a lower bound when `countCapped`). */
export const AdminReflinkListed = AdminReflink.extend({ articleCount: z.number().int(), countCapped: z.boolean() })
export type AdminReflinkListed = z.infer<typeof AdminReflinkListed>

export const AdminReflinkListResponse = z.object({ status: z.literal('success'), data: z.array(AdminReflinkListed), scanLimit: z.number().int() })
export type AdminReflinkListResponse = z.infer<typeof AdminReflinkListResponse>

export const AdminReflinkResponse = z.object({ status: z.literal('success'), message: z.string().optional(), data: AdminReflink })
export type AdminReflinkResponse = z.infer<typeof AdminReflinkResponse>

export const AdminReflinkDeletedResponse = z.object({ status: z.literal('success'), message: z.string() })
export type AdminReflinkDeletedResponse = z.infer<typeof AdminReflinkDeletedResponse>

export const ReflinkArticle = z.object({ id: z.number().int(), title: z.string(), link: z.string() })
export type ReflinkArticle = z.infer<typeof ReflinkArticle>

export const ReflinkArticlesResponse = z.object({ status: z.literal('success'), data: z.array(ReflinkArticle) })
export type ReflinkArticlesResponse = z.infer<typeof ReflinkArticlesResponse>

export const ReflinkPreviewResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    article: ReflinkArticle,
    /** The served body with the links inserted, each marked data-reflink="<rule id>". */
    html: z.string(),
    applied: z.array(z.object({ ruleId: z.number().int(), phrase: z.string() })),
  }),
})
export type ReflinkPreviewResponse = z.infer<typeof ReflinkPreviewResponse>
