/**
 * 200 buyers at once for the last 10 seats of a showtime (issue 17, acceptance 2): exactly 10 seats are held
 * and sold, none twice, and every loser gets a clear 409. Runs on SQLite and with TEST_DATABASE=postgres.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { TICKET_MESSAGES, type CheckoutResponse, type Hold } from '../../api/contracts/tickets.ts'
import { createHall, createMall, createMovie, createSchedule, createTheater, createUser } from '../factories/index.ts'
import { createSession } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, capturingMailer, signedCallback } from './tickets-support.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock, mailer: capturingMailer() })
})
afterAll(async () => {
  await app?.close()
})

it('200 buyers for the last 10 seats: exactly 10 held and sold, no seat twice, every loser a clear 409', { timeout: 120_000 }, async () => {
  const db = app.deps.db
  const mall = await createMall(db, { operator: 'Robinsons Malls' })
  const theater = await createTheater(db, { mallId: mall.id })
  // The last 10 seats: five pairs between aisles, so no choice of a pair can strand a seat.
  const hall = await createHall(db, { theaterId: theater.id, screenNumber: 1 }, { rows: 1, blocks: [2, 2, 2, 2, 2] })
  const showtime = await createSchedule(db, { theaterId: theater.id, movieId: (await createMovie(db)).id, hallId: hall.id, price: 30000 })
  const seats = await db.hallSeat.findMany({ where: { hallId: hall.id }, orderBy: { number: 'asc' } })
  const pairs = [0, 1, 2, 3, 4].map((i) => [seats[2 * i]!.id, seats[2 * i + 1]!.id])

  const buyers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const user = await createUser(db, { username: `race${i}` })
      return { Cookie: `gala_session=${await createSession(app, user.id)}` }
    }),
  )
  const answers = await Promise.all(
    buyers.map((headers, i) => call<{ data: Hold }>(app, 'POST', `/api/showtimes/${showtime.id}/holds`, headers, { seatIds: pairs[i % 5] })),
  )
  const winners = answers.flatMap((answer, i) => (answer.status === 201 ? [{ answer, headers: buyers[i]! }] : []))
  const losers = answers.filter((answer) => answer.status !== 201)
  expect(winners).toHaveLength(5)
  expect(losers).toHaveLength(195)
  for (const loser of losers) {
    expect(loser.status).toBe(409)
    expect(loser.body.code).toBe('SEATS_TAKEN')
    expect(loser.body.message).toMatch(new RegExp(`^${TICKET_MESSAGES.taken}: [A-Z]\\d+(, [A-Z]\\d+)*\\.$`))
  }
  const held = winners.flatMap(({ answer }) => answer.body.data.seats.map((seat) => seat.id))
  expect(new Set(held).size).toBe(10)

  // Every winner pays; exactly 10 tickets, one per seat.
  for (const { answer, headers } of winners) {
    const started = await call<CheckoutResponse>(app, 'POST', `/api/holds/${answer.body.data.id}/checkout`, headers, {})
    expect(started.status).toBe(201)
    const reference = new URL(started.body.data.redirectUrl).searchParams.get('reference')!
    const paid = await call(app, 'POST', '/api/payments/rbank-rmw/callback', {}, signedCallback(app, 'rbank-rmw', { reference, status: 'paid', amount: 60000, eventId: `evt_${reference}` }))
    expect(paid.body.outcome).toBe('applied')
  }
  const tickets = await db.ticket.findMany({ where: { transaction: { scheduleId: showtime.id } }, select: { seatId: true } })
  expect(tickets).toHaveLength(10)
  expect(new Set(tickets.map((ticket) => ticket.seatId)).size).toBe(10)
  expect(await db.seatClaim.count({ where: { scheduleId: showtime.id } })).toBe(10)
  expect(await db.ticketTransaction.count({ where: { scheduleId: showtime.id, status: 'paid' } })).toBe(5)
})
