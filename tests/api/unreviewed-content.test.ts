/**
 * Unreviewed content stays private (issue 20, problem 5; decision 018): an event staff have not
 * published and an article WordPress does not call "publish" are, for everyone else, the same as content
 * that does not exist, on every route that could show them: generated images, the content's own reads,
 * lists and counts, festivals, site search, likes, authors, and what the WordPress import stores. One
 * test per route family; each also checks that the public twin still shows, so a test cannot pass by
 * hiding everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { EventCategoriesResponse, EventListResponse, EventResponse, FestivalListResponse, FestivalResponse } from '../../api/contracts/events.ts'
import type { SearchResponse } from '../../api/contracts/search.ts'
import { imageUrl } from '../../api/modules/media/media.urls.ts'
import { importWordPress } from '../../api/modules/articles/wordpress-import.ts'
import { createArticle, createAuthor, createEvent, createFestival } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { fakePost, startFakeWordPress, type FakeWordPress } from '../support/wordpress-server.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
const SOON = new Date('2026-12-01T11:00:00Z')
let app: TestApp

// Titles with words found nowhere else, so search and SVG checks cannot match something unrelated.
const PUBLISHED_EVENT = { slug: 'zarzuela-gala-night', title: 'Zarzuela Gala Night' }
const PENDING_EVENT = { slug: 'secret-zarzuela-rehearsal', title: 'Secret Zarzuela Rehearsal' }
const REJECTED_EVENT = { slug: 'rejected-zarzuela-rave', title: 'Rejected Zarzuela Rave' }
const FESTIVAL = { slug: 'zarzuela-month', name: 'Zarzuela Month' }
let submitter: Awaited<ReturnType<typeof signedInUser>>
let stranger: Awaited<ReturnType<typeof signedInUser>>
let moderator: Awaited<ReturnType<typeof signedInUser>>

let publishedArticle: { id: number; slug: string; title: string }
let draftArticle: { id: number; slug: string; title: string }
let pendingArticle: { id: number; slug: string; title: string }
const DRAFT_ONLY_AUTHOR = 'ghost-writer'
const PUBLISHED_AUTHOR = 'open-writer'

beforeAll(async () => {
  app = await startTestApp({ clock })
  const db = app.deps.db
  submitter = await signedInUser(app, { username: 'submitter' })
  stranger = await signedInUser(app, { username: 'stranger' })
  moderator = await signedInUser(app, { username: 'moderator', role: 'moderator' })

  const festival = await createFestival(db, { ...FESTIVAL, startDate: SOON, endDate: new Date('2026-12-31T15:00:00Z') })
  await createEvent(db, { ...PUBLISHED_EVENT, startDate: SOON, festivalId: festival.id, category: 'Theatre' })
  // A category only the unreviewed events use: it must not appear among the public categories either.
  await createEvent(db, { ...PENDING_EVENT, startDate: SOON, festivalId: festival.id, category: 'Clandestine', status: 'pending', submittedById: submitter.user.id })
  await createEvent(db, { ...REJECTED_EVENT, startDate: SOON, festivalId: festival.id, category: 'Clandestine', status: 'rejected', submittedById: submitter.user.id })

  const ghost = await createAuthor(db, { slug: DRAFT_ONLY_AUTHOR, name: 'Ghost Writer' })
  const open = await createAuthor(db, { slug: PUBLISHED_AUTHOR, name: 'Open Writer' })
  const date = new Date('2026-11-20T00:00:00Z')
  publishedArticle = await createArticle(db, { title: 'Kalamansi cocktails uncovered', date, categoryIds: [9], authorId: open.id })
  draftArticle = await createArticle(db, { title: 'Kalamansi scandal draft', status: 'draft', date, categoryIds: [9], authorId: ghost.id })
  pendingArticle = await createArticle(db, { title: 'Kalamansi exposé pending review', status: 'pending', date, categoryIds: [9], authorId: ghost.id })
  await db.tag.create({ data: { slug: 'kalamansi', name: 'Kalamansi', articles: { connect: [{ id: publishedArticle.id }, { id: draftArticle.id }, { id: pendingArticle.id }] } } })
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const json = async <T>(path: string, headers: Record<string, string> = {}) => (await (await get(path, headers)).json()) as T
/** The error body without its per-request id, to compare two 404s. */
const errorOf = async (res: Response) => {
  const { requestId: _requestId, ...rest } = (await res.json()) as Record<string, unknown>
  return rest
}

/** The drawing behind a picture the pages show as WebP: its text says what it draws. */
const drawingUrl = (url: string) => url.replace('.webp', '.svg')

describe('generated images (/media/images/…)', () => {
  it('draws a published event, and answers an unreviewed event exactly like an unknown one, without its title', async () => {
    const published = await get(imageUrl('event', PUBLISHED_EVENT.slug))
    expect(published.status).toBe(200)
    expect(published.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(published.headers.get('content-type')).toBe('image/webp')
    expect(await (await get(drawingUrl(imageUrl('event', PUBLISHED_EVENT.slug)))).text()).toContain(PUBLISHED_EVENT.title)

    const unknown = await get(imageUrl('event', 'no-such-event'))
    expect(unknown.status).toBe(404)
    const unknownError = await errorOf(unknown)
    expect(unknownError).toMatchObject({ status: 404, message: 'Image not found' })
    for (const event of [PENDING_EVENT, REJECTED_EVENT]) {
      for (const [url, who] of [imageUrl('event', event.slug, 300), drawingUrl(imageUrl('event', event.slug))].flatMap((url) => [[url, {}], [url, stranger.headers]] as const)) {
        const res = await get(url, who)
        expect(res.status, url).toBe(404)
        const text = await res.text()
        expect(text).not.toContain('Zarzuela')
        expect(text).not.toContain('Clandestine')
        const { requestId: _requestId, ...body } = JSON.parse(text) as Record<string, unknown>
        expect(body).toEqual(unknownError)
      }
    }
  })

  it('shows an unreviewed event’s image to its submitter and to staff (as the event itself), never to shared caches', async () => {
    for (const who of [submitter, moderator]) {
      const res = await get(imageUrl('event', PENDING_EVENT.slug), who.headers)
      expect(res.status, who.user.username).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const drawing = await get(drawingUrl(imageUrl('event', PENDING_EVENT.slug)), who.headers)
      expect(drawing.headers.get('cache-control')).toBe('private, no-store')
      expect(await drawing.text()).toContain(PENDING_EVENT.title)
    }
    // The same people read the event itself; a stranger does not (the existing rule the image follows).
    expect((await get(`/api/events/${PENDING_EVENT.slug}`, submitter.headers)).status).toBe(200)
    expect((await get(`/api/events/${PENDING_EVENT.slug}`, stranger.headers)).status).toBe(404)
  })

  it('draws a published article, and answers a draft or pending one like an unknown one, without its title', async () => {
    const published = await get(imageUrl('article', publishedArticle.slug, 300))
    expect(published.status).toBe(200)
    expect(await (await get(drawingUrl(imageUrl('article', publishedArticle.slug, 300)))).text()).toContain('Kalamansi cocktails uncovered')
    const unknownError = await errorOf(await get(imageUrl('article', 'no-such-article')))
    for (const article of [draftArticle, pendingArticle]) {
      const res = await get(imageUrl('article', article.slug), moderator.headers)
      expect(res.status, article.slug).toBe(404)
      const text = await res.text()
      expect(text).not.toContain('Kalamansi')
      const { requestId: _requestId, ...body } = JSON.parse(text) as Record<string, unknown>
      expect(body).toEqual(unknownError)
    }
  })
})

describe('event reads: the event, lists, categories and festivals', () => {
  it('answers an unreviewed event’s page like an unknown event’s', async () => {
    expect((await get(`/api/events/${PUBLISHED_EVENT.slug}`)).status).toBe(200)
    const unknownError = await errorOf(await get('/api/events/no-such-event'))
    expect(unknownError).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' })
    for (const event of [PENDING_EVENT, REJECTED_EVENT]) {
      const res = await get(`/api/events/${event.slug}`, stranger.headers)
      expect(res.status).toBe(404)
      expect(await errorOf(res)).toEqual(unknownError)
    }
    const own = await json<EventResponse>(`/api/events/${REJECTED_EVENT.slug}`, submitter.headers)
    expect(own.data).toMatchObject({ slug: REJECTED_EVENT.slug, status: 'rejected' })
  })

  it('leaves unreviewed events out of the lists, the category counts and their festival, even for their submitter', async () => {
    for (const who of [{}, submitter.headers]) {
      const list = await json<EventListResponse>('/api/events?per_page=50', who)
      expect(list.data.map((event) => event.slug)).toEqual([PUBLISHED_EVENT.slug])
      expect(list.pagination.total).toBe(1)
      expect((await json<EventListResponse>(`/api/events?festival=${FESTIVAL.slug}`, who)).data.map((event) => event.slug)).toEqual([PUBLISHED_EVENT.slug])
      expect((await json<EventListResponse>('/api/events?category=clandestine', who)).data).toEqual([])

      const categories = await json<EventCategoriesResponse>('/api/events/categories', who)
      expect(categories.categories).toEqual([{ name: 'Theatre', slug: 'theatre', count: 1 }])

      const festival = await json<FestivalResponse>(`/api/festivals/${FESTIVAL.slug}`, who)
      expect(festival.data.events.map((event) => event.slug)).toEqual([PUBLISHED_EVENT.slug])
      expect(festival.data.eventCount).toBe(1)
      const festivals = await json<FestivalListResponse>('/api/festivals', who)
      expect(festivals.data.find((row) => row.slug === FESTIVAL.slug)?.eventCount).toBe(1)
    }
  })
})

describe('site search (/api/search)', () => {
  it('finds the published event and article, never an unreviewed event or a draft or pending article', async () => {
    const events = await json<SearchResponse>('/api/search?q=zarzuela&per_page=50', moderator.headers)
    expect(events.data.map((result) => result.title).sort()).toEqual([FESTIVAL.name, PUBLISHED_EVENT.title].sort())
    expect(events.counts.events).toBe(2)
    expect((await json<SearchResponse>('/api/search?q=clandestine')).counts.all).toBe(0)
    expect((await json<SearchResponse>('/api/search?q=rehearsal')).counts.all).toBe(0)

    const articles = await json<SearchResponse>('/api/search?q=kalamansi&category=articles&per_page=50')
    expect(articles.data.map((result) => result.id)).toEqual([publishedArticle.id])
    expect(articles.counts.articles).toBe(1)
    expect((await json<SearchResponse>('/api/search?q=scandal')).counts.all).toBe(0)
  })
})

describe('article reads: by id or slug, related lists, likes, terms and authors', () => {
  it('answers a draft or pending article like an unknown one, by id and by slug', async () => {
    expect((await get(`/api/articles/${publishedArticle.id}`)).status).toBe(200)
    const unknownById = await errorOf(await get('/api/articles/999999'))
    const unknownBySlug = await errorOf(await get('/api/articles/slug/no-such-article'))
    expect(unknownById).toMatchObject({ status: 404, code: 'ARTICLE_NOT_FOUND' })
    for (const article of [draftArticle, pendingArticle]) {
      expect(await errorOf(await get(`/api/articles/${article.id}?_embed=1`, moderator.headers))).toEqual(unknownById)
      expect(await errorOf(await get(`/api/articles/slug/${article.slug}`))).toEqual(unknownBySlug)
    }
  })

  it('keeps them out of the related lists the article page asks for (same category, tag, author, by id or slug)', async () => {
    const ids = async (query: string) => ((await json<{ id: number }[]>(`/api/articles?${query}`)).map((post) => post.id))
    const tag = await app.deps.db.tag.findUniqueOrThrow({ where: { slug: 'kalamansi' } })
    expect(await ids(`categories=9&exclude=${publishedArticle.id}`)).toEqual([])
    expect(await ids(`tags=${tag.id}`)).toEqual([publishedArticle.id])
    expect(await ids(`include=${draftArticle.id},${pendingArticle.id},${publishedArticle.id}`)).toEqual([publishedArticle.id])
    expect(await ids(`slug=${draftArticle.slug}`)).toEqual([])
    expect(await ids('search=scandal')).toEqual([])
  })

  it('refuses likes on them with the article 404, and writes nothing', async () => {
    const unknown = await errorOf(await get('/api/articles/999999/likes', stranger.headers))
    for (const article of [draftArticle, pendingArticle]) {
      expect(await errorOf(await get(`/api/articles/${article.id}/likes`, stranger.headers))).toEqual(unknown)
      for (const method of ['POST', 'DELETE']) {
        const res = await app.request(`/api/articles/${article.id}/like`, { method, headers: stranger.headers })
        expect(res.status, `${method} ${article.slug}`).toBe(404)
        expect(await errorOf(res)).toEqual(unknown)
      }
    }
    expect(await app.deps.db.like.count({ where: { targetType: 'article', targetId: { in: [String(draftArticle.id), String(pendingArticle.id)] } } })).toBe(0)
    expect((await app.request(`/api/articles/${publishedArticle.id}/like`, { method: 'POST', headers: stranger.headers })).status).toBe(200)
  })

  it('counts only published articles in terms, and shows no author whose articles are all unpublished', async () => {
    const tags = await json<{ slug: string; count: number }[]>('/api/tags?slug=kalamansi')
    expect(tags).toMatchObject([{ slug: 'kalamansi', count: 1 }])
    const authors = await json<{ slug: string }[]>('/api/authors?per_page=100')
    expect(authors.map((author) => author.slug)).toContain(PUBLISHED_AUTHOR)
    expect(authors.map((author) => author.slug)).not.toContain(DRAFT_ONLY_AUTHOR)
    expect((await get(`/api/authors/${PUBLISHED_AUTHOR}`)).status).toBe(200)
    const unknown = await errorOf(await get('/api/authors/nobody-here'))
    expect(unknown).toMatchObject({ status: 404, code: 'AUTHOR_NOT_FOUND' })
    expect(await errorOf(await get(`/api/authors/${DRAFT_ONLY_AUTHOR}`))).toEqual(unknown)
  })
})

describe('sitemaps and the SEO report (decision 032)', () => {
  it('list the published event and article, never an unreviewed event or a draft or pending article', async () => {
    const [events, articles] = await Promise.all([(await app.request('/sitemaps/events.xml')).text(), (await app.request('/sitemaps/articles.xml')).text()])
    expect(events).toContain(`/events/${PUBLISHED_EVENT.slug}<`)
    for (const hidden of [PENDING_EVENT, REJECTED_EVENT]) expect(events).not.toContain(`/events/${hidden.slug}`)
    expect(articles).toContain(`/${publishedArticle.id}/${publishedArticle.slug}<`)
    for (const hidden of [draftArticle, pendingArticle]) expect(articles).not.toContain(`/${hidden.id}/${hidden.slug}`)
    const admin = await signedInUser(app, { username: 'seo_report_admin', role: 'admin' })
    const report = (await (await app.request('/api/admin/seo/missing-metadata?kind=events&per_page=100', { headers: admin.headers })).json()) as { data: { path: string }[] }
    for (const hidden of [PENDING_EVENT, REJECTED_EVENT]) expect(report.data.map((item) => item.path)).not.toContain(`/events/${hidden.slug}`)
  })
})

describe('the feed (/api/feed)', () => {
  it("shows a followed person's likes of the published event and article, never of an unreviewed event or a draft or pending article", async () => {
    const db = app.deps.db
    const fan = await signedInUser(app, { username: 'feed-fan' })
    const reader = await signedInUser(app, { username: 'feed-reader' })
    expect((await app.request(`/api/users/${fan.user.username}/follow`, { method: 'POST', headers: reader.headers })).status).toBe(200)
    const published = await db.event.findUniqueOrThrow({ where: { slug: PUBLISHED_EVENT.slug } })
    expect((await app.request(`/api/events/${published.id}/like`, { method: 'POST', headers: fan.headers })).status).toBe(200)
    expect((await app.request(`/api/articles/${publishedArticle.id}/like`, { method: 'POST', headers: fan.headers })).status).toBe(200)
    // Likes made while the content was public (liking hidden content is refused), as the like writes them.
    const hiddenEvents = await db.event.findMany({ where: { slug: { in: [PENDING_EVENT.slug, REJECTED_EVENT.slug] } } })
    for (const event of hiddenEvents) {
      await db.activity.create({ data: { userId: fan.user.id, activityType: 'like', entityType: 'event', entityId: String(event.id), data: JSON.stringify({ message: event.title }), createdAt: clock.now() } })
    }
    for (const article of [draftArticle, pendingArticle]) {
      await db.activity.create({ data: { userId: fan.user.id, activityType: 'like', entityType: 'article', entityId: String(article.id), data: JSON.stringify({ articleTitle: article.title }), createdAt: clock.now() } })
    }
    const res = await get('/api/feed', reader.headers)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain(PUBLISHED_EVENT.title)
    expect(text).toContain(publishedArticle.title)
    for (const hidden of [PENDING_EVENT.title, REJECTED_EVENT.title, draftArticle.title, pendingArticle.title]) expect(text).not.toContain(hidden)
    expect((JSON.parse(text) as { data: unknown[] }).data).toHaveLength(2)
  })
})

describe('WordPress import side effects', () => {
  let site: FakeWordPress
  afterAll(async () => {
    await site?.close()
  })

  it('stores a post the source sends unpublished (or a local article it unpublishes) as hidden everywhere', async () => {
    site = await startFakeWordPress()
    site.categories.push({ id: 1, slug: 'uncategorized', name: 'Uncategorized' })
    const modifiedAt = new Date('2026-11-20T02:00:00Z')
    // A local demo-style article (no wpId) that an unpublished post of the same slug takes over.
    const local = await createArticle(app.deps.db, { title: 'Tinapa embargo', date: modifiedAt })
    site.posts.push(
      fakePost({ id: 501, title: 'Tinapa embargo', content: '<p>Not yet.</p>', modifiedAt, status: 'draft' }),
      fakePost({ id: 502, title: 'Tinapa future', content: '<p>Scheduled.</p>', modifiedAt, status: 'future' }),
      fakePost({ id: 503, title: 'Tinapa open', content: '<p>Public.</p>', modifiedAt }),
    )
    await importWordPress({ url: site.url, db: app.deps.db, clock, full: true })

    const stored = await app.deps.db.article.findMany({ where: { wpId: { in: [501, 502, 503] } }, select: { id: true, slug: true, status: true }, orderBy: { wpId: 'asc' } })
    expect(stored.map((row) => row.status)).toEqual(['draft', 'future', 'publish'])
    expect(stored[0]!.id).toBe(local.id)
    const search = await json<SearchResponse>('/api/search?q=tinapa&category=articles')
    expect(search.data.map((result) => result.title)).toEqual(['Tinapa open'])
    for (const row of stored.slice(0, 2)) {
      expect((await get(`/api/articles/${row.id}`)).status).toBe(404)
      expect((await get(`/api/articles/slug/${row.slug}`)).status).toBe(404)
      expect((await get(imageUrl('article', row.slug))).status).toBe(404)
    }
  })
})
