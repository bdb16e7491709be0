import type { Prisma } from '../../generated/prisma/client.ts'
import type { Db } from '../../db.ts'

export const widgetPreferenceSelect = {
  weatherEnabled: true,
  forexEnabled: true,
  lottoEnabled: true,
  widgetOrder: true,
} satisfies Prisma.WidgetPreferenceSelect
export type WidgetPreferenceRow = Prisma.WidgetPreferenceGetPayload<{ select: typeof widgetPreferenceSelect }>

export function widgetPreferencesRepository(db: Db) {
  return {
    findByUser(userId: number) {
      return db.widgetPreference.findUnique({ where: { userId }, select: widgetPreferenceSelect })
    },

    save(userId: number, data: WidgetPreferenceRow) {
      return db.widgetPreference.upsert({ where: { userId }, create: { userId, ...data }, update: data, select: widgetPreferenceSelect })
    },
  }
}
