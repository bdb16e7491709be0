/**
 * The home page (spec doc 2 §2) as a visitor sees it on the seeded demo database, at 360 px and 1280 px:
 * every section in place with links to where it leads, and one failing list not breaking the rest.
 */
import { expect, test } from './fixtures.ts'
import type { EventListResponse } from '../../api/contracts/events.ts'
import type { PlaceListResponse } from '../../api/contracts/places.ts'

// A service worker answering fetches would hide the page's requests from page.route().
test.use({ serviceWorkers: 'block' })

const section = (page: import('@playwright/test').Page, name: string) => page.getByRole('region', { name, exact: true })

test('a visitor sees every home section, each leading where it says', async ({ page }) => {
  const places = (await (await page.request.get('/api/places?per_page=5')).json()) as PlaceListResponse
  const featured = (await (await page.request.get('/api/events?featured=true&per_page=6')).json()) as EventListResponse

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your City' })).toBeVisible()
  for (const name of [
    'Explore by category',
    'Latest Updates',
    'Popular Places',
    'Now Showing',
    'Coming Soon',
    'Hot Off the Press',
    'Featured Events',
    'Essential City Guides',
    'Upcoming Events',
    'Places to Discover',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true }), name).toBeVisible()
  }

  // Latest Updates: 1 large + 3 small article cards, each a link to its article page.
  const latest = section(page, 'Latest Updates')
  await expect(latest.getByRole('article')).toHaveCount(4)
  await expect(latest.getByRole('link').first()).toHaveAttribute('href', /^\/([a-z-]+\/)?article\/\d+\/[a-z0-9-]+$/)

  // Popular Places: the most popular first, linking to /places/{slug}; 'View all' to /places.
  const popular = section(page, 'Popular Places')
  await expect(popular.getByRole('heading', { name: places.data[0]!.name, exact: true })).toBeVisible()
  await expect(popular.getByRole('link', { name: 'View all Popular Places' })).toHaveAttribute('href', '/places')

  // Featured Events link to /events/{slug}.
  const events = section(page, 'Featured Events')
  await expect(events.locator(`a[href="/events/${featured.data[0]!.slug}"]`).first()).toBeVisible()

  // Hot Off the Press leads to its list; the guides to their pages.
  await expect(section(page, 'Hot Off the Press').getByRole('link', { name: 'View all Hot Off the Press' })).toHaveAttribute('href', '/hot-off-the-press')
  await expect(section(page, 'Essential City Guides').locator('a[href="/guides/transportation"]')).toBeVisible()

  // Home also shows 3 upcoming events and 3 places.
  await expect(section(page, 'Upcoming Events').getByTestId('event-card')).toHaveCount(3)
  await expect(section(page, 'Places to Discover').getByTestId('place-card')).toHaveCount(3)

  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

  await popular.getByRole('heading', { name: places.data[0]!.name, exact: true }).click()
  await expect(page).toHaveURL(`/places/${places.data[0]!.slug}`)
})

test('a list that fails to load says so with Try Again, and the rest of the page still shows', async ({ page }) => {
  let failing = true
  await page.route('**/api/places?**', (route) => (failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"code":"DOWN","message":"Down"}' }) : route.continue()))
  // Opened inside the app: the lists are then the browser's own reads, answered above (the server renders the home
  // page opened directly with its lists).
  await page.goto('/about')
  await page.getByRole('link', { name: 'Gala home' }).click()
  await expect(page).toHaveURL(/\/$/)
  const popular = section(page, 'Popular Places')
  await expect(popular.getByRole('alert')).toContainText('Failed to load Popular Places. Please try again.', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 2, name: 'Now Showing', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Latest Updates', exact: true })).toBeVisible()
  failing = false
  await popular.getByRole('button', { name: 'Try Again' }).click()
  await expect(popular.getByTestId('place-card').first()).toBeVisible()
})
