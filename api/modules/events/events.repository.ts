import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

export const eventSelect = {
  id: true,
  slug: true,
  title: true,
  description: true,
  startDate: true,
  endDate: true,
  venue: true,
  location: true,
  category: true,
  imageUrl: true,
  price: true,
  isFeatured: true,
  status: true,
  submittedById: true,
  festival: { select: { id: true, slug: true, name: true } },
} satisfies Prisma.EventSelect
export type EventRow = Prisma.EventGetPayload<{ select: typeof eventSelect }>

export const festivalSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  startDate: true,
  endDate: true,
  location: true,
  imageUrl: true,
  isFeatured: true,
  _count: { select: { events: { where: { status: 'published' } } } },
} satisfies Prisma.FestivalSelect
export type FestivalRow = Prisma.FestivalGetPayload<{ select: typeof festivalSelect }>

const soonestFirst: Prisma.EventOrderByWithRelationInput[] = [{ startDate: 'asc' }, { id: 'asc' }]

/**
 * Published events that have not ended: the end is still ahead, or (without an end) the event starts
 * today or later in Manila (`startOfToday` is Manila midnight as an instant).
 */
export function upcomingWhere(now: Date, startOfToday: Date): Prisma.EventWhereInput {
  return { status: 'published', OR: [{ endDate: { gte: now } }, { endDate: null, startDate: { gte: startOfToday } }] }
}

export interface EventFilter {
  /** Category names to keep (already matched case-insensitively by the service). */
  categories?: string[]
  featured?: boolean
  festivalSlug?: string
}

function filterWhere(base: Prisma.EventWhereInput, filter: EventFilter): Prisma.EventWhereInput {
  return {
    AND: [
      base,
      filter.categories ? { category: { in: filter.categories } } : {},
      filter.featured === undefined ? {} : { isFeatured: filter.featured },
      filter.festivalSlug ? { festival: { slug: filter.festivalSlug } } : {},
    ],
  }
}

export function eventsRepository(db: Db) {
  return {
    page(base: Prisma.EventWhereInput, filter: EventFilter, skip: number, take: number) {
      const where = filterWhere(base, filter)
      return db.$transaction([db.event.findMany({ where, select: eventSelect, orderBy: soonestFirst, skip, take }), db.event.count({ where })])
    },

    /** Every matching event, soonest first (search ranks them in memory). */
    all(base: Prisma.EventWhereInput) {
      return db.event.findMany({ where: base, select: eventSelect, orderBy: soonestFirst })
    },

    async categoryCounts(base: Prisma.EventWhereInput): Promise<{ name: string; count: number }[]> {
      const groups = await db.event.groupBy({ by: ['category'], where: base, _count: { _all: true } })
      return groups.map((group) => ({ name: group.category, count: group._count._all }))
    },

    /** Category names in use by published events (any date), for matching a filter value. */
    async categoryNames(): Promise<string[]> {
      const rows = await db.event.findMany({ where: { status: 'published' }, select: { category: true }, distinct: ['category'] })
      return rows.map((row) => row.category)
    },

    findBySlug(slug: string) {
      return db.event.findUnique({ where: { slug }, select: eventSelect })
    },

    slugTaken(slug: string) {
      return db.event.findUnique({ where: { slug }, select: { id: true } }).then(Boolean)
    },

    create(data: Prisma.EventUncheckedCreateInput) {
      return db.event.create({ data, select: eventSelect })
    },

    /** Festivals that have not ended, soonest first. */
    currentFestivals(now: Date) {
      return db.festival.findMany({ where: { endDate: { gte: now } }, select: festivalSelect, orderBy: [{ startDate: 'asc' }, { id: 'asc' }] })
    },

    findFestival(slug: string) {
      return db.festival.findUnique({ where: { slug }, select: festivalSelect })
    },

    festivalIdBySlug(slug: string) {
      return db.festival.findUnique({ where: { slug }, select: { id: true } })
    },

    festivalEvents(festivalId: number) {
      return db.event.findMany({ where: { festivalId, status: 'published' }, select: eventSelect, orderBy: soonestFirst })
    },
  }
}
