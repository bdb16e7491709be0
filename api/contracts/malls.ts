/**
 * Malls with their cinemas (spec doc 3 route table: /malls). Shared by the Koa API and the PWA.
 */
import { z } from 'zod'
import { MALL_REGIONS } from './malls-rules.ts'

// Constants and helpers without zod live in malls-rules.ts, so pages can import them without zod.
export * from './malls-rules.ts'

/** GET /api/malls?region= */
export const MallsQuery = z.object({
  region: z.enum(MALL_REGIONS, { error: `region must be one of ${MALL_REGIONS.join(', ')}` }).optional(),
})
export type MallsQuery = z.infer<typeof MallsQuery>

export const MallCinema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  screens: z.number().int(),
  /** The cinema's page: /movies/theaters/{slug}. */
  url: z.string(),
})
export type MallCinema = z.infer<typeof MallCinema>

export const Mall = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  operator: z.string(),
  address: z.string(),
  city: z.string(),
  city_slug: z.string(),
  province: z.string(),
  province_slug: z.string(),
  region: z.enum(MALL_REGIONS),
  latitude: z.number(),
  longitude: z.number(),
  cinemas: z.array(MallCinema),
  /** Screens of all its cinemas together. */
  screens: z.number().int(),
})
export type Mall = z.infer<typeof Mall>

export const MallsResponse = z.object({
  status: z.literal('success'),
  data: z.array(Mall),
  /** Mall groups (operators) with their number of malls in this answer, most malls first. */
  operators: z.array(z.object({ name: z.string(), count: z.number().int() })),
})
export type MallsResponse = z.infer<typeof MallsResponse>
