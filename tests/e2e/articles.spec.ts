/**
 * Articles as a reader uses them, at both widths of playwright.config.ts (360 px and 1280 px): a
 * section's pages, an article (title, author, body), its tags and authors, the canonical redirects,
 * and an article whose stored HTML is hostile rendering inert in the browser.
 */
import { expect, test, type Page } from './fixtures.ts'
import type { WpAuthor, WpPost, WpTerm } from '../../api/contracts/articles.ts'
import { createArticle } from '../factories/index.ts'
import { startTestApp } from '../support/test-app.ts'

// A service worker answering fetches would hide the page's requests from the test.
test.use({ serviceWorkers: 'block' })

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&#039;/g, "'").replace(/&quot;/g, '"').trim()

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a visitor opens a section, reads an article and follows one of its tags', async ({ page }) => {
  const [newest] = await api<WpPost[]>(page, '/api/articles?categories=74&per_page=1&_embed')
  expect(newest).toBeDefined()

  await page.goto('/time-out/articles')
  await expect(page.getByRole('heading', { level: 1, name: 'Time Out articles' })).toBeVisible()
  await expect(page).toHaveTitle('Time Out articles | Gala')
  const title = text(newest!.title.rendered)
  await page.getByRole('link', { name: title, exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`/time-out/article/${newest!.id}/${newest!.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`${title} | Gala`)
  const body = page.getByRole('article', { name: title })
  const author = newest!._embedded!.author![0]!
  await expect(body.getByText(`By ${author.name}`)).toBeVisible()
  await expect(body.getByRole('link', { name: author.name, exact: true }).first()).toHaveAttribute('href', `/author/${author.slug}`)
  await expect(body.getByRole('complementary', { name: 'About the author' })).toContainText(author.description)
  // The body is the server's HTML: its heading and list items are there as elements.
  const heading = /<h2>([^<]+)<\/h2>/.exec(newest!.content.rendered)![1]!
  await expect(body.getByRole('heading', { level: 2, name: text(heading) })).toBeVisible()
  await expect(body.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Time Out' })).toHaveAttribute('href', '/time-out')
  await expectNoHorizontalScroll(page)

  const tag = newest!._embedded!['wp:term']![1]![0]!
  await body.getByRole('link', { name: tag.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/tags/${tag.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Articles tagged “${tag.name}”` })).toBeVisible()
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
})

test('a section home page leads with one large story and three beside it, and links its list', async ({ page }) => {
  const latest = await api<WpPost[]>(page, '/api/articles?categories=149&per_page=4')
  await page.goto('/travel')
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible()
  const stories = page.getByRole('main').getByRole('article')
  await expect(stories).toHaveCount(latest.length)
  await expect(stories.first().getByRole('heading')).toHaveText(text(latest[0]!.title.rendered))
  await expectNoHorizontalScroll(page)

  await page.goto('/arts')
  await page.getByRole('link', { name: 'All Arts & Culture articles' }).click()
  await expect(page).toHaveURL(/\/arts\/articles$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Arts & Culture articles' })).toBeVisible()
})

test('wrong slugs and category-less addresses redirect to the canonical article address', async ({ page }) => {
  const [post] = await api<WpPost[]>(page, '/api/articles?categories=9&per_page=1')
  await page.goto(`/food-drink/article/${post!.id}/not-the-slug`)
  await expect(page).toHaveURL(new RegExp(`/food-drink/article/${post!.id}/${post!.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: text(post!.title.rendered) })).toBeVisible()

  await page.goto(`/article/${post!.id}/${post!.slug}`)
  await expect(page).toHaveURL(new RegExp(`/food-drink/article/${post!.id}/${post!.slug}$`))

  await page.goto('/food-drink/article/999999/nothing')
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
  await page.goto('/no-such-section/article/1/x')
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
})

test('hot off the press, what’s new, authors and an author’s page list their stories', async ({ page }) => {
  const partner = await api<WpPost[]>(page, '/api/articles?author=11&categories_exclude=1,4695,7,278&per_page=12')
  await page.goto('/hot-off-the-press')
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Off the Press' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(partner.length)

  await page.goto('/whats-new')
  await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible()

  const authors = await api<WpAuthor[]>(page, '/api/authors')
  await page.goto('/authors')
  await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible()
  const bea = authors.find((author) => author.slug === 'bea-santos')!
  await page.getByRole('link', { name: bea.name }).click()
  await expect(page).toHaveURL(/\/author\/bea-santos$/)
  await expect(page.getByRole('heading', { level: 1, name: bea.name })).toBeVisible()
  await expect(page.getByText(`${bea.count} stories`)).toBeVisible()
  // 12 a page.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(bea.count!, 12))

  const tags = await api<WpTerm[]>(page, '/api/tags?slug=no-such-tag')
  expect(tags).toEqual([])
  await page.goto('/tags/no-such-tag')
  await expect(page.getByRole('heading', { level: 1, name: 'Tag not found' })).toBeVisible()
})

test('/movies/news lists the movie category', async ({ page }) => {
  const news = await api<WpPost[]>(page, '/api/articles?categories=7&per_page=12')
  await page.goto('/movies/news')
  await expect(page.getByRole('heading', { level: 1, name: 'Movie News' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(news.length)
  await page.getByRole('link', { name: text(news[0]!.title.rendered), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/movies/article/${news[0]!.id}/`))
})

test.describe('an article whose stored HTML is hostile', () => {
  // Its own server: the real app on a database of its own, holding a row written without sanitising
  // (as an old import or a hand edit might have), so only the serve-time sanitiser and the page stand
  // between it and the reader.
  test('renders inert: no dialog, no script element, no handlers, no javascript: links', async ({ page }) => {
    const app = await startTestApp({ env: { DIST_DIR: process.env.DIST_DIR ?? '' } })
    try {
      const article = await createArticle(app.deps.db, {
        title: 'Hostile <img src=x onerror=alert(1)> title',
        slug: 'hostile-story',
        excerpt: '<p onmouseover="alert(1)">Hostile excerpt</p>',
        contentHtml: [
          '<p>Safe paragraph.</p>',
          '<script>window.__pwned = "script"; alert("script")</script>',
          '<img src="/does-not-exist.png" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')" alt="broken">',
          '<a href="javascript:window.__pwned=\'link\';alert(\'link\')">Click me</a>',
          '<iframe src="javascript:alert(\'frame\')"></iframe>',
          '<svg><script>alert("svg")</script></svg>',
          '<p style="background:url(javascript:alert(1))" onclick="alert(\'click\')">Styled paragraph</p>',
          '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
        ].join(''),
        date: new Date('2026-11-01T00:00:00Z'),
        categoryIds: [9],
      })
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })

      await page.goto(`${app.url}/food-drink/article/${article.id}/hostile-story`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile <img src=x onerror=alert(1)> title')
      const body = page.getByRole('article', { name: 'Hostile <img src=x onerror=alert(1)> title' })
      await expect(body.getByText('Safe paragraph.')).toBeVisible()
      await expect(body.getByText('Styled paragraph')).toBeVisible()
      await body.getByText('Click me').click()
      await body.getByText('Styled paragraph').click()

      expect(await body.locator('script, iframe, object, embed, svg, [style], [onclick], [onerror], [onmouseover]').count()).toBe(0)
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0)
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
      expect(dialogs).toEqual([])
      await expect(page).toHaveURL(new RegExp(`/food-drink/article/${article.id}/hostile-story$`))
    } finally {
      await app.close()
    }
  })
})
