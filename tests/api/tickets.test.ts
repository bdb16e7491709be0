import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { PROFILE_COMPLETION_MESSAGES } from '../../api/contracts/profile-completion.ts'
import { TICKET_MESSAGES, type CheckoutResponse, type Hold, type SeatMap, type TicketTransaction } from '../../api/contracts/tickets.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { createHall } from '../factories/index.ts'
import { call, capturingMailer, createShowtime, signedCallback, testProviderAction } from './tickets-support.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
const mailer = capturingMailer()
let app: TestApp
let buyer: Record<string, string>
let other: Record<string, string>
let staff: Record<string, string>
let show: Awaited<ReturnType<typeof createShowtime>>

beforeAll(async () => {
  app = await startTestApp({ clock, mailer, publicUrlFromServer: true })
  buyer = (await signedInUser(app, { username: 'tk_buyer' })).headers
  other = (await signedInUser(app, { username: 'tk_other' })).headers
  staff = (await signedInUser(app, { username: 'tk_staff', role: 'moderator' })).headers
  show = await createShowtime(app, { startsAt: new Date('2026-11-22T11:30:00Z') })
  await app.deps.db.ticketSettings.create({ data: { group: 'ayala-malls', convenienceFee: 2000, holdMinutes: 8, provider: 'pesopay-ayala-cinemas' } })
})
afterAll(async () => {
  await app?.close()
})

const seatsPath = () => `/api/showtimes/${show.showtime.id}/seats`
const holdsPath = () => `/api/showtimes/${show.showtime.id}/holds`
const hold = (headers: Record<string, string>, labels: string[]) => call<{ data: Hold }>(app, 'POST', holdsPath(), headers, { seatIds: labels.map(show.seat) })
const stateOf = async (headers: Record<string, string>, label: string) => {
  const map = await call<{ data: SeatMap }>(app, 'GET', seatsPath(), headers)
  for (const row of map.body.data.rows) for (const cell of row.cells) if (cell.type === 'seat' && cell.label === label) return cell.state
  throw new Error(label)
}

describe('seat map and holds', () => {
  it('needs a signed-in user: 401 with the spec message on every buyer route', async () => {
    for (const [method, path] of [
      ['GET', seatsPath()],
      ['POST', holdsPath()],
      ['GET', '/api/holds/1'],
      ['DELETE', '/api/holds/1'],
      ['POST', '/api/holds/1/checkout'],
      ['GET', '/api/transactions/1'],
      ['GET', '/api/tickets'],
      ['GET', '/api/tickets/1'],
    ] as const) {
      const res = await call(app, method, path, {}, method === 'POST' ? {} : undefined)
      expect(res.status, path).toBe(401)
      expect(res.body.message).toBe(TICKET_MESSAGES.signIn)
    }
  })

  it('shows the map: rows, aisles as gaps, wheelchair/companion/premium seats and their prices in centavos', async () => {
    const res = await call<{ data: SeatMap }>(app, 'GET', seatsPath(), buyer)
    expect(res.status).toBe(200)
    const map = res.body.data
    expect(map.rows).toHaveLength(8)
    expect(map.columns).toBe(16)
    expect(map.maxSeats).toBe(10)
    expect(map.convenienceFee).toBe(2000)
    const rowA = map.rows[0]!
    expect(rowA.cells.map((cell) => (cell.type === 'gap' ? '_' : cell.kind[0]))).toEqual('wcr_rrrrrrrr_rrr'.split(''))
    const h4 = map.rows[7]!.cells.find((cell) => cell.type === 'seat' && cell.label === 'H4')
    expect(h4).toMatchObject({ kind: 'premium', price: 45000, state: 'free' })
    expect(map.rows[3]!.cells.find((cell) => cell.type === 'seat' && cell.label === 'D4')).toMatchObject({ kind: 'regular', price: 35000 })
    expect(map.showtime).toMatchObject({ id: show.showtime.id, showTime: '7:30 PM', cinemaGroupId: 'ayala-malls' })
    expect((await call(app, 'GET', '/api/showtimes/999999/seats', buyer)).status).toBe(404)
    expect((await call(app, 'GET', '/api/showtimes/abc/seats', buyer)).status).toBe(400)
  })

  it('refuses 11 seats, no seats, duplicates and seats of another hall with messages', async () => {
    const eleven = await call(app, 'POST', holdsPath(), buyer, { seatIds: ['E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10', 'E11', 'F4', 'F5', 'F6'].map(show.seat) })
    expect(eleven.status).toBe(400)
    expect(eleven.body.message).toContain(TICKET_MESSAGES.tooManySeats)
    expect((await call(app, 'POST', holdsPath(), buyer, { seatIds: [] })).body.message).toContain(TICKET_MESSAGES.noSeats)
    const twice = await call(app, 'POST', holdsPath(), buyer, { seatIds: [show.seat('E4'), show.seat('E4')] })
    expect(twice.body.message).toContain(TICKET_MESSAGES.duplicateSeats)
    const foreign = await call(app, 'POST', holdsPath(), buyer, { seatIds: [999999] })
    expect(foreign).toMatchObject({ status: 400, body: { message: TICKET_MESSAGES.unknownSeat } })
    expect((await call(app, 'POST', holdsPath(), buyer, { seatIds: 'E4' })).status).toBe(400)
  })

  it('refuses a choice that strands a single free seat, naming it', async () => {
    const between = await hold(buyer, ['C6', 'C8'])
    expect(between.status).toBe(400)
    expect(between.body).toMatchObject({ code: 'STRANDED_SEAT', seats: ['C7'] })
    expect(between.body.message).toBe(`${TICKET_MESSAGES.stranded}: C7.`)
    const byAisle = await hold(buyer, ['C5'])
    expect(byAisle.body).toMatchObject({ code: 'STRANDED_SEAT', seats: ['C4'] })
  })

  it('needs a display name first (doc 2 §5)', async () => {
    const nameless = (await signedInUser(app, { username: 'tk_nameless', name: null, displayName: null })).headers
    const res = await hold(nameless, ['B4', 'B5'])
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 'PROFILE_INCOMPLETE', message: PROFILE_COMPLETION_MESSAGES.required })
  })

  it('holds seats with exact totals (premium price, fee per ticket), marks them mine/held, 409 names taken seats', async () => {
    const res = await hold(buyer, ['H4', 'H5'])
    expect(res.status).toBe(201)
    expect(res.body.data.amounts).toEqual({ currency: 'PHP', subtotal: 90000, convenienceFee: 4000, total: 94000 })
    expect(res.body.data.expiresAt).toBe(new Date(clock.now().getTime() + 8 * 60_000).toISOString())
    // Only the cinema group's own payment method (decision 045); here the bundled test provider.
    expect(res.body.data).toMatchObject({ providers: ['pesopay-ayala-cinemas'], testPayment: true })
    expect(await stateOf(buyer, 'H4')).toBe('mine')
    expect(await stateOf(other, 'H4')).toBe('held')
    const taken = await hold(other, ['H5', 'H6'])
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'SEATS_TAKEN', seats: ['H5'], message: `${TICKET_MESSAGES.taken}: H5.` })
    // Another hold by the same person replaces the first (row G is premium too: 3 × PHP 450 + 3 × PHP 20).
    const again = await hold(buyer, ['G4', 'G5', 'G6'])
    expect(again.body.data.amounts).toEqual({ currency: 'PHP', subtotal: 135000, convenienceFee: 6000, total: 141000 })
    expect(await stateOf(other, 'H4')).toBe('free')
    // Release frees them at once; someone else's hold is not found.
    expect((await call(app, 'DELETE', `/api/holds/${again.body.data.id}`, other)).status).toBe(404)
    const released = await call<{ data: Hold }>(app, 'DELETE', `/api/holds/${again.body.data.id}`, buyer)
    expect(released.body.data.status).toBe('released')
    expect(await stateOf(other, 'G4')).toBe('free')
  })

  it('an expired hold frees its seats without anyone acting (injected clock)', async () => {
    const first = await hold(buyer, ['F4', 'F5'])
    expect(first.status).toBe(201)
    clock.advance(8 * 60_000 - 1000)
    expect(await stateOf(other, 'F4')).toBe('held')
    expect((await hold(other, ['F4', 'F5'])).status).toBe(409)
    clock.advance(1000)
    expect(await stateOf(other, 'F4')).toBe('free')
    expect((await call<{ data: Hold }>(app, 'GET', `/api/holds/${first.body.data.id}`, buyer)).body.data.status).toBe('expired')
    const second = await hold(other, ['F4', 'F5'])
    expect(second.status).toBe(201)
    await call(app, 'DELETE', `/api/holds/${second.body.data.id}`, other)
  })
})

describe('checkout, callbacks and tickets', () => {
  async function checkout(labels: string[], headers = buyer) {
    const held = await hold(headers, labels)
    expect(held.status, JSON.stringify(held.body)).toBe(201)
    const res = await call<CheckoutResponse>(app, 'POST', `/api/holds/${held.body.data.id}/checkout`, headers, {})
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  }
  const transaction = (id: number, headers = buyer) => call<{ data: TicketTransaction }>(app, 'GET', `/api/transactions/${id}`, headers)
  const callback = (body: unknown, family = 'pesopay-ayala-cinemas') => call<{ outcome: string }>(app, 'POST', `/api/payments/${family}/callback`, {}, body)

  it('pays through a signed callback once: forged and replayed callbacks change nothing; tickets with QR codes and a receipt', async () => {
    const started = await checkout(['D4', 'D5'])
    expect(started.amounts).toEqual({ currency: 'PHP', subtotal: 70000, convenienceFee: 4000, total: 74000 })
    expect(started.redirectUrl.startsWith(`${app.url}/api/test-payment-provider/pesopay-ayala-cinemas/pay?`)).toBe(true)
    expect(started.receiptNumber).toMatch(/^GALA-20261121-[A-Z2-9]{8}$/)
    const reference = new URL(started.redirectUrl).searchParams.get('reference')!
    const pending = (await transaction(started.transactionId)).body.data
    expect(pending.status).toBe('pending')
    expect(pending.analytics).toMatchObject({ status: 'pending', transactionId: started.transactionId, totalAmount: 74000 })
    expect((await transaction(started.transactionId, other)).status).toBe(404)

    const paid = { reference, status: 'paid' as const, amount: 74000, eventId: 'evt_1' }
    const forged = await callback({ ...paid, signature: 'a'.repeat(64) })
    expect(forged).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
    const otherKey = await callback(signedCallback(app, 'rbank-rmw', paid))
    expect(otherKey.status).toBe(401)
    const wrongAmount = await callback(signedCallback(app, 'pesopay-ayala-cinemas', { ...paid, amount: 100 }))
    expect(wrongAmount.status).toBe(400)
    expect((await transaction(started.transactionId)).body.data.status).toBe('pending')

    const sentBefore = mailer.sent.length
    const ok = await callback(signedCallback(app, 'pesopay-ayala-cinemas', paid))
    expect(ok.body).toMatchObject({ outcome: 'applied', transactionStatus: 'paid' })
    const replay = await callback(signedCallback(app, 'pesopay-ayala-cinemas', paid))
    expect(replay.body.outcome).toBe('duplicate')
    const lateFail = await callback(signedCallback(app, 'pesopay-ayala-cinemas', { ...paid, status: 'failed', eventId: 'evt_2' }))
    expect(lateFail.body).toMatchObject({ outcome: 'ignored', transactionStatus: 'paid' })

    const done = (await transaction(started.transactionId)).body.data
    expect(done.status).toBe('paid')
    // Every field of the doc 1 ticket transaction, under its doc name, for the analytics events.
    expect(done.analytics).toEqual({
      status: 'completed',
      transactionId: started.transactionId,
      totalAmount: 74000,
      movieId: show.movie.id,
      movieTitle: show.movie.title,
      totalSeats: 2,
      theaterName: show.theater.name,
      mallName: show.mall.name,
      paymentMethod: 'pesopay-ayala-cinemas',
      receiptNumber: started.receiptNumber,
      mallGroupId: 'ayala-malls',
    })
    expect(done.tickets).toHaveLength(2)
    expect(done.tickets[0]!.qrSvg).toContain('<svg')
    expect(done.tickets[0]!.token).toMatch(/^GT1\./)
    expect(await app.deps.db.ticket.count({ where: { transactionId: started.transactionId } })).toBe(2)
    expect(mailer.sent.length).toBe(sentBefore + 1)
    expect(mailer.sent.at(-1)!.text).toContain(started.receiptNumber)
    expect(mailer.sent.at(-1)!.text).toContain('PHP 740.00')
    expect(await stateOf(other, 'D4')).toBe('taken')
    expect((await hold(other, ['D4', 'D5'])).status).toBe(409)

    const mine = await call<{ data: { upcoming: TicketTransaction[]; past: TicketTransaction[] } }>(app, 'GET', '/api/tickets', buyer)
    expect(mine.body.data.upcoming.map((row) => row.id)).toContain(started.transactionId)
    expect((await call(app, 'GET', `/api/tickets/${started.transactionId}`, buyer)).status).toBe(200)
    expect((await call(app, 'GET', `/api/tickets/${started.transactionId}`, other)).status).toBe(404)

    // Staff check-in: once; the second time says when.
    const token = done.tickets[0]!.token
    expect((await call(app, 'POST', '/api/tickets/check-in', buyer, { token })).status).toBe(403)
    expect((await call(app, 'POST', '/api/tickets/check-in', {}, { token })).status).toBe(401)
    clock.set('2026-11-22T11:05:00Z')
    const first = await call(app, 'POST', '/api/tickets/check-in', staff, { token })
    expect(first.status).toBe(200)
    clock.advance(60_000)
    const second = await call(app, 'POST', '/api/tickets/check-in', staff, { token })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(`${TICKET_MESSAGES.alreadyCheckedIn} at 7:05 PM on Nov 22, 2026.`)
    const forgedToken = await call(app, 'POST', '/api/tickets/check-in', staff, { token: token.slice(0, -2) + 'xx' })
    expect(forgedToken).toMatchObject({ status: 400, body: { message: TICKET_MESSAGES.invalidToken } })
    expect((await call(app, 'POST', '/api/tickets/check-in', staff, { token: 42 })).status).toBe(400)
    clock.set('2026-11-21T05:00:00Z')
  })

  it('a paid callback after the hold expired is recorded and sells nothing; the seats are free', async () => {
    const started = await checkout(['B4', 'B5'])
    const reference = new URL(started.redirectUrl).searchParams.get('reference')!
    clock.advance(9 * 60_000)
    const late = await callback(signedCallback(app, 'pesopay-ayala-cinemas', { reference, status: 'paid', amount: started.amounts.total, eventId: 'evt_late' }))
    expect(late.body).toMatchObject({ outcome: 'late', transactionStatus: 'expired' })
    expect((await transaction(started.transactionId)).body.data).toMatchObject({ status: 'expired', tickets: [] })
    expect(await stateOf(other, 'B4')).toBe('free')
    const logged = await app.deps.db.paymentCallbackLog.findMany({ where: { transactionId: started.transactionId } })
    expect(logged.map((row) => row.outcome)).toEqual(['late'])
  })

  it('a failed payment frees the seats; checkout of an expired or used hold is refused', async () => {
    const started = await checkout(['A4', 'A5'])
    const reference = new URL(started.redirectUrl).searchParams.get('reference')!
    const failed = await callback(signedCallback(app, 'pesopay-ayala-cinemas', { reference, status: 'failed', amount: started.amounts.total, eventId: 'evt_f' }))
    expect(failed.body).toMatchObject({ outcome: 'applied', transactionStatus: 'failed' })
    expect(await stateOf(other, 'A4')).toBe('free')
    const held = await hold(buyer, ['A4', 'A5'])
    clock.advance(8 * 60_000)
    const expired = await call(app, 'POST', `/api/holds/${held.body.data.id}/checkout`, buyer, {})
    expect(expired).toMatchObject({ status: 409, body: { code: 'HOLD_EXPIRED', message: TICKET_MESSAGES.holdExpired } })
    expect((await call(app, 'POST', '/api/holds/1/checkout', buyer, { provider: 'paypal' })).status).toBe(400)
  })

  it('the test provider page pays: Pay posts the signed callback and returns the browser to the return page', async () => {
    const started = await checkout(['E4', 'E5'])
    const page = await app.request(started.redirectUrl.replace(app.url, ''))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('₱740.00')
    expect(html).toContain(`${TICKET_MESSAGES.testPayment}.`)
    // Styled by a stylesheet of its own that its policy allows: no inline style or script for the policy to block.
    const policy = page.headers.get('content-security-policy')!
    expect(policy).toContain("style-src 'self'")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("form-action 'self'")
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i)
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!
    const css = await app.request(stylesheet)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toContain('text/css')
    // Pay and Fail are two forms, each with its own button.
    expect(html.match(/<form /g)).toHaveLength(2)
    expect(html).toMatch(/<button type="submit" class="pay">Pay ₱740\.00<\/button>/)
    expect(html).toMatch(/<button type="submit" class="fail">Fail the payment<\/button>/)
    const done = await app.request(testProviderAction(html, 'paid'), { redirect: 'manual' })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(`${app.url}/payment/pesopay-ayala-cinemas/completed?transaction=${started.transactionId}`)
    expect((await transaction(started.transactionId)).body.data).toMatchObject({ status: 'paid', testPayment: true })
    expect(mailer.sent.at(-1)!.text).toContain(`${TICKET_MESSAGES.testPayment}. ${TICKET_MESSAGES.testPaymentAfter}`)
    // An edited page address is refused.
    const edited = await app.request(started.redirectUrl.replace(app.url, '').replace('amount=74000', 'amount=100'))
    expect(edited.status).toBe(400)
  })
})

describe("a cinema offers only its own group's payment method (decision 045)", () => {
  it('a Robinsons cinema offers RBank only: the seat map, the hold and checkout refuse the other groups’ providers', async () => {
    const robinsons = await createShowtime(app, { operator: 'Robinsons Malls', startsAt: new Date('2026-11-24T11:30:00Z') })
    const map = await call<{ data: SeatMap }>(app, 'GET', `/api/showtimes/${robinsons.showtime.id}/seats`, buyer)
    expect(map.body.data).toMatchObject({ providers: ['rbank-rmw'], testPayment: true })
    const held = await call<{ data: Hold }>(app, 'POST', `/api/showtimes/${robinsons.showtime.id}/holds`, buyer, { seatIds: ['D4', 'D5'].map(robinsons.seat) })
    expect(held.status).toBe(201)
    expect(held.body.data.providers).toEqual(['rbank-rmw'])
    for (const provider of ['pesopay-ayala-cinemas', 'ipay88-megaworld']) {
      const refused = await call(app, 'POST', `/api/holds/${held.body.data.id}/checkout`, buyer, { provider })
      expect(refused, provider).toMatchObject({ status: 400, body: { code: 'PROVIDER_UNAVAILABLE', message: TICKET_MESSAGES.providerUnavailable } })
    }
    const started = await call<CheckoutResponse>(app, 'POST', `/api/holds/${held.body.data.id}/checkout`, buyer, { provider: 'rbank-rmw' })
    expect(started.status).toBe(201)
    expect(started.body.data.redirectUrl).toContain('/api/test-payment-provider/rbank-rmw/pay?')
    await call(app, 'DELETE', `/api/holds/${held.body.data.id}`, buyer)
  })
})

describe('the bundled test provider on a plain start (production, decision 045)', () => {
  const ayala = new Date('2026-11-22T11:30:00Z')

  /** An app as `npm start` runs it (NODE_ENV=production), on a demo database or not, with a buyer and an Ayala showtime. */
  async function productionApp(options: { demo: boolean; env?: NodeJS.ProcessEnv; mailer?: ReturnType<typeof capturingMailer> }) {
    const prod = await startTestApp({ clock: fixedClock('2026-11-21T04:00:00Z'), mailer: options.mailer, publicUrlFromServer: true, env: { NODE_ENV: 'production', ...options.env } })
    if (options.demo) await prod.deps.db.siteSetting.create({ data: { key: 'demoData', value: 'true' } })
    const headers = (await signedInUser(prod, { username: 'plain_buyer' })).headers
    const place = await createShowtime(prod, { startsAt: ayala })
    return { prod, headers, place }
  }

  it('on the demo database it is on: a ticket is sold end to end, labelled a test payment at every step', async () => {
    const sent = capturingMailer()
    const { prod, headers, place } = await productionApp({ demo: true, mailer: sent })
    try {
      expect(prod.deps.config.tickets.testProvider).toBe('demo-database')
      const map = await call<{ data: SeatMap }>(prod, 'GET', `/api/showtimes/${place.showtime.id}/seats`, headers)
      expect(map.body.data).toMatchObject({ salesOpen: true, providers: ['pesopay-ayala-cinemas'], testPayment: true })
      const info = await call<{ data: { groups: { group: string; paymentAvailable: boolean; testPayment: boolean }[] } }>(prod, 'GET', '/api/ticket-settings')
      expect(info.body.data.groups.find((group) => group.group === 'ayala-malls')).toMatchObject({ paymentAvailable: true, testPayment: true })
      const held = await call<{ data: Hold }>(prod, 'POST', `/api/showtimes/${place.showtime.id}/holds`, headers, { seatIds: ['E4', 'E5'].map(place.seat) })
      expect(held.status).toBe(201)
      expect(held.body.data.testPayment).toBe(true)
      const started = await call<CheckoutResponse>(prod, 'POST', `/api/holds/${held.body.data.id}/checkout`, headers, {})
      expect(started.status).toBe(201)
      const page = await prod.request(started.body.data.redirectUrl.replace(prod.url, ''))
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain(TICKET_MESSAGES.testPayment)
      const done = await prod.request(testProviderAction(html, 'paid'), { redirect: 'manual' })
      expect(done.status).toBe(302)
      const purchase = await call<{ data: TicketTransaction }>(prod, 'GET', `/api/tickets/${started.body.data.transactionId}`, headers)
      expect(purchase.body.data).toMatchObject({ status: 'paid', testPayment: true })
      expect(purchase.body.data.tickets).toHaveLength(2)
      expect(sent.sent.at(-1)!.text).toContain(TICKET_MESSAGES.testPaymentAfter)
    } finally {
      await prod.close()
    }
  })

  it('on a database that is not the demo it is off, and the showtime says so before any seat is held; a real provider still sells', async () => {
    const { prod, headers, place } = await productionApp({
      demo: false,
      env: { TICKETS_PROVIDER_RBANK_RMW_URL: 'https://pay.rbank.example/checkout', TICKETS_PROVIDER_RBANK_RMW_SECRET: 'rbank-secret-for-tests' },
    })
    try {
      const map = await call<{ data: SeatMap }>(prod, 'GET', `/api/showtimes/${place.showtime.id}/seats`, headers)
      expect(map.status).toBe(200)
      expect(map.body.data).toMatchObject({ providers: [], testPayment: false })
      const info = await call<{ data: { groups: { group: string; paymentAvailable: boolean }[] } }>(prod, 'GET', '/api/ticket-settings')
      expect(info.body.data.groups.find((group) => group.group === 'ayala-malls')).toMatchObject({ paymentAvailable: false })
      const refused = await call(prod, 'POST', `/api/showtimes/${place.showtime.id}/holds`, headers, { seatIds: ['E4', 'E5'].map(place.seat) })
      expect(refused).toMatchObject({ status: 403, body: { code: 'PAYMENT_UNAVAILABLE', message: TICKET_MESSAGES.paymentUnavailable } })
      expect(await prod.deps.db.seatHold.count()).toBe(0)
      expect(await prod.deps.db.seatClaim.count()).toBe(0)
      // The test provider's pages are not there.
      expect((await prod.request('/api/test-payment-provider/page.css')).status).toBe(404)
      const signed = `/api/test-payment-provider/pesopay-ayala-cinemas/pay?merchant=gala-test&reference=gp_${'0'.repeat(24)}&amount=100&description=x&callback=${encodeURIComponent(`${prod.url}/a`)}&return=${encodeURIComponent(`${prod.url}/b`)}&signature=${'0'.repeat(64)}`
      expect((await prod.request(signed)).status).toBe(404)

      // A Robinsons cinema, whose family has a real provider configured, sells through it.
      const robinsons = await createShowtime(prod, { operator: 'Robinsons Malls', startsAt: ayala })
      const held = await call<{ data: Hold }>(prod, 'POST', `/api/showtimes/${robinsons.showtime.id}/holds`, headers, { seatIds: ['E4', 'E5'].map(robinsons.seat) })
      expect(held.status).toBe(201)
      expect(held.body.data).toMatchObject({ providers: ['rbank-rmw'], testPayment: false })
      const started = await call<CheckoutResponse>(prod, 'POST', `/api/holds/${held.body.data.id}/checkout`, headers, {})
      expect(started.body.data.redirectUrl.startsWith('https://pay.rbank.example/checkout?')).toBe(true)
      expect((await call<{ data: TicketTransaction }>(prod, 'GET', `/api/transactions/${started.body.data.transactionId}`, headers)).body.data.testPayment).toBe(false)
    } finally {
      await prod.close()
    }
  })

  it('TICKETS_TEST_PROVIDER=false turns it off, even on the demo database', async () => {
    const { prod, headers, place } = await productionApp({ demo: true, env: { TICKETS_TEST_PROVIDER: 'false' } })
    try {
      expect((await call<{ data: SeatMap }>(prod, 'GET', `/api/showtimes/${place.showtime.id}/seats`, headers)).body.data.providers).toEqual([])
      const refused = await call(prod, 'POST', `/api/showtimes/${place.showtime.id}/holds`, headers, { seatIds: ['E4', 'E5'].map(place.seat) })
      expect(refused).toMatchObject({ status: 403, body: { code: 'PAYMENT_UNAVAILABLE' } })
      expect((await prod.request('/api/test-payment-provider/page.css')).status).toBe(404)
    } finally {
      await prod.close()
    }
  })
})

describe('admin ticket settings, refunds and sales', () => {
  let admin: Record<string, string>
  beforeAll(async () => {
    admin = (await signedInUser(app, { username: 'tk_admin', role: 'admin' })).headers
  })

  it('admins only: 401 visitor, 403 user and moderator on every admin route', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/ticket-settings', undefined],
      ['PUT', '/api/admin/ticket-settings/ayala-malls', {}],
      ['GET', '/api/admin/ticket-transactions', undefined],
      ['POST', '/api/admin/ticket-transactions/1/refund', {}],
      ['GET', '/api/admin/ticket-sales', undefined],
      ['GET', '/api/admin/halls', undefined],
      ['POST', '/api/admin/halls', {}],
      ['PUT', '/api/admin/halls/1', {}],
      ['PATCH', '/api/admin/showtimes/1/hall', { hallId: null }],
    ] as const) {
      expect((await call(app, method, path, {}, body)).status, path).toBe(401)
      expect((await call(app, method, path, buyer, body)).status, path).toBe(403)
      expect((await call(app, method, path, staff, body)).status, path).toBe(403)
    }
  })

  it('changes a group’s settings with validation and an audit entry; sales off refuses holds', async () => {
    const list = await call<{ data: { group: string; convenienceFee: number; cinemas: number }[] }>(app, 'GET', '/api/admin/ticket-settings', admin)
    expect(list.body.data.find((entry) => entry.group === 'ayala-malls')).toMatchObject({ convenienceFee: 2000, cinemas: 1 })
    const bad = await call(app, 'PUT', '/api/admin/ticket-settings/ayala-malls', admin, { salesEnabled: true, convenienceFee: 12.5, holdMinutes: 1, provider: 'paypal' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('convenienceFee must be a whole number of centavos')
    expect(bad.body.message).toContain('holdMinutes must be between 3 and 30')
    expect((await call(app, 'PUT', '/api/admin/ticket-settings/no-such-group', admin, { salesEnabled: true, convenienceFee: 0, holdMinutes: 8, provider: 'rbank-rmw' })).status).toBe(404)
    const off = await call(app, 'PUT', '/api/admin/ticket-settings/ayala-malls', admin, { salesEnabled: false, convenienceFee: 2500, holdMinutes: 10, provider: 'pesopay-ayala-cinemas' })
    expect(off.status).toBe(200)
    expect(off.body.data).toMatchObject({ salesEnabled: false, convenienceFee: 2500, holdMinutes: 10 })
    const audit = await app.deps.db.auditLog.findFirst({ where: { action: 'ticket-settings.update', entityId: 'ayala-malls' }, orderBy: { id: 'desc' } })
    expect(JSON.parse(audit!.before!)).toMatchObject({ salesEnabled: true, convenienceFee: 2000 })
    expect(JSON.parse(audit!.after!)).toMatchObject({ salesEnabled: false, convenienceFee: 2500 })
    const refused = await hold(other, ['E10', 'E11'])
    expect(refused).toMatchObject({ status: 403, body: { message: TICKET_MESSAGES.salesOff } })
    await call(app, 'PUT', '/api/admin/ticket-settings/ayala-malls', admin, { salesEnabled: true, convenienceFee: 2000, holdMinutes: 8, provider: 'pesopay-ayala-cinemas' })
  })

  it('refunds a paid transaction (audited), which frees its seats and voids its tickets; only once', async () => {
    const paid = await app.deps.db.ticketTransaction.findFirstOrThrow({ where: { scheduleId: show.showtime.id, status: 'paid' }, orderBy: { id: 'asc' }, include: { tickets: true } })
    const seatLabels = (JSON.parse(paid.seats) as { label: string }[]).map((seat) => seat.label)
    expect(await stateOf(other, seatLabels[0]!)).toBe('taken')
    const listed = await call<{ data: { id: number; status: string }[] }>(app, 'GET', `/api/admin/ticket-transactions?status=paid&q=${paid.receiptNumber}`, admin)
    expect(listed.body.data.map((row) => row.id)).toEqual([paid.id])
    const res = await call<{ data: { status: string } }>(app, 'POST', `/api/admin/ticket-transactions/${paid.id}/refund`, admin, { reason: 'Customer request' })
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('refunded')
    expect(await stateOf(other, seatLabels[0]!)).toBe('free')
    const again = await call(app, 'POST', `/api/admin/ticket-transactions/${paid.id}/refund`, admin, {})
    expect(again).toMatchObject({ status: 409, body: { message: TICKET_MESSAGES.notRefundable } })
    expect((await call(app, 'POST', '/api/admin/ticket-transactions/999999/refund', admin, {})).status).toBe(404)
    const audit = await app.deps.db.auditLog.findFirst({ where: { action: 'ticket-transaction.refund', entityId: String(paid.id) } })
    expect(audit).toMatchObject({ reason: 'Customer request' })
    expect(JSON.parse(audit!.after!)).toMatchObject({ status: 'refunded' })
    const token = paid.tickets.find((ticket) => ticket.checkedInAt === null)!.token
    expect((await call(app, 'POST', '/api/tickets/check-in', staff, { token })).status).toBe(409)
  })

  it('creates and redraws seat maps (audited); a hall with held or sold seats is not redrawn', async () => {
    const layout = { rows: 3, blocks: [2, 4, 2], premiumRows: 1, wheelchairSpaces: 1 }
    const bad = await call(app, 'POST', '/api/admin/halls', admin, { theaterId: show.theater.id, screenNumber: 2, name: '', premiumSurcharge: -1, layout: { rows: 40, blocks: [] } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('Name is required')
    expect(bad.body.message).toContain('rows must be between 1 and 26')
    expect(bad.body.message).toContain('Give at least one block of seats')
    const created = await call<{ data: { id: number; seats: number; columns: number } }>(app, 'POST', '/api/admin/halls', admin, { theaterId: show.theater.id, screenNumber: 2, name: 'Cinema 2', premiumSurcharge: 5000, layout })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ seats: 24, columns: 10 })
    expect((await call(app, 'POST', '/api/admin/halls', admin, { theaterId: show.theater.id, screenNumber: 2, name: 'Again', premiumSurcharge: 0, layout })).status).toBe(409)
    expect((await call(app, 'POST', '/api/admin/halls', admin, { theaterId: 999999, screenNumber: 2, name: 'Nowhere', premiumSurcharge: 0, layout })).status).toBe(404)
    const redrawn = await call<{ data: { seats: number } }>(app, 'PUT', `/api/admin/halls/${created.body.data.id}`, admin, { name: 'Cinema 2 (IMAX)', premiumSurcharge: 5000, layout: { rows: 4, blocks: [5, 5] } })
    expect(redrawn.body.data.seats).toBe(40)
    expect(await app.deps.db.auditLog.count({ where: { entityType: 'hall', entityId: String(created.body.data.id) } })).toBe(2)
    const inUse = await call(app, 'PUT', `/api/admin/halls/${show.hall.id}`, admin, { name: 'Cinema 1', premiumSurcharge: 10000, layout })
    expect(inUse).toMatchObject({ status: 409, body: { code: 'HALL_IN_USE' } })
    expect((await call(app, 'PUT', '/api/admin/halls/999999', admin, { name: 'X', premiumSurcharge: 0, layout })).status).toBe(404)
    const list = await call<{ data: { id: number }[] }>(app, 'GET', `/api/admin/halls?theaterId=${show.theater.id}`, admin)
    expect(list.body.data.map((hall) => hall.id)).toEqual([show.hall.id, created.body.data.id])
  })

  it('reports sales per day and per cinema in centavos', async () => {
    const res = await call<{ data: { totals: { transactions: number; tickets: number; amount: number }; byDay: { date: string; amount: number }[]; byCinema: { theaterId: number; amount: number }[] } }>(
      app,
      'GET',
      '/api/admin/ticket-sales?from=2026-11-15&to=2026-11-22',
      admin,
    )
    expect(res.status).toBe(200)
    const paid = await app.deps.db.ticketTransaction.findMany({ where: { status: 'paid' } })
    const amount = paid.reduce((sum, row) => sum + row.total, 0)
    expect(res.body.data.totals).toMatchObject({ transactions: paid.length, amount })
    expect(res.body.data.byDay).toHaveLength(8)
    expect(res.body.data.byDay.find((day) => day.date === '2026-11-21')!.amount).toBe(amount)
    expect(res.body.data.byCinema).toEqual([expect.objectContaining({ theaterId: show.theater.id, amount })])
    expect((await call(app, 'GET', '/api/admin/ticket-sales?from=2026-11-22&to=2026-11-01', admin)).status).toBe(400)
    expect((await call(app, 'GET', '/api/admin/ticket-sales?from=yesterday', admin)).status).toBe(400)
    // The day after 9999-12-31 is no date at all: a 400, not a database error.
    expect((await call(app, 'GET', '/api/admin/ticket-sales?from=9999-12-31&to=9999-12-31', admin)).status).toBe(400)
  })
})

describe("admin: a showtime's hall", () => {
  let admin: Record<string, string>
  beforeAll(async () => {
    admin = (await signedInUser(app, { username: 'tk_hall_admin', role: 'admin' })).headers
  })
  const patch = (id: number, body: unknown, headers = admin) => call<{ data: { hall: { id: number; name: string } | null } }>(app, 'PATCH', `/api/admin/showtimes/${id}/hall`, headers, body)

  it('moves a showtime to another hall of its cinema, audited; none takes seat selection away', async () => {
    const place = await createShowtime(app, { operator: 'Robinsons Malls', startsAt: new Date('2026-11-23T11:30:00Z') })
    const second = await createHall(app.deps.db, { theaterId: place.theater.id, screenNumber: 2, name: 'Director’s Club' })
    const moved = await patch(place.showtime.id, { hallId: second.id })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data.hall).toEqual({ id: second.id, name: 'Director’s Club' })
    const audit = await app.deps.db.auditLog.findFirstOrThrow({ where: { action: 'showtime.hall', entityId: String(place.showtime.id) }, orderBy: { id: 'desc' } })
    expect(JSON.parse(audit.before!)).toMatchObject({ hallId: place.hall.id })
    expect(JSON.parse(audit.after!)).toMatchObject({ hallId: second.id })
    const map = await call<{ data: SeatMap }>(app, 'GET', `/api/showtimes/${place.showtime.id}/seats`, buyer)
    expect(map.body.data.showtime.hall).toEqual({ id: second.id, name: 'Director’s Club' })

    const none = await patch(place.showtime.id, { hallId: null })
    expect(none.status).toBe(200)
    expect(none.body.data.hall).toBeNull()
    expect((await call(app, 'GET', `/api/showtimes/${place.showtime.id}/seats`, buyer)).body.code).toBe('NO_SEAT_MAP')
    await patch(place.showtime.id, { hallId: place.hall.id })
  })

  it('400 for a bad body or another cinema’s hall, 404 for an unknown showtime or hall, 409 while seats are held', async () => {
    const place = await createShowtime(app, { operator: 'SM Supermalls', startsAt: new Date('2026-11-23T12:30:00Z') })
    const elsewhere = await createShowtime(app, { operator: 'SM Supermalls', startsAt: new Date('2026-11-23T13:30:00Z') })
    expect((await patch(place.showtime.id, {})).status).toBe(400)
    expect((await patch(place.showtime.id, { hallId: 'two' })).status).toBe(400)
    expect((await patch(place.showtime.id, { hallId: 1.5 })).status).toBe(400)
    expect((await patch(place.showtime.id, { hallId: elsewhere.hall.id })).body.code).toBe('HALL_OTHER_CINEMA')
    expect((await patch(999_999, { hallId: null })).status).toBe(404)
    expect((await patch(place.showtime.id, { hallId: 999_999 })).status).toBe(404)

    const seatIds = ['E10', 'E11'].map(place.seat)
    expect((await call(app, 'POST', `/api/showtimes/${place.showtime.id}/holds`, other, { seatIds })).status).toBe(201)
    const second = await createHall(app.deps.db, { theaterId: place.theater.id, screenNumber: 2 })
    const refused = await patch(place.showtime.id, { hallId: second.id })
    expect(refused).toMatchObject({ status: 409, body: { code: 'HALL_IN_USE' } })
    expect((await app.deps.db.schedule.findUniqueOrThrow({ where: { id: place.showtime.id } })).hallId).toBe(place.hall.id)
  })
})

describe('ticket-holds job', () => {
  it('tidies expired claims, holds and unpaid transactions; live ones stay', async () => {
    const { expireTicketHolds } = await import('../../api/jobs/ticket-holds.ts')
    const live = await hold(other, ['E10', 'E11'])
    expect(live.status).toBe(201)
    const stale = await hold(buyer, ['C10', 'C11'])
    expect(stale.status).toBe(201)
    await app.deps.db.seatClaim.updateMany({ where: { holdId: stale.body.data.id }, data: { expiresAt: new Date(clock.now().getTime() - 1) } })
    await app.deps.db.seatHold.update({ where: { id: stale.body.data.id }, data: { expiresAt: new Date(clock.now().getTime() - 1) } })
    const result = await expireTicketHolds(app.deps)
    expect(result.claims).toBeGreaterThanOrEqual(2)
    expect(await app.deps.db.seatClaim.count({ where: { holdId: stale.body.data.id } })).toBe(0)
    expect(await app.deps.db.seatClaim.count({ where: { holdId: live.body.data.id } })).toBe(2)
    expect((await app.deps.db.seatHold.findUniqueOrThrow({ where: { id: stale.body.data.id } })).status).toBe('expired')
    expect(await app.deps.db.ticketTransaction.count({ where: { status: 'pending', expiresAt: { lte: clock.now() } } })).toBe(0)
  })

  it('runs with the jobs npm start and start:worker start (startAlertJobs), with no one acting', async () => {
    const { startAlertJobs } = await import('../../api/jobs/alert-jobs.ts')
    const stale = await hold(buyer, ['F12', 'F13', 'F14'])
    expect(stale.status).toBe(201)
    await app.deps.db.seatClaim.updateMany({ where: { holdId: stale.body.data.id }, data: { expiresAt: new Date(clock.now().getTime() - 1) } })
    await app.deps.db.seatHold.update({ where: { id: stale.body.data.id }, data: { expiresAt: new Date(clock.now().getTime() - 1) } })
    const jobs = await startAlertJobs(app.deps)
    try {
      await expect
        .poll(async () => (await app.deps.db.seatHold.findUniqueOrThrow({ where: { id: stale.body.data.id } })).status, { timeout: 10_000 })
        .toBe('expired')
      expect(await app.deps.db.seatClaim.count({ where: { holdId: stale.body.data.id } })).toBe(0)
    } finally {
      await jobs.stop()
    }
  })
})
