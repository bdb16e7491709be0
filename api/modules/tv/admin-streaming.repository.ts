import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { titleSelect } from './tv.repository.ts'

/** What an admin's list of streaming titles filters on. */
interface TitleFilter {
  q?: string
  network?: string
}

/**
 * The writes of /admin/streaming-shows: a streaming title and its release record (a streamingSoon movie row,
 * decision 038), always through the client of the one transaction that writes them together.
 */
export function adminStreamingRepository(db: Db) {
  return {
    networkBySlug: (slug: string) => db.streamingNetwork.findUnique({ where: { slug }, select: { id: true, name: true } }),
    createNetwork: (data: { slug: string; name: string; sortOrder: number }) => db.streamingNetwork.create({ data, select: { id: true, name: true } }),
    showExists: async (id: number) => (await db.tvShow.findUnique({ where: { id }, select: { id: true } })) !== null,

    /** Alerts still waiting, per movie, among `movieIds`. */
    async waitingAlerts(movieIds: number[]): Promise<Map<number, number>> {
      if (movieIds.length === 0) return new Map()
      const rows = await db.movieReleaseNotification.groupBy({ by: ['movieId'], where: { movieId: { in: movieIds }, notified: false }, _count: true })
      return new Map(rows.map((row) => [row.movieId, row._count]))
    },

    title: (id: number) => db.streamingTitle.findUnique({ where: { id }, select: titleSelect }),
    titlePage(filter: TitleFilter, skip: number, take: number) {
      const where: Prisma.StreamingTitleWhereInput = {
        ...(filter.q ? { title: ignoringCase(db, { contains: filter.q }) } : {}),
        ...(filter.network ? { network: { slug: filter.network } } : {}),
      }
      return Promise.all([
        db.streamingTitle.findMany({ where, select: titleSelect, orderBy: [{ streamingDate: 'desc' }, { id: 'desc' }], skip, take }),
        db.streamingTitle.count({ where }),
      ])
    },

    createReleaseRecord: async (data: Prisma.MovieUncheckedCreateInput) => (await db.movie.create({ data, select: { id: true } })).id,
    updateReleaseRecord: (movieId: number, data: Prisma.MovieUncheckedUpdateInput) => db.movie.update({ where: { id: movieId }, data, select: { id: true } }),
    createTitle: (data: Prisma.StreamingTitleUncheckedCreateInput) => db.streamingTitle.create({ data, select: titleSelect }),
    updateTitle: (id: number, data: Prisma.StreamingTitleUncheckedUpdateInput) => db.streamingTitle.update({ where: { id }, data, select: titleSelect }),

    /**
     * Deletes a title and, unless the film also has showtimes (a demo title linked to a cinema release), its
     * release record with it (the title and its waiting alerts go with the movie row).
     */
    async removeTitle(id: number, movieId: number): Promise<void> {
      const showings = await db.schedule.count({ where: { movieId } })
      if (showings === 0) await db.movie.delete({ where: { id: movieId }, select: { id: true } })
      else await db.streamingTitle.delete({ where: { id }, select: { id: true } })
    },
  }
}
