import { randomInt } from 'node:crypto'
import { invalidateShowtimes } from '../../cache/showtimes-cache.ts'
import { movieSlug } from '../../contracts/slugs.ts'
import {
  STREAMING_NETWORKS,
  type AdminStreamingShow,
  type AdminStreamingShowDeleteResponse,
  type AdminStreamingShowListResponse,
  type AdminStreamingShowResponse,
  type AdminStreamingShowsQuery,
  type StreamingShowCreate,
  type StreamingShowUpdate,
} from '../../contracts/tv.ts'
import { pagination } from '../../contracts/paging.ts'
import { inTransaction, type Db } from '../../db.ts'
import { InvalidInput } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { toJsonColumn } from '../../../prisma/json-columns.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { posterUrl } from '../media/media.urls.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { presentTitle } from './tv.presenter.ts'
import { adminStreamingRepository } from './admin-streaming.repository.ts'
import type { TitleRow } from './tv.repository.ts'
import { TitleNotFound } from './tv.service.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

const PER_PAGE_DEFAULT = 25

/** A new movie row's public hash: 8 random base-36 characters (the demo's are derived from titles). */
function randomHash(): string {
  return Array.from({ length: 8 }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[randomInt(36)]).join('')
}

/** The fields the audit log keeps of a title. */
const auditFields = (row: TitleRow) => ({
  title: row.title,
  network: row.network.slug,
  streamingDate: row.streamingDate,
  kind: row.kind,
  season: row.season,
  showId: row.show?.id ?? null,
  featured: row.isFeatured,
  genres: row.genres,
  synopsis: row.synopsis,
})

/** Only what changed, before and after. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
  return { before: Object.fromEntries(keys.map((field) => [field, before[field]])), after: Object.fromEntries(keys.map((field) => [field, after[field]])) }
}

/**
 * /admin/streaming-shows (issue 18): streaming titles created, edited and deleted by admins. A title and its
 * release record (a streamingSoon movie row: decision 038) are written together, with the audit entry, in one
 * transaction; the TV and movie caches are dropped after it commits.
 */
export function adminStreamingService(deps: Deps) {
  const { db } = deps
  const today = () => manilaToday(deps.clock)

  const repo = adminStreamingRepository(db)

  async function networkOrThrow(tx: Db, slug: string) {
    const network = await adminStreamingRepository(tx).networkBySlug(slug)
    if (network) return network
    // Known to the contract but not in this database yet (a fresh production database): add it.
    const info = STREAMING_NETWORKS.find((candidate) => candidate.slug === slug)
    if (!info) throw InvalidInput('Network must be one of the streaming networks', 'VALIDATION_FAILED', [{ field: 'network', message: 'Network must be one of the streaming networks' }])
    return adminStreamingRepository(tx).createNetwork({ slug: info.slug, name: info.name, sortOrder: STREAMING_NETWORKS.indexOf(info) })
  }

  async function showOrThrow(tx: Db, showId: number | null | undefined) {
    if (showId == null) return
    if (!(await adminStreamingRepository(tx).showExists(showId)))
      throw InvalidInput('Show not found', 'VALIDATION_FAILED', [{ field: 'showId', message: 'Show not found' }])
  }

  async function present(rows: TitleRow[]): Promise<AdminStreamingShow[]> {
    const counts = await repo.waitingAlerts(rows.map((row) => row.movie.id))
    const day = today()
    return rows.map((row) => ({
      ...presentTitle(row, day),
      waiting_alerts: counts.get(row.movie.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }))
  }

  async function one(id: number): Promise<AdminStreamingShowResponse> {
    const row = await repo.title(id)
    if (!row) throw TitleNotFound()
    return { status: 'success', data: (await present([row]))[0]! }
  }

  return {
    async list(query: AdminStreamingShowsQuery): Promise<AdminStreamingShowListResponse> {
      const page = query.page ?? 1
      const perPage = query.per_page ?? PER_PAGE_DEFAULT
      const [rows, total] = await repo.titlePage({ q: query.q || undefined, network: query.network || undefined }, (page - 1) * perPage, perPage)
      return { status: 'success', data: await present(rows), pagination: pagination(page, perPage, total) }
    },

    get: one,

    async create(actor: AuditActor, input: StreamingShowCreate): Promise<AdminStreamingShowResponse> {
      const id = await inTransaction(db, async (tx) => {
        const titles = adminStreamingRepository(tx)
        const network = await networkOrThrow(tx, input.network)
        await showOrThrow(tx, input.showId)
        const hash = randomHash()
        const movieId = await titles.createReleaseRecord({
          hash,
          slug: movieSlug(input.title),
          title: input.title,
          synopsis: input.synopsis,
          releaseDate: input.streamingDate,
          status: 'streamingSoon',
          genres: toJsonColumn(input.genres),
          poster: posterUrl(hash),
          poster2x: posterUrl(hash, 430),
          streamingPlatform: network.name,
          isFeatured: input.featured ?? false,
        })
        const row = await titles.createTitle({
          movieId,
          networkId: network.id,
          showId: input.showId ?? null,
          title: input.title,
          slug: movieSlug(input.title),
          kind: input.kind,
          synopsis: input.synopsis,
          genres: toJsonColumn(input.genres),
          season: input.season ?? null,
          streamingDate: input.streamingDate,
          isFeatured: input.featured ?? false,
        })
        await recordAudit(tx, actor, { action: 'streaming-show.create', entityType: 'streaming-show', entityId: row.id, before: null, after: auditFields(row) })
        return row.id
      })
      invalidateShowtimes(db)
      return one(id)
    },

    async update(actor: AuditActor, id: number, input: StreamingShowUpdate): Promise<AdminStreamingShowResponse> {
      await inTransaction(db, async (tx) => {
        const titles = adminStreamingRepository(tx)
        const before = await titles.title(id)
        if (!before) throw TitleNotFound()
        const network = input.network ? await networkOrThrow(tx, input.network) : null
        await showOrThrow(tx, input.showId)
        const after = await titles.updateTitle(id, {
          ...(network ? { networkId: network.id } : {}),
          ...(input.title !== undefined ? { title: input.title, slug: movieSlug(input.title) } : {}),
          ...(input.kind !== undefined ? { kind: input.kind } : {}),
          ...(input.synopsis !== undefined ? { synopsis: input.synopsis } : {}),
          ...(input.genres !== undefined ? { genres: toJsonColumn(input.genres) } : {}),
          ...(input.season !== undefined ? { season: input.season } : {}),
          ...(input.showId !== undefined ? { showId: input.showId } : {}),
          ...(input.streamingDate !== undefined ? { streamingDate: input.streamingDate } : {}),
          ...(input.featured !== undefined ? { isFeatured: input.featured } : {}),
        })
        // The release record follows: a new streaming date moves the alerts' day (the scheduler reads releaseDate).
        await titles.updateReleaseRecord(before.movie.id, {
          title: after.title,
          slug: after.slug,
          synopsis: after.synopsis,
          genres: after.genres,
          releaseDate: after.streamingDate,
          streamingPlatform: after.network.name,
          isFeatured: after.isFeatured,
        })
        const changes = diff(auditFields(before), auditFields(after))
        await recordAudit(tx, actor, { action: 'streaming-show.update', entityType: 'streaming-show', entityId: id, before: changes.before, after: changes.after })
      })
      invalidateShowtimes(db)
      return one(id)
    },

    /** Deletes the title and, unless the film also plays in cinemas, its release record (with any alerts still waiting for it). */
    async remove(actor: AuditActor, id: number): Promise<AdminStreamingShowDeleteResponse> {
      await inTransaction(db, async (tx) => {
        const titles = adminStreamingRepository(tx)
        const before = await titles.title(id)
        if (!before) throw TitleNotFound()
        // The release record goes with the title only when it is nothing else: a film that also has showtimes
        // (a demo title linked to a cinema release) keeps its movie row and loses only the streaming title.
        await titles.removeTitle(id, before.movie.id)
        await recordAudit(tx, actor, { action: 'streaming-show.delete', entityType: 'streaming-show', entityId: id, before: auditFields(before), after: null })
      })
      invalidateShowtimes(db)
      return { status: 'success', deleted: id }
    },
  }
}
