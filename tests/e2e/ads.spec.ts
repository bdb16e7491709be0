/**
 * Ads (issue 16, decision 034): house ads fill the slots on the home page and an article; the global toggle,
 * switched off in /admin/ad-settings, removes every slot; a no-ads article shows none; the layout shift of
 * the home page and of an article whose slots fill and collapse stays under 0.05.
 *
 * The toggle is global and the E2E server is shared: the tests that need ads on and the one that switches
 * them off take a file lock (both projects run at once), and the toggle is always switched back on.
 */
import { expect, test, waitForApp, type Page } from './fixtures.ts'
import type { AdsConfig } from '../../api/contracts/ads.ts'
import type { WpPost } from '../../api/contracts/articles.ts'
import { adminAccount, openApp, registerUser, signInWithPassword, withAdsLock } from './support.ts'

// A reader who has already answered the cookie question (refused: house ads still show). The banner would
// otherwise sit over the bottom of the screen, above the mobile sticky ad and its close button.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gala:consent', 'denied'))
})

/** Counts layout shifts (not caused by input) from the very start of every page load. */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const win = window as Window & { __cls?: number }
    win.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) win.__cls = (win.__cls ?? 0) + entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
const layoutShift = (page: Page) => page.evaluate(() => (window as Window & { __cls?: number }).__cls ?? 0)

/** Waits for the ads runtime to have loaded and reported (the fill report, 5 s after load). */
const fillReported = (page: Page) =>
  page.waitForFunction(() => (window as Window & { __galaAdFillReport?: unknown }).__galaAdFillReport !== undefined, null, { timeout: 15_000 })

/** Resolves after the browser has painted twice: whatever the last scroll set off (observers, effects) has run. */
const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

/**
 * Scrolls to the bottom in steps, as a reader would, then waits until every slot of the page has been decided
 * (filled, or hidden: no slot still `idle` or `processing`), the last moment at which a slot can move the page.
 */
async function readDown(page: Page) {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8))
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await painted(page)
    if (done) break
  }
  await page.waitForFunction(
    () => {
      const slots = Array.from(document.querySelectorAll<HTMLElement>('[data-ad-slot]:not([data-ad-slot="stickyad"])'))
      return slots.length > 0 && slots.every((slot) => ['rendered', 'empty', 'collapsed'].includes(slot.dataset.state ?? ''))
    },
    null,
    { timeout: 15_000 },
  )
  await painted(page)
}

/**
 * Waits until the page has had every chance to render an ad slot: the app has taken the page over (the page's own
 * slots render in that first client render, from the ads hint) and the parts loaded after it, the sticky ad among
 * them, have arrived (no request for half a second).
 */
async function slotsHadTheirChance(page: Page) {
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  await painted(page)
}

const slot = (page: Page, id: string) => page.locator(`[data-ad-slot="${id}"]`)

async function newestArticles(page: Page, count: number): Promise<WpPost[]> {
  const response = await page.request.get(`/api/articles?per_page=${count}`)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as WpPost[] | { articles: WpPost[] }
  return Array.isArray(body) ? body : body.articles
}

test('house ads fill the slots of the home page and of an article', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  await withAdsLock(async () => {
    await openApp(page, '/')
    for (const id of ['homestream', 'mrec1', 'leaderboard-ad']) {
      await expect(slot(page, id)).toHaveAttribute('data-state', 'rendered', {
        timeout: 15_000,
      })
      await expect(slot(page, id).locator('a[data-house-ad] img')).toHaveCount(1)
    }
    // The creative links through the click counter, never straight to the advertiser.
    await expect(slot(page, 'homestream').locator('a[data-house-ad]')).toHaveAttribute('href', /^\/api\/ads\/click\/\d+$/)
    if (testInfo.project.name === 'mobile') {
      const sticky = slot(page, 'stickyad')
      await expect(sticky).toHaveAttribute('data-state', 'shown', {
        timeout: 15_000,
      })
      const height = (await sticky.boundingBox())!.height
      expect(height).toBeLessThanOrEqual(100)
      // The page gets room below its footer for the bar, and the back-to-top button moves up above it.
      const bodyPadding = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))
      await expect.poll(bodyPadding).toBe(Math.round(height))
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
      const backToTop = page.getByRole('button', { name: 'Back to top' })
      await expect(backToTop).toBeVisible()
      await expect.poll(async () => (await backToTop.boundingBox())!.y + (await backToTop.boundingBox())!.height).toBeLessThanOrEqual((await sticky.boundingBox())!.y)
      await sticky.getByRole('button', { name: 'Close sticky ad' }).click()
      await expect(sticky).toHaveCount(0)
      await expect.poll(bodyPadding).toBe(0)
    } else {
      await expect(slot(page, 'stickyad')).toHaveCount(0)
    }

    const [article] = await newestArticles(page, 1)
    await openApp(page, `/article/${article!.id}/${article!.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const id of ['inread', 'mrec1'])
      await expect(slot(page, id)).toHaveAttribute('data-state', 'rendered', {
        timeout: 15_000,
      })
  })
})

test('the global toggle in /admin/ad-settings removes every slot', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const account = await registerUser(page, adminAccount(testInfo, 'ads-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  await withAdsLock(async () => {
    try {
      await openApp(page, '/admin/ad-settings')
      await expect(page.getByRole('heading', { name: 'Ad Settings', level: 1 })).toBeVisible()
      const toggle = page.getByRole('switch', { name: 'Show ads on the site' })
      await expect(toggle).toBeChecked()
      await expect(page.getByTestId('house-ad').first()).toBeVisible()
      await toggle.click()
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expect(page.getByText('Ad settings saved').first()).toBeVisible()

      // The first page load learns that ads are off; from then on no slot renders at all.
      await openApp(page, '/')
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('gala:ads-hint') ?? '{}').enabled === false, null, { timeout: 15_000 })
      await expect(page.locator('[data-ad-slot] a[data-house-ad]')).toHaveCount(0)
      await page.reload()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
      await slotsHadTheirChance(page)
      await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
      const [article] = await newestArticles(page, 1)
      await openApp(page, `/article/${article!.id}/${article!.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await slotsHadTheirChance(page)
      await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
    } finally {
      const restored = await page.request.put('/api/admin/ads/settings', {
        data: { enabled: true, gptNetworkCode: '' },
      })
      expect(restored.status()).toBe(200)
    }
  })
  const config = (await (await page.request.get('/api/ads/config')).json()) as AdsConfig
  expect(config.enabled).toBe(true)
})

test('an article chosen in /admin/no-ads-articles shows no slot', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const account = await registerUser(page, adminAccount(testInfo, 'ads-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  // Each project its own article, so the two runs do not undo each other.
  const articles = await newestArticles(page, 4)
  const article = articles[testInfo.project.name === 'mobile' ? 2 : 3]!
  const title = (await (await page.request.get(`/api/admin/ads/articles?q=${encodeURIComponent(article.title.rendered.slice(0, 40))}`)).json()) as {
    data: { id: number; title: string }[]
  }
  const plainTitle = title.data.find((row) => row.id === article.id)!.title
  try {
    await openApp(page, '/admin/no-ads-articles')
    await page.getByLabel('Article title').fill(plainTitle.slice(0, 40))
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByTestId('article-result')
      .filter({ hasText: plainTitle })
      .getByRole('button', { name: `No ads on ${plainTitle}` })
      .click()
    await expect(page.getByTestId('no-ads-article').filter({ hasText: plainTitle })).toBeVisible()

    // Any page teaches the app the no-ads list; the article then renders no slot at all.
    await openApp(page, '/')
    await page.waitForFunction((id) => (JSON.parse(localStorage.getItem('gala:ads-hint') ?? '{}').noAdsArticleIds ?? []).includes(id), article.id, {
      timeout: 15_000,
    })
    await openApp(page, `/article/${article.id}/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await slotsHadTheirChance(page)
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
  } finally {
    await page.request.delete(`/api/admin/ads/no-ads-articles/${article.id}`)
  }
})

test.describe('layout shift', () => {
  // The article's configuration is rewritten with page.route, which a service worker's fetch would bypass.
  test.use({ serviceWorkers: 'block' })

  test('the home page and an article with ads filling and collapsing shift less than 0.05', async ({ page }) => {
    test.setTimeout(120_000)
    await observeLayoutShift(page)
    await withAdsLock(async () => {
      await openApp(page, '/')
      await fillReported(page)
      await readDown(page)
      await expect(slot(page, 'homestream')).toHaveAttribute('data-state', 'rendered')
      const shift = await layoutShift(page)
      test.info().annotations.push({ type: 'CLS home', description: shift.toFixed(4) })
      expect(shift).toBeLessThan(0.05)

      // On the article, no creative fits the in-read slot: it collapses while the others fill.
      await page.route('**/api/ads/config', async (route) => {
        const response = await route.fetch()
        const config = (await response.json()) as AdsConfig
        const creatives = config.creatives.map((creative) => ({
          ...creative,
          slots: creative.slots.length > 0 ? creative.slots.filter((s) => s !== 'inread') : ['mrec1', 'mrec2', 'homestream'],
        }))
        await route.fulfill({ response, json: { ...config, creatives } })
      })
      const [article] = await newestArticles(page, 1)
      await page.goto(`/article/${article!.id}/${article!.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await fillReported(page)
      await readDown(page)
      await expect(slot(page, 'mrec1')).toHaveAttribute('data-state', 'rendered')
      await expect(slot(page, 'inread')).toHaveAttribute('data-state', /collapsed|empty/)
      const articleShift = await layoutShift(page)
      test.info().annotations.push({ type: 'CLS article', description: articleShift.toFixed(4) })
      expect(articleShift).toBeLessThan(0.05)
    })
  })
})
