import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { SearchResponse, TrendingResponse } from '../../api/contracts/search.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { createArticle } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp

beforeAll(async () => {
  // Behind a trusted proxy, so tests can search as different clients (X-Forwarded-For).
  app = await startTestApp({ clock, config: { trustProxy: true } })
  await seedDatabase(app.deps.db, { now: clock.now() })
})
afterAll(async () => {
  await app?.close()
})

const search = async (query: string) => {
  const res = await app.request(`/api/search?${query}`)
  return { res, body: (await res.json()) as SearchResponse & { message?: string; code?: string } }
}

const track = (query: unknown, client = '198.51.100.1') =>
  app.request('/api/track-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ query }),
  })

describe('GET /api/search', () => {
  it('finds a place by its exact name first, with counts for every tab', async () => {
    const { res, body } = await search('q=Intramuros&category=all')
    expect(res.status).toBe(200)
    expect(body.query).toBe('Intramuros')
    expect(body.category).toBe('all')
    expect(body.data[0]).toMatchObject({ type: 'place', category: 'places', title: 'Intramuros', url: '/places/intramuros', subtitle: 'Landmarks · Manila', rating: 4.6 })
    expect(body.counts.all).toBe(
      body.counts.movies + body.counts.cinemas + body.counts.places + body.counts.restaurants + body.counts.events + body.counts.articles,
    )
    expect(body.counts.places).toBeGreaterThanOrEqual(4) // Intramuros, Fort Santiago, Manila Cathedral, San Agustin
    expect(body.counts.events).toBeGreaterThanOrEqual(1) // the street food festival is in Intramuros
    expect(body.pagination).toMatchObject({ page: 1, per_page: 20, total: body.counts.all })
  })

  it('ranks exact title, then title prefix, then title words, then text matches', async () => {
    await createArticle(app.deps.db, { slug: 'ranking-probe-exact', title: 'Ranking Probe', excerpt: '<p>One.</p>', categoryIds: [9], date: new Date('2026-01-01T00:00:00Z') })
    await createArticle(app.deps.db, { slug: 'ranking-probe-prefix', title: 'Ranking Probe Two', excerpt: '<p>Two.</p>', categoryIds: [9], date: new Date('2026-11-01T00:00:00Z') })
    await createArticle(app.deps.db, { slug: 'ranking-probe-words', title: 'A Probe of Ranking', excerpt: '<p>Three.</p>', categoryIds: [9], date: new Date('2026-11-10T00:00:00Z') })
    await createArticle(app.deps.db, { slug: 'ranking-probe-text', title: 'Something else', excerpt: '<p>A <em>ranking</em> probe in the text.</p>', categoryIds: [9], date: new Date('2026-11-20T00:00:00Z') })
    const { body } = await search('q=ranking%20probe&category=articles')
    expect(body.data.map((result) => result.title)).toEqual(['Ranking Probe', 'Ranking Probe Two', 'A Probe of Ranking', 'Something else'])
    expect(body.data[3]!.description).toBe('A ranking probe in the text.')
    expect(body.data[0]!.url).toMatch(/^\/food-drink\/article\/\d+\/ranking-probe-exact$/)
    await app.deps.db.article.deleteMany({ where: { slug: { startsWith: 'ranking-probe' } } })
  })

  it('filters by tab while still counting every tab, and pages', async () => {
    const all = await search('q=manila')
    const places = await search('q=manila&category=places')
    expect(places.body.counts).toEqual(all.body.counts)
    expect(places.body.data.every((result) => result.type === 'place')).toBe(true)
    expect(places.body.pagination.total).toBe(all.body.counts.places)
    const pageTwo = await search('q=manila&category=all&per_page=5&page=2')
    expect(pageTwo.body.data.map((result) => result.url)).toEqual(all.body.data.slice(5, 10).map((result) => result.url))
  })

  it('lists places to eat and drink under their own tab, at their restaurant page, with their ratings', async () => {
    const all = await search('q=Kusina%20ni%20Aling%20Nena')
    const restaurant = all.body.data[0]!
    expect(restaurant).toMatchObject({ type: 'restaurant', category: 'restaurants', title: 'Kusina ni Aling Nena' })
    expect(restaurant.url).toMatch(/^\/food-drink\/\d+\/kusina-ni-aling-nena$/)
    expect(restaurant.subtitle).toMatch(/^Restaurant · /)
    expect(restaurant.rating).not.toBeNull()
    expect(all.body.counts.restaurants).toBeGreaterThanOrEqual(1)
    const tab = await search('q=Kusina%20ni%20Aling%20Nena&category=restaurants')
    expect(tab.body.data[0]!.url).toBe(restaurant.url)
    // Not under Places: every result there is a place that is not a restaurant.
    const places = await search('q=Kusina%20ni%20Aling%20Nena&category=places')
    expect(places.body.data.some((result) => result.title === 'Kusina ni Aling Nena')).toBe(false)
    const manilaPlaces = await search('q=manila&category=places&per_page=50')
    expect(manilaPlaces.body.data.every((result) => result.type === 'place')).toBe(true)
  })

  it('searches movies, cinemas, events, festivals and articles', async () => {
    const movie = await search('q=habang%20may%20ulan&category=movies')
    expect(movie.body.data[0]).toMatchObject({ type: 'movie', title: 'Habang May Ulan' })
    expect(movie.body.data[0]!.url).toMatch(/^\/movies\/title\/[a-z0-9]+\/habang-may-ulan$/)
    const cinema = await search('q=megamall&category=cinemas')
    expect(cinema.body.data[0]!.type).toBe('cinema')
    expect(cinema.body.data[0]!.url).toMatch(/^\/movies\/theaters\//)
    const festival = await search('q=street%20food&category=events')
    expect(festival.body.data.map((result) => result.type)).toEqual(expect.arrayContaining(['festival', 'event']))
    expect(festival.body.data.find((result) => result.type === 'festival')!.url).toBe('/festivals/manila-street-food-festival')
    const event = await search('q=jeepney%20the%20musical')
    expect(event.body.data[0]).toMatchObject({ type: 'event', url: '/events/jeepney-the-musical', date: expect.stringMatching(/^2026-11-26T/) })
  })

  it('matches without accents and word prefixes', async () => {
    const { body } = await search('q=las%20pinas%20bamb&category=places')
    expect(body.data[0]!.url).toBe('/places/las-pinas-bamboo-organ')
  })

  it('answers an empty result with zero counts for a query that matches nothing', async () => {
    const { res, body } = await search('q=zzzqqqxxx')
    expect(res.status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.counts).toEqual({ all: 0, movies: 0, cinemas: 0, places: 0, restaurants: 0, events: 0, articles: 0 })
  })

  it.each([
    ['', 'Search query cannot be empty'],
    ['q=', 'Search query cannot be empty'],
    ['q=%20%20', 'Search query cannot be empty'],
    [`q=${'a'.repeat(201)}`, 'Search query must be at most 200 characters'],
    ['q=manila&category=shops', 'category must be one of all, movies, cinemas, places, restaurants, events, articles'],
    ['q=manila&page=0', 'page must be between 1 and 10000'],
    ['q=manila&per_page=51', 'per_page must be between 1 and 50'],
  ])('answers 400 for "%s"', async (query, message) => {
    const { res, body } = await search(query)
    expect(res.status).toBe(400)
    expect(body.message).toContain(message)
  })
})

describe('POST /api/track-search and GET /api/search/trending', () => {
  it('answers no trending terms and only suggestions, apart, while nothing trends', async () => {
    const res = await app.request('/api/search/trending')
    expect(res.status).toBe(200)
    const body = (await res.json()) as TrendingResponse
    expect(body.data).toEqual([])
    expect(body.suggestions).toEqual(['Intramuros', 'Museums', 'Street food', 'BGC', 'Music', 'Binondo'])
  })

  it('lists terms that 3 clients searched in the last days, most searched-by first, and never private-looking ones', async () => {
    const searches: [string, string][] = [
      ['Binondo food', '198.51.100.1'],
      ['binondo  FOOD', '198.51.100.2'],
      ['binondo food', '198.51.100.2'],
      ['binondo food', '198.51.100.3'],
      ['Museums', '198.51.100.1'],
      ['museums', '198.51.100.2'],
      ['museums', '198.51.100.3'],
      ['0917 555 1234', '198.51.100.1'],
      ['0917 555 1234', '198.51.100.2'],
      ['0917 555 1234', '198.51.100.3'],
      ['Intramuros', '198.51.100.1'],
      ['Intramuros', '198.51.100.1'],
    ]
    for (const [query, client] of searches) expect((await track(query, client)).status).toBe(204)
    const res = await app.request('/api/search/trending?limit=3')
    const body = (await res.json()) as TrendingResponse
    expect(body.data).toEqual([
      { term: 'binondo food', count: 4 },
      { term: 'museums', count: 3 },
    ])
    // "Museums" trends, so the suggestion of it is not repeated; one suggestion fills the list of three.
    expect(body.suggestions).toEqual(['Intramuros'])
    // Eight days later they are no longer recent.
    clock.set('2026-11-29T05:00:00Z')
    const later = (await (await app.request('/api/search/trending?limit=3&days=7')).json()) as TrendingResponse
    expect(later.data).toEqual([])
    expect(later.suggestions).toEqual(['Intramuros', 'Museums', 'Street food'])
    clock.set('2026-11-21T04:00:00Z')
  })

  it('answers 400 for an empty tracked query and for bad trending parameters', async () => {
    expect((await track('   ')).status).toBe(400)
    expect((await track(42)).status).toBe(400)
    expect((await app.request('/api/search/trending?limit=0')).status).toBe(400)
    expect((await app.request('/api/search/trending?days=31')).status).toBe(400)
  })
})
