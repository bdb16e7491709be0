import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { eventSelect } from '../events/events.service.ts'

type Tx = Prisma.TransactionClient

/** An event as staff see it: the public fields plus who submitted it and its history. */
const adminEventSelect = {
  ...eventSelect,
  createdAt: true,
  updatedAt: true,
  importKey: true,
  submittedBy: { select: { id: true, username: true } },
} satisfies Prisma.EventSelect
export type AdminEventRow = Prisma.EventGetPayload<{ select: typeof adminEventSelect }>

/** The fields an edit can change, as they are written to the audit log. */
export const editableSelect = {
  title: true,
  description: true,
  category: true,
  startDate: true,
  endDate: true,
  venue: true,
  location: true,
  price: true,
  ticketUrl: true,
  isFeatured: true,
  status: true,
  festivalId: true,
} satisfies Prisma.EventSelect
export type EditableRow = Prisma.EventGetPayload<{ select: typeof editableSelect }>

export interface AdminEventFilter {
  status?: string
  q?: string
  from?: Date
  /** Exclusive upper bound of the start. */
  before?: Date
}

export function adminEventsRepository(db: Db) {
  function where(filter: AdminEventFilter): Prisma.EventWhereInput {
    const search = filter.q
      ? { OR: [{ title: ignoringCase(db, { contains: filter.q }) }, { venue: ignoringCase(db, { contains: filter.q }) }, { location: ignoringCase(db, { contains: filter.q }) }] }
      : {}
    const start = filter.from || filter.before ? { startDate: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.before ? { lt: filter.before } : {}) } } : {}
    return { AND: [filter.status ? { status: filter.status } : {}, search, start] }
  }

  return {
    page(filter: AdminEventFilter, skip: number, take: number) {
      const w = where(filter)
      // Newest start first: staff mostly work on what is coming up and what was just added.
      return db.$transaction([db.event.findMany({ where: w, select: adminEventSelect, orderBy: [{ startDate: 'desc' }, { id: 'desc' }], skip, take }), db.event.count({ where: w })])
    },

    /** Events per status under the same search and dates (the tabs' counts). */
    async statusCounts(filter: AdminEventFilter): Promise<Record<string, number>> {
      const groups = await db.event.groupBy({ by: ['status'], where: where({ ...filter, status: undefined }), _count: { _all: true } })
      return Object.fromEntries(groups.map((group) => [group.status, group._count._all]))
    },

    find(id: number) {
      return db.event.findUnique({ where: { id }, select: adminEventSelect })
    },

    /** A new event with everything staff see (a created one) or only its id (an import's rows). */
    create: (data: Prisma.EventUncheckedCreateInput) => db.event.create({ data, select: { ...adminEventSelect, ...editableSelect } }),
    createImported: (data: Prisma.EventUncheckedCreateInput) => db.event.create({ data, select: { id: true } }),
    update: (id: number, data: Prisma.EventUncheckedUpdateInput) => db.event.update({ where: { id }, data, select: editableSelect }),
    statusOf: (id: number) => db.event.findUnique({ where: { id }, select: { status: true } }),
    /** Moves the event to `to` only while its status is one of `from` (a conditional write: 1 when it moved, else 0). */
    async moveStatus(id: number, from: readonly string[], to: string, now: Date): Promise<number> {
      const { count } = await db.event.updateMany({ where: { id, status: { in: [...from] } }, data: { status: to, updatedAt: now } })
      return count
    },
    remove: (id: number) => db.event.delete({ where: { id } }),

    findEditable(tx: Tx, id: number) {
      return tx.event.findUnique({ where: { id }, select: { ...editableSelect, id: true, slug: true } })
    },

    /** Import keys among `keys` that already exist. */
    async existingKeys(keys: string[]): Promise<Set<string>> {
      const found = new Set<string>()
      for (let i = 0; i < keys.length; i += 500) {
        const rows = await db.event.findMany({ where: { importKey: { in: keys.slice(i, i + 500) } }, select: { importKey: true } })
        for (const row of rows) if (row.importKey) found.add(row.importKey)
      }
      return found
    },

    /** Slugs starting with `base` (one query per title when picking free slugs for a batch). */
    async slugsLike(tx: Tx, base: string): Promise<Set<string>> {
      const rows = await tx.event.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })
      return new Set(rows.map((row) => row.slug))
    },

    festivalIds(slugs: string[]) {
      return db.festival.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } })
    },
  }
}
