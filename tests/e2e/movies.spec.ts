/**
 * The movie pages as a moviegoer uses them, at both widths of playwright.config.ts (360 px and
 * 1280 px), against the real API on the seeded demo database: the landing, its scrollers and
 * new-this-week tabs, a movie's detail page and its redirects.
 */
import { expect, ONE_WIDTH, test, type Page } from './fixtures.ts'
import type { MovieSummary, ThisWeekResponse } from '../../api/contracts/movies.ts'
import { movieSlug } from '../../api/contracts/slugs.ts'
import { openApp } from './support.ts'

// A service worker answering fetches would hide the page's requests from page.route().
test.use({ serviceWorkers: 'block' })

async function nowShowing(page: Page): Promise<MovieSummary[]> {
  const response = await page.request.get('/api/movies/now-showing')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: MovieSummary[] }).data
}

function scroller(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true })
}

test('the landing shows the first 8 now-showing movies and the new-this-week tabs switch', async ({ page }) => {
  const thisWeek = (await (await page.request.get('/api/movies/this-week')).json()) as ThisWeekResponse
  const movies = await nowShowing(page)
  expect(movies.length).toBeGreaterThan(8)

  await page.goto('/movies')
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible()
  await expect(page).toHaveTitle('Movies | Gala')
  const cards = scroller(page, 'Now Showing').getByTestId('movie-card')
  await expect(cards).toHaveCount(8)
  await expect(cards.first().getByRole('heading')).toHaveText(movies[0]!.title)

  for (const name of ['Now Showing', 'Coming Soon', 'Theaters', 'Locations', 'Streaming Soon', 'News']) {
    await expect(page.getByRole('navigation', { name: 'Movies sections' }).getByRole('link', { name, exact: true })).toBeVisible()
  }

  const cinemasTab = page.getByRole('tab', { name: 'Cinemas' })
  const streamingTab = page.getByRole('tab', { name: 'Streaming' })
  await expect(cinemasTab).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  const cinemaTitles = [...thisWeek.cinema.featured, ...thisWeek.cinema.regular].map((movie) => movie.title)
  if (cinemaTitles.length > 0) await expect(panel.getByText(cinemaTitles[0]!, { exact: true })).toBeVisible()
  else await expect(panel).toContainText('No cinema releases this week')

  await streamingTab.click()
  await expect(streamingTab).toHaveAttribute('aria-selected', 'true')
  await expect(cinemasTab).toHaveAttribute('aria-selected', 'false')
  const streamingTitles = [...thisWeek.streaming.featured, ...thisWeek.streaming.regular].map((movie) => movie.title)
  if (streamingTitles.length > 0) await expect(page.getByRole('tabpanel').getByText(streamingTitles[0]!, { exact: true })).toBeVisible()
  else await expect(page.getByRole('tabpanel')).toHaveText('No streaming releases this week')

  // Keyboard: arrow keys move between the tabs.
  await streamingTab.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(cinemasTab).toHaveAttribute('aria-selected', 'true')
})

test('the search box goes to /search with the trimmed query, and does nothing when empty', async ({ page }) => {
  await page.goto('/movies')
  const box = page.getByRole('searchbox', { name: 'Search movies' })
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/movies$/)
  await box.fill('  ferry  ')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=ferry(&|$)/)
})

test('a movie card opens the detail page at its canonical address', async ({ page }) => {
  const [first] = await nowShowing(page)
  await page.goto('/movies')
  await scroller(page, 'Now Showing').getByRole('link', { name: first!.title, exact: true }).click()
  await expect(page).toHaveURL(`/movies/title/${first!.hash}/${movieSlug(first!.title)}`)
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible()
  await expect(page).toHaveTitle(`${first!.title} | Gala`)
  await expect(page.getByText(first!.synopsis)).toBeVisible()
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(jsonLd['@type']).toBe('Movie')
  expect(jsonLd.name).toBe(first!.title)

  const apiCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname)
  })
  await page.getByRole('link', { name: 'Where to watch today' }).click()
  await expect(page).toHaveURL(`/movies/title/${first!.hash}/${movieSlug(first!.title)}/tickets`)
  // The seeded cinemas show every now-showing movie today; each time is a link to its showtime page or greyed out.
  const times = page.getByRole('list', { name: /^Showtimes at / }).first()
  await expect(times).toBeVisible({ timeout: 15_000 })
  // One call for every cinema's times, not one per cinema.
  expect(apiCalls.filter((path) => path === `/api/movies/${first!.id}/showtimes`)).toHaveLength(1)
  expect(apiCalls.filter((path) => path.endsWith('/schedule'))).toEqual([])
  // Nearest first (no saved location: from Manila).
  const kilometres = (await page.getByText(/ · [\d.]+ k?m$/).allTextContents()).map((text) => {
    const [, value, unit] = /([\d.]+) (k?m)$/.exec(text)!
    return unit === 'km' ? Number(value) : Number(value) / 1000
  })
  expect(kilometres.length).toBeGreaterThan(1)
  expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b))
  const link = times.getByRole('link').first()
  if (await link.count()) await expect(link).toHaveAttribute('href', new RegExp(`^/movies/tickets/\\d+/schedule/${first!.id}\\?date=\\d{4}-\\d{2}-\\d{2}$`))
})

test('old and wrong movie addresses redirect to the canonical title page', ONE_WIDTH, async ({ page }) => {
  const [first] = await nowShowing(page)
  const canonical = `/movies/title/${first!.hash}/${movieSlug(first!.title)}`
  await page.goto(`/movies/detail/${first!.hash}/${movieSlug(first!.title)}`)
  await expect(page).toHaveURL(canonical)
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible()

  await page.goto(`/movies/title/${first!.hash}/not-the-title/cast-crew`)
  await expect(page).toHaveURL(`${canonical}/cast-crew`)
  await expect(page.getByRole('heading', { name: 'Cast', exact: true })).toBeVisible()

  await page.goto(`/movies/id/${first!.id}/anything`)
  await expect(page).toHaveURL(canonical)
})

test("an unknown movie shows 'Movie not found'", ONE_WIDTH, async ({ page }) => {
  await page.goto('/movies/title/zzzzzzzz/no-such-movie')
  await expect(page.getByRole('heading', { level: 1, name: 'Movie not found' })).toBeVisible()
  await expect(page).toHaveTitle('Movie not found | Gala')
  await page.goto('/movies/id/99999999/no-such-movie')
  await expect(page.getByRole('heading', { level: 1, name: 'Movie not found' })).toBeVisible()
})

test('scroller arrows appear above 6 movies and move the row by 300 px', async ({ page }) => {
  // Coming Soon gets only 5 movies here, so its row has no arrows.
  await page.route('**/api/movies/upcoming', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { status: string; data: MovieSummary[] }
    await route.fulfill({ response, json: { ...body, data: body.data.slice(0, 5) } })
  })
  // Opened inside the app, from a page without movie lists: the lists are then the browser's own reads, answered
  // above (a page opened directly is rendered from the server's reads, and the home page's carry the lists too).
  await openApp(page, '/about')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Movies', exact: true }).click()
  await expect(page).toHaveURL(/\/movies$/)
  const row = scroller(page, 'Now Showing')
  const list = row.getByTestId('movie-scroller')
  const next = row.getByRole('button', { name: 'Scroll Now Showing right' })
  const previous = row.getByRole('button', { name: 'Scroll Now Showing left' })
  await expect(next).toBeVisible()
  await expect(previous).toBeDisabled()

  await next.click()
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(300)
  await expect(previous).toBeEnabled()
  await previous.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0)

  await expect(scroller(page, 'Coming Soon').getByTestId('movie-card')).toHaveCount(5)
  await expect(scroller(page, 'Coming Soon').getByRole('button', { name: /^Scroll Coming Soon/ })).toHaveCount(0)
})

test('a poster that fails to load shows the placeholder, without shifting the layout', async ({ page }) => {
  await page.route('**/media/posters/**', (route) => route.abort())
  await page.goto('/movies/now-showing')
  const poster = page.getByTestId('movie-card').first().getByRole('img')
  await expect(poster).toHaveAttribute('src', '/images/fallbacks/poster.svg')
  await expect(poster).toHaveAttribute('width', '215')
  await expect(poster).toHaveAttribute('height', '323')
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('the landing shows the 4 latest movie news cards, each opening its article in the movies section', async ({ page }) => {
  const response = await page.request.get('/api/articles?categories=7&per_page=4')
  const news = (await response.json()) as { id: number }[]
  expect(news.length).toBeGreaterThan(0)
  await page.goto('/movies')
  const section = page.getByRole('region', { name: 'Movie News', exact: true })
  await expect(section.getByRole('article')).toHaveCount(news.length)
  // The newest first, linking to /movies/article/{id}/{slug}.
  await expect(section.locator(`a[href^="/movies/article/${news[0]!.id}/"]`).first()).toBeVisible()
  await expect(section.getByRole('link', { name: 'View all Movie News' })).toHaveAttribute('href', '/movies/news')
})
