import type { PublicUser } from '../../contracts/user.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/**
 * Which events the public sees (decision 018): only those staff published. People's submissions stay
 * "pending" until staff review them, and "rejected" ones stay hidden for good. Every read that lists
 * events or shows one (lists, counts, search, images, festivals …) filters with this predicate, or
 * checks one row with `eventVisibleTo`; anything else answers as if the event did not exist.
 */
export const PUBLISHED_EVENT = 'published'
export const publicEventWhere = { status: PUBLISHED_EVENT } as const satisfies Prisma.EventWhereInput

/**
 * Whether `viewer` may see this event: everyone sees a published one; a pending or rejected event is
 * seen only by the person who submitted it and by staff (the same rule as `publicEventWhere` plus
 * those two exceptions).
 */
export function eventVisibleTo(row: { status: string; submittedById: number | null }, viewer: PublicUser | null): boolean {
  if (row.status === PUBLISHED_EVENT) return true
  return viewer !== null && (viewer.isStaff || (row.submittedById !== null && viewer.id === row.submittedById))
}

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
  ticketUrl: true,
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
  _count: { select: { events: { where: publicEventWhere } } },
} satisfies Prisma.FestivalSelect
export type FestivalRow = Prisma.FestivalGetPayload<{ select: typeof festivalSelect }>

const soonestFirst: Prisma.EventOrderByWithRelationInput[] = [{ startDate: 'asc' }, { id: 'asc' }]

/**
 * Published events that have not ended: the end is still ahead, or (without an end) the event starts
 * today or later in Manila (`startOfToday` is Manila midnight as an instant).
 */
export function upcomingWhere(now: Date, startOfToday: Date): Prisma.EventWhereInput {
  return { ...publicEventWhere, OR: [{ endDate: { gte: now } }, { endDate: null, startDate: { gte: startOfToday } }] }
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
      const rows = await db.event.findMany({ where: publicEventWhere, select: { category: true }, distinct: ['category'] })
      return rows.map((row) => row.category)
    },

    /** Any event by slug, whatever its status: callers check `eventVisibleTo` before showing it. */
    findBySlug(slug: string) {
      return db.event.findUnique({ where: { slug }, select: eventSelect })
    },

    /** A published event as its calendar file writes it (only published ones have one: decision 051). */
    publishedForCalendar(slug: string) {
      return db.event.findFirst({
        where: { ...publicEventWhere, slug },
        select: { id: true, slug: true, title: true, description: true, startDate: true, endDate: true, venue: true, location: true, ticketUrl: true, createdAt: true, updatedAt: true },
      })
    },

    /** What the generated image of an event draws, with what `eventVisibleTo` needs. */
    cardBySlug(slug: string) {
      return db.event.findUnique({ where: { slug }, select: { title: true, category: true, status: true, submittedById: true } })
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
      return db.event.findMany({ where: { festivalId, ...publicEventWhere }, select: eventSelect, orderBy: soonestFirst })
    },
  }
}
