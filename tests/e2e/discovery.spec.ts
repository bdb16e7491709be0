/**
 * Discovery as a visitor and a signed-in user does it, at both widths of playwright.config.ts,
 * against the real API on the seeded demo database: search from the home hero, places and a place
 * page (structured data, reviews, related places), events and festivals, and adding an event.
 */
import { expect, ONE_WIDTH, test, type Page } from './fixtures.ts'
import type { ContentPostsResponse, PostBase } from '../../api/contracts/posts.ts'
import { freshAccount, openApp, registerUser, signInWithPassword } from './support.ts'

// A service worker answering fetches would hide the page's requests from page.route().
test.use({ serviceWorkers: 'block' })

/** The Manila wall-clock "YYYY-MM-DDTHH:mm" `days` from now at `hour`:00, for a datetime-local input. */
function manilaDateTime(days: number, hour: number): string {
  const day = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
  return `${day}T${String(hour).padStart(2, '0')}:00`
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(text ?? '{}') as Record<string, unknown>
}

test('searching "Intramuros" from the home hero lands on ranked results with category tabs', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search Gala' }).fill('  Intramuros ')
  await page.getByRole('button', { name: 'Search', exact: true }).click()

  await expect(page).toHaveURL(/\/search\?q=Intramuros&category=all$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Intramuros”')
  await expect(page).toHaveTitle('Search: Intramuros | Gala')
  const results = page.getByTestId('search-result')
  await expect(results.first()).toContainText('Intramuros')
  await expect(results.first()).toHaveAttribute('data-type', 'place')

  const tabs = page.getByRole('navigation', { name: 'Search categories' })
  await expect(tabs.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page')
  await tabs.getByRole('link', { name: /^Places/ }).click()
  await expect(page).toHaveURL(/category=places/)
  await expect(tabs.getByRole('link', { name: /^Places/ })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('[data-testid="search-result"]:not([data-type="place"])')).toHaveCount(0)
  await expect(page.getByTestId('search-result').first()).toBeVisible()

  // The result opens the place.
  await page.getByTestId('search-result').first().getByRole('link', { name: 'Intramuros' }).click()
  await expect(page).toHaveURL(/\/places\/intramuros$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Intramuros' })).toBeVisible()
})

test('the search page shows trending searches without a query and an empty state without results', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Search Gala' })).toBeVisible()
  // The demo has no searches from several clients: our suggestions show under their own heading, nothing claims to trend.
  const suggestions = page.getByRole('region', { name: 'Try searching' })
  await expect(suggestions.getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Trending searches' })).toHaveCount(0)
  await suggestions.getByRole('link', { name: 'Binondo' }).click()
  await expect(page).toHaveURL(/\/search\?q=Binondo&category=all$/)
  await expect(page.getByTestId('search-result').first()).toContainText('Binondo')

  await page.goto('/search?q=zzzqqqxxx&category=all')
  await expect(page.getByText('No results found for “zzzqqqxxx”.')).toBeVisible()
})

test('the places page filters by type and a place page shows its details, structured data and related places', async ({ page }) => {
  await page.goto('/places')
  await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible()
  const chips = page.getByRole('navigation', { name: 'Place types' })
  await expect(chips.getByRole('link', { name: 'All Places' })).toHaveAttribute('aria-current', 'page')
  await chips.getByRole('link', { name: 'Museums' }).click()
  await expect(page).toHaveURL(/\/places\?type=Museum$/)
  const cards = page.getByTestId('place-card')
  await expect(cards).toHaveCount(4)
  const museum = cards.filter({ hasText: 'National Museum of Fine Arts' })
  await expect(museum).toContainText('Manila, Metro Manila')
  await expect(museum).toContainText('Tue–Sun 9:00 AM – 6:00 PM')
  await museum.getByRole('link', { name: 'National Museum of Fine Arts' }).click()

  await expect(page).toHaveURL(/\/places\/national-museum-of-fine-arts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'National Museum of Fine Arts' })).toBeVisible()
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb).toContainText('Home')
  await expect(breadcrumb.getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/places')
  for (const section of ['About', 'Features & Amenities', 'Ideal For', 'Gallery', 'Information', 'Reviews', 'You might also like']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /Official website/ })).toHaveAttribute('href', 'https://www.nationalmuseum.gov.ph')
  await expect(page.getByTestId('review').first()).toContainText('Give yourself at least three hours.')
  await expect(page.getByTestId('review').first()).toContainText('Adding this to our weekend plans, thanks!')

  const data = await jsonLd(page)
  const graph = data['@graph'] as Record<string, unknown>[]
  expect(graph[0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'en-PH' })
  expect(graph[1]).toMatchObject({
    '@type': ['Museum', 'TouristAttraction'],
    name: 'National Museum of Fine Arts',
    address: { addressLocality: 'Manila', addressCountry: 'PH' },
    aggregateRating: { ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
    // Gala's reviews as Review items (issue 12).
    review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 } }],
  })

  const related = page.getByRole('list', { name: 'Related places' }).getByTestId('related-item')
  await expect(related).toHaveCount(6)
  const firstRelated = related.first().getByRole('link')
  const name = (await firstRelated.textContent())!.trim()
  await firstRelated.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test("an unknown place says 'Place not found' with a way back to the places", ONE_WIDTH, async ({ page }) => {
  await page.goto('/places/no-such-place')
  await expect(page.getByRole('heading', { level: 1, name: 'Place not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Browse places' }).click()
  await expect(page).toHaveURL(/\/places$/)
})

test('a review with script, event-handler attributes and javascript: links renders as inert text (acceptance 6)', ONE_WIDTH, async ({ page }) => {
  const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">click me</a>'
  const base = {
    userId: 1,
    rating: null,
    pros: null,
    cons: null,
    recommended: null,
    containsSpoilers: false,
    parentPostId: null,
    rootPostId: null,
    contentTypeId: 1,
    externalContentId: 'rizal-park',
    contentInfo: { type: 'place', title: 'Rizal Park' },
    externalContentData: null,
    likeCount: 0,
    replyCount: 0,
    hasLiked: false,
    updatedAt: '2026-11-01T00:00:00.000Z',
  } as const
  await page.route('**/api/posts/content/1/rizal-park*', async (route) => {
    const body: ContentPostsResponse = {
      status: 'success',
      reviewCount: 1,
      averageRating: 4,
      ownReviewId: null,
      sort: 'newest',
      pagination: { page: 1, per_page: 10, total: 1, total_pages: 1 },
      data: [
        {
          ...base,
          id: 9001,
          hashId: 'xss9001',
          postType: 'review',
          title: '<b onmouseover="window.__pwned = 4">Bold?</b>',
          content: hostile,
          rating: 4,
          pros: '<svg onload="window.__pwned = 5">',
          cons: null,
          recommended: true,
          createdAt: '2026-11-01T00:00:00.000Z',
          likeCount: 0,
          replyCount: 1,
          user: { id: 1, username: 'mallory', name: '<img src=y onerror="window.__pwned = 6">', displayName: null, avatar: 'javascript:window.__pwned = 7', avatarColor: '#3b82f6' },
          replies: [
            {
              ...base,
              id: 9002,
              hashId: 'xss9002',
              postType: 'reply',
              userId: 2,
              title: null,
              parentPostId: 9001,
              rootPostId: 9001,
              content: '<iframe src="javascript:window.__pwned = 8"></iframe>',
              createdAt: '2026-11-02T00:00:00.000Z',
              user: { id: 2, username: 'eve', name: 'Eve', displayName: null, avatar: null, avatarColor: '#10b981' },
            } satisfies PostBase,
          ],
        },
      ],
    }
    await route.fulfill({ json: body })
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // Opened from the places list, inside the app: the review comes from the browser's own read, which the route
  // above answers (a page opened directly is rendered from the server's reads).
  await openApp(page, '/places')
  await page.getByRole('main').getByRole('link', { name: 'Rizal Park' }).first().click()
  await expect(page).toHaveURL(/\/places\/rizal-park$/)
  const review = page.getByTestId('review')
  await expect(review).toContainText(hostile)
  await expect(review).toContainText('<b onmouseover="window.__pwned = 4">Bold?</b>')
  await expect(review).toContainText('<iframe src="javascript:window.__pwned = 8"></iframe>')
  await review.hover()
  // Nothing the review carried became markup: no script, image, link, SVG or frame inside it.
  await expect(review.locator('script, a[href^="javascript"], iframe, svg[onload], img[src="x"], img[src="y"], b')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test("a place's structured data cannot close its script element, whatever the place's text says", ONE_WIDTH, async ({ page }) => {
  const breakout = '</script><script>window.__pwned = 9</script>'
  await page.route('**/api/places/intramuros', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown> }
    body.data.name = `Intramuros ${breakout}`
    body.data.description = `Walls ${breakout}`
    await route.fulfill({ response, json: body })
  })
  // Opened inside the app, so the place is the browser's own read, answered above.
  await openApp(page, '/places')
  await page.getByRole('main').getByRole('link', { name: 'Intramuros' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Intramuros ${breakout}`)
  const scripts = page.locator('script[type="application/ld+json"]')
  await expect(scripts).toHaveCount(1)
  const data = await jsonLd(page)
  expect((data['@graph'] as { name: string }[])[1]!.name).toBe(`Intramuros ${breakout}`)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})

test('the events list opens an event page, and festivals list their events', ONE_WIDTH, async ({ page }) => {
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Event categories' }).getByRole('link', { name: 'Film' }).click()
  await expect(page).toHaveURL(/\/events\?category=film$/)
  const card = page.getByTestId('event-card').filter({ hasText: 'Indie Film Marathon' })
  await expect(page.getByTestId('event-card')).toHaveCount(1)
  await expect(card).toContainText('Cinematheque Centre Manila')
  await expect(card).toContainText('₱150')
  await card.getByRole('link', { name: 'Indie Film Marathon' }).click()

  await expect(page).toHaveURL(/\/events\/indie-film-marathon$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Indie Film Marathon' })).toBeVisible()
  await expect(page.getByText('Cinematheque Centre Manila, Manila')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Events' })).toBeVisible()
  // The head follows the page a moment after a navigation inside the app.
  await expect.poll(() => jsonLd(page)).toMatchObject({ '@type': 'Event', name: 'Indie Film Marathon', inLanguage: 'en-PH', location: { address: { addressCountry: 'PH' } } })

  await page.goto('/festivals')
  await page.getByTestId('festival-card').filter({ hasText: 'Manila Street Food Festival' }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Manila Street Food Festival' })).toBeVisible()
  await expect(page.getByTestId('event-card')).toHaveCount(2)
  await page.getByRole('link', { name: 'Kakanin Workshop' }).click()
  await expect(page.getByRole('link', { name: 'Manila Street Food Festival' })).toHaveAttribute('href', '/festivals/manila-street-food-festival')
})

test('an event page offers its tickets, an .ics to add to the calendar and the venue on a map (decision 051)', ONE_WIDTH, async ({ page }, testInfo) => {
  await page.goto('/events/indie-film-marathon')
  await expect(page.getByRole('heading', { level: 1, name: 'Indie Film Marathon' })).toBeVisible()

  const tickets = page.getByRole('link', { name: /Get tickets or register/ })
  await expect(tickets).toHaveAttribute('href', 'https://tickets.example.com/indie-film-marathon')
  await expect(tickets).toHaveAttribute('rel', /noopener/)
  await expect(tickets).toHaveAttribute('target', '_blank')
  const map = page.getByRole('link', { name: /View on map/ })
  await expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Cinematheque%20Centre%20Manila%2C%20Manila')
  await expect(map).toHaveAttribute('rel', /noopener/)

  const calendar = page.getByRole('link', { name: 'Add to calendar' })
  await expect(calendar).toHaveAttribute('href', '/api/events/indie-film-marathon/calendar.ics')
  const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()])
  expect(download.suggestedFilename()).toBe('indie-film-marathon.ics')
  const file = await page.request.get('/api/events/indie-film-marathon/calendar.ics')
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await file.text()).toContain('SUMMARY:Indie Film Marathon')

  // All of it fits a 360 px phone: nothing pans sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
  await page.screenshot({ path: testInfo.outputPath('event-page-360.png'), fullPage: false })
})

test('adding an event needs sign-in, checks the fields and submits it for review', ONE_WIDTH, async ({ page }, testInfo) => {
  await page.goto('/add-event')
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fadd-event$/)

  const account = await registerUser(page, freshAccount(testInfo, 'addevent'))
  await signInWithPassword(page, account)
  await page.goto('/add-event')
  await expect(page.getByRole('heading', { level: 1, name: 'Add an event' })).toBeVisible()

  await page.getByRole('button', { name: 'Submit event' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Event title' })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Event title' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please choose a category')).toBeVisible()

  const title = `Rooftop Jazz ${testInfo.project.name} ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Event title' }).fill(title)
  await page.getByRole('textbox', { name: 'Description' }).fill('Three jazz trios play the rooftop garden until late, with Filipino standards and a jam session.')
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Music')
  await page.getByLabel('Starts').fill(manilaDateTime(10, 19))
  await page.getByLabel('Ends').fill(manilaDateTime(10, 17))
  await page.getByRole('textbox', { name: 'Venue' }).fill('The Rooftop, Poblacion')
  await page.getByRole('textbox', { name: 'City or area' }).fill('Makati')
  await page.getByRole('button', { name: 'Submit event' }).click()
  await expect(page.getByText('End must be after the start')).toBeVisible()

  await page.getByLabel('Ends').fill(manilaDateTime(10, 23))
  await page.getByRole('button', { name: 'Submit event' }).click()
  await expect(page).toHaveURL(/\/events\/rooftop-jazz-/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'This event is waiting for review.' })).toBeVisible()
  await expect(page.locator('dd', { hasText: /^Free$/ })).toBeVisible()

  // Pending: not in the public list.
  const list = await page.request.get('/api/events?per_page=50')
  expect(((await list.json()) as { data: { title: string }[] }).data.map((event) => event.title)).not.toContain(title)
})
