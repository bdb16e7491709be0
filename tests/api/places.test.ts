import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type {
  PlaceListResponse,
  PlaceResponse,
  PlaceReviewsResponse,
  PlaceTypesResponse,
  RandomPlacesResponse,
  RelatedContentResponse,
} from '../../api/contracts/places.ts'
import { RELATED_LIMIT_MAX } from '../../api/contracts/places-rules.ts'
import type { SearchResponse } from '../../api/contracts/search.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { signedInUser } from '../support/signed-in.ts'
import { call, reviewBody } from './community-support.ts'
import { createPlace, createReview, createUser } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
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
  return { res, body: (await res.json()) as T & { message?: string; code?: string } }
}

describe('GET /api/places', () => {
  it('lists places most popular first, with the card fields of doc 2 §3', async () => {
    const { res, body } = await getJson<PlaceListResponse>('/api/places')
    expect(res.status).toBe(200)
    expect(body.status).toBe('success')
    expect(body.pagination).toEqual({ page: 1, per_page: 12, total: 25, total_pages: 3 })
    expect(body.data).toHaveLength(12)
    const counts = body.data.map((place) => place.aggregateRating?.ratingCount ?? 0)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const rizal = body.data.find((place) => place.slug === 'rizal-park')!
    expect(rizal).toMatchObject({
      name: 'Rizal Park (Luneta)',
      '@type': ['Park', 'TouristAttraction'],
      type: 'Park',
      type_label: 'Parks',
      address: { addressLocality: 'Manila', addressRegion: 'Metro Manila', addressCountry: 'PH' },
      openingHoursSpecification: [{ opens: '05:00', closes: '23:00' }],
      priceRange: 'Free',
      aggregateRating: { ratingValue: 4.5, ratingCount: 24110, bestRating: 5, worstRating: 1, source: 'Demo listing data' },
      path: '/places/rizal-park',
    })
    expect(rizal.image[0]).toMatch(/^\/media\/images\/place\/rizal-park\.webp/)
    for (const place of body.data) expect(place.excerpt.length).toBeLessThanOrEqual(180)
  })

  it('cuts descriptions longer than 180 characters at a word, with an ellipsis', async () => {
    await createPlace(app.deps.db, { slug: 'long-story-place', name: 'Long Story Place', description: `${'A very long description '.repeat(12)}end.`, ratingCount: 0 })
    const { body } = await getJson<PlaceListResponse>('/api/places?search=long%20story%20place')
    const place = body.data[0]!
    expect(place.slug).toBe('long-story-place')
    expect(place.excerpt.length).toBeLessThanOrEqual(180)
    expect(place.excerpt.endsWith('…')).toBe(true)
    expect(place.description.startsWith(place.excerpt.slice(0, -1))).toBe(true)
    await app.deps.db.place.delete({ where: { slug: 'long-story-place' } })
  })

  it('filters by type and pages', async () => {
    const { body } = await getJson<PlaceListResponse>('/api/places?type=Museum&per_page=2&page=2')
    expect(body.pagination).toEqual({ page: 2, per_page: 2, total: 4, total_pages: 2 })
    expect(body.data).toHaveLength(2)
    expect(body.data.every((place) => place.type === 'Museum')).toBe(true)
    const past = await getJson<PlaceListResponse>('/api/places?type=Museum&per_page=2&page=9')
    expect(past.res.status).toBe(200)
    expect(past.body.data).toEqual([])
  })

  it('ranks a search: exact title, then title prefix, then title words, then text', async () => {
    const { body } = await getJson<PlaceListResponse>('/api/places?search=intramuros')
    expect(body.data[0]!.slug).toBe('intramuros') // exact title
    // Fort Santiago, Manila Cathedral and San Agustin mention Intramuros only in their address.
    expect(body.data.map((place) => place.slug)).toEqual(expect.arrayContaining(['fort-santiago', 'manila-cathedral', 'san-agustin-church']))
    const prefix = await getJson<PlaceListResponse>('/api/places?search=manila')
    // "Manila Ocean Park", "Manila Cathedral", "Manila Bay…" start with the query; places in Manila follow.
    const firstThree = prefix.body.data.slice(0, 3).map((place) => place.name)
    expect(firstThree.every((name) => name.startsWith('Manila'))).toBe(true)
    const accents = await getJson<PlaceListResponse>('/api/places?search=las%20pinas')
    expect(accents.body.data[0]!.slug).toBe('las-pinas-bamboo-organ')
  })

  it('counts Gala reviews per place', async () => {
    const { body } = await getJson<PlaceListResponse>('/api/places?search=binondo')
    expect(body.data[0]).toMatchObject({ slug: 'binondo', reviewCount: 1, averageRating: 5 })
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=51', 'per_page'],
    ['type=%3Cscript%3E', 'type'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('answers 400 for %s', async (query, field) => {
    const { res, body } = await getJson(`/api/places?${query}`)
    expect(res.status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.message).toContain(`query.${field}`)
  })
})

describe('GET /api/places/types and /api/places/random', () => {
  it('lists the types for the chips with counts, most places first', async () => {
    const { res, body } = await getJson<PlaceTypesResponse>('/api/places/types')
    expect(res.status).toBe(200)
    expect(body.data.reduce((sum, type) => sum + type.count, 0)).toBe(25)
    expect(body.data).toContainEqual({ type: 'Museum', label: 'Museums', count: 4 })
    const counts = body.data.map((type) => type.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('gives 3 random places by default, the same all Manila day and different the next', async () => {
    const first = await getJson<RandomPlacesResponse>('/api/places/random')
    expect(first.body.data).toHaveLength(3)
    expect(new Set(first.body.data.map((place) => place.slug)).size).toBe(3)
    const again = await getJson<RandomPlacesResponse>('/api/places/random')
    expect(again.body.data).toEqual(first.body.data)
    const days: string[] = []
    for (let day = 1; day <= 5; day++) {
      clock.set(new Date(Date.parse('2026-11-21T04:00:00Z') + day * 86_400_000))
      days.push((await getJson<RandomPlacesResponse>('/api/places/random?limit=3')).body.data.map((place) => place.slug).join())
    }
    clock.set('2026-11-21T04:00:00Z')
    expect(days.some((slugs) => slugs !== first.body.data.map((place) => place.slug).join())).toBe(true)
    expect((await app.request('/api/places/random?limit=13')).status).toBe(400)
  })
})

describe('GET /api/places/:id', () => {
  it('answers the detail of doc 3 by slug or by id', async () => {
    const bySlug = await getJson<PlaceResponse>('/api/places/national-museum-of-fine-arts')
    expect(bySlug.res.status).toBe(200)
    const place = bySlug.body.data
    expect(place).toMatchObject({
      name: 'National Museum of Fine Arts',
      '@type': ['Museum', 'TouristAttraction'],
      url: 'https://www.nationalmuseum.gov.ph',
      amenityFeature: expect.arrayContaining([{ name: 'Guided tours' }]),
      touristType: ['Art lovers', 'Students', 'History buffs'],
      bestSeason: 'All year',
      availableLanguage: ['English', 'Filipino'],
      maximumAttendeeCapacity: 3000,
      geo: { latitude: 14.5869, longitude: 120.9813 },
      reviewCount: 1,
      averageRating: 5,
    })
    expect(place.openingHoursSpecification[0]!.dayOfWeek).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    // Two stored sizes of the same picture are one gallery photo.
    expect(place.photos).toHaveLength(1)
    const byId = await getJson<PlaceResponse>(`/api/places/${place.id}`)
    expect(byId.body.data).toEqual(place)
  })

  it("answers 404 'Place not found' for an unknown id or slug", async () => {
    for (const path of ['/api/places/no-such-place', '/api/places/999999', '/api/places/%3Cscript%3E']) {
      const { res, body } = await getJson(path)
      expect(res.status).toBe(404)
      expect(body.message).toBe('Place not found')
    }
  })

  it('never hands out a javascript: link as the website, Instagram or sameAs', async () => {
    await createPlace(app.deps.db, {
      slug: 'sneaky-place',
      name: 'Sneaky Place',
      url: 'javascript:alert(1)',
      instagram: 'javascript:alert(2)',
      sameAs: JSON.stringify(['javascript:alert(3)', 'https://www.instagram.com/sneaky']),
    })
    const { body } = await getJson<PlaceResponse>('/api/places/sneaky-place')
    expect(body.data.url).toBeNull()
    expect(body.data.sameAs).toEqual(['https://www.instagram.com/sneaky'])
    expect(body.data.instagram).toBe('https://www.instagram.com/sneaky')
    await app.deps.db.place.delete({ where: { slug: 'sneaky-place' } })
  })
})

describe('GET /api/places/:id/reviews', () => {
  it('lists reviews newest first with their replies', async () => {
    const { res, body } = await getJson<PlaceReviewsResponse>('/api/places/national-museum-of-fine-arts/reviews')
    expect(res.status).toBe(200)
    expect(body.reviewCount).toBe(1)
    expect(body.averageRating).toBe(5)
    const review = body.data[0]!
    expect(review).toMatchObject({ postType: 'review', title: 'Free and world class', rating: 5, user: { username: 'angelica_reyes' } })
    expect(review.user).not.toHaveProperty('email')
    expect(review.replies).toEqual([expect.objectContaining({ content: 'Adding this to our weekend plans, thanks!', user: expect.objectContaining({ username: 'bea_mendoza' }) })])
  })

  it('reads restaurant reviews (content type 3) of places that are restaurants or cafés', async () => {
    const { body } = await getJson<PlaceReviewsResponse>('/api/places/tala-coffee-roasters/reviews')
    expect(body.reviewCount).toBe(1)
    expect(body.data[0]!.contentTypeId).toBe(3)
  })

  it('hands review text back exactly as written, as JSON data (acceptance 6: pages render it as text)', async () => {
    const user = await createUser(app.deps.db, { username: 'xss_tester' })
    const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> <a href="javascript:alert(1)">click</a>'
    await createReview(app.deps.db, { userId: user.id, contentTypeId: 1, externalContentId: 'rizal-park', content: hostile, title: '<b onmouseover=alert(1)>hi</b>', rating: 4 })
    const res = await app.request('/api/places/rizal-park/reviews')
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const body = (await res.json()) as PlaceReviewsResponse
    expect(body.data[0]!.content).toBe(hostile)
    expect(body.data[0]!.title).toBe('<b onmouseover=alert(1)>hi</b>')
  })

  it('answers 404 for an unknown place and 400 for a bad page', async () => {
    expect((await app.request('/api/places/nowhere/reviews')).status).toBe(404)
    expect((await app.request('/api/places/rizal-park/reviews?page=-1')).status).toBe(400)
  })
})

describe('GET /api/related-content/place/:id', () => {
  it('gives 6 other places, same type and locality first', async () => {
    const { res, body } = await getJson<RelatedContentResponse>('/api/related-content/place/fort-santiago')
    expect(res.status).toBe(200)
    expect(body.data).toHaveLength(6)
    expect(body.data.map((item) => item.url)).not.toContain('/places/fort-santiago')
    // Intramuros is the other landmark in Manila.
    expect(body.data[0]).toMatchObject({ url: '/places/intramuros', title: 'Intramuros', initials: 'I', category: 'Heritage' })
    for (const item of body.data) {
      expect(item.backgroundColor).toMatch(/^#[0-9a-f]{6}$/)
      expect(item.rating).toBeGreaterThanOrEqual(1)
      expect(item.rating).toBeLessThanOrEqual(5)
    }
    const byId = await getJson<RelatedContentResponse>(`/api/related-content/place/${(await app.deps.db.place.findUniqueOrThrow({ where: { slug: 'fort-santiago' } })).id}?limit=2`)
    expect(byId.body.data.map((item) => item.url)).toEqual(body.data.slice(0, 2).map((item) => item.url))
  })

  it('answers 404 for an unknown place, 400 for an unknown type or limit', async () => {
    expect((await app.request('/api/related-content/place/nowhere')).status).toBe(404)
    const badType = await getJson('/api/related-content/planet/mars')
    expect(badType.res.status).toBe(400)
    expect(badType.body.message).toContain('params.type')
    expect((await app.request('/api/related-content/place/intramuros?limit=99')).status).toBe(400)
  })
})

describe('ratings by source (issue 35, decision 044)', () => {
  it('a fresh account’s 1-star review leaves the imported rating as it was; Gala’s own figure comes apart', async () => {
    const before = (await getJson<PlaceResponse>('/api/places/rizal-park')).body.data
    expect(before.aggregateRating).toEqual({ ratingValue: 4.5, ratingCount: 24110, bestRating: 5, worstRating: 1, source: 'Demo listing data' })

    const fresh = await signedInUser(app)
    const posted = await call(app, 'POST', '/api/posts', reviewBody(1, 'rizal-park', { rating: 1 }), fresh.headers)
    expect(posted.status).toBe(201)

    const after = (await getJson<PlaceResponse>('/api/places/rizal-park')).body.data
    expect(after.aggregateRating).toEqual(before.aggregateRating)
    const galaAfter = { reviewCount: before.reviewCount + 1, averageRating: Math.round((((before.averageRating ?? 0) * before.reviewCount + 1) / (before.reviewCount + 1)) * 10) / 10 }
    expect(after).toMatchObject(galaAfter)
    // The list card says the same.
    const card = (await getJson<PlaceListResponse>('/api/places?search=rizal%20park')).body.data.find((place) => place.slug === 'rizal-park')!
    expect(card.aggregateRating).toEqual(before.aggregateRating)
    expect(card).toMatchObject(galaAfter)
    // A lone figure (search result, related card) is the one with the most ratings behind it, and says whose it is.
    const result = (await getJson<SearchResponse>('/api/search?q=rizal%20park&category=places')).body.data.find((item) => item.url === '/places/rizal-park')!
    expect(result).toMatchObject({ rating: 4.5, ratingBasis: { count: 24110, source: 'Demo listing data' } })
    const related = (await getJson<RelatedContentResponse>(`/api/related-content/place/intramuros?limit=${RELATED_LIMIT_MAX}`)).body.data.find((item) => item.url === '/places/rizal-park')!
    expect(related).toMatchObject({ rating: 4.5, ratingBasis: { count: 24110, source: 'Demo listing data' } })
  })

  it('a rating imported without a named source is not shown; Gala’s reviews take lone figures once they outnumber it', async () => {
    const place = await createPlace(app.deps.db, { slug: 'unsourced-rating-place', name: 'Unsourced Rating Place', ratingValue: 4.9, ratingCount: 50 })
    const unsourced = (await getJson<PlaceResponse>(`/api/places/${place.slug}`)).body.data
    expect(unsourced.aggregateRating).toBeNull()

    const small = await createPlace(app.deps.db, { slug: 'two-ratings-place', name: 'Two Ratings Place', ratingValue: 5, ratingCount: 2, ratingSource: 'Google' })
    for (const rating of [2, 3, 4]) {
      const reviewer = await createUser(app.deps.db)
      await createReview(app.deps.db, { userId: reviewer.id, contentTypeId: 1, externalContentId: small.slug, rating })
    }
    const result = (await getJson<SearchResponse>('/api/search?q=two%20ratings%20place&category=places')).body.data[0]!
    expect(result).toMatchObject({ rating: 3, ratingBasis: { count: 3, source: 'Gala' } })
    const detail = (await getJson<PlaceResponse>(`/api/places/${small.slug}`)).body.data
    expect(detail.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 2, source: 'Google' })
    expect(detail).toMatchObject({ reviewCount: 3, averageRating: 3 })
  })
})
