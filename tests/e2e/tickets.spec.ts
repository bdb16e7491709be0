/**
 * Buying movie tickets as a moviegoer does on a phone (issue 17, decision 037): sign in, pick a showtime, choose
 * three seats, hold them (a countdown shows), pay through the bundled test provider's hosted page, and see the
 * e-ticket with one QR code per seat. Then the signal drops and the app is opened from scratch (a new page, the
 * service worker answering): My Tickets and the e-ticket still open. Separately, a hold runs out and the page says
 * so and shows the seats free again.
 *
 * The mobile and desktop projects share one server: each takes its own showtime, so neither finds the other's seats taken.
 */
import { expect, test, type Page, type TestInfo, waitForServiceWorker } from './fixtures.ts'
import type { NearbyResponse } from '../../api/contracts/movies.ts'
import { TICKET_MESSAGES, type Hold } from '../../api/contracts/tickets.ts'
import { createDb } from '../../api/db.ts'
import { E2E_MAIL_PORT } from './accounts.ts'
import { freshAccount, openApp, registerUser, savedQueryKeys, signInWithPassword } from './support.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const MAKATI = { latitude: 14.5509, longitude: 121.0244 }

function manilaDate(daysAhead: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10)
}

/** Opens a cinema's schedule for tomorrow, a movie's showtimes, then the `index`-th showtime's seat page. */
async function openSeatPage(page: Page, index: number): Promise<void> {
  const tomorrow = manilaDate(1)
  const nearby = (await (await page.request.get(`/api/movies/nearby-malls?latitude=${MAKATI.latitude}&longitude=${MAKATI.longitude}`)).json()) as NearbyResponse
  const theater = nearby.data[0]!
  await openApp(page, `/movies/theaters/${theater.slug}/${tomorrow}`)
  await page.getByRole('list', { name: /^Showtimes of / }).first().getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/movies/tickets/${theater.theater_id}/schedule/\\d+\\?date=${tomorrow}$`))
  // On a loaded machine a tap that lands as the list first renders (while the service worker installs) was
  // sometimes lost; a person taps again, and so does the test.
  const showtime = page.getByRole('list', { name: 'Showtimes' }).getByRole('link').nth(index)
  await expect(async () => {
    if (!/\/seat\/\d+/.test(page.url())) await showtime.click({ timeout: 5_000 })
    await expect(page).toHaveURL(/\/seat\/\d+/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible()
  await expect(page.locator('[data-seat]').first()).toBeVisible()
}

/**
 * `count` free seats that leave no single free seat stranded (the API refuses that): from row B backwards, whole
 * runs of free seats between aisles, never leaving exactly one seat of a run.
 */
async function freeSeats(page: Page, count: number): Promise<string[]> {
  const seats = await page.locator('[data-seat]').evaluateAll((buttons) =>
    buttons.map((button) => ({
      label: button.getAttribute('data-seat')!,
      state: button.getAttribute('data-state')!,
      column: Number((button as HTMLElement).style.gridColumnStart || (button as HTMLElement).style.gridColumn),
    })),
  )
  const rows = new Map<string, typeof seats>()
  for (const seat of seats) {
    const row = /^[A-Z]+/.exec(seat.label)![0]
    rows.set(row, [...(rows.get(row) ?? []), seat])
  }
  const chosen: string[] = []
  for (const [row, rowSeats] of [...rows].reverse()) {
    if (row === 'A') continue
    rowSeats.sort((a, b) => a.column - b.column)
    const blocks: (typeof seats)[] = []
    for (const seat of rowSeats) {
      const last = blocks.at(-1)
      if (last && seat.column === last.at(-1)!.column + 1) last.push(seat)
      else blocks.push([seat])
    }
    for (const block of blocks) {
      if (block.some((seat) => seat.state !== 'free')) continue
      let take = Math.min(count - chosen.length, block.length)
      if (block.length - take === 1) take -= 1
      chosen.push(...block.slice(0, take).map((seat) => seat.label))
      if (chosen.length === count) return chosen
    }
  }
  throw new Error(`No ${count} free seats`)
}

async function signIn(page: Page, testInfo: TestInfo, label: string) {
  const account = await registerUser(page, freshAccount(testInfo, label))
  await signInWithPassword(page, account)
}

const seat = (page: Page, label: string) => page.locator(`[data-seat="${label}"]`)

test('choose three seats, pay through the test provider, see the e-ticket, and open it again offline', async ({ page, context }, testInfo) => {
  test.setTimeout(180_000)
  await signIn(page, testInfo, 'tickets')
  await openSeatPage(page, testInfo.project.name === 'mobile' ? 0 : 1)

  // Three seats: each a pressed toggle; the total in pesos follows.
  const labels = await freeSeats(page, 3)
  for (const label of labels) {
    await seat(page, label).click()
    await expect(seat(page, label)).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(page.getByTestId('chosen-seats')).toHaveText(`3 of 10: ${[...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).join(', ')}`)
  await expect(page.getByTestId('seat-total')).toHaveText(/^₱[\d,]+\.\d{2}$/)
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Wheelchair space')

  // Continue holds them: the countdown starts near 8 minutes; the seats are now ours.
  const held = page.waitForResponse((response) => /\/api\/showtimes\/\d+\/holds$/.test(response.url()) && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Continue' }).click()
  expect((await held).status()).toBe(201)
  await expect(page.getByRole('timer', { name: 'Time left on your seat hold' })).toHaveText(/^[78]:\d{2}$/)
  await page.getByRole('button', { name: 'Proceed to payment' }).click()

  // Payment options: the seats, the total, a payment method; Pay goes to the provider's hosted page.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible()
  await expect(page.getByRole('timer')).toBeVisible()
  const total = await page.getByTestId('payment-total').innerText()
  await expect(page.getByRole('radio').first()).toBeChecked()
  // The E2E server runs like a plain `npm start` on the demo database: the bundled test provider, said to move no money.
  await expect(page.getByRole('note').filter({ hasText: TICKET_MESSAGES.testPayment })).toBeVisible()
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  await expect(page).toHaveURL(/\/api\/test-payment-provider\/[a-z0-9-]+\/pay\?/)
  await expect(page.getByTestId('test-payment-amount')).toHaveText(total)
  await page.getByRole('button', { name: `Pay ${total}` }).click()

  // The provider's return page only reads the status; the signed callback made it paid.
  await expect(page).toHaveURL(/\/payment\/[a-z0-9-]+\/completed\?transaction=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
  const purchaseId = new URL(page.url()).searchParams.get('transaction')!
  await expect(page.getByTestId('ticket-qr')).toHaveCount(3)
  await expect(page.getByTestId('receipt-number')).toHaveText(/\S+/)
  const receipt = await page.getByTestId('receipt-number').innerText()

  // The e-ticket page: one QR per seat (an image, not markup), the receipt, the seats.
  await page.getByRole('link', { name: 'Open e-ticket' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/ticket/${purchaseId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-ticket' })).toBeVisible()
  await expect(page.getByTestId('ticket-qr')).toHaveCount(3)
  for (const label of labels) await expect(page.getByRole('img', { name: `QR code of seat ${label}` })).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect(page.getByTestId('receipt-number')).toHaveText(receipt)

  // My Tickets lists it (a static route: not read as a username).
  await page.getByRole('link', { name: 'My Tickets' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Upcoming tickets' }).getByRole('link')).toContainText(receipt)

  // Kept on the device, with the service worker in control.
  await waitForServiceWorker(page)
  await expect
    .poll(async () => (await savedQueryKeys(page)).map((key) => JSON.stringify(key)), { timeout: 10_000 })
    .toEqual(expect.arrayContaining([JSON.stringify(['/api/tickets']), JSON.stringify([`/api/tickets/${purchaseId}`])]))

  // No signal; the app is opened from scratch.
  await context.setOffline(true)
  await page.close()
  const offline = await context.newPage()
  await offline.goto(`/profile/ticket/${purchaseId}`)
  await expect(offline.getByRole('heading', { level: 1, name: 'Your e-ticket' })).toBeVisible({ timeout: 20_000 })
  await expect(offline.getByTestId('ticket-qr')).toHaveCount(3)
  await expect(offline.getByTestId('receipt-number')).toHaveText(receipt)
  await expect(offline.getByRole('note').filter({ hasText: TICKET_MESSAGES.testPayment })).toBeVisible()
  await offline.goto('/profile/my-tickets')
  await expect(offline.getByRole('region', { name: 'Upcoming tickets' }).getByRole('link')).toContainText(receipt)
  await context.setOffline(false)
})

test('a seat hold that runs out says so, and the seats are free again', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  await signIn(page, testInfo, 'tickethold')
  await openSeatPage(page, testInfo.project.name === 'mobile' ? 2 : 3)
  const labels = await freeSeats(page, 2)
  for (const label of labels) await seat(page, label).click()
  const response = page.waitForResponse((answer) => /\/api\/showtimes\/\d+\/holds$/.test(answer.url()) && answer.request().method() === 'POST')
  await page.getByRole('button', { name: 'Continue' }).click()
  const hold = ((await (await response).json()) as { data: Hold }).data
  await expect(page.getByRole('timer')).toBeVisible()
  for (const label of labels) await expect(seat(page, label)).toHaveAttribute('data-state', 'chosen')

  // The hold's end is brought to a few seconds from now in this run's database (instead of waiting 8 minutes).
  const { url } = (await (await fetch(`http://127.0.0.1:${E2E_MAIL_PORT}/database`)).json()) as { url: string }
  const db = createDb(url)
  try {
    const soon = new Date(Date.now() + 25_000)
    await db.seatHold.update({ where: { id: hold.id }, data: { expiresAt: soon } })
    await db.seatClaim.updateMany({ where: { holdId: hold.id }, data: { expiresAt: soon } })
  } finally {
    await db.$disconnect()
  }

  await page.reload()
  await expect(page.getByRole('timer')).toHaveText(/^0:\d{2}$/, { timeout: 15_000 })
  await expect(page.getByRole('alert').filter({ hasText: TICKET_MESSAGES.holdExpired })).toBeVisible({ timeout: 40_000 })
  await expect(page.getByRole('timer')).toHaveCount(0)
  for (const label of labels) {
    await expect(seat(page, label)).toHaveAttribute('data-state', 'free')
    await expect(seat(page, label)).toHaveAttribute('aria-pressed', 'false')
  }
  await expect(page.getByTestId('chosen-seats')).toHaveText('No seats chosen')
})
