/**
 * The image proxy's fetcher: gets an image from an allow-listed host without letting the request reach
 * our own network (SSRF), and keeps recent answers in a bounded in-memory cache.
 *
 * Every rule holds on the connection that is actually made, for every hop:
 * - only http(s) URLs without credentials, on a host of the allow-list (exact, or `*.example.com`), on the
 *   default port unless the allow-list entry names one;
 * - the address connected to must be public unicast: IP literals are checked before connecting, and host
 *   names are resolved by our own `lookup`, which checks EVERY address it returns, so a DNS answer that
 *   changes between a check and the connection (DNS rebinding) cannot slip through;
 * - at most 3 redirects, each one checked as above; one time-out for the whole fetch; a byte cap enforced
 *   while streaming; an image Content-Type AND image magic bytes (file-type); SVG is refused.
 */
import { createHash } from 'node:crypto'
import net from 'node:net'
import { fileTypeFromBuffer } from 'file-type'
import ipaddr from 'ipaddr.js'
import type { Clock } from '../../clock.ts'
import { AppError } from '../../errors.ts'
import { AddressRefusedError, guardedGet, guardedLookup, readCappedBody, systemResolver, type Resolver } from '../../lib/guarded-http.ts'

export type { Resolver }

/** Decides whether the proxy may connect to an address (a textual IPv4 or IPv6 address). */
export type AddressPolicy = (address: string) => boolean

/** Formats we pass on: raster images every current browser shows. SVG is refused (it can carry script). */
export const PROXIED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])

export const IMAGE_PROXY_DEFAULTS = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 5_000,
  maxRedirects: 3,
  /** Total bytes of images kept in memory. */
  cacheBytes: 64 * 1024 * 1024,
  /** How long a cached image is served before it is fetched again. */
  cacheTtlMs: 24 * 60 * 60_000,
} as const

export interface ImageProxyOptions {
  /** Allowed hosts: `example.com`, `*.example.com` (subdomains only), optionally with `:port`. */
  hosts: readonly string[]
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
  cacheBytes?: number
  cacheTtlMs?: number
  clock: Clock
  /** Tests map names to local addresses; production uses the system resolver. */
  resolve?: Resolver
  /** Tests may allow one extra local address for a stand-in server; production allows public unicast only. */
  isAddressAllowed?: AddressPolicy
}

export interface ProxiedImage {
  body: Buffer
  /** The detected type (from the bytes), e.g. image/png. */
  contentType: string
  etag: string
}


/**
 * True for public unicast addresses only. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4
 * address it carries; every special range (loopback, private, link-local incl. 169.254.169.254,
 * unspecified 0.0.0.0/8 and ::, CGNAT 100.64/10, multicast, broadcast, reserved, unique-local, NAT64,
 * 6to4, Teredo …) is refused.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '')
  if (!net.isIP(text.split('%')[0]!)) return false
  try {
    return ipaddr.process(text).range() === 'unicast'
  } catch {
    return false
  }
}

const proxyError = (status: number, code: string, message: string) => new AppError(status, code, message)

export const imageProxyErrors = {
  invalidUrl: () => proxyError(400, 'INVALID_IMAGE_URL', 'url must be an absolute http(s) URL without user name or password'),
  hostNotAllowed: (host: string) => proxyError(403, 'IMAGE_HOST_NOT_ALLOWED', `Images from ${host} are not allowed`),
  addressRefused: (host: string) => proxyError(403, 'IMAGE_ADDRESS_REFUSED', `${host} resolves to an address the proxy may not reach`),
  tooLarge: (maxBytes: number) => proxyError(413, 'IMAGE_TOO_LARGE', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`),
  notAnImage: (detail = 'The source is not an image') => proxyError(415, 'NOT_AN_IMAGE', detail),
  upstream: (message: string) => proxyError(502, 'IMAGE_UPSTREAM_ERROR', message),
  timeout: (ms: number) => proxyError(504, 'IMAGE_TIMEOUT', `The image source did not answer within ${ms / 1000} s`),
}

interface HostRule {
  host: string
  wildcard: boolean
  port: string
}

/** `*.wp.com:8443` → { host: 'wp.com', wildcard: true, port: '8443' }. */
export function parseHostRule(entry: string): HostRule | null {
  const match = /^(\*\.)?([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(entry.trim())
  if (!match) return null
  return { host: match[2]!.toLowerCase(), wildcard: Boolean(match[1]), port: match[3] ?? '' }
}

function hostAllowed(url: URL, rules: HostRule[]): boolean {
  const host = url.hostname.toLowerCase()
  return rules.some(
    (rule) => rule.port === url.port && (rule.wildcard ? host.endsWith(`.${rule.host}`) : host === rule.host),
  )
}

/** A cache bounded by the bytes it holds; the least recently used entry goes first. */
export class ByteLruCache<V extends { body: Buffer }> {
  #entries = new Map<string, { value: V; expiresAt: number }>()
  #bytes = 0

  constructor(
    readonly maxBytes: number,
    readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  get bytes(): number {
    return this.#bytes
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.#bytes -= entry.value.body.length
      return undefined
    }
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    if (value.body.length > this.maxBytes) return
    const previous = this.#entries.get(key)
    if (previous) {
      this.#entries.delete(key)
      this.#bytes -= previous.value.body.length
    }
    this.#entries.set(key, { value, expiresAt: this.clock.now().getTime() + this.ttlMs })
    this.#bytes += value.body.length
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= entry.value.body.length
    }
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

export interface ImageProxy {
  /** Fetches (or serves from the cache) the image at `rawUrl`; throws our AppError on every refusal. */
  get(rawUrl: string): Promise<ProxiedImage>
  readonly cache: ByteLruCache<ProxiedImage>
}

export function createImageProxy(options: ImageProxyOptions): ImageProxy {
  const maxBytes = options.maxBytes ?? IMAGE_PROXY_DEFAULTS.maxBytes
  const timeoutMs = options.timeoutMs ?? IMAGE_PROXY_DEFAULTS.timeoutMs
  const maxRedirects = options.maxRedirects ?? IMAGE_PROXY_DEFAULTS.maxRedirects
  const resolve = options.resolve ?? systemResolver
  const isAllowed = options.isAddressAllowed ?? isPublicAddress
  const rules = options.hosts.map(parseHostRule).filter((rule): rule is HostRule => rule !== null)
  const cache = new ByteLruCache<ProxiedImage>(
    options.cacheBytes ?? IMAGE_PROXY_DEFAULTS.cacheBytes,
    options.cacheTtlMs ?? IMAGE_PROXY_DEFAULTS.cacheTtlMs,
    options.clock,
  )
  const inFlight = new Map<string, Promise<ProxiedImage>>()

  /** Every address a host name resolves to must be allowed (api/lib/guarded-http.ts). */
  const lookup = guardedLookup(resolve, isAllowed)

  /** The checks made before every hop. */
  function checkUrl(raw: string | URL): URL {
    let url: URL
    try {
      url = raw instanceof URL ? raw : new URL(raw)
    } catch {
      throw imageProxyErrors.invalidUrl()
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
      throw imageProxyErrors.invalidUrl()
    }
    // The WHATWG parser has already turned 0x7f.1, 2130706433 and friends into dotted IPv4.
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (net.isIP(literal) && !isAllowed(literal)) throw imageProxyErrors.addressRefused(url.hostname)
    if (!hostAllowed(url, rules)) throw imageProxyErrors.hostNotAllowed(url.host)
    return url
  }

  const request = (url: URL, signal: AbortSignal) =>
    guardedGet(url, {
      lookup,
      signal,
      headers: {
        Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
        'Accept-Encoding': 'identity',
        'User-Agent': 'GalaImageProxy/1.0 (+https://gala.ph/about)',
      },
    })

  const readBody = (response: Parameters<typeof readCappedBody>[0]) =>
    readCappedBody(response, maxBytes, {
      tooLarge: () => imageProxyErrors.tooLarge(maxBytes),
      closedEarly: () => imageProxyErrors.upstream('The image source closed the connection early'),
    })

  async function fetchImage(start: URL): Promise<ProxiedImage> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      let url = start
      for (let redirects = 0; ; redirects++) {
        const response = await request(url, controller.signal)
        const status = response.statusCode ?? 0
        if (REDIRECT_STATUSES.has(status)) {
          response.resume()
          const location = response.headers.location
          if (!location) throw imageProxyErrors.upstream(`The image source answered ${status} without a location`)
          if (redirects >= maxRedirects) throw imageProxyErrors.upstream(`More than ${maxRedirects} redirects`)
          url = checkUrl(new URL(location, url))
          continue
        }
        if (status !== 200) {
          response.resume()
          throw imageProxyErrors.upstream(`The image source answered ${status}`)
        }
        const declared = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        if (!declared.startsWith('image/')) {
          response.resume()
          throw imageProxyErrors.notAnImage(`The source is not an image (${declared || 'no Content-Type'})`)
        }
        if (declared === 'image/svg+xml') {
          response.resume()
          throw imageProxyErrors.notAnImage('SVG images are not proxied')
        }
        const length = Number(response.headers['content-length'])
        if (Number.isFinite(length) && length > maxBytes) {
          response.destroy()
          throw imageProxyErrors.tooLarge(maxBytes)
        }
        const body = await readBody(response)
        const detected = await fileTypeFromBuffer(body)
        if (!detected || !PROXIED_IMAGE_TYPES.has(detected.mime)) {
          throw imageProxyErrors.notAnImage(`The source's bytes are not a supported image${detected ? ` (${detected.mime})` : ''}`)
        }
        return { body, contentType: detected.mime, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
      }
    } catch (err) {
      throw toProxyError(err, controller.signal.aborted, timeoutMs)
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    cache,
    async get(rawUrl) {
      const url = checkUrl(rawUrl)
      const key = url.href
      const cached = cache.get(key)
      if (cached) return cached
      const pending = inFlight.get(key)
      if (pending) return pending
      const job = fetchImage(url)
        .then((image) => {
          cache.set(key, image)
          return image
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, job)
      return job
    },
  }
}

/** Whatever went wrong, one of our errors; the time-out wins over the abort error it causes. */
function toProxyError(err: unknown, timedOut: boolean, timeoutMs: number): AppError {
  if (err instanceof AppError) return err
  if (err instanceof AddressRefusedError) return imageProxyErrors.addressRefused(err.host)
  if (timedOut) return imageProxyErrors.timeout(timeoutMs)
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return imageProxyErrors.upstream('The image host could not be found')
  if (code === 'ECONNREFUSED') return imageProxyErrors.upstream('The image host refused the connection')
  if (typeof code === 'string' && /^(ERR_TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code)) {
    return imageProxyErrors.upstream('The image host presented an invalid certificate')
  }
  return imageProxyErrors.upstream('The image could not be fetched')
}
