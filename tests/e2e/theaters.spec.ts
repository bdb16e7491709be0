/**
 * Cinemas near you, theater pages and the showtime selection page, as a moviegoer uses them
 * (issue 4 acceptance 3), against the real server seeded with showtimes for today..today+6 (Manila).
 */
import { expect, test, type Page } from './fixtures.ts'
import type { NearbyResponse } from '../../api/contracts/movies.ts'
import { freshAccount, openApp, registerUser, signInWithPassword } from './support.ts'

const MAKATI = { latitude: 14.5509, longitude: 121.0244 }

/** Today's date in Manila by the real clock (the server seeded its showtimes from it). */
function manilaToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

async function nearestNames(page: Page, point: { latitude: number; longitude: number }): Promise<string[]> {
  const response = await page.request.get(`/api/movies/nearby-malls?latitude=${point.latitude}&longitude=${point.longitude}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as NearbyResponse).data.map((theater) => theater.theater_name)
}

function nearbyList(page: Page) {
  return page.getByRole('list', { name: 'Nearby cinemas', exact: true })
}

test.describe('cinemas near you', () => {
  test('with geolocation in Makati: the 4 nearest cinemas, open one, switch dates, past showtimes disabled', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(MAKATI)
    // The device clock at 9 PM Manila today, so today's earlier showtimes are past.
    const today = manilaToday()
    await page.clock.setFixedTime(new Date(`${today}T21:00:00+08:00`))

    const expected = await nearestNames(page, MAKATI)
    await openApp(page, '/movies/theaters/nearby')
    await expect(page.getByTestId('location-name')).toHaveText('Current Location')
    const cards = nearbyList(page).getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    await expect(cards).toHaveCount(expected.length)
    const shown = await cards.getByRole('heading').allInnerTexts()
    expect(shown.slice(0, 4)).toEqual(expected.slice(0, 4))
    // The nearest to Glorietta are the Makati cinemas.
    expect(shown.slice(0, 2).sort()).toEqual(['Glorietta 4 Cinemas', 'Greenbelt 3 Cinemas'])
    await expect(page.getByTestId('freshness')).toHaveText('Updated just now')

    // The location is remembered on the device.
    const stored = await page.evaluate(() => [localStorage.getItem('userLocation'), localStorage.getItem('userLocationName')])
    expect(JSON.parse(stored[0]!)).toEqual({ lat: MAKATI.latitude, lng: MAKATI.longitude })

    // Open the nearest cinema.
    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/movies\/theaters\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!)
    const dates = page.getByRole('navigation', { name: 'Choose a date' }).getByRole('link')
    await expect(dates).toHaveCount(7)

    // Switch to tomorrow: every showtime is in the future there.
    const tomorrow = addDays(today, 1)
    await dates.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`/movies/theaters/[^/]+/${tomorrow}$`))
    await expect(dates.nth(1)).toHaveAttribute('aria-current', 'page')
    const tomorrowTimes = page.getByRole('list', { name: /^Showtimes of / }).first().getByRole('link')
    await expect(tomorrowTimes.first()).toBeVisible()
    await expect(page.locator('[data-showtime="past"]')).toHaveCount(0)

    // Back to today at 9 PM: the earlier showtimes are disabled and greyed out, later ones still link.
    await dates.nth(0).click()
    await expect(page).toHaveURL(new RegExp(`/movies/theaters/[^/]+/${today}$`))
    const past = page.locator('[data-showtime="past"]')
    await expect(past.first()).toBeVisible()
    await expect(past.first()).toHaveAttribute('aria-disabled', 'true')
    await expect(past.first()).toHaveClass(/text-slate-400/)
    expect(await past.first().getAttribute('href')).toBeNull()
    for (const text of await past.allInnerTexts()) {
      const match = /(\d{1,2}):(\d{2}) (AM|PM)/.exec(text)!
      const minutes = ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2])
      expect(minutes).toBeLessThan(21 * 60)
    }
  })

  test('geolocation denied: the message, then "Quezon City" typed by hand gives Quezon City cinemas', async ({ page, context }) => {
    await context.clearPermissions()
    await openApp(page, '/movies/theaters/nearby')
    await expect(page.getByRole('alert').filter({ hasText: 'Location access not available. Please enter your location below.' })).toBeVisible()
    // Meanwhile it falls back to Manila.
    await expect(page.getByTestId('location-name')).toHaveText('Manila')
    await expect(nearbyList(page).getByRole('listitem').first()).toBeVisible()

    const input = page.getByRole('textbox', { name: 'Enter your city or area' })
    const submit = page.getByRole('button', { name: 'Set Location' })
    await expect(submit).toBeDisabled()
    await input.fill('Quezon City')
    await submit.click()
    await expect(page.getByTestId('location-name')).toHaveText('Quezon City')
    const expected = await nearestNames(page, { latitude: 14.676, longitude: 121.0437 })
    await expect(nearbyList(page).getByRole('listitem').first().getByRole('heading')).toHaveText(expected[0]!)
    const stored = await page.evaluate(() => localStorage.getItem('userLocationName'))
    expect(stored).toBe('Quezon City')
  })

  test('an unknown place shows the exact message', async ({ page, context }) => {
    await context.clearPermissions()
    await openApp(page, '/movies/theaters/nearby')
    await page.getByRole('textbox', { name: 'Enter your city or area' }).fill('Atlantis')
    await page.getByRole('button', { name: 'Set Location' }).click()
    await expect(page.getByText('Could not find that location. Please try a different address.', { exact: true })).toBeVisible()
  })

  test('the panel on /movies: 4 nearest, View all N, and the panel wording for an unknown place', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(MAKATI)
    const expected = await nearestNames(page, MAKATI)
    await openApp(page, '/movies')
    // The panel is far below a phone's first screen: the device is asked once the person gets there.
    const panel = page.getByRole('region', { name: 'Cinemas Near You' })
    await panel.scrollIntoViewIfNeeded()
    const cards = panel.getByRole('list', { name: 'Nearby cinemas', exact: true }).getByRole('listitem')
    await expect(cards).toHaveCount(4)
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(expected.slice(0, 4))

    await panel.getByRole('button', { name: 'Change Location' }).click()
    await panel.getByRole('textbox', { name: 'Enter your city or area' }).fill('Atlantis')
    await panel.getByRole('button', { name: 'Set Location' }).click()
    await expect(panel.getByText('Location not found. Please try a different location like "Makati City" or "Manila".', { exact: true })).toBeVisible()
    await panel.getByRole('button', { name: 'Use Manila' }).click()
    await expect(panel.getByTestId('location-name')).toHaveText('Manila')

    await panel.getByRole('link', { name: `View all ${expected.length}` }).click()
    await expect(page).toHaveURL(/\/movies\/theaters\/nearby$/)
    // The manual choice is remembered: the full list is now ordered from Manila.
    await expect(page.getByTestId('location-name')).toHaveText('Manila')
  })

  test('a remembered location is used on server-rendered pages without a hydration error', async ({ page }) => {
    // A returning visitor: the location chosen last time is on the device, and the device is not asked again.
    await page.addInitScript((point) => {
      localStorage.setItem('userLocation', JSON.stringify({ lat: point.latitude, lng: point.longitude }))
      localStorage.setItem('userLocationName', 'Makati')
    }, MAKATI)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const expected = await nearestNames(page, MAKATI)
    for (const path of ['/movies', '/movies/theaters/nearby']) {
      await openApp(page, path)
      // On /movies the panel is far below the first screen, and comes to life when the person gets there.
      if (path === '/movies') await page.getByRole('region', { name: 'Cinemas Near You' }).scrollIntoViewIfNeeded()
      await expect(page.getByTestId('location-name')).toHaveText('Makati')
      await expect(nearbyList(page).getByRole('listitem').first().getByRole('heading')).toHaveText(expected[0]!)
    }
    // React's hydration mismatch (#418) is a page error: the server drew no location, the first render must agree.
    expect(errors).toEqual([])
  })

  test('/movies/theaters and /movies/cinemas/nearby lead to the nearby list', async ({ page }) => {
    await openApp(page, '/movies/theaters')
    await expect(page).toHaveURL(/\/movies\/theaters\/nearby$/)
    await page.goto('/movies/cinemas/nearby')
    await expect(page).toHaveURL(/\/movies\/theaters\/nearby$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cinemas Near You' })).toBeVisible()
  })

  test('a theater date that is not a real date says Invalid Date', async ({ page }) => {
    await openApp(page, '/movies/theaters/anything/2026-02-30')
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Date' })).toBeVisible()
    // The older id/slug form leads to the slug page.
    await page.goto('/movies/theaters/7/glorietta-cinemas')
    await expect(page).toHaveURL(/\/movies\/theaters\/glorietta-cinemas$/)
  })
})

test('format filters on a theater page are remembered on the device, with a freshness label', async ({ page }) => {
  const nearby = (await (await page.request.get(`/api/movies/nearby-malls?latitude=${MAKATI.latitude}&longitude=${MAKATI.longitude}`)).json()) as NearbyResponse
  const megamall = nearby.data.find((theater) => theater.theater_name === 'SM Megamall Cinemas')!
  const tomorrow = addDays(manilaToday(), 1)
  await openApp(page, `/movies/theaters/${megamall.slug}/${tomorrow}`)
  const filters = page.getByRole('group', { name: 'Filter showtimes' })
  // Tomorrow has no "Later today" chip: the last chip is a premium format present in the data.
  await expect(filters.getByRole('button', { name: 'Later today' })).toHaveCount(0)
  const format = (await filters.getByRole('button').last().innerText()).trim()
  expect(format).not.toBe('Regular')
  const imax = filters.getByRole('button', { name: format, exact: true })
  await expect(imax).toHaveAttribute('aria-pressed', 'false')
  const allTimes = page.locator('[data-showtime]')
  const before = await allTimes.count()
  await imax.click()
  await expect(imax).toHaveAttribute('aria-pressed', 'true')
  await expect(allTimes.first()).toBeVisible()
  const after = await allTimes.count()
  expect(after).toBeLessThan(before)
  for (const text of await allTimes.allInnerTexts()) expect(text.toLowerCase()).toContain(format.toLowerCase())
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated (just now|\d+ min ago)$/)

  await page.reload()
  await expect(imax).toHaveAttribute('aria-pressed', 'true')
  await expect(allTimes).toHaveCount(after)
  await imax.click()
  await expect(allTimes).toHaveCount(before)
})

test.describe('showtime selection', () => {
  async function openShowtimePage(page: Page): Promise<string> {
    const tomorrow = addDays(manilaToday(), 1)
    const nearby = (await (await page.request.get(`/api/movies/nearby-malls?latitude=${MAKATI.latitude}&longitude=${MAKATI.longitude}`)).json()) as NearbyResponse
    const theater = nearby.data[0]!
    await openApp(page, `/movies/theaters/${theater.slug}/${tomorrow}`)
    const firstTime = page.getByRole('list', { name: /^Showtimes of / }).first().getByRole('link').first()
    await firstTime.click()
    await expect(page).toHaveURL(new RegExp(`/movies/tickets/${theater.theater_id}/schedule/\\d+\\?date=${tomorrow}$`))
    await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue(tomorrow)
    await expect(page.getByText('Advanced Booking')).toBeVisible()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`/movies/theater/${theater.theater_id}/schedule/\\d+$`))
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical)
    return tomorrow
  }

  test('a visitor is asked to log in, and a showtime opens the sign-in in place of its seats', async ({ page }) => {
    await openShowtimePage(page)
    const note = page.getByRole('note').filter({ hasText: 'Please log in to purchase tickets.' })
    await expect(note).toBeVisible()
    await expect(note.getByRole('link', { name: 'Sign in or sign up' })).toHaveAttribute('href', /^\/auth\?redirect_to=%2Fmovies%2Ftickets%2F\d+%2Fschedule%2F\d+/)
    // Another date from the dropdown.
    const select = page.getByRole('combobox', { name: 'Date' })
    const options = await select.locator('option').evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value))
    const other = options.find((value) => value > addDays(manilaToday(), 1))!
    await select.selectOption(other)
    await expect(page).toHaveURL(new RegExp(`\\?date=${other}$`))
    await expect(select).toHaveValue(other)
    await expect(page.getByRole('list', { name: 'Showtimes' }).getByText(/₱\d[\d,]*\.\d{2}/).first()).toBeVisible()
    // A showtime is a real link for everyone; a visitor's seat page asks to sign in (or up) instead of showing seats.
    const seat = page.getByRole('list', { name: 'Showtimes' }).getByRole('link').first()
    await expect(seat).toHaveAttribute('href', new RegExp(`/movies/tickets/\\d+/schedule/\\d+/seat/\\d+\\?date=${other}&`))
    await seat.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to choose your seats' })).toBeVisible()
    await expect(page.getByText('Please log in to purchase tickets.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email or username' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Choose your seats', exact: true })).toHaveCount(0)
  })

  test('a signed-in moviegoer gets seat links with date, time and price', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'showtime'))
    await signInWithPassword(page, account)
    const date = await openShowtimePage(page)
    await expect(page.getByText('Please log in to purchase tickets.')).toHaveCount(0)
    const seat = page.getByRole('list', { name: 'Showtimes' }).getByRole('link').first()
    await expect(seat).toHaveAttribute(
      'href',
      new RegExp(`/movies/tickets/\\d+/schedule/\\d+/seat/\\d+\\?date=${date}&time=\\d{1,2}%3A\\d{2}\\+(AM|PM)&price=\\d+\\.\\d{2}$`),
    )
    const time = (await seat.innerText()).split('\n')[0]!
    await seat.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible()
    await expect(page.getByText(time, { exact: true })).toBeVisible()
    await expect(page.getByText(/^₱\d[\d,]*\.\d{2}$/)).toBeVisible()
  })

  test('an invalid date in the query shows the schedule error with Go Back', async ({ page }) => {
    await openApp(page, '/movies/tickets/1/schedule/1?date=2026-02-30')
    await expect(page.getByRole('heading', { name: 'Unable to load schedule' })).toBeVisible()
    await expect(page.getByText('Invalid Date')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
  })
})

test.describe('cinemas by location', () => {
  test('locations → Metro Manila city → its cinemas; an unknown province says so', async ({ page }) => {
    await openApp(page, '/movies/locations')
    await expect(page.getByRole('heading', { level: 1, name: 'Cinemas by Location' })).toBeVisible()
    await page.getByRole('region', { name: 'Metro Manila' }).getByRole('link', { name: /Quezon City/ }).click()
    await expect(page).toHaveURL(/\/movies\/metro-manila\/quezon-city$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cinemas in Quezon City' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'TriNoma Cinemas' })).toBeVisible()

    await page.goto('/movies/province')
    await page.getByRole('link', { name: /Cebu/ }).first().click()
    await expect(page).toHaveURL(/\/movies\/province\/cebu$/)
    await expect(page.getByRole('heading', { level: 3, name: 'SM Seaside Cinemas' })).toBeVisible()

    await page.goto('/movies/province/atlantis')
    await expect(page.getByRole('heading', { level: 1, name: 'Location not found' })).toBeVisible()
  })
})

test('the canonical /movies/theater/… address of a showtime page opens the page itself', async ({ page }) => {
  await page.goto('/movies/theater/1/schedule/1?date=2030-01-01')
  await expect(page).toHaveURL(/\/movies\/tickets\/1\/schedule\/1\?date=2030-01-01$/)
})
