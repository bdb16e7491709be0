import type { ChallengeType } from '../../contracts/daily-challenge.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/**
 * What a challenge may point at: Gala's own places, its published events (never an unreviewed one: the
 * events module's upcoming filter starts from publicEventWhere, decision 018) that have not ended by the
 * start of the Manila day, and the movies now showing. Each pool is read as ids only; the chosen row is
 * loaded alone. `eventsOfDay` is that filter as of a day's start, handed in by the service.
 */
export function dailyChallengeRepository(db: Db, eventsOfDay: (startOfDay: Date) => Prisma.EventWhereInput) {
  const movieWhere = { status: 'nowShowing' } satisfies Prisma.MovieWhereInput

  return {
    async candidateIds(type: ChallengeType, startOfDay: Date): Promise<number[]> {
      const rows =
        type === 'place'
          ? await db.place.findMany({ select: { id: true } })
          : type === 'event'
            ? await db.event.findMany({
                where: eventsOfDay(startOfDay),
                select: { id: true },
              })
            : await db.movie.findMany({
                where: movieWhere,
                select: { id: true },
              })
      return rows.map((row) => row.id)
    },

    place: (id: number) =>
      db.place.findUnique({
        where: { id },
        select: {
          id: true,
          slug: true,
          name: true,
          description: true,
          addressLocality: true,
          addressRegion: true,
          images: true,
        },
      }),

    /** The event, only while it is still in the day's pool (published, not ended). */
    event: (id: number, startOfDay: Date) =>
      db.event.findFirst({
        where: { AND: [{ id }, eventsOfDay(startOfDay)] },
        select: {
          id: true,
          slug: true,
          title: true,
          description: true,
          venue: true,
          location: true,
          startDate: true,
          imageUrl: true,
        },
      }),

    movie: (id: number) =>
      db.movie.findFirst({
        where: { id, ...movieWhere },
        select: {
          id: true,
          hash: true,
          slug: true,
          title: true,
          synopsis: true,
          poster: true,
        },
      }),
  }
}

export type ChallengeRows = ReturnType<typeof dailyChallengeRepository>
export type PlaceRow = NonNullable<Awaited<ReturnType<ChallengeRows['place']>>>
export type EventRow = NonNullable<Awaited<ReturnType<ChallengeRows['event']>>>
export type MovieRow = NonNullable<Awaited<ReturnType<ChallengeRows['movie']>>>
