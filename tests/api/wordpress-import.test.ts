import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { WpPost } from '../../api/contracts/articles.ts'
import { projectRoot } from '../../api/env.ts'
import { importWordPress, lastImportKey, restRoot, WordPressImportError, type ImportSummary } from '../../api/modules/articles/wordpress-import.ts'
import { ARTICLE_CATEGORIES } from '../../prisma/demo/articles.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { fakePost, startFakeWordPress, touchPost, type FakeWordPress } from '../support/wordpress-server.ts'

const run = promisify(execFile)
const clock = fixedClock('2026-11-21T04:00:00Z')
const TEN_DAYS_AGO = new Date('2026-11-11T02:00:00Z')
const POST_COUNT = 120
const HOSTILE_POST_ID = 1001

let app: TestApp
let site: FakeWordPress

/** A site with 120 posts (two pages of 100), three categories, two tags, two authors and 200 media items. */
function fillSite(wp: FakeWordPress) {
  wp.categories.push(
    { id: 7, slug: 'movies', name: 'Movies' },
    // Another id on the source than ours: matched by slug, it must keep our id 9 (section food-drink).
    { id: 42, slug: 'food-drink', name: 'Food &amp; Drink' },
    // Its WordPress id 9 is our food-drink's id: it must get a new id of its own.
    { id: 9, slug: 'city-news', name: 'City News' },
  )
  wp.tags.push({ id: 301, slug: 'street-food', name: 'Street Food' }, { id: 302, slug: 'movies', name: 'Movies' })
  wp.users.push(
    { id: 2, slug: 'ana-cruz', name: 'Ana Cruz', description: 'Food writer &amp; cook.', avatar_urls: { '24': 'https://secure.gravatar.com/avatar/a?s=24', '96': 'https://secure.gravatar.com/avatar/a?s=96' } },
    { id: 3, slug: 'ben-lim', name: 'Ben Lim', description: '', avatar_urls: {} },
  )
  for (let id = 1; id <= 200; id++) {
    const file = `https://wp.example.com/wp-content/uploads/2026/11/image-${id}`
    wp.media.push({
      id,
      source_url: `${file}.jpg`,
      alt_text: `Image ${id}`,
      // Media 50 is a PDF: not an image, so it is skipped.
      media_type: id === 50 ? 'file' : 'image',
      mime_type: id === 50 ? 'application/pdf' : 'image/jpeg',
      media_details: {
        width: 1600,
        height: 900,
        sizes: {
          thumbnail: { source_url: `${file}-150x150.jpg`, width: 150, height: 150, file: 'x' },
          medium: { source_url: `${file}-300x169.jpg`, width: 300, height: 169 },
          large: { source_url: `${file}-1024x576.jpg`, width: 1024, height: 576 },
          'post-thumbnail': { source_url: `${file}-1200x675.jpg`, width: 1200, height: 675 },
        },
      },
    })
  }
  for (let index = 0; index < POST_COUNT; index++) {
    const id = 1001 + index
    wp.posts.push(
      fakePost({
        id,
        title: id === 1002 ? 'Ana&#8217;s pick: <em>sisig</em> &amp; beer' : `Imported story ${id}`,
        content:
          id === HOSTILE_POST_ID
            ? '<p>Hello</p><script>alert("x")</script><img src="https://wp.example.com/a.jpg" onerror="alert(1)"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>'
            : `<p>Body of story ${id}.</p><h2>More</h2><ul><li>One</li></ul>`,
        modifiedAt: new Date(TEN_DAYS_AGO.getTime() + index * 60_000),
        categories: [[42], [7], [9]][index % 3]!,
        tags: index % 2 === 0 ? [301] : [301, 302],
        author: index % 4 === 0 ? 3 : 2,
        // Every tenth post has an image: 1..12, plus media 50 (the PDF) on the last one.
        featured_media: index === POST_COUNT - 1 ? 50 : index % 10 === 0 ? index / 10 + 1 : 0,
      }),
    )
  }
}

async function runImport(options: { full?: boolean; timeoutMs?: number; url?: string } = {}): Promise<ImportSummary> {
  return importWordPress({ url: options.url ?? site.url, db: app.deps.db, clock, full: options.full, timeoutMs: options.timeoutMs })
}

beforeAll(async () => {
  app = await startTestApp({ clock })
  // Our categories with the spec's ids, and a local tag the source also has.
  for (const category of ARTICLE_CATEGORIES) await app.deps.db.articleCategory.create({ data: { ...category } })
  await app.deps.db.tag.create({ data: { slug: 'movies', name: 'Movies' } })
  site = await startFakeWordPress()
  fillSite(site)
})
afterAll(async () => {
  await site?.close()
  await app?.close()
})

describe('restRoot', () => {
  it('finds the /wp/v2 root of a site address', () => {
    expect(restRoot('https://example.com')).toBe('https://example.com/wp-json/wp/v2')
    expect(restRoot('https://example.com/blog/')).toBe('https://example.com/blog/wp-json/wp/v2')
    expect(restRoot('https://example.com/wp-json')).toBe('https://example.com/wp-json/wp/v2')
    expect(restRoot('https://example.com/wp-json/wp/v2/')).toBe('https://example.com/wp-json/wp/v2')
  })
})

describe('importWordPress', () => {
  it('imports every post, category, tag, author and the posts’ images on the first run', async () => {
    const summary = await runImport()
    expect(summary.modifiedAfter).toBeNull()
    expect(summary.posts).toEqual({ created: POST_COUNT, updated: 0, unchanged: 0, skipped: 0 })
    expect(summary.categories).toMatchObject({ created: 1, updated: 2 })
    expect(summary.tags).toMatchObject({ created: 1, updated: 1 })
    expect(summary.authors).toMatchObject({ created: 2 })
    // 12 images and the PDF were asked for; the PDF is skipped.
    expect(summary.media).toEqual({ created: 12, updated: 0, unchanged: 0, skipped: 1 })

    // Paged with per_page=100 following X-WP-TotalPages; only the referenced media were read.
    const postRequests = site.requests.filter((url) => url.startsWith('/wp-json/wp/v2/posts'))
    expect(postRequests).toHaveLength(2)
    expect(postRequests.every((url) => url.includes('per_page=100'))).toBe(true)
    expect(postRequests[1]).toContain('page=2')
    const mediaRequests = site.requests.filter((url) => url.startsWith('/wp-json/wp/v2/media'))
    expect(mediaRequests).toHaveLength(1)
    expect(decodeURIComponent(mediaRequests[0]!)).toContain('include=1,2,3')

    const db = app.deps.db
    expect(await db.article.count()).toBe(POST_COUNT)
    // Matched by slug: food-drink keeps id 9; city-news (WordPress id 9) got an id of its own.
    expect(await db.articleCategory.findUnique({ where: { id: 9 } })).toMatchObject({ slug: 'food-drink', wpId: 42, name: 'Food & Drink' })
    const cityNews = await db.articleCategory.findUniqueOrThrow({ where: { slug: 'city-news' } })
    expect(cityNews.wpId).toBe(9)
    expect(cityNews.id).toBeGreaterThanOrEqual(100_000)
    // The local tag "movies" was taken over, not duplicated.
    expect(await db.tag.count({ where: { slug: { startsWith: 'movies' } } })).toBe(1)
    expect(await db.tag.findUnique({ where: { slug: 'movies' } })).toMatchObject({ wpId: 302 })

    const ana = await db.author.findUniqueOrThrow({ where: { wpId: 2 } })
    expect(ana).toMatchObject({ slug: 'ana-cruz', description: 'Food writer & cook.', avatar: 'https://secure.gravatar.com/avatar/a?s=96' })

    const titled = await db.article.findUniqueOrThrow({ where: { wpId: 1002 } })
    expect(titled.title).toBe('Ana’s pick: sisig & beer')

    const withImage = await db.article.findUniqueOrThrow({ where: { wpId: 1001 }, include: { featuredMedia: true, categories: true, tags: true, author: true } })
    expect(withImage.featuredMedia?.sourceUrl).toBe('https://wp.example.com/wp-content/uploads/2026/11/image-1.jpg')
    const sizes = JSON.parse(withImage.featuredMedia!.sizes) as Record<string, { source_url: string }>
    expect(Object.keys(sizes).sort()).toEqual(['full', 'large', 'medium', 'thumbnail'])
    expect(withImage.categories.map((category) => category.id)).toEqual([9])
    expect(withImage.tags.map((tag) => tag.slug)).toEqual(['street-food'])
    expect(withImage.author?.slug).toBe('ben-lim')
    expect(withImage.date.toISOString()).toBe(TEN_DAYS_AGO.toISOString())

    // Sanitised on the way in.
    expect(withImage.contentHtml).toContain('<p>Hello</p>')
    expect(withImage.contentHtml).not.toMatch(/<script|onerror|javascript:|<iframe|alert/i)

    const setting = await db.siteSetting.findUniqueOrThrow({ where: { key: lastImportKey(restRoot(site.url)) } })
    expect(setting.value).toBe(clock.now().toISOString())
  })

  it('serves the imported articles from GET /api/articles in their sections', async () => {
    const res = await app.request('/api/articles?categories=9&per_page=100&_embed')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-wp-total')).toBe(String(POST_COUNT / 3))
    const posts = (await res.json()) as WpPost[]
    const hostile = posts.find((post) => post.link.endsWith(`/food-drink/article/${post.id}/imported-story-${HOSTILE_POST_ID}`))
    expect(hostile).toBeDefined()
    expect(hostile!._embedded?.['wp:featuredmedia']?.[0]?.media_details.sizes.thumbnail?.source_url).toMatch(/150x150\.jpg$/)
    expect(hostile!._embedded?.author?.[0]).toMatchObject({ slug: 'ben-lim' })
  })

  it('is incremental and harmless to re-run: a changed post is updated, a new one added, nothing duplicated', async () => {
    const db = app.deps.db
    const before = { categories: await db.articleCategory.count(), tags: await db.tag.count(), authors: await db.author.count(), media: await db.media.count() }
    const firstStart = clock.now()
    clock.advance(24 * 3_600_000)
    const changed = site.posts.find((post) => post.id === 1005)!
    changed.title.rendered = 'Imported story 1005, updated'
    touchPost(changed, clock.now())
    site.posts.push(fakePost({ id: 2000, title: 'A brand new story', content: '<p>New.</p>', modifiedAt: clock.now(), categories: [7] }))
    site.requests.length = 0

    const summary = await runImport()
    // The last run's start, less a day of overlap for the site's time zone.
    expect(summary.modifiedAfter).toBe(new Date(firstStart.getTime() - 24 * 3_600_000).toISOString().replace('.000Z', 'Z'))
    expect(site.requests.find((url) => url.startsWith('/wp-json/wp/v2/posts'))).toContain(`modified_after=${encodeURIComponent(summary.modifiedAfter!)}`)
    expect(summary.posts).toEqual({ created: 1, updated: 1, unchanged: 0, skipped: 0 })
    expect(summary.categories).toMatchObject({ created: 0, updated: 0, unchanged: 3 })
    expect(summary.tags).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
    expect(summary.authors).toMatchObject({ created: 0, updated: 0, unchanged: 2 })

    expect(await db.article.count()).toBe(POST_COUNT + 1)
    expect((await db.article.findUniqueOrThrow({ where: { wpId: 1005 } })).title).toBe('Imported story 1005, updated')
    expect({ categories: await db.articleCategory.count(), tags: await db.tag.count(), authors: await db.author.count(), media: await db.media.count() }).toEqual(before)
  })

  it('re-reads everything with full, changing nothing and duplicating nothing', async () => {
    const summary = await runImport({ full: true })
    expect(summary.modifiedAfter).toBeNull()
    expect(summary.posts).toEqual({ created: 0, updated: 0, unchanged: POST_COUNT + 1, skipped: 0 })
    expect(await app.deps.db.article.count()).toBe(POST_COUNT + 1)
    expect(await app.deps.db.media.count()).toBe(12)
  })

  it('carries on without authors when the site refuses to list them', async () => {
    site.mode = 'users-401'
    try {
      const summary = await runImport({ full: true })
      expect(summary.authors).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 0 })
      // Authors already imported are still found by their WordPress id.
      expect(summary.posts.unchanged).toBe(POST_COUNT + 1)
    } finally {
      site.mode = 'json'
    }
  })

  it('says clearly when the address is not a WordPress site', async () => {
    site.mode = 'html'
    try {
      const failure = await runImport().catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(WordPressImportError)
      expect(failure).toMatchObject({ code: 'NOT_WORDPRESS' })
      expect((failure as Error).message).toMatch(/did not answer with WordPress JSON/)
    } finally {
      site.mode = 'json'
    }
    const noApi = await runImport({ url: `${site.url}/not-here` }).catch((error: unknown) => error)
    expect(noApi).toMatchObject({ code: 'HTTP_ERROR' })
    await expect(runImport({ url: 'ftp://example.com' })).rejects.toMatchObject({ code: 'INVALID_URL' })
  })

  it('says clearly when the site is unreachable or too slow', async () => {
    const gone = await startFakeWordPress()
    await gone.close()
    await expect(runImport({ url: gone.url })).rejects.toMatchObject({ code: 'UNREACHABLE', message: expect.stringMatching(/Could not reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/) })

    site.mode = 'slow'
    try {
      await expect(runImport({ timeoutMs: 300 })).rejects.toMatchObject({ code: 'TIMEOUT', message: expect.stringMatching(/did not answer within 300 ms/) })
    } finally {
      site.mode = 'json'
    }
    // A failed run leaves the mark where it was, so the next run reads the same posts again.
    const setting = await app.deps.db.siteSetting.findUniqueOrThrow({ where: { key: lastImportKey(restRoot(site.url)) } })
    expect(setting.value).toBe(clock.now().toISOString())
  })
})

describe('npm run import:wordpress', () => {
  it('imports into DATABASE_URL and prints the counts; a second run prints no new rows', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gala-import-'))
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, 'gala.db')}` }
    const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx')
    try {
      const first = await run(tsx, ['scripts/import-wordpress.ts', '--url', site.url], { cwd: projectRoot, env })
      expect(first.stdout).toContain(`imported from ${site.url}/wp-json/wp/v2 (all posts)`)
      expect(first.stdout).toContain(`posts: ${POST_COUNT + 1} new, 0 updated, 0 unchanged`)
      expect(first.stdout).toMatch(/categories: 3 new/)
      const second = await run(tsx, ['scripts/import-wordpress.ts', '--url', site.url], { cwd: projectRoot, env })
      expect(second.stdout).toMatch(/posts: 0 new, 0 updated, \d+ unchanged/)
      expect(second.stdout).toContain('(posts modified after ')

      const failed = await run(tsx, ['scripts/import-wordpress.ts', '--url', 'http://127.0.0.1:9/'], { cwd: projectRoot, env }).catch((error: unknown) => error)
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('[import] failed: Could not reach http://127.0.0.1:9') })
      const usage = await run(tsx, ['scripts/import-wordpress.ts'], { cwd: projectRoot, env }).catch((error: unknown) => error)
      expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('--url is required') })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
