import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { QueryFunctionContext } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  MUTATION_TIMEOUT_MS,
  QUERY_TIMEOUT_MS,
  createApiClient,
  networkFailureMessage,
  queryKeyToUrl,
  toApiError,
  type ApiClient,
} from '@/lib/api-client'

/** A local API whose paths each answer one way the request layer must handle. */
function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(value))
  }
  switch (url.pathname) {
    case '/ok':
      return json(200, { movies: ['Heneral Luna'] })
    case '/created':
      return json(201, { id: 7 })
    case '/no-content':
      res.writeHead(204)
      return res.end()
    case '/bad-json':
      return json(400, { status: 400, code: 'VALIDATION_FAILED', message: 'Title is required' })
    case '/bad-text':
      res.writeHead(400, { 'Content-Type': 'text/plain' })
      return res.end('Plain words from the server')
    case '/unauthorized':
      return json(401, { status: 401, code: 'UNAUTHORIZED', message: 'Authentication required' })
    case '/forbidden':
      res.writeHead(403)
      return res.end()
    case '/missing':
      res.writeHead(404, 'Not Found')
      return res.end()
    case '/no-status-text':
      res.writeHead(404, '')
      return res.end()
    case '/server-error':
      return json(500, { error: 'boom' })
    case '/not-json':
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return res.end('<!doctype html><p>Oops</p>')
    case '/hang':
      return // never answers
    case '/destroy':
      return req.socket.destroy()
    case '/echo':
      return json(200, { method: req.method, headers: req.headers, query: url.search, body })
    default:
      return json(404, { message: `No route ${url.pathname}` })
  }
}

let server: Server
let baseUrl: string
/** Every init the client handed to fetch, recorded by a spy that then calls the real fetch. */
let inits: { url: string; init: RequestInit | undefined }[] = []
const recordingFetch: typeof fetch = (input, init) => {
  inits.push({ url: String(input), init })
  return fetch(input, init)
}
let client: ApiClient
/** Short time-outs, only for the tests that wait for one: the others get room for a loaded CI machine. */
let quick: ApiClient

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  client = createApiClient({ baseUrl, fetch: recordingFetch, mutationTimeoutMs: 5_000, queryTimeoutMs: 6_000 })
  quick = createApiClient({ baseUrl, fetch: recordingFetch, mutationTimeoutMs: 300, queryTimeoutMs: 400 })
})

afterEach(() => {
  inits = []
  vi.useRealTimers()
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

interface Echo {
  method: string
  headers: Record<string, string | undefined>
  query: string
  body: string
}

function queryContext(queryKey: readonly unknown[], signal = new AbortController().signal) {
  return { queryKey, signal, meta: undefined } as unknown as QueryFunctionContext<readonly unknown[]>
}

describe('apiRequest (mutation helper)', () => {
  it('sends a JSON body with a JSON content type and always includes credentials', async () => {
    const response = await client.apiRequest('POST', '/echo', { title: 'Heneral Luna', stars: 5 })
    const echo = (await response.json()) as Echo
    expect(echo.method).toBe('POST')
    expect(echo.headers['content-type']).toBe('application/json')
    expect(JSON.parse(echo.body)).toEqual({ title: 'Heneral Luna', stars: 5 })
    expect(inits[0]?.init?.credentials).toBe('include')
    // No-cache headers are for GET only.
    expect(echo.headers['cache-control']).toBeUndefined()
    expect(echo.headers.pragma).toBeUndefined()
  })

  it('sends no content type without a body, and no-cache headers on GET', async () => {
    const echo = (await (await client.apiRequest('GET', '/echo?x=1')).json()) as Echo
    expect(echo.method).toBe('GET')
    expect(echo.query).toBe('?x=1')
    expect(echo.headers['content-type']).toBeUndefined()
    expect(echo.headers['cache-control']).toBe('no-cache')
    expect(echo.headers.pragma).toBe('no-cache')
    expect(echo.body).toBe('')
    expect(inits[0]?.init?.credentials).toBe('include')
  })

  it('merges extra headers (and they win over the defaults)', async () => {
    const response = await client.apiRequest('POST', '/echo', { a: 1 }, { 'X-Requested-With': 'gala', 'Content-Type': 'application/merge-patch+json' })
    const echo = (await response.json()) as Echo
    expect(echo.headers['x-requested-with']).toBe('gala')
    expect(echo.headers['content-type']).toBe('application/merge-patch+json')
  })

  it('upper-cases the method and resolves OK answers to the untouched Response', async () => {
    const created = await client.apiRequest('post', '/created', {})
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ id: 7 })
    expect(inits[0]?.init?.method).toBe('POST')
    const empty = await client.apiRequest('DELETE', '/no-content')
    expect(empty.status).toBe(204)
  })

  it('throws "[METHOD /path] status: text" with the status and parsed body on a non-OK answer', async () => {
    const jsonError = await rejectionOf(client.apiRequest('POST', '/bad-json', { title: '' }))
    expect(jsonError.message).toBe('[POST /bad-json] 400: {"status":400,"code":"VALIDATION_FAILED","message":"Title is required"}')
    expect(jsonError.status).toBe(400)
    expect(jsonError.kind).toBe('http')
    expect(jsonError.body).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Title is required' })
    expect(jsonError.code).toBe('VALIDATION_FAILED')
    expect(jsonError.serverMessage).toBe('Title is required')

    const textError = await rejectionOf(client.apiRequest('PUT', '/bad-text', {}))
    expect(textError.message).toBe('[PUT /bad-text] 400: Plain words from the server')
    expect(textError.body).toBe('Plain words from the server')
    expect(textError.serverMessage).toBeUndefined()
  })

  it('falls back to the status text when the error body is empty', async () => {
    const forbidden = await rejectionOf(client.apiRequest('POST', '/forbidden'))
    expect(forbidden.message).toBe('[POST /forbidden] 403: Forbidden')
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toBeUndefined()
    const missing = await rejectionOf(client.apiRequest('GET', '/missing'))
    expect(missing.message).toBe('[GET /missing] 404: Not Found')
  })

  it('times out with "Request timed out after {n}ms for {path}" and no status', async () => {
    const started = Date.now()
    const error = await rejectionOf(quick.apiRequest('POST', '/hang', {}))
    expect(error.message).toBe('Request timed out after 300ms for /hang')
    expect(error.status).toBeUndefined()
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('reports a dropped connection as "Network request failed for {path}" without a status', async () => {
    const error = await rejectionOf(client.apiRequest('POST', '/destroy', {}))
    expect(error.message).toBe('Network request failed for /destroy')
    expect(error.status).toBeUndefined()
    expect(error.kind).toBe('network')
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('uses the 10,000 ms time-out by default', async () => {
    expect(MUTATION_TIMEOUT_MS).toBe(10_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const defaults = createApiClient({ baseUrl })
    const pending = rejectionOf(defaults.apiRequest('POST', '/hang', {}))
    await vi.advanceTimersByTimeAsync(9_999)
    let settled = false
    void pending.finally(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).message).toBe('Request timed out after 10000ms for /hang')
  })
})

describe('queryKeyToUrl', () => {
  it('uses the first element as the path and a plain-object second element as the query string', () => {
    expect(queryKeyToUrl(['/api/user'])).toBe('/api/user')
    expect(queryKeyToUrl(['/api/showtimes', { date: '2026-11-20', cinema: 12, imax: true }])).toBe('/api/showtimes?date=2026-11-20&cinema=12&imax=true')
  })

  it('skips null and undefined values, and leaves no "?" when nothing is left', () => {
    expect(queryKeyToUrl(['/api/events', { city: null, page: undefined, q: 'jazz' }])).toBe('/api/events?q=jazz')
    expect(queryKeyToUrl(['/api/events', { city: null, page: undefined }])).toBe('/api/events')
    // 0, false and '' are values, not absences.
    expect(queryKeyToUrl(['/api/events', { page: 0, free: false, q: '' }])).toBe('/api/events?page=0&free=false&q=')
  })

  it('repeats the key for arrays (skipping null entries) and encodes values', () => {
    expect(queryKeyToUrl(['/api/events', { tag: ['music', null, 'food & drink'] }])).toBe('/api/events?tag=music&tag=food+%26+drink')
    expect(queryKeyToUrl(['/api/tv', { at: new Date('2026-11-20T12:00:00.000Z') }])).toBe('/api/tv?at=2026-11-20T12%3A00%3A00.000Z')
  })

  it('ignores a second element that is not a plain object, and elements after it', () => {
    expect(queryKeyToUrl(['/api/movies', 'now-showing'])).toBe('/api/movies')
    expect(queryKeyToUrl(['/api/movies', ['a'], { page: 2 }])).toBe('/api/movies')
    expect(queryKeyToUrl(['/api/movies', { page: 2 }, 'extra'])).toBe('/api/movies?page=2')
  })

  it('refuses a key whose first element is not a path', () => {
    expect(() => queryKeyToUrl([])).toThrow(TypeError)
    expect(() => queryKeyToUrl([42])).toThrow('The first element of a query key must be the request path, got 42')
  })
})

describe('getQueryFn (query reader)', () => {
  const readThrowing = async (key: readonly unknown[], signal?: AbortSignal) => client.getQueryFn<unknown>({ on401: 'throw' })(queryContext(key, signal))
  const readNullOn401 = async (key: readonly unknown[]) => client.getQueryFn<unknown>({ on401: 'returnNull' })(queryContext(key))

  it('reads JSON from the path, with the key object as query string, credentials and no-cache headers', async () => {
    await expect(readThrowing(['/ok'])).resolves.toEqual({ movies: ['Heneral Luna'] })
    const echo = (await readThrowing(['/echo', { date: '2026-11-20', city: null, page: undefined, tag: ['a', 'b'] }])) as Echo
    expect(echo.method).toBe('GET')
    expect(echo.query).toBe('?date=2026-11-20&tag=a&tag=b')
    expect(echo.headers['cache-control']).toBe('no-cache')
    expect(echo.headers.pragma).toBe('no-cache')
    expect(echo.headers['content-type']).toBeUndefined()
    expect(inits.every(({ init }) => init?.credentials === 'include')).toBe(true)
    expect(inits[1]?.url).toBe(`${baseUrl}/echo?date=2026-11-20&tag=a&tag=b`)
  })

  it('resolves 201 JSON and turns 204 No Content into null', async () => {
    await expect(readThrowing(['/created'])).resolves.toEqual({ id: 7 })
    await expect(readThrowing(['/no-content'])).resolves.toBeNull()
  })

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    await expect(readNullOn401(['/unauthorized'])).resolves.toBeNull()
    const error = await rejectionOf(readThrowing(['/unauthorized']))
    expect(error.message).toBe('Authentication required')
    expect(error.status).toBe(401)
    expect(error.code).toBe('UNAUTHORIZED')
    // returnNull concerns 401 only.
    expect((await rejectionOf(readNullOn401(['/forbidden']))).status).toBe(403)
  })

  it('words non-OK answers: JSON message, else raw text, else status text, else "Error {status}"', async () => {
    const json = await rejectionOf(readThrowing(['/bad-json']))
    expect(json.message).toBe('Title is required')
    expect(json.status).toBe(400)
    expect(json.body).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Title is required' })

    const text = await rejectionOf(readThrowing(['/bad-text']))
    expect(text.message).toBe('Plain words from the server')
    expect(text.body).toBe('Plain words from the server')

    const statusText = await rejectionOf(readThrowing(['/missing']))
    expect(statusText.message).toBe('Not Found')
    expect(statusText.status).toBe(404)

    const bare = await rejectionOf(readThrowing(['/no-status-text']))
    expect(bare.message).toBe('Error 404')

    // A JSON body without a message is not shown raw to people: the status text stands in.
    const noMessage = await rejectionOf(readThrowing(['/server-error']))
    expect(noMessage.message).toBe('Internal Server Error')
    expect(noMessage.status).toBe(500)
    expect(noMessage.body).toEqual({ error: 'boom' })
  })

  it('rejects a 200 that is not JSON with "Invalid response format from {path}"', async () => {
    const error = await rejectionOf(readThrowing(['/not-json']))
    expect(error.message).toBe('Invalid response format from /not-json')
    expect(error.kind).toBe('invalid-response')
    expect(error.body).toBe('<!doctype html><p>Oops</p>')
  })

  it('times out with "Request timed out after {n}ms for {path}"', async () => {
    const error = await rejectionOf(Promise.resolve(quick.getQueryFn<unknown>({ on401: 'throw' })(queryContext(['/hang', { page: 2 }]))))
    expect(error.message).toBe('Request timed out after 400ms for /hang?page=2')
    expect(error.status).toBeUndefined()
  })

  it('reports a dropped connection as "Network request failed for {path}"', async () => {
    const error = await rejectionOf(readThrowing(['/destroy']))
    expect(error.message).toBe('Network request failed for /destroy')
    expect(error.status).toBeUndefined()
    expect(error.kind).toBe('network')
  })

  it("honours the query's AbortSignal and re-throws the cancellation untouched", async () => {
    const controller = new AbortController()
    const pending = readThrowing(['/hang'], controller.signal)
    setTimeout(() => controller.abort(new DOMException('left the page', 'AbortError')), 50)
    const reason = await pending.catch((error: unknown) => error)
    expect(reason).not.toBeInstanceOf(ApiError)
    expect((reason as DOMException).message).toBe('left the page')
    // Already cancelled: no request at all.
    const cancelled = new AbortController()
    cancelled.abort()
    inits = []
    await expect(readThrowing(['/ok'], cancelled.signal)).rejects.toThrow()
    expect(inits).toHaveLength(0)
  })

  it('uses the 15,000 ms time-out by default', async () => {
    expect(QUERY_TIMEOUT_MS).toBe(15_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const defaults = createApiClient({ baseUrl })
    const pending = rejectionOf(Promise.resolve(defaults.getQueryFn<unknown>({ on401: 'throw' })(queryContext(['/hang']))))
    await vi.advanceTimersByTimeAsync(15_000)
    expect((await pending).message).toBe('Request timed out after 15000ms for /hang')
  })
})

describe('network failure wording without a request', () => {
  it('has a bare form when no path is known', () => {
    expect(networkFailureMessage()).toBe('Network request failed')
    expect(networkFailureMessage('/api/user')).toBe('Network request failed for /api/user')
    expect(toApiError(new TypeError('fetch failed')).message).toBe('Network request failed')
    const original = new ApiError('Not Found', { status: 404 })
    expect(toApiError(original, '/x')).toBe(original)
  })
})
