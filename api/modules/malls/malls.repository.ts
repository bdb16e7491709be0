import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import type { MallRegion } from '../../contracts/malls.ts'

export const mallSelect = {
  id: true,
  name: true,
  slug: true,
  operator: true,
  address: true,
  city: true,
  citySlug: true,
  province: true,
  provinceSlug: true,
  region: true,
  latitude: true,
  longitude: true,
  theaters: { select: { id: true, name: true, slug: true, screens: true }, orderBy: { name: 'asc' } },
} satisfies Prisma.MallSelect
export type MallRow = Prisma.MallGetPayload<{ select: typeof mallSelect }>

export function mallsRepository(db: Db) {
  return {
    /** Malls (of one region), Metro Manila first, then by city and name. */
    list(region?: MallRegion) {
      return db.mall.findMany({
        where: { region },
        select: mallSelect,
        orderBy: [{ region: 'asc' }, { province: 'asc' }, { city: 'asc' }, { name: 'asc' }],
      })
    },
  }
}
