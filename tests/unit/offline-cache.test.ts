import { QueryClient, dehydrate } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { isOfflineError } from '@/lib/connectivity'
import { ApiError } from '@/lib/api-client'
import { freshnessLabel } from '@/lib/freshness'
import { OFFLINE_MAX_AGE_MS, OFFLINE_MAX_QUERIES, isPersistedPath, isRuntimeCachedApiPath, keepOffline } from '@/lib/offline-rules'
import { boundQueries } from '@/lib/query-persistence'
import { createQueryClient } from '@/lib/query-client'

describe('what is kept offline', () => {
  it('the page persists the moviegoer’s data and nothing else', () => {
    for (const path of [
      '/api/movies/now-showing',
      '/api/movies/upcoming',
      '/api/movies/nearby-malls',
      '/api/movies/hash/abc123',
      '/api/movies/42',
      '/api/theaters/glorietta-cinemas/movies',
      '/api/theaters/12/movies/5/schedule',
      '/api/tv/channels/gma-7/schedule',
      '/api/tv/channels/3/schedule',
      '/api/weather',
      '/api/forex',
      '/api/lotto',
      '/api/user',
      '/api/user/widget-preferences',
      '/api/articles',
      '/api/articles/16',
    ]) {
      expect(isPersistedPath(path), path).toBe(true)
    }
    for (const path of ['/api/places', '/api/search', '/api/tv/on-now', '/api/tv/titles/3/notifications/check', '/api/movies/42/cast-crew', '/api/notifications/inbox', '/api/auth/providers', ['x'], undefined]) {
      expect(isPersistedPath(path), String(path)).toBe(false)
    }
  })

  it('the service worker copies other public reads, never persisted or private ones', () => {
    expect(isRuntimeCachedApiPath('/api/places')).toBe(true)
    expect(isRuntimeCachedApiPath('/api/events/some-event')).toBe(true)
    expect(isRuntimeCachedApiPath('/api/movies/42/cast-crew')).toBe(true)
    for (const path of [
      '/api/theaters/glorietta-cinemas/movies',
      '/api/weather',
      '/api/user',
      '/api/user/widget-preferences',
      '/api/auth/providers',
      '/api/admin/release-alerts',
      '/api/notifications/inbox',
      '/api/movies/4/notifications/check',
      '/api/push/public-key',
      '/api/articles/16/likes',
      '/api/image-proxy',
      '/about',
    ]) {
      expect(isRuntimeCachedApiPath(path), path).toBe(false)
    }
  })
})

describe('the persisted cache is bounded', () => {
  function clientWith(entries: Array<{ key: unknown[]; data: unknown; at: number; error?: boolean }>) {
    const client = new QueryClient()
    for (const entry of entries) {
      client.setQueryData(entry.key, entry.data, { updatedAt: entry.at })
      if (entry.error) {
        client.getQueryCache().find({ queryKey: entry.key })!.setState({ status: 'error', error: new Error('offline'), fetchFailureCount: 1 })
      }
    }
    return dehydrate(client, { shouldDehydrateQuery: () => true }).queries
  }

  it('drops other paths and data older than 7 days, keeps failed refreshes as the success they were', () => {
    const now = Date.UTC(2026, 10, 21, 13)
    const kept = boundQueries(
      clientWith([
        { key: ['/api/weather'], data: { t: 1 }, at: now - 60_000 },
        { key: ['/api/places'], data: [1], at: now },
        { key: ['/api/articles', 16, { _embed: 1 }], data: { id: 16 }, at: now - OFFLINE_MAX_AGE_MS - 1 },
        { key: ['/api/theaters/a/movies', {}], data: { d: 1 }, at: now - 3_600_000, error: true },
      ]),
      now,
    )
    expect(kept.map((query) => query.queryKey[0])).toEqual(['/api/weather', '/api/theaters/a/movies'])
    expect(kept[1]!.state.status).toBe('success')
    expect(kept[1]!.state.error).toBeNull()
    expect(kept[1]!.state.data).toEqual({ d: 1 })
  })

  it(`keeps the ${OFFLINE_MAX_QUERIES} most recently fetched`, () => {
    const now = Date.UTC(2026, 10, 21, 13)
    const entries = Array.from({ length: OFFLINE_MAX_QUERIES + 20 }, (_, index) => ({ key: ['/api/theaters/a/movies', { date: `d${index}` }], data: index, at: now - index * 1000 }))
    const kept = boundQueries(clientWith(entries), now)
    expect(kept).toHaveLength(OFFLINE_MAX_QUERIES)
    expect(kept.map((query) => query.state.data)).toEqual(Array.from({ length: OFFLINE_MAX_QUERIES }, (_, index) => index))
  })

  it('kept queries stay in memory as long as on disk; others for the usual 30 minutes', () => {
    const client = createQueryClient()
    expect(client.defaultQueryOptions({ queryKey: ['/api/theaters/a/movies', {}] }).gcTime).toBe(OFFLINE_MAX_AGE_MS)
    expect(client.defaultQueryOptions({ queryKey: ['/api/places'] }).gcTime).toBe(30 * 60_000)
  })
})

describe('offline wording', () => {
  it('network failures and time-outs are offline errors; server answers are not', () => {
    expect(isOfflineError(new ApiError('Network request failed', { kind: 'network' }))).toBe(true)
    expect(isOfflineError(new ApiError('timed out', { kind: 'timeout' }))).toBe(true)
    expect(isOfflineError(new ApiError('nope', { status: 503 }))).toBe(false)
    expect(isOfflineError(new Error('x'))).toBe(false)
    expect(isOfflineError(null)).toBe(false)
  })

  it('labels say when the data is from', () => {
    const t = Date.UTC(2026, 10, 21)
    expect(freshnessLabel(t, t + 2 * 3_600_000 + 5 * 60_000, true)).toBe('Offline — updated 2 h ago')
    expect(freshnessLabel(t, t + 3 * 86_400_000, true)).toBe('Offline — updated 3 d ago')
    expect(freshnessLabel(t, t + 90_000)).toBe('Updated 1 min ago')
  })
})

describe('the e-ticket vault (decision 037)', () => {
  const day = 24 * 60 * 60_000
  const now = Date.parse('2026-11-26T12:00:00Z')
  const purchase = (id: number, startsAt: string) => ({ id, showtime: { startsAt } })

  it('keeps the purchases and tickets, privately: the page persists them, the service worker never copies them', () => {
    expect(isPersistedPath('/api/tickets')).toBe(true)
    expect(isPersistedPath('/api/tickets/12')).toBe(true)
    for (const path of ['/api/tickets', '/api/tickets/12', '/api/holds/3', '/api/transactions/4', '/api/showtimes/5/seats', '/api/tickets/check-in'])
      expect(isRuntimeCachedApiPath(path), path).toBe(false)
  })

  it('drops a purchase a day after its show started, and never keeps the past list', () => {
    const list = { upcoming: [purchase(1, '2026-11-26T11:00:00Z'), purchase(2, new Date(now - day - 60_000).toISOString())], past: [purchase(3, '2026-11-01T11:00:00Z')] }
    expect(keepOffline('/api/tickets', list, now)).toEqual({ upcoming: [list.upcoming[0]], past: [] })
    expect(keepOffline('/api/tickets/1', list.upcoming[0], now)).toBe(list.upcoming[0])
    expect(keepOffline('/api/tickets/2', list.upcoming[1], now)).toBeUndefined()
    const other = { any: 'thing' }
    expect(keepOffline('/api/weather', other, now)).toBe(other)
  })
})
