/**
 * Offline-first, as a moviegoer in a mall basement uses it (issue 6, acceptance 2): online they open the
 * home page (with its widget), a cinema's schedule for today and tomorrow and an article; then the
 * signal drops (`context.setOffline(true)` cuts the page and its service worker off). Reloading and
 * navigating still shows the same schedules, article and widget, each saying how old it is; a page
 * never opened says it is not available offline and links to what is; a showtime that has passed by the
 * device clock stays disabled.
 */
import { expect, test, type Page } from '@playwright/test'
import type { NearbyResponse } from '../../api/contracts/movies.ts'
import type { WpPost } from '../../api/contracts/articles.ts'
import { openApp, savedQueryKeys } from './support.ts'
import { waitForServiceWorker } from './fixtures.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** Today's date in Manila by the real clock (the server seeded its showtimes from it). */
function manilaToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The query keys of the answers the page has saved in IndexedDB, as JSON. */
async function savedPaths(page: Page): Promise<string[]> {
  return (await savedQueryKeys(page)).map((key) => JSON.stringify(key))
}

test('saved schedules, article and widget work offline with freshness labels; unsaved pages say so', async ({ page, context }) => {
  test.slow()
  const today = manilaToday()
  const tomorrow = addDays(today, 1)
  // The device clock at 9 PM Manila: today's earlier showtimes are past.
  await page.clock.setFixedTime(new Date(`${today}T21:00:00+08:00`))

  const nearby = (await (await page.request.get('/api/movies/nearby-malls?latitude=14.5509&longitude=121.0244')).json()) as NearbyResponse
  const [cinema, unvisitedCinema] = nearby.data
  const [article] = (await (await page.request.get('/api/articles?per_page=1')).json()) as WpPost[]
  expect(cinema && unvisitedCinema && article).toBeTruthy()

  // Online: the home page with its widget, the service worker in control.
  await openApp(page, '/')
  await expect(page.getByRole('region', { name: 'Weather' })).toBeVisible()
  await waitForServiceWorker(page)

  // Today's and tomorrow's schedule at a cinema, then an article.
  await openApp(page, `/movies/theaters/${cinema!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cinema!.theater_name)
  await expect(page.getByTestId('freshness')).toHaveText('Updated just now')
  await page.getByRole('navigation', { name: 'Choose a date' }).getByRole('link').nth(1).click()
  await expect(page).toHaveURL(new RegExp(`/${tomorrow}$`))
  await expect(page.getByRole('list', { name: /^Showtimes of / }).first()).toBeVisible()
  // The page saves new answers at once but at most every 300 ms, and a full load of another page may cut a
  // save that was still waiting (more often on a loaded machine): a moviegoer reads tomorrow's list first.
  const theaterDay = `/api/theaters/${cinema!.slug}/movies`
  await expect.poll(() => savedPaths(page), { timeout: 10_000 }).toContain(JSON.stringify([theaterDay, { date: tomorrow }]))
  await openApp(page, `/article/${article!.id}/${article!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const articleTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim()

  // The answers are saved on the device (the page saves at most once a second).
  await expect
    .poll(() => savedPaths(page), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        JSON.stringify(['/api/weather']),
        JSON.stringify([theaterDay, {}]),
        JSON.stringify([theaterDay, { date: tomorrow }]),
        JSON.stringify(['/api/articles', article!.id, { _embed: 1 }]),
      ]),
    )

  // The signal drops; two hours pass on the device.
  await context.setOffline(true)
  await page.clock.setFixedTime(new Date(`${today}T23:00:00+08:00`))

  // Reload the cinema: today's schedule from the saved data, labelled, past showtimes disabled.
  await page.goto(`/movies/theaters/${cinema!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cinema!.theater_name)
  await expect(page.getByTestId('freshness')).toHaveText('Offline — updated 2 h ago')
  const past = page.locator('[data-showtime="past"]')
  await expect(past.first()).toBeVisible()
  await expect(past.first()).toHaveAttribute('aria-disabled', 'true')
  expect(await past.first().getAttribute('href')).toBeNull()

  // Navigate to tomorrow inside the app: also saved.
  await page.getByRole('navigation', { name: 'Choose a date' }).getByRole('link').nth(1).click()
  await expect(page).toHaveURL(new RegExp(`/${tomorrow}$`))
  await expect(page.getByRole('list', { name: /^Showtimes of / }).first()).toBeVisible()
  await expect(page.getByTestId('freshness')).toHaveText('Offline — updated 2 h ago')

  // The article, opened fresh with no connection.
  await page.goto(`/article/${article!.id}/${article!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle)

  // The home page and its widget, labelled from the reading's own time.
  await page.goto('/')
  const weather = page.getByRole('region', { name: 'Weather' })
  await expect(weather).toBeVisible()
  await expect(weather.getByTestId('freshness')).toHaveText(/^Offline — updated (just now|\d+ (min|h|d) ago)$/)

  // A cinema never opened: the offline page, with links to what is saved.
  await page.goto(`/movies/theaters/${unvisitedCinema!.slug}`)
  const offline = page.getByTestId('offline-unavailable')
  await expect(offline.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible()
  await expect(offline.getByRole('link', { name: cinema!.theater_name })).toBeVisible()
  await expect(offline.getByRole('link', { name: articleTitle })).toBeVisible()
  // A page whose loader needs the server (a place page) says the same, not a browser error.
  await page.goto('/places')
  await expect(page.getByTestId('offline-unavailable')).toBeVisible()

  // Following a saved link works offline.
  await page.getByTestId('offline-unavailable').getByRole('link', { name: cinema!.theater_name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cinema!.theater_name)

  // Back online, the next visit refreshes and the label says so.
  await context.setOffline(false)
  await page.goto(`/movies/theaters/${cinema!.slug}`)
  await expect(page.getByTestId('freshness')).toHaveText('Updated just now')
})
