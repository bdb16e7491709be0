import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { cuisinesOf, type RestaurantListResponse, type RestaurantResponse } from '../../api/contracts/restaurants.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { createPlace, createReview, createUser } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, reviewBody } from './community-support.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let ramenId: number

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
  const db = app.deps.db
  const ramen = await createPlace(db, {
    name: 'Ramen Yokocho Test',
    type: 'Restaurant',
    category: 'Food & Drink',
    description: 'Tonkotsu ramen and gyoza in Little Tokyo, Makati.',
    ratingValue: 4.4,
    ratingCount: 5,
    ratingSource: 'Google',
  })
  ramenId = ramen.id
  await createPlace(db, { name: 'Dim Sum House Test', type: 'Restaurant', description: 'Cantonese dim sum and congee near Ongpin.' })
  await createPlace(db, { name: 'Not Food Museum Test', type: 'Museum', description: 'A museum that mentions sushi in passing.' })
  const reviewer = await createUser(db, { username: 'ramen_fan' })
  await createReview(db, { userId: reviewer.id, contentTypeId: 3, externalContentId: ramen.slug, rating: 5, content: '<script>alert(1)</script> Great broth' })
})
afterAll(async () => {
  await app?.close()
})

const getJson = async <T>(path: string) => {
  const res = await app.request(path)
  return { res, body: (await res.json()) as T & { code?: string; message?: string } }
}

describe('cuisinesOf', () => {
  it('reads cuisines from words, not from parts of words', () => {
    expect(cuisinesOf('A family-run Kapampangan kitchen serving sisig')).toEqual(['filipino'])
    expect(cuisinesOf('Ramen, then gelato')).toEqual(['japanese', 'italian'])
    expect(cuisinesOf('Dim sum in Binondo')).toEqual(['chinese'])
    expect(cuisinesOf('Espresso and pastries')).toEqual([])
    expect(cuisinesOf('Pastaholic')).toEqual([]) // "pasta" only as a word
  })
})

describe('GET /api/restaurants', () => {
  it('lists only places to eat and drink, with their restaurant page and cuisines', async () => {
    const { res, body } = await getJson<RestaurantListResponse>('/api/restaurants?per_page=50')
    expect(res.status).toBe(200)
    expect(body.status).toBe('success')
    const names = body.data.map((item) => item.name)
    expect(names).toContain('Kusina ni Aling Nena')
    expect(names).toContain('Tala Coffee Roasters')
    expect(names).toContain('Ramen Yokocho Test')
    expect(names).not.toContain('Not Food Museum Test')
    expect(names).not.toContain('Habi Weaves') // a shop
    expect(names).not.toContain('Intramuros')
    for (const item of body.data) {
      expect(['Restaurant', 'CafeOrCoffeeShop', 'BarOrPub', 'Bakery']).toContain(item.type)
      expect(item.path).toBe(`/food-drink/${item.id}/${item.slug}`)
      expect(item.excerpt.length).toBeLessThanOrEqual(180)
    }
    expect(body.data.find((item) => item.name === 'Kusina ni Aling Nena')!.cuisines).toEqual(['filipino'])
    expect(body.pagination).toMatchObject({ page: 1, per_page: 50, total: body.data.length })
    expect(body.cuisines.map((entry) => entry.cuisine)).toEqual(['filipino', 'japanese', 'italian', 'chinese'])
    expect(body.cuisines.find((entry) => entry.cuisine === 'japanese')!.count).toBe(1)
  })

  it('filters by cuisine and pages', async () => {
    const japanese = await getJson<RestaurantListResponse>('/api/restaurants?cuisine=japanese')
    expect(japanese.body.data.map((item) => item.name)).toEqual(['Ramen Yokocho Test'])
    const filipino = await getJson<RestaurantListResponse>('/api/restaurants?cuisine=filipino&per_page=1&page=2')
    expect(filipino.body.data).toHaveLength(1)
    expect(filipino.body.data[0]!.cuisines).toContain('filipino')
    expect(filipino.body.pagination.total).toBeGreaterThanOrEqual(2)
    const italian = await getJson<RestaurantListResponse>('/api/restaurants?cuisine=italian')
    expect(italian.res.status).toBe(200)
    expect(italian.body.data).toEqual([])
  })

  it.each([
    ['an unknown cuisine', '?cuisine=martian', 'cuisine'],
    ['page 0', '?page=0', 'page'],
    ['a huge per_page', '?per_page=500', 'per_page'],
    ['a non-number page', '?page=two', 'page'],
  ])('answers 400 for %s', async (_name, query, field) => {
    const { res, body } = await getJson<{ issues: { field: string }[] }>(`/api/restaurants${query}`)
    expect(res.status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues.map((issue) => issue.field)).toContain(`query.${field}`)
  })
})

describe('GET /api/restaurants/:id', () => {
  it('answers by id and by slug with details and the newest reviews as plain text', async () => {
    const byId = await getJson<RestaurantResponse>(`/api/restaurants/${ramenId}`)
    expect(byId.res.status).toBe(200)
    expect(byId.body.data).toMatchObject({ id: ramenId, name: 'Ramen Yokocho Test', cuisines: ['japanese'], path: `/food-drink/${ramenId}/ramen-yokocho-test` })
    // Gala's own figure and the imported rating, apart: the review does not change the imported one.
    expect(byId.body.data.reviewCount).toBe(1)
    expect(byId.body.data.averageRating).toBe(5)
    expect(byId.body.data.aggregateRating).toEqual({ ratingValue: 4.4, ratingCount: 5, bestRating: 5, worstRating: 1, source: 'Google' })
    expect(byId.body.reviews).toHaveLength(1)
    expect(byId.body.reviews[0]!.content).toBe('<script>alert(1)</script> Great broth') // text; the page renders it inert
    const bySlug = await getJson<RestaurantResponse>('/api/restaurants/ramen-yokocho-test')
    expect(bySlug.body.data.id).toBe(ramenId)
  })

  it('answers 404 for a missing restaurant, a place that is not one, and a malformed id', async () => {
    for (const id of ['999999', 'intramuros', 'not-food-museum-test', '%3Cscript%3E']) {
      const { res, body } = await getJson(`/api/restaurants/${id}`)
      expect(res.status).toBe(404)
      expect(body).toMatchObject({ code: 'RESTAURANT_NOT_FOUND', message: 'Restaurant not found' })
    }
  })
})

describe('ratings by source (issue 35, decision 044)', () => {
  it('a 1-star review on Gala leaves a restaurant’s imported rating unchanged and counts only in Gala’s figure', async () => {
    const before = (await getJson<RestaurantResponse>('/api/restaurants/kusina-ni-aling-nena')).body.data
    expect(before.aggregateRating).toEqual({ ratingValue: 4.5, ratingCount: 820, bestRating: 5, worstRating: 1, source: 'Demo listing data' })
    const fresh = await signedInUser(app)
    const posted = await call(app, 'POST', '/api/posts', reviewBody(3, 'kusina-ni-aling-nena', { rating: 1 }), fresh.headers)
    expect(posted.status).toBe(201)
    const after = (await getJson<RestaurantResponse>('/api/restaurants/kusina-ni-aling-nena')).body.data
    expect(after.aggregateRating).toEqual(before.aggregateRating)
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    const list = (await getJson<RestaurantListResponse>('/api/restaurants?per_page=50')).body.data.find((item) => item.slug === 'kusina-ni-aling-nena')!
    expect(list.aggregateRating).toEqual(before.aggregateRating)
  })
})
