/**
 * City guides, food and drink, malls and the area pages, as a visitor uses them, against the real
 * server with the demo data. Runs at 360 px (mobile project) and on desktop.
 */
import { expect, test, type Page } from './fixtures.ts'
import type { RestaurantListResponse } from '../../api/contracts/restaurants.ts'
import { openApp } from './support.ts'

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('city guides', () => {
  test('a visitor opens the guides, the transportation guide and one way of getting around', async ({ page }) => {
    await openApp(page, '/guides')
    await expect(heading(page)).toHaveText('Essential City Guides')
    await expectNoSidewaysScroll(page, '/guides')
    for (const title of ['Getting around Metro Manila', 'Neighborhoods of Metro Manila', 'Local tips', 'Day trips from Manila', 'Useful numbers and resources']) {
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()
    }

    await page.getByRole('link', { name: /Getting around Metro Manila/ }).click()
    await expect(page).toHaveURL(/\/guides\/transportation$/)
    await expect(heading(page)).toHaveText('Getting around Metro Manila')
    await expect(page).toHaveTitle('Getting around Metro Manila | Gala')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides')
    await expectNoSidewaysScroll(page, '/guides/transportation')

    await page.getByRole('link', { name: /^Rail MRT-3/ }).click()
    await expect(page).toHaveURL(/\/guides\/transportation\/mrt-3$/)
    await expect(heading(page)).toHaveText('MRT-3')
    await expect(page.getByText('North Avenue (Quezon City) to Taft Avenue (Pasay), along EDSA')).toBeVisible()
    await expectNoSidewaysScroll(page, '/guides/transportation/mrt-3')

    // Other ways from the same page; the beep card is one of them.
    await page.getByRole('navigation', { name: 'Other ways to get around' }).getByRole('link', { name: 'beep card' }).click()
    await expect(heading(page)).toHaveText('beep card')
  })

  test('every guide and area page renders without sideways scrolling; unknown guides are not found', async ({ page }) => {
    // A dozen page loads in one test: room for a loaded CI machine (it took 36 s at a load average near 4).
    test.setTimeout(120_000)
    const pages: [string, string][] = [
      ['/guides/neighborhoods', 'Neighborhoods of Metro Manila'],
      ['/guides/shopping', 'Shopping in Metro Manila'],
      ['/guides/cultural-sites', 'Cultural sites and museums'],
      ['/guides/day-trips', 'Day trips from Manila'],
      ['/guides/local-tips', 'Local tips'],
      ['/guides/resources', 'Useful numbers and resources'],
      ['/explore', 'Explore the city'],
      ['/districts', 'Areas of Metro Manila'],
      ['/hotels', 'Where to stay in Metro Manila'],
      ['/activities', 'Things to do'],
      ['/about', 'About Gala'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/disclaimer', 'Disclaimer'],
      ['/cookie-policy', 'Cookie Policy'],
    ]
    for (const [path, title] of pages) {
      await openApp(page, path)
      await expect(heading(page), path).toHaveText(title)
      await expectNoSidewaysScroll(page, path)
    }
    // The resources guide's external links open safely in a new tab.
    await openApp(page, '/guides/resources')
    const pagasa = page.getByRole('link', { name: /PAGASA/ })
    await expect(pagasa).toHaveAttribute('href', 'https://www.pagasa.dost.gov.ph')
    await expect(pagasa).toHaveAttribute('rel', 'noopener noreferrer')

    await openApp(page, '/guides/transportation/hyperloop')
    await expect(heading(page)).toHaveText('Transport guide not found')
    await expect(page.getByRole('main').getByRole('link', { name: 'Getting around Metro Manila' })).toHaveAttribute('href', '/guides/transportation')
  })

  test('the areas page links each city to its cinemas', async ({ page }) => {
    await openApp(page, '/districts')
    const makati = page.locator('#makati')
    await expect(makati.getByRole('heading', { name: 'Makati' })).toBeVisible()
    await makati.getByRole('link', { name: /cinemas?$/ }).click()
    await expect(page).toHaveURL(/\/movies\/metro-manila\/makati$/)
  })

  test('the static pages describe what Gala does with data', async ({ page }) => {
    await openApp(page, '/privacy-policy')
    await expect(page.getByText(/Data Privacy Act of 2012 \(Republic Act No\. 10173\)/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible()
    await openApp(page, '/cookie-policy')
    // A table on wide screens, one card per item at 360 px.
    const table = page.getByRole('table', { name: 'Cookies and storage used by Gala' })
    if ((page.viewportSize()?.width ?? 0) >= 640) {
      await expect(table.getByRole('rowheader', { name: /gala_session/ })).toBeVisible()
      await expect(table.getByRole('rowheader', { name: 'userLocation, userLocationName' })).toBeVisible()
    } else {
      await expect(table).toBeHidden()
      await expect(page.getByRole('listitem').filter({ hasText: 'gala_oauth' })).toContainText('10 minutes')
      await expect(page.getByRole('listitem').filter({ hasText: 'userLocation, userLocationName' })).toBeVisible()
    }
  })
})

test.describe('food and drink', () => {
  test('a visitor browses restaurants, opens one, then a cuisine page', async ({ page }) => {
    const filipino = (await (await page.request.get('/api/restaurants?cuisine=filipino')).json()) as RestaurantListResponse
    const kusina = filipino.data.find((restaurant) => restaurant.slug === 'kusina-ni-aling-nena')!
    expect(kusina).toBeDefined()

    await openApp(page, '/food-drink')
    await expect(heading(page)).toHaveText('Food & Drink')
    await expectNoSidewaysScroll(page, '/food-drink')
    const listing = page.getByRole('region', { name: 'Restaurants, cafés and bars' })
    await expect(listing.getByRole('link', { name: 'Kusina ni Aling Nena' })).toBeVisible()
    await expect(listing.getByRole('link', { name: 'Habi Weaves' })).toHaveCount(0) // a shop, not a restaurant

    await listing.getByRole('link', { name: 'Kusina ni Aling Nena' }).click()
    await expect(page).toHaveURL(new RegExp(`/food-drink/${kusina.id}/kusina-ni-aling-nena$`))
    await expect(heading(page)).toHaveText('Kusina ni Aling Nena')
    await expect(page.getByText('Restaurant · Filipino')).toBeVisible()
    await expect(page.getByText('Daily, 10:00 AM – 10:00 PM')).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/food-drink/${kusina.id}/kusina-ni-aling-nena$`))
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant', name: 'Kusina ni Aling Nena', servesCuisine: ['Filipino'], inLanguage: 'en-PH' })
    await expectNoSidewaysScroll(page, 'restaurant page')

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Food & Drink' }).click()
    await page.getByRole('link', { name: /^Filipino food/ }).click()
    await expect(page).toHaveURL(/\/food-drink\/cuisine\/filipino$/)
    await expect(heading(page)).toHaveText('Filipino food')
    await expect(page.getByRole('heading', { name: 'Dishes to try' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Filipino restaurants on Gala' }).getByRole('link', { name: 'Kusina ni Aling Nena' })).toBeVisible()
    await expectNoSidewaysScroll(page, '/food-drink/cuisine/filipino')
  })

  test('the same restaurant under its other addresses, an empty cuisine and missing restaurants', async ({ page }) => {
    await openApp(page, '/food-drink/direct/tala-coffee-roasters')
    await expect(heading(page)).toHaveText('Tala Coffee Roasters')
    await expect(page.getByText('Great beans, tiny room')).toBeVisible() // a demo review, shown as text

    await openApp(page, '/restaurants/pares-sa-kanto')
    await expect(heading(page)).toHaveText('Pares sa Kanto')

    await openApp(page, '/food-drink/cuisine/italian')
    await expect(heading(page)).toHaveText('Italian food')
    await expect(page.getByText('No Italian restaurants are listed yet.', { exact: false })).toBeVisible()

    await openApp(page, '/restaurants/intramuros') // a place, but not a restaurant
    await expect(heading(page)).toHaveText('Restaurant not found')
    await expect(page.getByRole('link', { name: 'Back to Food & Drink' })).toHaveAttribute('href', '/food-drink')

    await openApp(page, '/food-drink/cuisine/martian')
    await expect(heading(page)).toHaveText('Page not found')
  })
})

test.describe('malls', () => {
  test('a visitor lists malls with their cinemas, filters by region and opens a cinema', async ({ page }) => {
    await openApp(page, '/malls')
    await expect(heading(page)).toHaveText('Malls and their cinemas')
    await expectNoSidewaysScroll(page, '/malls')
    const mandaluyong = page.getByRole('region', { name: 'Mandaluyong' })
    await expect(mandaluyong.getByRole('heading', { name: 'SM Megamall' })).toBeVisible()

    await page.getByRole('navigation', { name: 'Filter malls by region' }).getByRole('link', { name: 'Provinces' }).click()
    await expect(page).toHaveURL(/\/malls\?region=province$/)
    await expect(page.getByRole('region', { name: 'Cebu City, Cebu' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'SM Megamall' })).toHaveCount(0)

    await page.getByRole('link', { name: /^SM Seaside Cinemas/ }).click()
    await expect(page).toHaveURL(/\/movies\/theaters\/[^/]+$/)
    await expect(heading(page)).toHaveText('SM Seaside Cinemas')
  })
})
