import {
  ADMIN_EVENTS_PER_PAGE_DEFAULT,
  ADMIN_EVENT_MESSAGES,
  type AdminEventBody,
  type AdminEventDeletedResponse,
  type AdminEventListResponse,
  type AdminEventResponse,
  type AdminEventsQuery,
  type EventImportRequest,
  type EventImportResponse,
  type ImportRow,
} from '../../contracts/admin-events.ts'
import { EVENT_LIMITS, EVENT_MESSAGES, EventCreate, MANILA_UTC_OFFSET } from '../../contracts/events.ts'
import { pagination } from '../../contracts/paging.ts'
import { movieSlug } from '../../contracts/slugs.ts'
import { inTransaction, isUniqueViolation, type Db } from '../../db.ts'
import { Conflict, InvalidInput, NotFound, ValidationFailed, type FieldIssue } from '../../errors.ts'
import { zodIssues } from '../../middlewares/validate.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { imageUrl } from '../media/media.urls.ts'
import { changedFields, presentAdminEvent } from './admin-events.presenter.ts'
import { adminEventsRepository, editableSelect, type AdminEventFilter, type EditableRow } from './admin-events.repository.ts'
import { fetchCalendar } from './calendar-fetch.ts'
import { csvCandidates, csvValueKey, icsCandidates } from './event-import.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

const DAY_MS = 86_400_000
const SLUG_BASE_MAX = 80
const EventNotFound = () => NotFound(EVENT_MESSAGES.notFound, 'EVENT_NOT_FOUND')

/** A moderation action: which statuses it applies to, the status it leaves, its audit action and message. */
const TRANSITIONS = {
  publish: { from: ['pending', 'rejected', 'unpublished'], to: 'published', action: 'event.publish', message: ADMIN_EVENT_MESSAGES.published, refused: ADMIN_EVENT_MESSAGES.alreadyPublished },
  unpublish: { from: ['published'], to: 'unpublished', action: 'event.unpublish', message: ADMIN_EVENT_MESSAGES.unpublished, refused: ADMIN_EVENT_MESSAGES.notPublished },
  approve: { from: ['pending'], to: 'published', action: 'event.approve', message: ADMIN_EVENT_MESSAGES.approved, refused: ADMIN_EVENT_MESSAGES.notPending },
  reject: { from: ['pending'], to: 'rejected', action: 'event.reject', message: ADMIN_EVENT_MESSAGES.rejected, refused: ADMIN_EVENT_MESSAGES.notPending },
} as const
export type EventTransition = keyof typeof TRANSITIONS

const manilaDay = (day: string) => new Date(`${day}T00:00:00${MANILA_UTC_OFFSET}`)

/** Picks free slugs inside a transaction, remembering the ones this batch already took. */
function slugPicker(tx: Db, repo: ReturnType<typeof adminEventsRepository>) {
  const taken = new Set<string>()
  return async (title: string) => {
    const base = movieSlug(title).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'event'
    const existing = await repo.slugsLike(tx, base)
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`
      if (!existing.has(slug) && !taken.has(slug)) {
        taken.add(slug)
        return slug
      }
    }
  }
}

export function adminEventsService(deps: Deps) {
  const { db, clock } = deps
  const repo = adminEventsRepository(db)

  /** The add-event form's server rules on top of its schema: a start ahead and within 2 years. */
  function startIssues(start: Date): FieldIssue[] {
    const now = clock.now().getTime()
    if (start.getTime() <= now) return [{ field: 'startDate', message: EVENT_MESSAGES.startInPast }]
    if (start.getTime() > now + EVENT_LIMITS.startWithinDays * DAY_MS) return [{ field: 'startDate', message: EVENT_MESSAGES.startTooFar }]
    return []
  }

  async function festivalId(slug: string | undefined): Promise<number | null> {
    if (!slug) return null
    const [festival] = await repo.festivalIds([slug])
    if (!festival) throw ValidationFailed([{ field: 'festival', message: EVENT_MESSAGES.unknownFestival }])
    return festival.id
  }

  function eventData(input: AdminEventBody, festival: number | null) {
    return {
      title: input.title,
      description: input.description,
      category: input.category,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      venue: input.venue,
      location: input.location,
      price: input.price,
      ticketUrl: input.ticketUrl ?? null,
      festivalId: festival,
    }
  }

  async function found(id: number) {
    const row = await repo.find(id)
    if (!row) throw EventNotFound()
    return row
  }

  return {
    async list(query: AdminEventsQuery): Promise<AdminEventListResponse> {
      const page = query.page ?? 1
      const perPage = query.per_page ?? ADMIN_EVENTS_PER_PAGE_DEFAULT
      const filter: AdminEventFilter = {
        status: query.status,
        q: query.q || undefined,
        from: query.from ? manilaDay(query.from) : undefined,
        before: query.to ? new Date(manilaDay(query.to).getTime() + DAY_MS) : undefined,
      }
      const [[rows, total], counts] = await Promise.all([repo.page(filter, (page - 1) * perPage, perPage), repo.statusCounts(filter)])
      return { status: 'success', data: rows.map(presentAdminEvent), pagination: pagination(page, perPage, total), counts }
    },

    async get(id: number): Promise<AdminEventResponse> {
      return { status: 'success', data: presentAdminEvent(await found(id)) }
    },

    /** Staff create an event (published unless they save it unpublished), with the add-event rules. */
    async create(actor: AuditActor, input: AdminEventBody): Promise<AdminEventResponse> {
      const issues = startIssues(input.startDate)
      if (issues.length > 0) throw ValidationFailed(issues)
      const festival = await festivalId(input.festival)
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await inTransaction(db, async (tx) => {
            const slug = await slugPicker(tx, repo)(input.title)
            const now = clock.now()
            const created = await adminEventsRepository(tx).create({
              ...eventData(input, festival),
              slug,
              imageUrl: imageUrl('event', slug),
              isFeatured: input.featured ?? false,
              status: input.status ?? 'published',
              createdAt: now,
            })
            await recordAudit(tx, actor, { action: 'event.create', entityType: 'event', entityId: created.id, before: null, after: changedFields(null, pick(created)).after })
            return created
          })
          return { status: 'success', message: ADMIN_EVENT_MESSAGES.created, data: presentAdminEvent(row) }
        } catch (err) {
          // Two creations of one title at once can pick the same slug: the loser picks again.
          if (!isUniqueViolation(err) || attempt >= 5) throw err
        }
      }
    },

    /** An edit: the add-event schema again (a start in the past is allowed, the event may have begun). */
    async update(actor: AuditActor, id: number, input: AdminEventBody): Promise<AdminEventResponse> {
      const festival = await festivalId(input.festival)
      await inTransaction(db, async (tx) => {
        const before = await repo.findEditable(tx, id)
        if (!before) throw EventNotFound()
        const after = await adminEventsRepository(tx).update(id, {
          ...eventData(input, festival),
          ...(input.featured === undefined ? {} : { isFeatured: input.featured }),
          ...(input.status ? { status: input.status } : {}),
          updatedAt: clock.now(),
        })
        const diff = changedFields(pick(before), after)
        await recordAudit(tx, actor, { action: 'event.update', entityType: 'event', entityId: id, before: diff.before, after: diff.after })
      })
      return { status: 'success', message: ADMIN_EVENT_MESSAGES.updated, data: presentAdminEvent(await found(id)) }
    },

    /** publish / unpublish / approve / reject: a conditional update, so two staff acting at once cannot both succeed. */
    async transition(actor: AuditActor, id: number, name: EventTransition, reason?: string): Promise<AdminEventResponse> {
      const rule = TRANSITIONS[name]
      await inTransaction(db, async (tx) => {
        const events = adminEventsRepository(tx)
        const before = await events.statusOf(id)
        if (!before) throw EventNotFound()
        const count = await events.moveStatus(id, rule.from, rule.to, clock.now())
        if (count !== 1) throw Conflict(rule.refused, 'EVENT_STATUS_CONFLICT')
        await recordAudit(tx, actor, { action: rule.action, entityType: 'event', entityId: id, before: { status: before.status }, after: { status: rule.to }, reason: reason || null })
      })
      return { status: 'success', message: rule.message, data: presentAdminEvent(await found(id)) }
    },

    async remove(actor: AuditActor, id: number, reason?: string): Promise<AdminEventDeletedResponse> {
      await inTransaction(db, async (tx) => {
        const before = await repo.findEditable(tx, id)
        if (!before) throw EventNotFound()
        await adminEventsRepository(tx).remove(id)
        await recordAudit(tx, actor, { action: 'event.delete', entityType: 'event', entityId: id, before: { slug: before.slug, ...changedFields(pick(before), null).before }, after: null, reason: reason || null })
      })
      return { status: 'success', message: ADMIN_EVENT_MESSAGES.deleted }
    },

    /**
     * An import: every row validated with the add-event schema and rules, checked against the import keys
     * already stored and those earlier in the file. A dry run stops there; otherwise the new rows are
     * created in one transaction with ONE audit entry for the import (counts and the created ids).
     */
    async importEvents(actor: AuditActor, request: EventImportRequest): Promise<EventImportResponse> {
      if (request.content !== undefined && request.url !== undefined) throw InvalidInput(ADMIN_EVENT_MESSAGES.importOneSource, 'IMPORT_SOURCE', [{ field: 'url', message: ADMIN_EVENT_MESSAGES.importOneSource }])
      if (!request.content && !request.url) throw InvalidInput(ADMIN_EVENT_MESSAGES.importNeedsSource, 'IMPORT_SOURCE', [{ field: 'content', message: ADMIN_EVENT_MESSAGES.importNeedsSource }])
      if (request.url && request.format !== 'ics') throw InvalidInput(ADMIN_EVENT_MESSAGES.importUrlOnlyIcs, 'IMPORT_SOURCE', [{ field: 'url', message: ADMIN_EVENT_MESSAGES.importUrlOnlyIcs }])
      const content = request.url ? await fetchCalendar(request.url, { allowPrivateAddresses: deps.config.eventImport?.allowPrivateAddresses }) : request.content!
      const candidates = request.format === 'csv' ? csvCandidates(content) : icsCandidates(content, clock.now())
      if (candidates.length === 0) throw InvalidInput(ADMIN_EVENT_MESSAGES.importEmpty, 'IMPORT_EMPTY', [{ field: 'content', message: ADMIN_EVENT_MESSAGES.importEmpty }])

      const festivalSlugs = [...new Set(candidates.map((candidate) => candidate.fields.festival?.trim()).filter((slug): slug is string => Boolean(slug)))]
      const festivals = new Map((await repo.festivalIds(festivalSlugs)).map((festival) => [festival.slug, festival.id]))

      const parsedRows = candidates.map((candidate) => {
        const parsed = EventCreate.safeParse(candidate.fields)
        const issues = [...candidate.issues]
        let key: string | null = candidate.importKey
        let value: (EventCreate & { festivalId: number | null }) | null = null
        if (!parsed.success) issues.push(...zodIssues(parsed.error))
        else {
          issues.push(...startIssues(parsed.data.startDate))
          const festival = parsed.data.festival ? festivals.get(parsed.data.festival) : undefined
          if (parsed.data.festival && festival === undefined) issues.push({ field: 'festival', message: EVENT_MESSAGES.unknownFestival })
          key ??= csvValueKey(parsed.data.title, parsed.data.startDate, parsed.data.venue)
          value = { ...parsed.data, festivalId: festival ?? null }
        }
        return { candidate, issues, key, value }
      })
      const existing = await repo.existingKeys(parsedRows.flatMap((row) => (row.issues.length === 0 && row.key ? [row.key] : [])))
      const seen = new Set<string>()
      const rows: (ImportRow & { value: (typeof parsedRows)[number]['value']; key: string | null })[] = parsedRows.map(({ candidate, issues, key, value }) => {
        let status: ImportRow['status'] = issues.length > 0 ? 'invalid' : 'new'
        if (status === 'new' && key) {
          if (existing.has(key)) {
            status = 'duplicate'
            issues.push({ field: 'row', message: ADMIN_EVENT_MESSAGES.alreadyImported })
          } else if (seen.has(key)) {
            status = 'duplicate'
            issues.push({ field: 'row', message: ADMIN_EVENT_MESSAGES.duplicateInFile })
          }
          seen.add(key)
        }
        return {
          line: candidate.line,
          status,
          title: value?.title ?? candidate.fields.title ?? '',
          startDate: value?.startDate.toISOString() ?? (candidate.fields.startDate || null),
          venue: value?.venue ?? (candidate.fields.venue || null),
          errors: issues,
          eventId: null,
          value,
          key,
        }
      })
      const fresh = rows.filter((row) => row.status === 'new')
      const dryRun = request.dryRun === true
      if (!dryRun && fresh.length > 0) {
        try {
          await inTransaction(
            db,
            async (tx) => {
              const pickSlug = slugPicker(tx, repo)
              const now = clock.now()
              for (const row of fresh) {
                const value = row.value!
                const slug = await pickSlug(value.title)
                const created = await adminEventsRepository(tx).createImported({
                  ...eventData(value, value.festivalId),
                  slug,
                  imageUrl: imageUrl('event', slug),
                  status: request.status ?? 'published',
                  importKey: row.key,
                  createdAt: now,
                })
                row.eventId = created.id
              }
              const counts = { total: rows.length, created: fresh.length, duplicate: rows.filter((row) => row.status === 'duplicate').length, invalid: rows.filter((row) => row.status === 'invalid').length }
              await recordAudit(tx, actor, {
                action: 'event.import',
                entityType: 'event',
                entityId: null,
                before: null,
                after: { format: request.format, source: request.url ?? 'file', status: request.status ?? 'published', ...counts, eventIds: fresh.map((row) => row.eventId) },
              })
            },
            { timeout: 60_000, maxWait: 10_000 },
          )
        } catch (err) {
          if (isUniqueViolation(err)) throw Conflict(ADMIN_EVENT_MESSAGES.importConflict, 'IMPORT_CONFLICT')
          throw err
        }
      }
      const counts = {
        total: rows.length,
        new: fresh.length,
        duplicate: rows.filter((row) => row.status === 'duplicate').length,
        invalid: rows.filter((row) => row.status === 'invalid').length,
        created: dryRun ? 0 : fresh.length,
      }
      const message = dryRun
        ? `Preview: ${counts.new} new, ${counts.duplicate} already imported, ${counts.invalid} with errors. Nothing was saved.`
        : `Imported ${counts.created} events; ${counts.duplicate} already imported, ${counts.invalid} with errors.`
      return { status: 'success', dryRun, message, counts, rows: rows.map(({ value: _value, key: _key, ...row }) => row) }
    },
  }
}

/** The editable fields of a row (drops id, slug and relations for the log). */
function pick<T extends Record<string, unknown>>(row: T) {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(editableSelect)) out[key] = row[key]
  return out as EditableRow
}
