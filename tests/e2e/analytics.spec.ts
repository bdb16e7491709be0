import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from './fixtures.ts'
import type { AnalyticsReport } from '../../api/contracts/analytics.ts'
import { adminAccount, openApp, registerUser, signInWithPassword } from './support.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// Issue 16 acceptance 2 (analytics): page views and a search event reach /admin/analytics; an event
// fired offline arrives once when the connection returns. Other specs share the server and database:
// everything asserted here is this run's own unique search term and paths, or a total that can only grow.

const EVENTS_PATH = '/api/analytics/events'
const tagFor = (project: string) => `${project}${randomBytes(4).toString('hex')}`

/** The sender loads when the page is idle and flushes the first batch (the page view) within 5 s. */
const firstBatch = (page: Page) => page.waitForResponse((response) => response.url().endsWith(EVENTS_PATH) && response.request().method() === 'POST', { timeout: 20_000 })

async function report(page: Page, query = ''): Promise<AnalyticsReport> {
  const response = await page.request.get(`/api/admin/analytics${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as AnalyticsReport
}

/**
 * How many actions waiting in the page's offline queue (IndexedDB gala-queue/actions, pwa/lib/offline-queue.ts) carry
 * `text`. Never creates the database: the app does, with its store, and a database made here first would lack it.
 */
function queuedWith(page: Page, text: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'gala-queue')) return 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('gala-queue')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    try {
      if (!db.objectStoreNames.contains('actions')) return 0
      const actions = await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction('actions').objectStore('actions').getAll()
        all.onsuccess = () => resolve(all.result)
        all.onerror = () => reject(all.error)
      })
      return actions.filter((action) => JSON.stringify(action).includes(wanted)).length
    } finally {
      db.close()
    }
  }, text)
}

/** Moves the single-page app to `path` without a page load (works offline: the shell is already there). */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

test('page views and a search reach /admin/analytics', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const account = await registerUser(page, adminAccount(testInfo, 'analytics-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  const before = (await report(page)).totals.pageViews

  // A search nobody else makes, which finds nothing: it is listed under "Searches with no results".
  // A leading 0 sorts it first among searches counted as often.
  const term = `0zq${tagFor(testInfo.project.name)}`
  const flushed = firstBatch(page)
  await openApp(page, `/search?q=${term}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(term) })).toBeVisible()
  await flushed
  // Leaving the page sends what waits with a beacon.
  await openApp(page, '/')

  await expect
    .poll(async () => (await report(page)).noResultSearches.find((row) => row.term === term)?.count ?? 0, { timeout: 20_000 })
    .toBe(1)
  await expect.poll(async () => (await report(page)).totals.pageViews, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2)

  // The admin page shows them.
  await openApp(page, '/admin/dashboard')
  await page.locator('#main').getByRole('link', { name: 'Analytics', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  const noResults = page.getByRole('table', { name: 'Searches with no results' })
  await expect(noResults.getByRole('row', { name: new RegExp(term) })).toContainText('1')
  const views = Number((await page.getByTestId('analytics-page-views').innerText()).replace(/\D/g, ''))
  expect(views).toBeGreaterThanOrEqual(before + 2)
  await expect(page.getByTestId('page-views-chart')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Ticket funnel' }).getByRole('row')).toHaveCount(7)

  // The range picker: the last 7 days, then only the pages under /search.
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByTestId('analytics-range')).toContainText('(7 days)')
  await page.getByLabel(/Pages under/).fill('/search')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByTestId('analytics-range')).toContainText('pages under /search')
  const topPages = page.getByRole('table', { name: 'Top pages' }).getByRole('row')
  await expect(topPages).toHaveCount(2) // the header and /search
  await expect(topPages.nth(1)).toContainText('/search')
})

test('a page view made offline arrives once when the connection returns', async ({ page, context }, testInfo) => {
  test.setTimeout(90_000)
  const account = await registerUser(page, adminAccount(testInfo, 'analytics-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  const flushed = firstBatch(page)
  await openApp(page, '/')
  await flushed

  const path = `/0e2e-offline-${tagFor(testInfo.project.name)}`
  // The batches carrying the offline page view that reached the server (any answer).
  let delivered = 0
  page.on('response', (response) => {
    if (response.url().endsWith(EVENTS_PATH) && (response.request().postData() ?? '').includes(path)) delivered++
  })

  await context.setOffline(true)
  await goClientSide(page, path)
  // The batch's timer fires while offline: the batch waits in the offline queue (IndexedDB), and the server has
  // nothing of it (the test's own requests still reach it).
  await expect.poll(() => queuedWith(page, path), { message: 'the page view waits in the offline queue', timeout: 20_000 }).toBe(1)
  expect((await report(page, `?path=${path}`)).totals.pageViews).toBe(0)
  expect(delivered).toBe(0)

  await context.setOffline(false)
  await expect.poll(async () => (await report(page, `?path=${path}`)).totals.pageViews, { timeout: 45_000 }).toBe(1)
  // Once: the batch left the queue when the server answered, so the queue's next start (a new page load) has
  // nothing of it to send again. The new page's own first batch shows its sender (started after the queue) ran.
  await expect.poll(() => queuedWith(page, path), { message: 'the replayed batch left the queue', timeout: 20_000 }).toBe(0)
  const nextPageView = page.waitForResponse(
    (response) => response.url().endsWith(EVENTS_PATH) && /"name":"page_view","path":"\/"/.test(response.request().postData() ?? ''),
    { timeout: 20_000 },
  )
  await openApp(page, '/')
  await nextPageView
  const after = await report(page, `?path=${path}`)
  expect(after.totals.pageViews).toBe(1)
  expect(after.topPages).toEqual([{ path, count: 1 }])
  expect(delivered).toBe(1)
})
