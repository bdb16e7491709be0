import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

type Tx = Prisma.TransactionClient

const siteScriptSelect = {
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

/** The columns an administrator writes (the form's fields, `excludedPaths` as JSON text). */
export interface SiteScriptData {
  name: string
  markup: string
  position: string
  enabled: boolean
  essential: boolean
  excludedPaths: string
}

export function siteScriptsRepository(db: Db) {
  return {
    all: () => db.siteScript.findMany({ select: siteScriptSelect, orderBy: injectionOrder }),
    enabled: () => db.siteScript.findMany({ where: { enabled: true }, select: siteScriptSelect, orderBy: injectionOrder }),
    find: (id: number, tx: Tx | Db = db) => tx.siteScript.findUnique({ where: { id }, select: siteScriptSelect }),
    create: (data: SiteScriptData, now: Date) => db.siteScript.create({ data: { ...data, createdAt: now, updatedAt: now }, select: siteScriptSelect }),
    update: (id: number, data: SiteScriptData, now: Date) => db.siteScript.update({ where: { id }, data: { ...data, updatedAt: now }, select: siteScriptSelect }),
    remove: (id: number) => db.siteScript.delete({ where: { id } }),
  }
}
