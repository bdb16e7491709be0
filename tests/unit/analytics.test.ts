/**
 * Analytics on the client (issue 16, decision 036): the event builders (amounts in pesos, currency PHP),
 * the batching transport (timer, size, beacon on hide, the queue when offline) and a batch kept in the
 * offline queue as a background action, replayed against the real API and stored exactly once.
 */
import 'fake-indexeddb/auto'
import { createStore } from 'idb-keyval'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_LIMITS } from '../../api/contracts/analytics-rules.ts'
import {
  pesos,
  purchaseEvent,
  searchEvent,
  tabSwitchEvent,
  ticketPurchaseFunnelEvent,
  ticketStepEvent,
  ticketTransactionEvent,
  trendingSearchClickEvent,
  type TicketTransaction,
} from '../../pwa/features/analytics/events.ts'
import { boundParams, createTransport, type WireEvent } from '../../pwa/features/analytics/transport.ts'
import { measurementId } from '../../pwa/features/analytics/gtag.ts'
import { createApiClient } from '../../pwa/lib/api-client.ts'
import type { NotedEvent } from '../../pwa/lib/analytics.ts'
import { createOfflineQueue, MAX_BACKGROUND_ACTIONS, MAX_QUEUED_ACTIONS, type OwnStateAction } from '../../pwa/lib/offline-queue.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const transaction: TicketTransaction = {
  status: 'completed',
  transactionId: 'TX-1001',
  totalAmount: 90_050,
  movieId: 42,
  movieTitle: 'Heneral Luna',
  totalSeats: 2,
  theaterName: 'Cinema 3',
  mallName: 'SM Megamall',
  paymentMethod: 'gcash',
  receiptNumber: 'R-77',
  mallGroupId: 1,
}

describe('event builders', () => {
  it('divide centavos by 100', () => {
    expect(pesos(45_050)).toBe(450.5)
    expect(pesos(100)).toBe(1)
    expect(pesos(0)).toBe(0)
    expect(pesos(1)).toBe(0.01)
  })

  it('search carries the term and the number of results; trending and tabs their names', () => {
    expect(searchEvent('  Sisig ', 0)).toEqual({ name: 'search', params: { search_term: 'Sisig', result_count: 0 } })
    expect(searchEvent('adobo', 12.7)).toEqual({ name: 'search', params: { search_term: 'adobo', result_count: 12 } })
    expect(trendingSearchClickEvent('Intramuros', 2)).toEqual({ name: 'trending_search_click', params: { search_term: 'Intramuros', position: 2 } })
    expect(tabSwitchEvent('streaming', 'new_this_week')).toEqual({ name: 'tab_switch', params: { tab_name: 'streaming', tab_group: 'new_this_week' } })
  })

  it('ticket steps carry the movie fields, with the total price in pesos and PHP', () => {
    const fields = {
      movieId: 42,
      movieTitle: 'Heneral Luna',
      theaterId: 7,
      theaterName: 'Cinema 3',
      showtimeId: 99,
      showDatetime: '2026-11-21T19:30:00+08:00',
      seatCount: 2,
      totalPrice: 90_050,
    }
    expect(ticketStepEvent('seats_selected', fields)).toEqual({
      name: 'seats_selected',
      params: {
        movie_id: '42',
        movie_title: 'Heneral Luna',
        theater_id: '7',
        theater_name: 'Cinema 3',
        showtime_id: '99',
        show_datetime: '2026-11-21T19:30:00+08:00',
        seat_count: 2,
        total_price: 900.5,
        currency: 'PHP',
      },
    })
    expect(ticketStepEvent('buy_tickets_click', { movieId: 42, movieTitle: 'Heneral Luna' })).toEqual({
      name: 'buy_tickets_click',
      params: { movie_id: '42', movie_title: 'Heneral Luna' },
    })
    expect(ticketPurchaseFunnelEvent('seats', { movieId: 1, movieTitle: 'X' }).params).toMatchObject({ funnel_step: 'seats' })
  })

  it('transactions: value in pesos, currency PHP; completed or failed by status', () => {
    const done = ticketTransactionEvent(transaction)
    expect(done.name).toBe('ticket_transaction_completed')
    expect(done.params).toMatchObject({ transaction_id: 'TX-1001', value: 900.5, currency: 'PHP', total_seats: 2, mall_group_id: '1', receipt_number: 'R-77' })
    expect(ticketTransactionEvent({ ...transaction, status: 'COMPLETED' }).name).toBe('ticket_transaction_completed')
    expect(ticketTransactionEvent({ ...transaction, status: 'failed' }).name).toBe('ticket_transaction_failed')
    expect(ticketTransactionEvent({ ...transaction, status: 'pending', receiptNumber: null }).params.receipt_number).toBeNull()
    expect(purchaseEvent(transaction)).toMatchObject({ name: 'purchase', params: { value: 900.5, currency: 'PHP' } })
  })

  it('gtag needs a measurement id that looks like one', () => {
    expect(measurementId('G-ABC123XYZ')).toBe('G-ABC123XYZ')
    expect(measurementId('UA-1234-1')).toBeUndefined()
    expect(measurementId('')).toBeUndefined()
    expect(measurementId(undefined)).toBeUndefined()
  })
})

describe('the transport', () => {
  let sent: WireEvent[][]
  let beacons: string[]
  let offline: boolean
  let beaconWorks: boolean
  let serial: number
  const noted = (name: NotedEvent['name'] = 'page_view', path = '/movies'): NotedEvent => ({ name, path, params: {}, at: 1_000 })
  const make = () =>
    createTransport({
      send: async (events) => void sent.push(events),
      beacon: (body) => {
        if (!beaconWorks) return false
        beacons.push(body)
        return true
      },
      isOffline: () => offline,
      randomId: () => `id${String((serial += 1)).padStart(16, '0')}`,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    })

  beforeEach(() => {
    vi.useFakeTimers()
    sent = []
    beacons = []
    offline = false
    beaconWorks = true
    serial = 0
    return () => vi.useRealTimers()
  })

  it('waits 5 s and sends the events noted meanwhile in one batch', async () => {
    const transport = make()
    transport.add(noted())
    transport.add(noted('search', '/search'))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.map((event) => [event.name, event.path])).toEqual([
      ['page_view', '/movies'],
      ['search', '/search'],
    ])
    expect(new Set(sent[0]!.map((event) => event.id)).size).toBe(2)
    expect(transport.pending()).toBe(0)
  })

  it('sends at once when 20 wait', async () => {
    const transport = make()
    for (let i = 0; i < 20; i += 1) transport.add(noted())
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(20)
  })

  it('uses a beacon when the page is hidden, and the queue (send) when offline or when the beacon is refused', async () => {
    const transport = make()
    transport.add(noted())
    transport.flushNow()
    expect(beacons).toHaveLength(1)
    expect(JSON.parse(beacons[0]!).events).toHaveLength(1)
    expect(sent).toHaveLength(0)

    offline = true
    transport.add(noted())
    transport.flushNow()
    expect(beacons).toHaveLength(1)
    expect(sent).toHaveLength(1)

    offline = false
    beaconWorks = false
    transport.add(noted())
    transport.flushNow()
    expect(sent).toHaveLength(2)
    // The timer of the flushed events does not send an empty batch later.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toHaveLength(2)
  })

  it('strips query strings and bounds the parameters to the endpoint limits', () => {
    const transport = make()
    transport.add({ ...noted(), path: '/search?q=secret#x', params: { search_term: 'x'.repeat(500), bad_number: Number.NaN, 'Bad-Key': 1 } })
    transport.flushNow()
    const [event] = JSON.parse(beacons[0]!).events as WireEvent[]
    expect(event!.path).toBe('/search')
    expect(event!.params).toEqual({ search_term: 'x'.repeat(ANALYTICS_LIMITS.maxParamValueLength) })
    expect(Object.keys(boundParams(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]))))).toHaveLength(ANALYTICS_LIMITS.maxParams)
  })

  it('never throws when sending fails', async () => {
    const transport = createTransport({
      send: () => Promise.reject(new Error('offline')),
      isOffline: () => false,
      randomId: () => 'x'.repeat(16),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    })
    transport.add(noted())
    await expect(transport.flush()).resolves.toBeUndefined()
  })
})

describe('analytics batches in the offline queue', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  let stores = 0
  function setUp() {
    const net = { offline: false, reachable: true, loseNextAnswer: false, posts: 0 }
    const client = createApiClient({
      baseUrl: app.url,
      fetch: async (input, init) => {
        if (!net.reachable) throw new TypeError('Failed to fetch')
        const response = await fetch(input, init)
        net.posts += 1
        if (net.loseNextAnswer) {
          net.loseNextAnswer = false
          throw new TypeError('network connection was lost')
        }
        return response
      },
    })
    const queue = createOfflineQueue({
      store: createStore(`gala-analytics-test-${(stores += 1)}`, 'actions'),
      request: client.apiRequest,
      isOffline: () => net.offline,
      canTry: () => net.reachable,
      locks: null,
    })
    return { net, queue }
  }
  let keys = 0
  const batch = (path: string, size = 1): OwnStateAction => {
    const events = Array.from({ length: size }, () => ({ id: `evt${String((keys += 1)).padStart(20, '0')}`, name: 'page_view', path, at: Date.now() }))
    return { method: 'POST', url: '/api/analytics/events', body: { events }, target: `analytics:${events[0]!.id}`, label: 'usage statistics', background: true }
  }
  const stored = (path: string) => app.deps.db.analyticsEvent.count({ where: { path } })

  it('keeps a batch made offline and sends it once when the connection returns, even after a lost answer', async () => {
    const { net, queue } = setUp()
    net.offline = true
    net.reachable = false
    expect((await queue.send(batch('/offline-a', 2))).status).toBe('queued')
    expect((await queue.send(batch('/offline-a'))).status).toBe('queued')
    await queue.replay()
    expect(await stored('/offline-a')).toBe(0)

    net.offline = false
    net.reachable = true
    net.loseNextAnswer = true // the server stores the first batch, its answer is lost: it stays queued
    await queue.replay()
    expect(await stored('/offline-a')).toBe(2)
    await queue.replay()
    expect(await stored('/offline-a')).toBe(3)
    expect(await queue.list()).toHaveLength(0)
    await queue.replay()
    expect(await stored('/offline-a')).toBe(3)
  })

  it('is hidden from the person, never fills their queue, keeps at most 20 and drops what the server refuses', async () => {
    const { net, queue } = setUp()
    net.offline = true
    for (let i = 0; i < MAX_BACKGROUND_ACTIONS + 5; i += 1) await queue.send(batch(`/cap-${i}`))
    const all = await queue.list()
    expect(all).toHaveLength(MAX_BACKGROUND_ACTIONS)
    expect(all[0]!.body).toMatchObject({ events: [{ path: '/cap-5' }] })
    await queue.refresh()
    expect(queue.getVisibleSnapshot()).toHaveLength(0)
    expect(MAX_QUEUED_ACTIONS).toBeGreaterThan(MAX_BACKGROUND_ACTIONS)

    // A batch the server refuses (400) is dropped, not kept as "refused".
    const bad = batch('/refused')
    await queue.send({ ...bad, body: { events: [] } })
    net.offline = false
    await queue.replay()
    expect(await queue.list()).toHaveLength(0)
    expect(await stored('/cap-24')).toBe(1)
  })
})
