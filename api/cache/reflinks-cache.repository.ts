import type { Db } from '../db.ts'

/** The enabled reflink rules in id order, with the columns the linker needs (api/lib/reflinks.ts ReflinkRule). */
export const enabledReflinkRules = (db: Db) =>
  db.articleReflink.findMany({
    where: { enabled: true },
    select: { id: true, phrase: true, url: true, paid: true, caseSensitive: true },
    orderBy: { id: 'asc' },
  })
