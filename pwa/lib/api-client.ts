/**
 * The one request layer of the PWA (spec doc 1 §7-§8): every call to our API goes through
 * `apiRequest` (the mutation helper) or `getQueryFn` / `getJson` (the query reader), so time-outs,
 * credentials, cache headers, error wording and 401 handling live here and nowhere else.
 *
 * The exported functions are the default instance (same-origin, `baseUrl` ''). Tests, and any
 * code that runs outside the browser, build their own instance with `createApiClient()`.
 */
import type { QueryFunction } from '@tanstack/react-query'
import { reportOffline, reportOnline } from './connectivity'
import { OFFLINE_COPY_HEADER } from './offline-rules'

/** Prefix of every instance without a `baseUrl` of its own: '' in the browser (same origin). */
let sharedBase = ''

/**
 * Points every instance without its own `baseUrl` at an absolute origin: the server renderer (pwa/entry-server.tsx)
 * reads the API over loopback, where a same-origin path means nothing. The browser never calls this.
 */
export function configureApiBase(baseUrl: string): void {
  sharedBase = baseUrl.replace(/\/+$/, '')
}

/** Time-out of the mutation helper (spec doc 1 §9). */
export const MUTATION_TIMEOUT_MS = 10_000
/** Time-out of the query reader (spec doc 1 §9). */
export const QUERY_TIMEOUT_MS = 15_000

/** Sent with every GET so that neither the browser nor an intermediary answers from a stale cache. */
const NO_CACHE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' }

/** Why a request failed: the server answered non-OK, or there was no usable response at all. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response'

export interface ApiErrorOptions {
  kind?: ApiErrorKind
  status?: number
  body?: unknown
  cause?: unknown
}

/**
 * The only error the request layer throws. `status` and `body` are set when the server answered
 * (kind 'http', or 'invalid-response' for a 200 that is not JSON); a time-out or network failure has
 * no status. `body` is the parsed JSON error body when there was one, else the raw text.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  kind: ApiErrorKind
  status?: number
  body?: unknown

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.kind = options.kind ?? (options.status === undefined ? 'network' : 'http')
    this.status = options.status
    this.body = options.body
  }

  /** The stable error code of our API's error shape (`{ status, code, message }`), when present. */
  get code(): string | undefined {
    const code = isPlainObject(this.body) ? this.body.code : undefined
    return typeof code === 'string' ? code : undefined
  }

  /** The server's own `message` field, when the body had one (sign-in shows it verbatim). */
  get serverMessage(): string | undefined {
    const message = isPlainObject(this.body) ? this.body.message : undefined
    return typeof message === 'string' && message !== '' ? message : undefined
  }
}

/** Values allowed in the query-string object of a query key. null and undefined are skipped. */
export type QueryParamValue = string | number | boolean | Date | null | undefined | readonly (string | number | boolean | Date | null | undefined)[]
export type QueryParams = Record<string, QueryParamValue>

export type On401 = 'returnNull' | 'throw'

export interface GetJsonOptions {
  /** Query-string parameters (null/undefined skipped, arrays repeated). */
  params?: QueryParams
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal
  /** 'returnNull' resolves 401 to null (e.g. "who am I" for visitors); default 'throw'. */
  on401?: On401
}

export interface ApiClientOptions {
  /** Prefix for every path: '' in the browser (same origin), `http://127.0.0.1:{port}` in Node tests. */
  baseUrl?: string
  mutationTimeoutMs?: number
  queryTimeoutMs?: number
  /** The fetch to use; defaults to the global fetch looked up at call time. */
  fetch?: typeof fetch
}

export interface ApiClient {
  apiRequest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
  getJson<T>(path: string, options?: GetJsonOptions & { on401?: 'throw' }): Promise<T>
  getJson<T>(path: string, options: GetJsonOptions & { on401: 'returnNull' }): Promise<T | null>
  getJson<T>(path: string, options?: GetJsonOptions): Promise<T | null>
  getQueryFn<T>(options: { on401: On401 }): QueryFunction<T>
}

/**
 * Builds the request layer. The module-level exports below are `createApiClient()` with the defaults;
 * this factory exists so tests can point it at a local server and shorten the time-outs.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const ownBase = options.baseUrl?.replace(/\/+$/, '')
  /** Its own base, else the process-wide one (configureApiBase: the server renderer's loopback address). */
  const base = () => ownBase ?? sharedBase
  const mutationTimeoutMs = options.mutationTimeoutMs ?? MUTATION_TIMEOUT_MS
  const queryTimeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS
  const rawFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  /** Every answer tells the app whether it is online: the server's own, or the service worker's offline copy. */
  const doFetch: typeof fetch = async (input, init) => {
    const response = await rawFetch(input, init)
    if (response.headers.get(OFFLINE_COPY_HEADER)) reportOffline()
    else reportOnline()
    return response
  }

  /**
   * Mutation helper (doc 1 §7). The spec's "network failure or time-out yields no response" is read
   * as: the caller never receives a Response in those cases; it gets a thrown ApiError without a
   * status (kind 'timeout' or 'network') whose message names the path. A non-OK answer throws an
   * ApiError with the status; an OK answer resolves to the untouched Response.
   */
  async function apiRequest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
    const verb = method.toUpperCase()
    const init: RequestInit = {
      method: verb,
      credentials: 'include',
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(verb === 'GET' ? NO_CACHE_HEADERS : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }
    return withTimeout(path, mutationTimeoutMs, undefined, async (signal) => {
      const response = await doFetch(base() + path, { ...init, signal })
      if (!response.ok) {
        const text = await response.text()
        throw new ApiError(`[${verb} ${path}] ${response.status}: ${text || response.statusText}`, {
          status: response.status,
          body: parseBody(text),
        })
      }
      return response
    })
  }

  async function getJson<T>(path: string, getOptions: GetJsonOptions = {}): Promise<T | null> {
    const url = path + toQueryString(getOptions.params)
    return withTimeout(url, queryTimeoutMs, getOptions.signal, async (signal) => {
      const response = await doFetch(base() + url, { method: 'GET', credentials: 'include', headers: { ...NO_CACHE_HEADERS }, signal })
      if (response.status === 401 && getOptions.on401 === 'returnNull') return null
      const text = await response.text()
      if (!response.ok) {
        const parsed = parseBody(text)
        throw new ApiError(queryErrorMessage(response, text, parsed), { status: response.status, body: parsed })
      }
      // No content is a valid answer; TanStack Query rejects undefined data, so it becomes null.
      if (response.status === 204 || text === '') return null
      try {
        return JSON.parse(text) as T
      } catch (error) {
        throw new ApiError(`Invalid response format from ${url}`, { kind: 'invalid-response', status: response.status, body: text, cause: error })
      }
    })
  }

  function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
    return ({ queryKey, signal }) => {
      const [path, params] = splitQueryKey(queryKey)
      return getJson<T>(path, { params, signal, on401 }) as Promise<T>
    }
  }

  /**
   * Runs `run` with a signal that aborts after `timeoutMs` or when `outer` aborts, and turns the
   * ways of getting no response into ApiErrors. A cancellation by the caller is re-thrown as is
   * (TanStack Query recognises its own abort), never reported as a network failure.
   */
  async function withTimeout<R>(path: string, timeoutMs: number, outer: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<R>): Promise<R> {
    outer?.throwIfAborted()
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forwardAbort = () => controller.abort(outer?.reason)
    outer?.addEventListener('abort', forwardAbort, { once: true })
    try {
      return await run(controller.signal)
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (timedOut) throw new ApiError(`Request timed out after ${timeoutMs}ms for ${path}`, { kind: 'timeout', cause: error })
      if (outer?.aborted) throw error
      reportOffline()
      throw new ApiError(networkFailureMessage(path), { kind: 'network', cause: error })
    } finally {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forwardAbort)
    }
  }

  return { apiRequest, getJson: getJson as ApiClient['getJson'], getQueryFn }
}

/** 'Network request failed for {path}', or the bare 'Network request failed' when no path is known. */
export function networkFailureMessage(path?: string): string {
  return path ? `Network request failed for ${path}` : 'Network request failed'
}

/**
 * Normalises anything thrown around a request into an ApiError: ApiErrors pass through, anything
 * else is reported as a network failure (with the path when the caller knows it).
 */
export function toApiError(error: unknown, path?: string): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError(networkFailureMessage(path), { kind: 'network', cause: error })
}

/**
 * The relative URL a query key stands for: the first element is the path, an optional second
 * element that is a plain object becomes the query string (null/undefined skipped, arrays repeat
 * the key: `{ tag: ['a', 'b'] }` → `?tag=a&tag=b`, which Koa reads back as an array). Further
 * elements only distinguish cache entries.
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const [path, params] = splitQueryKey(queryKey)
  return path + toQueryString(params)
}

function splitQueryKey(queryKey: readonly unknown[]): [string, QueryParams | undefined] {
  const [path, second] = queryKey
  if (typeof path !== 'string' || path === '') {
    throw new TypeError(`The first element of a query key must be the request path, got ${JSON.stringify(path)}`)
  }
  return [path, isPlainObject(second) ? (second as QueryParams) : undefined]
}

function toQueryString(params: QueryParams | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item === null || item === undefined) continue
      search.append(key, item instanceof Date ? item.toISOString() : String(item))
    }
  }
  const query = search.toString()
  return query ? `?${query}` : ''
}

/**
 * Query error wording (doc 1 §8): the JSON body's `message`, else the raw text, else the status
 * text, else 'Error {status}'. A JSON body without a message is not shown raw (it is not meant for
 * people); the status text stands in for it.
 */
function queryErrorMessage(response: Response, text: string, parsed: unknown): string {
  if (isPlainObject(parsed) && typeof parsed.message === 'string' && parsed.message !== '') return parsed.message
  const isJson = parsed !== undefined && typeof parsed !== 'string'
  if (text && !isJson) return text
  return response.statusText || `Error ${response.status}`
}

/** The JSON value of a body, the raw text when it is not JSON, undefined when empty. */
function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

const defaultClient = createApiClient()

/** Mutation helper, same origin: see `createApiClient` for the behaviour. */
export async function apiRequest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  return defaultClient.apiRequest(method, path, body, headers)
}

/** Query reader as a plain function, for feature fetchers: `getJson<Movie[]>('/api/movies', { params })`. */
export const getJson: ApiClient['getJson'] = (path: string, options?: GetJsonOptions) => defaultClient.getJson(path, options) as never

/** Query reader for TanStack Query: `useQuery({ queryKey: ['/api/user'], queryFn: getQueryFn({ on401: 'returnNull' }) })`. */
export function getQueryFn<T>(options: { on401: On401 }): QueryFunction<T> {
  return defaultClient.getQueryFn<T>(options)
}
