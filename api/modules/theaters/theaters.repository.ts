import type { Prisma } from '../../generated/prisma/client.ts'
import type { Db } from '../../db.ts'

/** The Theater columns (with its mall) the presenters use. */
export const theaterSelect = {
  id: true,
  name: true,
  slug: true,
  logo: true,
  screens: true,
  mall: {
    select: {
      id: true,
      name: true,
      operator: true,
      address: true,
      city: true,
      citySlug: true,
      province: true,
      provinceSlug: true,
      region: true,
      latitude: true,
      longitude: true,
    },
  },
} satisfies Prisma.TheaterSelect
export type TheaterRow = Prisma.TheaterGetPayload<{ select: typeof theaterSelect }>

export const scheduleSelect = {
  id: true,
  theaterId: true,
  movieId: true,
  startsAt: true,
  showDate: true,
  price: true,
  format: true,
  in3d: true,
  available: true,
  buyTicket: true,
  seatsAvailable: true,
} satisfies Prisma.ScheduleSelect
export type ScheduleRow = Prisma.ScheduleGetPayload<{ select: typeof scheduleSelect }>

const byName = [{ mall: { name: 'asc' } }, { name: 'asc' }] satisfies Prisma.TheaterOrderByWithRelationInput[]

export function theatersRepository(db: Db) {
  return {
    all() {
      return db.theater.findMany({ select: theaterSelect, orderBy: byName })
    },

    findById(id: number) {
      return db.theater.findUnique({ where: { id }, select: theaterSelect })
    },

    findBySlug(slug: string) {
      return db.theater.findUnique({ where: { slug }, select: theaterSelect })
    },

    inCity(citySlug: string) {
      return db.theater.findMany({ where: { mall: { citySlug } }, select: theaterSelect, orderBy: byName })
    },

    inProvince(provinceSlug: string) {
      return db.theater.findMany({ where: { mall: { provinceSlug } }, select: theaterSelect, orderBy: byName })
    },

    /** Showtimes of one movie at one theater on one Manila date, by start. */
    schedule(theaterId: number, movieId: number, showDate: string) {
      return db.schedule.findMany({
        where: { theaterId, movieId, showDate },
        select: scheduleSelect,
        orderBy: { startsAt: 'asc' },
      })
    },

    /** All showtimes at one theater on one Manila date, by start. */
    day(theaterId: number, showDate: string) {
      return db.schedule.findMany({
        where: { theaterId, showDate },
        select: scheduleSelect,
        orderBy: [{ startsAt: 'asc' }, { movieId: 'asc' }],
      })
    },

    /** All showtimes of one movie on one Manila date, anywhere, by start. */
    movieDay(movieId: number, showDate: string) {
      return db.schedule.findMany({
        where: { movieId, showDate },
        select: scheduleSelect,
        orderBy: [{ startsAt: 'asc' }, { theaterId: 'asc' }],
      })
    },

    /** Theaters by id. */
    findManyByIds(ids: number[]) {
      return db.theater.findMany({ where: { id: { in: ids } }, select: theaterSelect, orderBy: byName })
    },

    /** Manila dates from `from` on with showtimes at the theater (of one movie when given), ascending. */
    async availableDates(theaterId: number, from: string, movieId?: number): Promise<string[]> {
      const rows = await db.schedule.findMany({
        where: { theaterId, showDate: { gte: from }, ...(movieId === undefined ? {} : { movieId }) },
        select: { showDate: true },
        distinct: ['showDate'],
        orderBy: { showDate: 'asc' },
      })
      return rows.map((row) => row.showDate)
    },
  }
}
