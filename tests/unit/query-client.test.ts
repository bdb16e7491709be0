import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, createApiClient } from '@/lib/api-client'
import { createQueryClient, isRetryable, queryRetryDelay } from '@/lib/query-client'

/** `/status/{code}` answers that status with a JSON message and counts how often each path was asked. */
let server: Server
let baseUrl: string
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/'
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const status = Number(/^\/status\/(\d{3})/.exec(path)?.[1] ?? 404)
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(status < 400 ? { ok: true } : { message: `Failed with ${status}` }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

let queryClient: QueryClient
afterEach(() => {
  queryClient?.clear()
  hits.clear()
})

describe('createQueryClient defaults (doc 1 §9)', () => {
  it('keeps data fresh 10 min and unused 30 min, never polls and never refetches on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries?.staleTime).toBe(10 * 60 * 1000)
    expect(queries?.gcTime).toBe(30 * 60 * 1000)
    expect(queries?.refetchInterval).toBe(false)
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.retryDelay).toBe(queryRetryDelay)
    expect(mutations?.retryDelay).toBe(1000)
  })

  it('doubles the query retry delay from 1 s up to 10 s', () => {
    const retryDelay = createQueryClient().getDefaultOptions().queries?.retryDelay as (attempt: number, error: unknown) => number
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => retryDelay(attempt, new Error('x')))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000])
  })

  it('retries queries twice and mutations once, but never a 4xx answer (except 408)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    const queryRetry = queries?.retry as (failureCount: number, error: unknown) => boolean
    const mutationRetry = mutations?.retry as (failureCount: number, error: unknown) => boolean
    const timeout = new ApiError('Request timed out after 15000ms for /x', { kind: 'timeout' })
    const serverError = new ApiError('Internal Server Error', { status: 500 })
    expect([0, 1, 2].map((count) => queryRetry(count, timeout))).toEqual([true, true, false])
    expect([0, 1, 2].map((count) => queryRetry(count, serverError))).toEqual([true, true, false])
    expect([0, 1].map((count) => mutationRetry(count, timeout))).toEqual([true, false])
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      const clientError = new ApiError('no', { status })
      expect(queryRetry(0, clientError)).toBe(false)
      expect(mutationRetry(0, clientError)).toBe(false)
    }
    expect(isRetryable(new ApiError('Request Timeout', { status: 408 }))).toBe(true)
    expect(isRetryable(new TypeError('something else broke'))).toBe(true)
  })

  it('the default query function reads the key as a path and throws on 401', async () => {
    queryClient = createQueryClient()
    // The default instance is same-origin; an absolute URL as the path lets Node reach the test server.
    await expect(queryClient.fetchQuery({ queryKey: [`${baseUrl}/status/200`] })).resolves.toEqual({ ok: true })
    const error = await queryClient.fetchQuery({ queryKey: [`${baseUrl}/status/401`], retry: false }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect((error as ApiError).message).toBe('Failed with 401')
  })
})

describe('retries against a real server', () => {
  // Same defaults, with the delay shortened so the test does not wait 1 s + 2 s.
  const fetchWithDefaults = (path: string) => {
    queryClient = createQueryClient()
    const queryFn = createApiClient({ baseUrl }).getQueryFn<unknown>({ on401: 'throw' })
    return queryClient.fetchQuery({ queryKey: [path], queryFn, retryDelay: 1 }).catch((reason: unknown) => reason)
  }

  it('asks three times in all when the server keeps failing with 5xx', async () => {
    const error = await fetchWithDefaults('/status/503')
    expect((error as ApiError).status).toBe(503)
    expect(hits.get('/status/503')).toBe(3)
  })

  it('asks once only for a 4xx', async () => {
    const error = await fetchWithDefaults('/status/404')
    expect((error as ApiError).message).toBe('Failed with 404')
    expect(hits.get('/status/404')).toBe(1)
  })

  it('retries a mutation once after a 5xx and not at all after a 4xx', async () => {
    queryClient = createQueryClient()
    const api = createApiClient({ baseUrl })
    const mutate = (path: string) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => api.apiRequest('POST', path, {}), retryDelay: 1 })
        .execute(undefined)
        .catch((reason: unknown) => reason)
    expect(((await mutate('/status/500')) as ApiError).status).toBe(500)
    expect(hits.get('/status/500')).toBe(2)
    expect(((await mutate('/status/400')) as ApiError).message).toBe('[POST /status/400] 400: {"message":"Failed with 400"}')
    expect(hits.get('/status/400')).toBe(1)
  })
})
