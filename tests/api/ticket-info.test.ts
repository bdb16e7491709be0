/** GET /api/ticket-settings (public, decision 037): what /tickets and /tickets/faq show. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TicketInfoResponse } from '../../api/contracts/ticket-info.ts'
import { createMall, createTheater } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, createShowtime } from './tickets-support.ts'

let app: TestApp
let show: Awaited<ReturnType<typeof createShowtime>>

beforeAll(async () => {
  app = await startTestApp()
  show = await createShowtime(app, { operator: 'Ayala Malls' })
  // A cinema without a seat map is not listed, nor is its group when it has no other.
  const mall = await createMall(app.deps.db, { operator: 'No Map Malls' })
  await createTheater(app.deps.db, { mallId: mall.id })
  await app.deps.db.ticketSettings.create({ data: { group: 'ayala-malls', salesEnabled: false, convenienceFee: 2550, holdMinutes: 10, provider: 'pesopay-ayala-cinemas' } })
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/ticket-settings', () => {
  it('answers visitors with the limits, the providers and each selling group with its cinemas that have a seat map', async () => {
    const res = await call<TicketInfoResponse>(app, 'GET', '/api/ticket-settings')
    expect(res.status).toBe(200)
    const info = res.body.data
    expect(info.maxSeats).toBe(10)
    expect(info.defaultHoldMinutes).toBe(8)
    expect(info.providers.map((provider) => provider.id)).toEqual(['rbank-rmw', 'pesopay-ayala-cinemas', 'ipay88-megaworld'])
    expect(info.groups).toEqual([
      {
        group: 'ayala-malls',
        name: 'Ayala Malls',
        salesEnabled: false,
        convenienceFee: 2550,
        holdMinutes: 10,
        provider: 'pesopay-ayala-cinemas',
        // Outside production the bundled test provider is on (decision 045).
        paymentAvailable: true,
        testPayment: true,
        cinemas: [expect.objectContaining({ id: show.theater.id, name: show.theater.name, url: `/movies/theaters/${show.theater.slug}` })],
      },
    ])
  })

  it('says the same to a signed-in user and changes only by the method: a POST is 405', async () => {
    const { headers } = await signedInUser(app, { username: 'ti_user' })
    const res = await call<TicketInfoResponse>(app, 'GET', '/api/ticket-settings', headers)
    expect(res.status).toBe(200)
    expect(res.body.data.groups).toHaveLength(1)
    const post = await call(app, 'POST', '/api/ticket-settings', headers, {})
    expect(post.status).toBe(405)
  })
})
