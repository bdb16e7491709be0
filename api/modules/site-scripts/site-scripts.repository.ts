import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

type Tx = Prisma.TransactionClient

export const siteScriptSelect = {
  id: true,
  name: true,
  markup: true,
  position: true,
  enabled: true,
  essential: true,
  excludedPaths: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.SiteScriptSelect
export type SiteScriptRow = Prisma.SiteScriptGetPayload<{ select: typeof siteScriptSelect }>

/** Header scripts first, then footer ones, each in the order they were added (the order they are injected). */
const injectionOrder = [{ position: 'desc' }, { id: 'asc' }] satisfies Prisma.SiteScriptOrderByWithRelationInput[]

export function siteScriptsRepository(db: Db) {
  return {
    all: () => db.siteScript.findMany({ select: siteScriptSelect, orderBy: injectionOrder }),
    enabled: () => db.siteScript.findMany({ where: { enabled: true }, select: siteScriptSelect, orderBy: injectionOrder }),
    find: (id: number, tx: Tx | Db = db) => tx.siteScript.findUnique({ where: { id }, select: siteScriptSelect }),
  }
}
