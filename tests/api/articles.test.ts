import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { WpAuthor, WpPost, WpTerm } from '../../api/contracts/articles.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { createArticle } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let published: number
let hostileId: number
let draftId: number
let uncategorisedId: number

/** Stored as is, bypassing the importer's sanitising: serving must make it inert on its own. */
const HOSTILE_BODY = [
  '<p>Before</p>',
  '<script>alert("body")</script>',
  '<img src="/media/images/article/x.svg" onerror="alert(1)" alt="pic">',
  '<img src="https://images.example.com/photo.jpg" alt="outside">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<a href="javascript:alert(1)">js link</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">obfuscated</a>',
  '<a href="https://example.com/page" target="_blank" onclick="steal()">outside link</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<style>body{display:none}</style>',
  '<p style="position:fixed" class="x" id="y" onmouseover="alert(2)">Styled</p>',
  '<svg><script>alert(3)</script></svg>',
  '<form action="https://evil.example"><input name="q"></form>',
  '<h1>Heading one</h1>',
].join('\n')

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
  const db = app.deps.db
  const author = await db.author.findUniqueOrThrow({ where: { slug: 'bea-santos' } })
  const hostile = await createArticle(db, {
    title: 'Hostile <script>alert("title")</script> story',
    slug: 'hostile-story',
    excerpt: '<p onclick="alert(1)">Excerpt <script>alert(1)</script></p>',
    contentHtml: HOSTILE_BODY,
    date: new Date('2026-10-01T00:00:00Z'),
    authorId: author.id,
    categoryIds: [9],
  })
  hostileId = hostile.id
  draftId = (await createArticle(db, { title: 'A sisig draft', status: 'draft', date: new Date('2026-11-20T00:00:00Z'), categoryIds: [9] })).id
  uncategorisedId = (await createArticle(db, { title: 'No section at all', slug: 'no-section-at-all', date: new Date('2026-09-01T00:00:00Z') })).id
  published = await db.article.count({ where: { status: 'publish' } })
})
afterAll(async () => {
  await app?.close()
})

async function get<T>(path: string) {
  const res = await app.request(path)
  return { res, body: (await res.json()) as T, total: Number(res.headers.get('x-wp-total')), totalPages: Number(res.headers.get('x-wp-totalpages')) }
}
const list = (query = '') => get<WpPost[]>(`/api/articles${query}`)
type ErrorBody = { status: number; code: string; message: string; issues?: { field: string; message: string }[] }

describe('GET /api/articles', () => {
  it('lists 10 published articles, newest first, with the WordPress paging headers', async () => {
    const { res, body, total, totalPages } = await list()
    expect(res.status).toBe(200)
    expect(total).toBe(published)
    expect(totalPages).toBe(Math.ceil(published / 10))
    expect(body).toHaveLength(10)
    const dates = body.map((post) => post.date_gmt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const post of body) {
      expect(WpPost.strict().parse(post)).toBeTruthy()
      expect(post.status).toBe('publish')
      expect(post._embedded).toBeUndefined()
      // WordPress dates: date_gmt in UTC and date in site time (Manila, +8 h), both without an offset.
      expect(post.date_gmt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
      expect(new Date(post.date + 'Z').getTime() - new Date(post.date_gmt + 'Z').getTime()).toBe(8 * 3_600_000)
    }
  })

  it('embeds author, featured media with its sizes, and terms as WordPress does with _embed', async () => {
    const { body } = await list('?_embed&per_page=5')
    for (const post of body) {
      const embedded = post._embedded!
      const author = embedded.author![0]!
      expect(author.id).toBe(post.author)
      expect(Object.keys(author).sort()).toEqual(['avatar_urls', 'description', 'id', 'link', 'name', 'slug'])
      expect(Object.keys(author.avatar_urls).sort()).toEqual(['24', '48', '96'])
      expect(author.link).toMatch(new RegExp(`/author/${author.slug}$`))

      const media = embedded['wp:featuredmedia']![0]!
      expect(media.id).toBe(post.featured_media)
      expect(media.source_url).toMatch(/^\/media\/images\/article\/.+\.webp\?w=1200$/)
      expect(media.media_type).toBe('image')
      for (const size of ['thumbnail', 'medium', 'medium_large', 'large', 'full'] as const) {
        expect(media.media_details.sizes[size]).toEqual({ source_url: expect.stringContaining(".webp?w="), width: expect.any(Number), height: expect.any(Number) })
      }
      expect(media.media_details.width).toBeGreaterThan(0)

      const [categories, tags] = embedded['wp:term']!
      expect(categories!.map((term) => term.id)).toEqual(post.categories)
      expect(tags!.map((term) => term.id)).toEqual(post.tags)
      for (const term of categories!) expect(term).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), taxonomy: 'category', link: expect.any(String) })
      for (const term of tags!) expect(term.taxonomy).toBe('post_tag')
    }
  })

  it('links each article under its section, and an article without a category under /article', async () => {
    const { body } = await list(`?include=1,${uncategorisedId}&orderby=id&order=asc`)
    expect(body[0]!.link).toBe(`http://localhost:3000/movies/article/1/${body[0]!.slug}`)
    expect(body[1]!.link).toBe(`http://localhost:3000/article/${uncategorisedId}/no-section-at-all`)
    expect(body[1]!.categories).toEqual([])
  })

  it('filters by categories (any of the ids) and categories_exclude', async () => {
    const movies = await list('?categories=7&per_page=100')
    expect(movies.total).toBe(3)
    expect(movies.body.every((post) => post.categories.includes(7))).toBe(true)
    const either = await list('?categories=7,9&per_page=100')
    expect(either.body.every((post) => post.categories.includes(7) || post.categories.includes(9))).toBe(true)
    expect(either.total).toBe(movies.total + (await list('?categories=9')).total)
    const repeated = await list('?categories=7&categories=9&per_page=100')
    expect(repeated.total).toBe(either.total)
    const without = await list('?categories_exclude=7,9&per_page=100')
    expect(without.body.some((post) => post.categories.includes(7) || post.categories.includes(9))).toBe(false)
    expect(without.total).toBe(published - either.total)
  })

  it('answers the spec’s home page calls (doc 2 §7)', async () => {
    const latest = await list('?author_exclude=11&categories_exclude=1,4695&per_page=4&_embed')
    expect(latest.body).toHaveLength(4)
    expect(latest.body.every((post) => post.author !== 11)).toBe(true)
    const partner = await list('?author=11&categories_exclude=1,4695,7,278&page=1&per_page=4')
    expect(partner.body.length).toBeGreaterThan(0)
    expect(partner.body.every((post) => post.author === 11 && !post.categories.includes(7))).toBe(true)
    const news = await list('?categories=7&per_page=4')
    expect(news.body).toHaveLength(3)
  })

  it('filters by author, tags, slug, include and exclude', async () => {
    const byAuthor = await list('?author=3,5&per_page=100')
    expect(byAuthor.body.every((post) => post.author === 3 || post.author === 5)).toBe(true)
    const tag = await get<WpTerm[]>('/api/tags?slug=coffee')
    const tagged = await list(`?tags=${tag.body[0]!.id}`)
    expect(tagged.body.map((post) => post.slug)).toEqual(['a-coffee-crawl-through-poblacion'])
    const excluded = await list(`?tags_exclude=${tag.body[0]!.id}&per_page=100`)
    expect(excluded.total).toBe(published - 1)
    const bySlug = await list('?slug=hostile-story,no-section-at-all')
    expect(bySlug.body.map((post) => post.id).sort()).toEqual([hostileId, uncategorisedId].sort())
    const withoutOne = await list(`?exclude=${hostileId}&per_page=100`)
    expect(withoutOne.body.some((post) => post.id === hostileId)).toBe(false)
  })

  it('searches every word in the title, excerpt and body', async () => {
    const sisig = await list('?search=sisig')
    expect(sisig.body.map((post) => post.slug)).toEqual(['the-best-sisig-in-metro-manila-ranked'])
    const both = await list('?search=halo-halo%20summer')
    expect(both.body.map((post) => post.slug)).toEqual(['where-to-find-the-creamiest-halo-halo-this-summer'])
    const none = await list('?search=zzzz-nothing')
    expect(none.res.status).toBe(200)
    expect(none.body).toEqual([])
    expect([none.total, none.totalPages]).toEqual([0, 0])
  })

  it('pages, orders and answers a page past the end with rest_post_invalid_page_number', async () => {
    const first = await list('?per_page=20&page=1')
    const second = await list('?per_page=20&page=2')
    expect(new Set([...first.body, ...second.body].map((post) => post.id)).size).toBe(first.body.length + second.body.length)
    const past = await get<ErrorBody>(`/api/articles?per_page=20&page=${first.totalPages + 1}`)
    expect(past.res.status).toBe(400)
    expect(past.body).toMatchObject({ code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.' })
    const byTitle = await list('?orderby=title&order=asc&per_page=5')
    const titles = byTitle.body.map((post) => post.title.rendered)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : 1)))
  })

  it('refuses bad parameters with 400 naming them', async () => {
    const cases: [string, string, string][] = [
      ['?per_page=101', 'query.per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
      ['?per_page=0', 'query.per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
      ['?per_page=ten', 'query.per_page', 'per_page is not of type integer.'],
      ['?page=0', 'query.page', 'page must be greater than or equal to 1'],
      ['?categories=movies', 'query.categories', 'categories must be a comma-separated list of ids'],
      ['?author_exclude=1;2', 'query.author_exclude', 'author_exclude must be a comma-separated list of ids'],
      ['?orderby=rand', 'query.orderby', 'orderby must be one of date, modified, title, id, slug'],
      [`?search=${'x'.repeat(201)}`, 'query.search', 'search must be at most 200 characters'],
    ]
    for (const [query, field, message] of cases) {
      const { res, body } = await get<ErrorBody>(`/api/articles${query}`)
      expect(res.status, query).toBe(400)
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.issues).toEqual([{ field, message }])
    }
  })

  it('never lists or serves an unpublished article', async () => {
    const { body } = await list('?search=draft&per_page=100')
    expect(body.some((post) => post.id === draftId)).toBe(false)
    expect((await app.request(`/api/articles/${draftId}`)).status).toBe(404)
  })
})

describe('GET /api/articles/:id and /api/articles/slug/:slug', () => {
  it('serves one article, embedded on request', async () => {
    const { res, body } = await get<WpPost>('/api/articles/1?_embed')
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ id: 1, slug: 'ten-films-to-watch-in-cinemas-this-month', categories: [7] })
    expect(body._embedded?.author?.[0]?.name).toBe('Bea Santos')
    const bySlug = await get<WpPost>('/api/articles/slug/ten-films-to-watch-in-cinemas-this-month')
    expect(bySlug.body.id).toBe(1)
    expect(bySlug.body._embedded).toBeUndefined()
  })

  it('answers 404 Article not found and 400 for an id that is not one', async () => {
    for (const path of ['/api/articles/999999', '/api/articles/slug/no-such-article']) {
      const { res, body } = await get<ErrorBody>(path)
      expect(res.status).toBe(404)
      expect(body).toMatchObject({ code: 'ARTICLE_NOT_FOUND', message: 'Article not found' })
    }
    const bad = await get<ErrorBody>('/api/articles/abc')
    expect(bad.res.status).toBe(400)
    expect(bad.body.code).toBe('INVALID_ID')
  })
})

describe('sanitising when serving (acceptance 6)', () => {
  it('strips scripts, event handlers, javascript: links, frames and styles from the body', async () => {
    const { body } = await get<WpPost>(`/api/articles/${hostileId}`)
    const html = body.content.rendered
    expect(html).not.toMatch(/<script|<\/script|alert|onerror|onclick|onmouseover|javascript:|<iframe|<style|style=|<svg|<form|<input|class=|id=|data:/i)
    expect(html).toContain('<p>Before</p>')
    expect(html).toContain('<p>Styled</p>')
    // h1 is the page's own title: headings in the body start at h2.
    expect(html).toContain('<h2>Heading one</h2>')
    // Our own images stay; outside ones go through the image proxy (the page's CSP allows only our origin).
    expect(html).toContain('<img src="/media/images/article/x.svg" alt="pic"')
    expect(html).toContain('src="/api/image-proxy?url=https%3A%2F%2Fimages.example.com%2Fphoto.jpg&amp;cdn=gala"')
    // Dangerous links lose their href; outside links keep it with rel noopener.
    expect(html).toContain('<a>js link</a>')
    expect(html).toContain('<a>obfuscated</a>')
    expect(html).toContain('<a href="https://example.com/page" rel="noopener noreferrer">outside link</a>')
  })

  it('escapes the title and sanitises the excerpt', async () => {
    const { body } = await get<WpPost>(`/api/articles/${hostileId}`)
    expect(body.title.rendered).toBe('Hostile &lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; story')
    expect(body.excerpt.rendered).toBe('<p>Excerpt </p>')
  })
})

describe('categories, tags and authors', () => {
  it('lists categories with their published article counts and section links', async () => {
    const { res, body, total } = await get<WpTerm[]>('/api/article-categories?per_page=100')
    expect(res.status).toBe(200)
    expect(total).toBe(14)
    const food = body.find((term) => term.id === 9)!
    expect(food).toEqual({ id: 9, name: 'Food & Drink', slug: 'food-drink', taxonomy: 'category', link: 'http://localhost:3000/food-drink', count: 5 })
    const bySlug = await get<WpTerm[]>('/api/article-categories?slug=tech,travel')
    expect(bySlug.body.map((term) => term.id).sort((a, b) => a - b)).toEqual([58, 149])
    expect((await get<ErrorBody>('/api/article-categories?per_page=500')).res.status).toBe(400)
  })

  it('finds tags by slug, and an unknown slug gives an empty list', async () => {
    const { body } = await get<WpTerm[]>('/api/tags?slug=coffee')
    expect(body).toEqual([{ id: expect.any(Number), name: 'Coffee', slug: 'coffee', taxonomy: 'post_tag', link: 'http://localhost:3000/tags/coffee', count: 1 }])
    const unknown = await get<WpTerm[]>('/api/tags?slug=no-such-tag')
    expect(unknown.body).toEqual([])
    const paged = await get<WpTerm[]>('/api/tags?per_page=5&page=2&hide_empty=true')
    expect(paged.body).toHaveLength(5)
    expect(paged.totalPages).toBe(Math.ceil(paged.total / 5))
  })

  it('lists authors with published articles, and finds one by slug', async () => {
    const { body, total } = await get<WpAuthor[]>('/api/authors')
    expect(total).toBe(5)
    expect(body.map((author) => author.slug)).toContain('gala-partners')
    for (const author of body) expect(WpAuthor.strict().parse(author).count).toBeGreaterThan(0)
    const one = await get<WpAuthor>('/api/authors/bea-santos')
    expect(one.body).toMatchObject({ id: expect.any(Number), name: 'Bea Santos', slug: 'bea-santos', link: 'http://localhost:3000/author/bea-santos' })
    const missing = await get<ErrorBody>('/api/authors/nobody-here')
    expect(missing.res.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'AUTHOR_NOT_FOUND', message: 'Author not found' })
  })
})
