import type { Db } from '../../db.ts'

/** The SiteSetting rows the widgets read and write: each source's last good value, and the demo-data mark. */
export function widgetsRepository(db: Db) {
  return {
    setting: async (key: string): Promise<string | null> => (await db.siteSetting.findUnique({ where: { key }, select: { value: true } }))?.value ?? null,
    saveSetting: (key: string, value: string) => db.siteSetting.upsert({ where: { key }, create: { key, value }, update: { value }, select: { key: true } }),
  }
}
