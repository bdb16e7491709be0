import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { MallsResponse } from '../../api/contracts/malls.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
})
afterAll(async () => {
  await app?.close()
})

const getJson = async <T>(path: string) => {
  const res = await app.request(path)
  return { res, body: (await res.json()) as T & { code?: string } }
}

describe('GET /api/malls', () => {
  it('lists every mall with its cinemas, Metro Manila first', async () => {
    const { res, body } = await getJson<MallsResponse>('/api/malls')
    expect(res.status).toBe(200)
    expect(body.status).toBe('success')
    expect(body.data.length).toBe(await app.deps.db.mall.count())
    const regions = body.data.map((mall) => mall.region)
    expect(regions.indexOf('province')).toBeGreaterThan(regions.lastIndexOf('metro-manila'))
    const megamall = body.data.find((mall) => mall.slug === 'sm-megamall')!
    expect(megamall).toMatchObject({ name: 'SM Megamall', operator: 'SM Supermalls', city: 'Mandaluyong', city_slug: 'mandaluyong', region: 'metro-manila' })
    expect(megamall.cinemas).toHaveLength(1)
    expect(megamall.cinemas[0]).toMatchObject({ name: 'SM Megamall Cinemas', screens: 10, url: `/movies/theaters/${megamall.cinemas[0]!.slug}` })
    expect(megamall.screens).toBe(10)
    const counted = body.operators.reduce((sum, operator) => sum + operator.count, 0)
    expect(counted).toBe(body.data.length)
    expect(body.operators[0]!.name).toBe('SM Supermalls')
  })

  it('filters by region', async () => {
    const provinces = await getJson<MallsResponse>('/api/malls?region=province')
    expect(provinces.body.data.length).toBeGreaterThan(0)
    expect(provinces.body.data.every((mall) => mall.region === 'province')).toBe(true)
    const metro = await getJson<MallsResponse>('/api/malls?region=metro-manila')
    expect(metro.body.data.every((mall) => mall.region === 'metro-manila')).toBe(true)
    expect(metro.body.data.length + provinces.body.data.length).toBe(await app.deps.db.mall.count())
  })

  it('answers 400 for an unknown region', async () => {
    const { res, body } = await getJson('/api/malls?region=mars')
    expect(res.status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
  })
})
