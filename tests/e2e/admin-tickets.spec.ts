/**
 * /admin/ticket-settings (issue 17, decision 037): an admin turns a cinema group's sales off and on again and changes
 * its convenience fee; a buyer pays for two seats through the bundled test payment provider; the admin sees the sale
 * in the report, refunds it and the seats are free again. Also /tickets and /tickets/faq. At 360 px and 1280 px.
 *
 * Each project works on a cinema group of its own (one demo cinema each), so the two never change each other's sales.
 */
import { expect, test, type APIRequestContext } from './fixtures.ts'
import type { CheckoutResponse, HoldResponse, SeatMap, TicketTransaction } from '../../api/contracts/tickets.ts'
import { adminAccount, freshAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

const GROUPS = {
  mobile: { group: 'filinvest-malls', name: 'Filinvest Malls', theater: 'festival-mall-cinemas', cinema: 'Festival Mall Cinemas', fee: '15.50', centavos: 1550 },
  desktop: { group: 'shang-properties', name: 'Shang Properties', theater: 'shangri-la-plaza-cinemas', cinema: 'Shang Cineplex', fee: '12.25', centavos: 1225 },
} as const

interface TheaterDay {
  data: { date: string; available_dates: string[]; movies: { schedule: { id: number }[] }[] }
}

/** A showtime of the cinema from tomorrow on (today's may have started) that has a seat map. */
async function findShowtime(request: APIRequestContext, theater: string): Promise<number> {
  const first = (await (await request.get(`/api/theaters/${theater}/movies`)).json()) as TheaterDay
  for (const date of first.data.available_dates.slice(1)) {
    const day = (await (await request.get(`/api/theaters/${theater}/movies?date=${date}`)).json()) as TheaterDay
    for (const movie of day.data.movies) for (const entry of movie.schedule) return entry.id
  }
  throw new Error(`no showtime after today at ${theater}`)
}

async function seatMap(request: APIRequestContext, showtimeId: number): Promise<SeatMap> {
  const response = await request.get(`/api/showtimes/${showtimeId}/seats`)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: SeatMap }).data
}

/** The first two seats of a block of at least four free regular seats (no single seat is left stranded). */
function twoFreeSeats(map: SeatMap): { ids: number[]; labels: string[] } {
  for (const row of map.rows) {
    let block: Extract<SeatMap['rows'][number]['cells'][number], { type: 'seat' }>[] = []
    for (const cell of [...row.cells, { type: 'gap' as const, column: 0 }]) {
      if (cell.type === 'seat') {
        block.push(cell)
        continue
      }
      if (block.length >= 4 && block.slice(0, 4).every((seat) => seat.state === 'free' && seat.kind === 'regular')) {
        return { ids: [block[0]!.id, block[1]!.id], labels: [block[0]!.label, block[1]!.label] }
      }
      block = []
    }
  }
  throw new Error('no two free seats')
}

const stateOf = (map: SeatMap, label: string) => {
  for (const row of map.rows) for (const cell of row.cells) if (cell.type === 'seat' && cell.label === label) return cell.state
  throw new Error(`no seat ${label}`)
}

test('an admin turns sales off and on, changes the fee, sees the sale in the report and refunds it, freeing the seats', async ({ page, browser }, testInfo) => {
  // Two accounts (argon2), a mailed confirmation, a payment through the test provider: longer than 30 s on a busy machine.
  test.setTimeout(120_000)
  const target = GROUPS[testInfo.project.name as keyof typeof GROUPS]

  const admin = adminAccount(testInfo, 'tickets-admin')
  await registerUser(page, admin, { allowExisting: true })
  await signInWithPassword(page, admin)

  // The buyer, in a browser of their own.
  const buyerContext = await browser.newContext()
  const buyerPage = await buyerContext.newPage()
  const buyer = buyerPage.request
  await signInWithPassword(buyerPage, await registerUser(buyerPage, freshAccount(testInfo, 'ticket-buyer', 'Liza Soberano')))
  const showtimeId = await findShowtime(buyer, target.theater)

  // Sales off.
  await page.goto('/admin/ticket-settings')
  // The first admin page of the run waits for the sign-in check and the admin chunk: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Ticket Settings', level: 1 })).toBeVisible({ timeout: 20_000 })
  const card = page.getByTestId(`ticket-group-${target.group}`)
  await expect(card.getByRole('heading', { name: target.name })).toBeVisible()
  const sales = card.getByRole('switch', { name: 'Ticket sales' })
  if ((await sales.getAttribute('aria-checked')) === 'false') {
    // A retry after a failure left sales off: start from on.
    await sales.click()
    await card.getByRole('button', { name: `Save ${target.name}` }).click()
    await expect(card.getByTestId('sales-state')).toHaveText('Selling')
  }
  await sales.click()
  await expect(sales).toHaveAttribute('aria-checked', 'false')
  await card.getByRole('button', { name: `Save ${target.name}` }).click()
  await expect(toastWith(page, `${target.name}: sales off`)).toBeVisible()
  await expect(card.getByTestId('sales-state')).toHaveText('Sales off')
  expect((await seatMap(buyer, showtimeId)).salesOpen).toBe(false)

  // On again, with a new fee.
  await sales.click()
  await card.getByLabel('Convenience fee per ticket (₱)').fill(target.fee)
  await card.getByRole('button', { name: `Save ${target.name}` }).click()
  await expect(toastWith(page, `${target.name}: sales on, fee ₱${target.fee} per ticket`)).toBeVisible()
  await expect(card.getByTestId('sales-state')).toHaveText('Selling')
  await page.reload()
  await expect(page.getByTestId(`ticket-group-${target.group}`).getByLabel('Convenience fee per ticket (₱)')).toHaveValue(target.fee)

  // The buyer holds two seats and pays through the test provider's hosted page; the fee is charged per ticket.
  const before = await seatMap(buyer, showtimeId)
  expect(before.salesOpen).toBe(true)
  expect(before.convenienceFee).toBe(target.centavos)
  const seats = twoFreeSeats(before)
  const held = await buyer.post(`/api/showtimes/${showtimeId}/holds`, { data: { seatIds: seats.ids } })
  expect(held.status(), await held.text()).toBe(201)
  const hold = ((await held.json()) as HoldResponse).data
  expect(hold.amounts.convenienceFee).toBe(2 * target.centavos)
  const checkout = await buyer.post(`/api/holds/${hold.id}/checkout`, { data: {} })
  expect(checkout.status(), await checkout.text()).toBe(201)
  const started = ((await checkout.json()) as CheckoutResponse).data
  expect((await buyer.get(started.redirectUrl)).status()).toBe(200)
  // The page's Pay form sends its signed query back with outcome=paid.
  const payLink = `${started.redirectUrl.replace('/pay?', '/complete?')}&outcome=paid`
  expect((await buyer.get(payLink, { maxRedirects: 0 })).status()).toBe(302)
  await expect
    .poll(async () => ((await (await buyer.get(`/api/transactions/${started.transactionId}`)).json()) as { data: TicketTransaction }).data.status)
    .toBe('paid')
  for (const label of seats.labels) expect(stateOf(await seatMap(buyer, showtimeId), label)).toBe('taken')

  // The sales report counts it under the cinema.
  await page.getByRole('link', { name: 'Sales report' }).click()
  const byCinema = page.getByRole('table', { name: 'Sales per cinema' })
  await expect(byCinema).toBeVisible()
  await expect(byCinema.getByRole('row').filter({ hasText: target.cinema })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Sales per day' }).locator('tbody tr')).toHaveCount(30)

  // Refund, after the confirmation dialog.
  await page.getByRole('link', { name: 'Transactions' }).click()
  await page.getByLabel('Receipt number, buyer email or username').fill(started.receiptNumber)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const transaction = page.getByTestId('ticket-transaction').filter({ hasText: started.receiptNumber })
  await expect(transaction).toHaveCount(1)
  await expect(transaction.getByTestId('transaction-status')).toHaveText('Paid')
  await expect(transaction.getByTestId('transaction-seats')).toHaveText(seats.labels.join(', '))
  await transaction.getByRole('button', { name: `Refund ${started.receiptNumber}` }).click()
  const dialog = page.getByRole('dialog', { name: `Refund ${started.receiptNumber}?` })
  await dialog.getByLabel('Reason (optional)').fill('Show cancelled')
  await dialog.getByRole('button', { name: 'Refund and free the seats' }).click()
  await expect(toastWith(page, `Refunded ${started.receiptNumber}; its seats are free again.`)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(transaction.getByTestId('transaction-status')).toHaveText('Refunded')
  await expect(transaction.getByRole('button', { name: /^Refund/ })).toHaveCount(0)

  // The seats are free for anyone again.
  const after = await seatMap(buyer, showtimeId)
  for (const label of seats.labels) expect(stateOf(after, label)).toBe('free')
  await buyerContext.close()
})

test('/tickets explains buying and lists the selling cinemas; /tickets/faq answers the questions', async ({ page }) => {
  await openApp(page, '/tickets')
  await expect(page.getByRole('heading', { name: 'Movie Tickets', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Movie Tickets | Gala')
  await expect(page.getByRole('heading', { name: 'How buying works', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cinemas that sell through Gala', level: 2 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Gateway Cineplex 18' })).toHaveAttribute('href', '/movies/theaters/gateway-mall-cinemas')

  await page.getByRole('link', { name: 'tickets FAQ' }).click()
  await expect(page.getByRole('heading', { name: 'Tickets FAQ', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Tickets FAQ | Gala')
  const hold = page.getByRole('region', { name: 'How long are my seats held?' })
  await expect(hold).toContainText('held for you for 8 minutes')
  await expect(page.getByRole('region', { name: 'How many seats can I buy at once?' })).toContainText('Up to 10 seats')
  await expect(page.getByRole('region', { name: 'Do my e-tickets work without a signal?' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Can I get a refund?' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'How do I pay?' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /How long seats are held/)
})
