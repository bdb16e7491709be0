/**
 * Nothing in the way on the ticket pages (issue 36 acceptance 5, decision 046). With the house ads on and an essential
 * site script saved (essential: it runs without cookie consent, wherever it may run), a buyer goes from the seat page to
 * the e-ticket; on the seat, payment, confirmation and e-ticket pages no ad slot and no site script renders, neither in
 * the HTML the server sends nor once the app runs. /about, opened first, shows both, so their absence means something.
 *
 * On the way (decision 045): the server runs like a plain `npm start` on the demo database, so the bundled test provider
 * takes the payment; a Robinsons cinema offers its own group's method only; the payment page, the provider's page and
 * the e-ticket say no money moves; the provider's page is served without a Content-Security-Policy error.
 */
import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext } from './fixtures.ts'
import type { TheaterDayResponse } from '../../api/contracts/movies.ts'
import { TICKET_MESSAGES, type SeatMap } from '../../api/contracts/tickets.ts'
import { adminAccount, openApp, registerUser, signInWithPassword, withAdsLock } from './support.ts'

// A cinema of its own per project (no other test buys there), both of the Robinsons group.
const THEATERS = { mobile: 'robinsons-galleria-cinemas', desktop: 'robinsons-magnolia-cinemas' } as const

/** The seat page of a showtime from tomorrow on (today's may have started). */
async function seatPagePath(request: APIRequestContext, theater: string): Promise<string> {
  const first = (await (await request.get(`/api/theaters/${theater}/movies`)).json()) as TheaterDayResponse
  for (const date of first.data.available_dates.slice(1)) {
    const day = (await (await request.get(`/api/theaters/${theater}/movies?date=${date}`)).json()) as TheaterDayResponse
    for (const { movie, schedule } of day.data.movies) {
      if (schedule[0]) return `/movies/tickets/${day.data.cinema.theater_id}/schedule/${movie.movie_id}/seat/${schedule[0].id}`
    }
  }
  throw new Error(`no showtime after today at ${theater}`)
}

/** Two free regular seats at the start of a block of at least four (no single seat is left stranded). */
function twoFreeSeats(map: SeatMap): string[] {
  for (const row of [...map.rows].reverse()) {
    let block: Extract<SeatMap['rows'][number]['cells'][number], { type: 'seat' }>[] = []
    for (const cell of [...row.cells, { type: 'gap' as const, column: 0 }]) {
      if (cell.type === 'seat') {
        block.push(cell)
        continue
      }
      if (block.length >= 4 && block.slice(0, 4).every((seat) => seat.state === 'free' && seat.kind === 'regular')) return [block[0]!.label, block[1]!.label]
      block = []
    }
  }
  throw new Error('no two free seats')
}

test.beforeEach(async ({ page }) => {
  // A reader who has refused cookies: the essential script still runs, the banner stays away.
  await page.addInitScript(() => localStorage.setItem('gala:consent', 'denied'))
})

test('no ad slot and no site script renders on the seat, payment, confirmation and e-ticket pages', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const tag = `${testInfo.project.name}_${randomBytes(3).toString('hex')}`
  const marker = `__galaTicketPages_${tag}`
  const providerPageErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && page.url().includes('/api/test-payment-provider/')) providerPageErrors.push(message.text())
  })
  // Where the script ran, by path (kept across the app's own navigations); its campaign box stays in the page while it applies.
  const ranOn = () => page.evaluate((key) => (window as unknown as Record<string, string[] | undefined>)[key] ?? [], marker)
  const campaign = page.locator(`[data-e2e-campaign="${tag}"]`)

  /** The app has applied the site scripts to this page (pwa/features/site-scripts marks <html data-site-scripts="{path}">). */
  const scriptsApplied = () => page.waitForFunction(() => document.documentElement.dataset.siteScripts === window.location.pathname, null, { timeout: 20_000 })

  /** Neither the server's HTML of this address nor the page the app shows carries an ad slot or the site script. */
  async function expectNothingInTheWay(step: string) {
    const path = new URL(page.url()).pathname
    const html = await (await page.request.get(page.url())).text()
    expect(html, `${step}: server HTML`).not.toContain('data-ad-slot')
    expect(html, `${step}: server HTML`).not.toContain(marker)
    await scriptsApplied()
    await expect(page.locator('[data-ad-slot]'), step).toHaveCount(0)
    await expect(page.locator('[data-gala-script]'), step).toHaveCount(0)
    await expect(campaign, step).toHaveCount(0)
    expect(await ranOn(), step).not.toContain(path)
  }

  const account = await registerUser(page, adminAccount(testInfo, 'ticketads-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  const saved = await page.request.post('/api/admin/scripts', {
    data: {
      name: `E2E ticket pages ${tag}`,
      markup: `<div data-e2e-campaign="${tag}">Campaign</div>\n<script>(window.${marker} = window.${marker} || []).push(location.pathname)</script>`,
      position: 'header',
      essential: true,
      excludedPaths: [],
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  const scriptId = ((await saved.json()) as { data: { id: number } }).data.id

  try {
    // Elsewhere both show: the footer's ad slot and the script with its campaign box.
    await withAdsLock(async () => {
      await openApp(page, '/about')
      await scriptsApplied()
      await expect(page.locator('[data-ad-slot="leaderboard-ad"]')).toHaveCount(1)
      await expect(campaign).toHaveCount(1)
      expect(await ranOn()).toContain('/about')
    })

    // The seat page.
    const seatPath = await seatPagePath(page.request, THEATERS[testInfo.project.name as keyof typeof THEATERS])
    const scheduleId = seatPath.split('/').at(-1)!
    const map = ((await (await page.request.get(`/api/showtimes/${scheduleId}/seats`)).json()) as { data: SeatMap }).data
    expect(map).toMatchObject({ providers: ['rbank-rmw'], testPayment: true })
    await openApp(page, seatPath)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible()
    await expectNothingInTheWay('seat page')
    for (const label of twoFreeSeats(map)) await page.locator(`[data-seat="${label}"]`).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Proceed to payment' }).click()

    // The payment page: the cinema group's own method only, said to be a test in which no money moves.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(1)
    await expect(page.getByRole('radio', { name: /^RBank/ })).toBeChecked()
    await expect(page.getByRole('note').filter({ hasText: TICKET_MESSAGES.testPayment })).toBeVisible()
    await expectNothingInTheWay('payment page')
    const total = await page.getByTestId('payment-total').innerText()
    await page.getByRole('button', { name: `Pay ${total}` }).click()

    // The provider's page: styled by its own stylesheet, no console error, Pay and Fail two separate buttons.
    await expect(page).toHaveURL(/\/api\/test-payment-provider\/rbank-rmw\/pay\?/)
    await expect(page.getByRole('note')).toContainText(TICKET_MESSAGES.testPayment)
    await expect(page.getByRole('button', { name: 'Fail the payment' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('button.pay')!).backgroundColor)).toBe('rgb(29, 78, 216)')
    await page.getByRole('button', { name: `Pay ${total}` }).click()

    // The confirmation page.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await expect(page.getByRole('note').filter({ hasText: TICKET_MESSAGES.testPayment })).toBeVisible()
    await expectNothingInTheWay('confirmation page')

    // The e-ticket.
    await page.getByRole('link', { name: 'Open e-ticket' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-ticket' })).toBeVisible()
    await expect(page.getByTestId('ticket-qr')).toHaveCount(2)
    await expect(page.getByRole('note').filter({ hasText: TICKET_MESSAGES.testPayment })).toBeVisible()
    await expectNothingInTheWay('e-ticket page')
    // Opened afresh too (the first page of a visit renders the footer and the sticky ad bar itself).
    await page.reload()
    await expect(page.getByTestId('ticket-qr')).toHaveCount(2)
    await expectNothingInTheWay('e-ticket page, reloaded')

    expect(providerPageErrors).toEqual([])
    // The ads stayed on all along (the app's own hint of this browser), so no slot above was missing for another reason.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('gala:ads-hint') ?? '{"enabled":true}').enabled)).toBe(true)
  } finally {
    expect((await page.request.delete(`/api/admin/scripts/${scriptId}`)).status()).toBeLessThan(300)
  }
})
