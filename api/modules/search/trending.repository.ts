import { isUniqueViolation, type Db } from '../../db.ts'

/** The Prisma side of trending searches (SearchQuery, SearchQueryClient). */
export function trendingRepository(db: Db) {
  return {
    /** A term's block fields and search counts (the audit's before and after), or null when never searched nor blocked. */
    blockFields: (term: string) =>
      db.searchQuery.findUnique({ where: { term }, select: { blockedAt: true, blockedById: true, count: true, clientCount: true } }),

    isBlocked: async (term: string) => (await db.searchQuery.findUnique({ where: { term }, select: { blockedAt: true } }))?.blockedAt != null,

    /**
     * Counts one search of `term` by the client `clientHash`; the term's distinct-client count grows only
     * on that client's first search of it (the unique pair in SearchQueryClient decides).
     */
    async record(term: string, clientHash: string, now: Date): Promise<void> {
      const row = await db.searchQuery.upsert({
        where: { term },
        create: { term, count: 1, lastSearchedAt: now },
        update: { count: { increment: 1 }, lastSearchedAt: now },
        select: { id: true },
      })
      try {
        await db.searchQueryClient.create({ data: { searchQueryId: row.id, clientHash, createdAt: now }, select: { id: true } })
      } catch (err) {
        if (isUniqueViolation(err)) return
        throw err
      }
      await db.searchQuery.update({ where: { id: row.id }, data: { clientCount: { increment: 1 } }, select: { id: true } })
    },

    /** Forgets which clients searched, for searches older than `before` (the counts stay). */
    forgetClientsBefore: (before: Date) => db.searchQueryClient.deleteMany({ where: { createdAt: { lt: before } } }),

    /** Terms searched since `since` by at least `minClients` clients and not removed by staff, most clients first. */
    trending: (options: { since: Date; minClients: number; take: number }) =>
      db.searchQuery.findMany({
        where: { lastSearchedAt: { gte: options.since }, clientCount: { gte: options.minClients }, blockedAt: null },
        select: { term: true, count: true },
        orderBy: [{ clientCount: 'desc' }, { count: 'desc' }, { lastSearchedAt: 'desc' }, { term: 'asc' }],
        take: options.take,
      }),

    /** Puts `term` on the block list (creating its row when it was never searched); the client hashes go. */
    block: (term: string, staffId: number, now: Date) =>
      db.searchQuery.upsert({
        where: { term },
        create: { term, count: 0, lastSearchedAt: now, blockedAt: now, blockedById: staffId },
        update: { blockedAt: now, blockedById: staffId, clients: { deleteMany: {} } },
        select: { id: true },
      }),
  }
}
