import type { Db } from '../../db.ts'
import { ignoringCase } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

export interface AuditLogFilter {
  actorId?: number
  action?: string
  entityType?: string
  entityId?: string
  /** createdAt >= from, < until */
  from?: Date
  until?: Date
}

export const auditLogSelect = {
  id: true,
  createdAt: true,
  action: true,
  entityType: true,
  entityId: true,
  before: true,
  after: true,
  reason: true,
  requestId: true,
  actor: {
    select: { id: true, username: true, name: true, displayName: true },
  },
} satisfies Prisma.AuditLogSelect

export type AuditLogRow = Prisma.AuditLogGetPayload<{
  select: typeof auditLogSelect
}>

/** What writes an entry: the client or any transaction handle (both have the AuditLog model). */
export type AuditClient = Pick<Db, 'auditLog'>

export interface AuditRecord {
  actorId: number | null
  action: string
  entityType: string
  entityId: string | null
  before: string | null
  after: string | null
  reason: string | null
  requestId: string | null
}

/** Writes one entry on `client` (the caller's transaction handle, so the entry commits with its write). */
export async function insertAuditEntry(client: AuditClient, data: AuditRecord): Promise<void> {
  await client.auditLog.create({ data, select: { id: true } })
}

/** The read side of the AuditLog table (entries are written by recordAudit in audit.service.ts). */
export function auditLogRepository(db: Db) {
  const where = (filter: AuditLogFilter): Prisma.AuditLogWhereInput => ({
    ...(filter.actorId !== undefined ? { actorId: filter.actorId } : {}),
    // "cache." lists every action of an area; anything else is one action.
    ...(filter.action !== undefined
      ? {
          action: filter.action.endsWith('.') ? { startsWith: filter.action } : filter.action,
        }
      : {}),
    ...(filter.entityType !== undefined ? { entityType: filter.entityType } : {}),
    ...(filter.entityId !== undefined ? { entityId: filter.entityId } : {}),
    ...(filter.from || filter.until
      ? {
          createdAt: {
            ...(filter.from ? { gte: filter.from } : {}),
            ...(filter.until ? { lt: filter.until } : {}),
          },
        }
      : {}),
  })
  return {
    /** Newest first (id breaks ties between entries of one instant). */
    page: (filter: AuditLogFilter, skip: number, take: number) =>
      db.auditLog.findMany({
        where: where(filter),
        select: auditLogSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
    count: (filter: AuditLogFilter) => db.auditLog.count({ where: where(filter) }),
    /** The user an `actor` filter names: a user id, or a username (case ignored where the database can). */
    findActorId: async (actor: string): Promise<number | null> => {
      if (/^\d{1,9}$/.test(actor)) return Number(actor)
      const user = await db.user.findFirst({
        where: {
          username: ignoringCase(db, { equals: actor.replace(/^@/, '') }),
        },
        select: { id: true },
      })
      return user?.id ?? null
    },
  }
}
