import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import path from 'node:path'
import Koa from 'koa'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../api/clock.ts'
import { loadConfig, projectRoot } from '../../api/env.ts'
import { createRasterizer } from '../../api/modules/media/media.raster.ts'
import { mediaRouter } from '../../api/modules/images/images.router.ts'
import { escapeXml, renderCardImageSvg, renderPosterSvg, wrapText } from '../../api/modules/media/media.svg.ts'
import { imageUrl, mediaSizes, posterUrl } from '../../api/modules/media/media.urls.ts'
import { createArticle, createEvent, createMovie, createPlace } from '../factories/index.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts'

const NASTY = `Tom & Jerry <script>alert("x")</script> 'quoted'`

/** Parse-free well-formedness checks: one root svg element with size and viewBox, no raw markup from input. */
function expectSvg(svg: string, width: number, height: number, viewBox: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
  expect(svg.match(/<svg[\s>]/g)).toHaveLength(1)
  const root = svg.slice(0, svg.indexOf('>') + 1)
  expect(root).toContain(` width="${width}"`)
  expect(root).toContain(` height="${height}"`)
  expect(root).toContain(` viewBox="${viewBox}"`)
  expect(svg).not.toMatch(/<script|on\w+=/i)
  // Every & starts an entity.
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
}

describe('SVG rendering', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;')
    expect(escapeXml('bell\u0007')).toBe('bell')
  })

  it('wraps long titles into a few lines and marks the cut', () => {
    expect(wrapText('Signal No. 4', 13, 4)).toEqual(['Signal No. 4'])
    expect(wrapText('The Last Ferry to Batanes', 13, 4)).toEqual(['The Last', 'Ferry to', 'Batanes'])
    const cut = wrapText('one two three four five six seven eight nine ten eleven twelve', 8, 2)
    expect(cut).toHaveLength(2)
    expect(cut[1]!.endsWith('…')).toBe(true)
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 4).every((line) => line.length <= 10)).toBe(true)
  })

  it('draws a 2:3 poster with the escaped title and a coloured rating badge', () => {
    const svg = renderPosterSvg({ title: NASTY, key: 'abcd1234', rating: 'R-18', genres: ['Horror'], width: 215 })
    expectSvg(svg, 215, 323, '0 0 400 600')
    expect(svg).toContain('Tom &amp;')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('#dc2626') // R-18 is red
    expect(svg).toContain('>R-18<')
    expect(renderPosterSvg({ title: 'X', key: 'k', rating: 'NR' })).toContain('#6b7280') // unknown rating: neutral
  })

  it('is deterministic and varies with the key', () => {
    const a = renderPosterSvg({ title: 'Orbit of Us', key: 'aaaa1111', rating: 'PG' })
    expect(renderPosterSvg({ title: 'Orbit of Us', key: 'aaaa1111', rating: 'PG' })).toBe(a)
    expect(renderPosterSvg({ title: 'Orbit of Us', key: 'bbbb2222', rating: 'PG' })).not.toBe(a)
  })

  it('draws a 16:9 card image and clamps silly widths', () => {
    expectSvg(renderCardImageSvg({ title: NASTY, label: 'Food & Drink', colourKey: 'food-drink', key: 'k', width: 800 }), 800, 450, '0 0 800 450')
    expectSvg(renderCardImageSvg({ title: 'x', colourKey: 'unknown', key: 'k', width: 999_999 }), 2000, 1125, '0 0 800 450')
    expectSvg(renderCardImageSvg({ title: 'x', colourKey: 'place', key: 'k' }), 1200, 675, '0 0 800 450')
  })

  it('ships the static fallback images', () => {
    for (const [name, width, height, viewBox] of [
      ['article.svg', 1200, 675, '0 0 800 450'],
      ['place.svg', 1200, 675, '0 0 800 450'],
      ['poster.svg', 400, 600, '0 0 400 600'],
    ] as const) {
      expectSvg(readFileSync(path.join(projectRoot, 'public/images/fallbacks', name), 'utf8'), width, height, viewBox)
    }
  })

  it('builds the five WordPress media sizes', () => {
    const sizes = mediaSizes('article', 'my-article')
    expect(sizes.thumbnail).toEqual({ source_url: '/media/images/article/my-article.webp?w=150', width: 150, height: 84 })
    expect(sizes.full).toEqual({ source_url: '/media/images/article/my-article.webp?w=1200', width: 1200, height: 675 })
    expect(Object.keys(sizes)).toEqual(['thumbnail', 'medium', 'medium_large', 'large', 'full'])
  })
})

describe('media router', () => {
  let testDb: TestDatabase
  let server: Server
  let base: string
  /** The poster's address as pages show it (WebP), and as SVG. */
  let posterPath: string
  let svgPosterPath: string

  beforeAll(async () => {
    testDb = createTestDatabase()
    const movie = await createMovie(testDb.db, { title: NASTY, mtrcbRating: 'R-13' })
    posterPath = posterUrl(movie.hash)
    svgPosterPath = posterPath.replace('.webp?', '.svg?')
    await createArticle(testDb.db, { slug: 'sisig-ranked', title: 'The best sisig, ranked', categoryIds: [9] })
    await createPlace(testDb.db, { slug: 'intramuros', name: 'Intramuros', category: 'Heritage' })
    await createEvent(testDb.db, { slug: 'night-market', title: 'Night Market', category: 'Market' })
    const app = new Koa()
    app.silent = true
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dir, DATABASE_URL: testDb.url })
    app.use(mediaRouter({ db: testDb.db, config, clock: systemClock }).routes())
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 120_000)
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await testDb?.destroy()
  })

  /** A picture answered with its type, a day in any cache, an ETag, no sniffing, and a CSP only where it could run script. */
  function expectPictureAnswer(response: Response, type: string, csp: string | null) {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(csp)
    expect(response.headers.get('etag')).toMatch(/^"[\w.-]+"$/)
  }

  it('serves a known poster as SVG with caching and a script-free CSP', async () => {
    const response = await fetch(base + svgPosterPath)
    expectPictureAnswer(response, 'image/svg+xml; charset=utf-8', "default-src 'none'; style-src 'unsafe-inline'")
    const svg = await response.text()
    expectSvg(svg, 215, 323, '0 0 400 600')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('>R-13<')
  })

  it('answers 304 to a matching If-None-Match', async () => {
    for (const path of [svgPosterPath, posterPath]) {
      const first = await fetch(base + path)
      const etag = first.headers.get('etag')!
      // fetch() adds "Cache-Control: no-cache" to conditional requests unless told otherwise (which forbids a 304);
      // browsers revalidating a cached image send max-age=0.
      const again = await fetch(base + path, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      const changed = await fetch(base + path, { headers: { 'If-None-Match': '"other"', 'Cache-Control': 'max-age=0' } })
      expect(changed.status).toBe(200)
    }
  })

  it('honours the requested width', async () => {
    const svg = await (await fetch(`${base}${svgPosterPath.replace('w=215', 'w=430')}`)).text()
    expectSvg(svg, 430, 645, '0 0 400 600')
    const odd = await fetch(`${base}${svgPosterPath.replace('w=215', 'w=abc')}`)
    expect(odd.status).toBe(200)
    expectSvg(await odd.text(), 400, 600, '0 0 400 600')
  })

  it('answers 404 for an unknown poster', async () => {
    for (const format of ['svg', 'webp', 'jpg']) expect((await fetch(`${base}/media/posters/zzzzzzzz.${format}`)).status).toBe(404)
  })

  it('serves article, place and event images from their rows', async () => {
    const svgOf = (url: string) => url.replace('.webp', '.svg')
    const article = await fetch(base + svgOf(imageUrl('article', 'sisig-ranked', 300)))
    expect(article.status).toBe(200)
    expect(article.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    const articleSvg = await article.text()
    expectSvg(articleSvg, 300, 169, '0 0 800 450')
    expect(articleSvg).toContain('The best sisig, ranked')
    expect(articleSvg).toContain('CATEGORY 9') // the factory names missing categories "Category {id}"
    expect(await (await fetch(base + svgOf(imageUrl('place', 'intramuros')))).text()).toContain('HERITAGE')
    expect(await (await fetch(base + svgOf(imageUrl('event', 'night-market')))).text()).toContain('Night Market')
  })

  it('answers 404 for an unknown kind or slug', async () => {
    expect((await fetch(`${base}/media/images/article/nope.svg`)).status).toBe(404)
    expect((await fetch(`${base}/media/images/user/intramuros.svg`)).status).toBe(404)
    expect((await fetch(`${base}/media/images/festival/nope.svg`)).status).toBe(404)
    expect((await fetch(`${base}/media/images/article/nope.webp`)).status).toBe(404)
    expect((await fetch(`${base}/media/images/user/intramuros.jpg`)).status).toBe(404)
    expect((await fetch(`${base}/media/images/article/sisig-ranked.png`)).status).toBe(404)
  })

  /** The format, width and height sharp reads from an answer's bytes (or from bytes). */
  async function picture(from: Response | Buffer) {
    const bytes = Buffer.isBuffer(from) ? from : Buffer.from(await (from as Response).arrayBuffer())
    const { format, width, height } = await sharp(bytes).metadata()
    return { format, width, height }
  }

  it('serves the poster the pages show as a WebP picture, with no CSP needed', async () => {
    const response = await fetch(base + posterPath)
    expectPictureAnswer(response, 'image/webp', null)
    expect(await picture(response)).toEqual({ format: 'webp', width: 215, height: 323 })
  })

  it('serves JPEG for link previews, and rounds a width up to one it draws', async () => {
    const jpeg = await fetch(`${base}${posterPath.replace('.webp?w=215', '.jpg?w=600')}`)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(await picture(jpeg)).toEqual({ format: 'jpeg', width: 600, height: 900 })
    expect(await picture(await fetch(`${base}${posterPath.replace('w=215', 'w=500')}`))).toMatchObject({ width: 600 })
    expect(await picture(await fetch(`${base}${posterPath.replace('w=215', 'w=5000')}`))).toMatchObject({ width: 1200, height: 1800 })
    expect(await picture(await fetch(`${base}${posterPath.replace('w=215', 'w=abc')}`))).toMatchObject({ width: 400, height: 600 })
    const card = await fetch(base + imageUrl('article', 'sisig-ranked', 150).replace('.webp', '.jpg'))
    expect(await picture(card)).toEqual({ format: 'jpeg', width: 150, height: 84 })
  })

  it('gives each format its own ETag', async () => {
    const tags = await Promise.all([svgPosterPath, posterPath, posterPath.replace('.webp', '.jpg')].map(async (path) => (await fetch(base + path)).headers.get('etag')))
    expect(new Set(tags).size).toBe(3)
  })

  it('draws a picture once for everyone who asks for it at the same time', async () => {
    const rasterizer = createRasterizer(systemClock)
    const svg = renderCardImageSvg({ title: 'Night Market', colourKey: 'event', key: 'k', width: 768 })
    const bodies = await Promise.all(Array.from({ length: 6 }, () => rasterizer.render(svg, 'webp', 'night-market.768.webp')))
    // One rendering shared: the very same buffer, not six equal ones.
    expect(bodies.every((body) => body === bodies[0])).toBe(true)
    expect(rasterizer.cache.size).toBe(1)
    expect(await picture(bodies[0]!)).toEqual({ format: 'webp', width: 768, height: 432 })
    expect(await rasterizer.render(svg, 'webp', 'night-market.768.webp')).toBe(bodies[0])
  })

  it('serves an event picture through the same routes', async () => {
    const response = await fetch(`${base}${imageUrl('event', 'night-market', 768)}`)
    expect(await picture(response)).toEqual({ format: 'webp', width: 768, height: 432 })
  })
})
