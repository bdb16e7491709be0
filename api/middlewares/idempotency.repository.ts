import { isUniqueViolation, type Db } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'

/** A stored Idempotency-Key row: the key, whose it is, what it was used on and the answer stored with it. */
export type StoredIdempotencyKey = Prisma.IdempotencyKeyGetPayload<object>

/** The IdempotencyKey table (issue 6), for api/middlewares/idempotency.ts. */
export function idempotencyRepository(db: Db) {
  return {
    /** Deletes keys created before `before`. */
    async deleteCreatedBefore(before: Date): Promise<void> {
      await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: before } } })
    },

    /** Inserts the key; its id, or null when the key is already stored (a unique violation). */
    async insert(data: { key: string; userId: number; method: string; path: string; responseStatus: number; responseBody: string; createdAt: Date }): Promise<number | null> {
      try {
        const row = await db.idempotencyKey.create({ data, select: { id: true } })
        return row.id
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    },

    findByKey: (key: string): Promise<StoredIdempotencyKey | null> => db.idempotencyKey.findUnique({ where: { key } }),

    async storeAnswer(id: number, responseStatus: number, responseBody: string): Promise<void> {
      await db.idempotencyKey.update({ where: { id }, data: { responseStatus, responseBody } })
    },

    /** Deletes the row; nothing when it is already gone. */
    async remove(id: number): Promise<void> {
      await db.idempotencyKey.deleteMany({ where: { id } })
    },
  }
}
