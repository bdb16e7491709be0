import {
  REFLINK_LIMITS,
  REFLINK_MESSAGES,
  type AdminReflinkDeletedResponse,
  type AdminReflinkListed,
  type AdminReflinkListResponse,
  type AdminReflinkResponse,
  type ReflinkArticlesResponse,
  type ReflinkCreate,
  type ReflinkPreviewRequest,
  type ReflinkPreviewResponse,
  type ReflinkUpdate,
} from '../../contracts/admin-reflinks.ts'
import { invalidateReflinks } from '../../cache/reflinks-cache.ts'
import { inTransaction, isUniqueViolation } from '../../db.ts'
import { Conflict, NotFound } from '../../errors.ts'
import { createLinker, type ReflinkRule } from '../../lib/reflinks.ts'
import type { AppDeps } from '../../types.ts'
import { servedBody } from '../articles/article.presenter.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { changedReflinkFields, presentReflink, presentReflinkArticle } from './admin-reflinks.presenter.ts'
import { adminReflinksRepository, type ReflinkRow } from './admin-reflinks.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

const RuleNotFound = () => NotFound(REFLINK_MESSAGES.notFound, 'REFLINK_NOT_FOUND')
const ArticleNotFound = () => NotFound(REFLINK_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND')
const PhraseTaken = () => Conflict(REFLINK_MESSAGES.phraseTaken, 'REFLINK_PHRASE_TAKEN')

/** One rule per phrase whatever its case (the contract already trimmed it and collapsed its whitespace). */
const phraseKey = (phrase: string) => phrase.toLowerCase()

/** Bodies read per query while counting. */
const BODY_CHUNK = 100

export function adminReflinksService(deps: Deps) {
  const { db, clock } = deps
  const repo = adminReflinksRepository(db)

  /**
   * The published articles each rule links, as readers get them: enabled rules are applied together (a
   * longer phrase takes an overlapping shorter one's place), a disabled rule alone (what it would link once
   * switched on). Only articles whose stored body contains the phrase's longest word are read, at most
   * REFLINK_LIMITS.countScanLimit per rule, newest first; past that the count is a lower bound (countCapped).
   */
  async function countArticles(rules: ReflinkRow[]): Promise<Map<number, { count: number; capped: boolean }>> {
    const limit = REFLINK_LIMITS.countScanLimit
    const counts = new Map(rules.map((rule) => [rule.id, { count: 0, capped: false }]))
    const candidates = new Map<number, number[]>()
    for (const rule of rules) {
      const ids = await repo.candidateIds(rule.phrase, limit + 1)
      if (ids.length > limit) counts.get(rule.id)!.capped = true
      for (const id of ids.slice(0, limit)) candidates.set(id, [...(candidates.get(id) ?? []), rule.id])
    }
    const enabled = rules.filter((rule) => rule.enabled)
    const linkEnabled = createLinker(enabled)
    const alone = new Map(rules.filter((rule) => !rule.enabled).map((rule) => [rule.id, createLinker([rule])]))
    const ids = [...candidates.keys()]
    for (let start = 0; start < ids.length; start += BODY_CHUNK) {
      for (const article of await repo.bodies(ids.slice(start, start + BODY_CHUNK))) {
        const body = servedBody(article.contentHtml)
        const touched = new Set(linkEnabled(body).applied)
        for (const ruleId of candidates.get(article.id) ?? []) {
          const link = alone.get(ruleId)
          if (link ? link(body).applied.length > 0 : touched.has(ruleId)) counts.get(ruleId)!.count++
        }
      }
    }
    return counts
  }

  async function found(id: number): Promise<ReflinkRow> {
    const row = await repo.find(id)
    if (!row) throw RuleNotFound()
    return row
  }

  /** Runs a write; a phrase another rule holds (checked, or caught from the unique index on a race) is a 409. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isUniqueViolation(err)) throw PhraseTaken()
      throw err
    }
  }

  return {
    async list(): Promise<AdminReflinkListResponse> {
      const rules = await repo.all()
      const counts = await countArticles(rules)
      const data: AdminReflinkListed[] = rules.map((rule) => ({ ...presentReflink(rule), articleCount: counts.get(rule.id)?.count ?? 0, countCapped: counts.get(rule.id)?.capped ?? false }))
      return { status: 'success', data, scanLimit: REFLINK_LIMITS.countScanLimit }
    },

    async get(id: number): Promise<AdminReflinkResponse> {
      return { status: 'success', data: presentReflink(await found(id)) }
    },

    async create(actor: AuditActor, input: ReflinkCreate): Promise<AdminReflinkResponse> {
      const row = await writing(() =>
        inTransaction(db, async (tx) => {
          const rules = adminReflinksRepository(tx)
          if (await rules.holderOf(phraseKey(input.phrase))) throw PhraseTaken()
          const now = clock.now()
          const created = await rules.create({ ...input, phraseKey: phraseKey(input.phrase), createdAt: now, updatedAt: now })
          const { id: _id, createdAt: _c, updatedAt: _u, ...after } = created
          await recordAudit(tx, actor, { action: 'reflink.create', entityType: 'reflink', entityId: created.id, before: null, after })
          return created
        }),
      )
      invalidateReflinks(db)
      return { status: 'success', message: REFLINK_MESSAGES.created, data: presentReflink(row) }
    },

    async update(actor: AuditActor, id: number, input: ReflinkUpdate): Promise<AdminReflinkResponse> {
      const row = await writing(() =>
        inTransaction(db, async (tx) => {
          const rules = adminReflinksRepository(tx)
          const before = await rules.findEditable(id)
          if (!before) throw RuleNotFound()
          if (input.phrase !== undefined && phraseKey(input.phrase) !== phraseKey(before.phrase)) {
            const holder = await rules.holderOf(phraseKey(input.phrase))
            if (holder && holder.id !== id) throw PhraseTaken()
          }
          const updated = await rules.update(id, { ...input, ...(input.phrase === undefined ? {} : { phraseKey: phraseKey(input.phrase) }), updatedAt: clock.now() })
          const { id: _id, createdAt: _c, updatedAt: _u, ...after } = updated
          const diff = changedReflinkFields(before, after)
          await recordAudit(tx, actor, { action: 'reflink.update', entityType: 'reflink', entityId: id, before: diff.before, after: diff.after })
          return updated
        }),
      )
      invalidateReflinks(db)
      return { status: 'success', message: REFLINK_MESSAGES.updated, data: presentReflink(row) }
    },

    async remove(actor: AuditActor, id: number): Promise<AdminReflinkDeletedResponse> {
      await inTransaction(db, async (tx) => {
        const rules = adminReflinksRepository(tx)
        const before = await rules.findEditable(id)
        if (!before) throw RuleNotFound()
        await rules.remove(id)
        await recordAudit(tx, actor, { action: 'reflink.delete', entityType: 'reflink', entityId: id, before: { ...before }, after: null })
      })
      invalidateReflinks(db)
      return { status: 'success', message: REFLINK_MESSAGES.deleted }
    },

    async articles(q: string | undefined): Promise<ReflinkArticlesResponse> {
      const rows = await repo.articlesByTitle(q || undefined, REFLINK_LIMITS.articleSearchMax)
      return { status: 'success', data: rows.map(presentReflinkArticle) }
    },

    /** The article's served body with the enabled rules (plus `ruleId`, even disabled) applied, links marked. */
    async preview(request: ReflinkPreviewRequest): Promise<ReflinkPreviewResponse> {
      const [article, enabled, extra] = await Promise.all([
        repo.previewArticle(request.articleId),
        repo.enabledRules(),
        request.ruleId === undefined ? Promise.resolve(null) : found(request.ruleId),
      ])
      if (!article) throw ArticleNotFound()
      const rules: ReflinkRule[] = extra && !extra.enabled ? [...enabled, extra] : enabled
      const result = createLinker(rules)(servedBody(article.contentHtml), { highlight: true })
      const phrases = new Map(rules.map((rule) => [rule.id, rule.phrase]))
      return {
        status: 'success',
        data: {
          article: presentReflinkArticle(article),
          html: result.html,
          applied: result.applied.map((ruleId) => ({ ruleId, phrase: phrases.get(ruleId) ?? '' })),
        },
      }
    },
  }
}
