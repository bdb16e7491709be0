import type { Prisma } from '../../generated/prisma/client.ts'
import type { Db } from '../../db.ts'

/** The Movie columns the presenters use. */
export const movieSelect = {
  id: true,
  hash: true,
  slug: true,
  title: true,
  synopsis: true,
  mtrcbRating: true,
  runningTime: true,
  releaseDate: true,
  status: true,
  genres: true,
  language: true,
  poster: true,
  poster2x: true,
  streamingPlatform: true,
  isFeatured: true,
  trailerUrl: true,
} satisfies Prisma.MovieSelect
export type MovieRow = Prisma.MovieGetPayload<{ select: typeof movieSelect }>

export const movieCreditSelect = { name: true, role: true, character: true, position: true } satisfies Prisma.MovieCreditSelect
export type MovieCreditRow = Prisma.MovieCreditGetPayload<{ select: typeof movieCreditSelect }>

/** Review posts about movies carry contentTypeId 2 (spec doc 2 §7 /api/posts/content/2/{movieId}). */
export const MOVIE_CONTENT_TYPE_ID = 2

export function moviesRepository(db: Db) {
  return {
    /**
     * Movies by the status visitors see on the Manila date `today` (movie.presenter.ts effectiveStatus):
     * coming-soon movies whose release date has come are listed as now showing, not as coming soon.
     */
    listByStatus(status: string, order: 'newest' | 'soonest', today: string) {
      const where: Prisma.MovieWhereInput =
        status === 'nowShowing'
          ? { OR: [{ status }, { status: 'comingSoon', releaseDate: { lte: today } }] }
          : // Coming soon and streaming soon end on the Manila release (streaming) day: from then on the film is out.
            status === 'comingSoon' || status === 'streamingSoon'
            ? { status, OR: [{ releaseDate: null }, { releaseDate: { gt: today } }] }
            : { status }
      return db.movie.findMany({
        where,
        select: movieSelect,
        orderBy:
          order === 'newest'
            ? [{ isFeatured: 'desc' }, { releaseDate: 'desc' }, { title: 'asc' }]
            : [{ releaseDate: 'asc' }, { title: 'asc' }],
      })
    },

    /** Movies released (or premiering on streaming) between two Manila dates, inclusive. */
    releasedBetween(start: string, end: string) {
      return db.movie.findMany({
        where: { releaseDate: { gte: start, lte: end } },
        select: movieSelect,
        orderBy: [{ releaseDate: 'asc' }, { title: 'asc' }],
      })
    },

    findById(id: number) {
      return db.movie.findUnique({ where: { id }, select: movieSelect })
    },

    /** The id of the newest release with this slug (slugs repeat when titles do; the newest is meant). */
    async findIdBySlug(slug: string): Promise<number | null> {
      const row = await db.movie.findFirst({ where: { slug }, orderBy: [{ releaseDate: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }], select: { id: true } })
      return row?.id ?? null
    },

    findManyByIds(ids: number[]) {
      return db.movie.findMany({ where: { id: { in: ids } }, select: movieSelect })
    },

    findDetail(where: { id: number } | { hash: string }) {
      return db.movie.findUnique({
        where,
        select: { ...movieSelect, credits: { select: movieCreditSelect, orderBy: { position: 'asc' } } },
      })
    },

    /** Manila dates from `from` on with at least one showtime of the movie, ascending. */
    async showingDates(movieId: number, from: string): Promise<string[]> {
      const rows = await db.schedule.findMany({
        where: { movieId, showDate: { gte: from } },
        select: { showDate: true },
        distinct: ['showDate'],
        orderBy: { showDate: 'asc' },
      })
      return rows.map((row) => row.showDate)
    },

    /** Average (1-5) and count of movie review ratings, per movie id. */
    ratings(movieIds: number[]) {
      return db.post.groupBy({
        by: ['externalContentId'],
        where: {
          contentTypeId: MOVIE_CONTENT_TYPE_ID,
          postType: 'review',
          rating: { not: null },
          hiddenAt: null,
          externalContentId: { in: movieIds.map(String) },
        },
        _avg: { rating: true },
        _count: { rating: true },
      })
    },
  }
}
