/**
 * GET /api/image-proxy (acceptance 4): SSRF refusals, redirects, size cap, time-out, real image types,
 * caching. Two set-ups:
 * - the real app (createApp through startTestApp) with the real address policy and configuration;
 * - the proxy router with an injected resolver, so test host names can stand for public hosts. The stand-in
 *   image server listens on 127.0.0.2; the policy there is the real one plus exactly that one address, and
 *   every refusal asserted there is of a different address (127.0.0.1, 10/8, 169.254.169.254 …).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { proxiedImageUrl } from '../../api/contracts/image-proxy.ts'
import { loadConfig } from '../../api/env.ts'
import { createLogger } from '../../api/logger.ts'
import { errorHandler } from '../../api/middlewares/error-handler.ts'
import { requestContext } from '../../api/middlewares/request-context.ts'
import { securityHeaders } from '../../api/middlewares/security-headers.ts'
import { ByteLruCache, isPublicAddress, parseHostRule, type AddressPolicy, type Resolver } from '../../api/modules/media/image-proxy.ts'
import { imageProxyRouter } from '../../api/modules/media/image-proxy.router.ts'
import type { AppState } from '../../api/types.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const MAX_BYTES = 64 * 1024
const TIMEOUT_MS = 600
const STAND_IN = '127.0.0.2'

interface ErrorBody {
  status: number
  code: string
  message: string
  requestId: string
}

const listen = (server: http.Server, host: string) =>
  new Promise<string>((resolve) => server.listen(0, host, () => resolve(`${host}:${(server.address() as AddressInfo).port}`)))

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

const proxyPath = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}&cdn=gala`

// ---------------------------------------------------------------------------------------------------
describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '169.254.169.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.1',
    '192.168.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '198.18.0.1',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '100.128.0.1', '2606:4700::6810:85e5', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )

  it('reads its configuration from the environment and names a bad variable', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/gala-image-proxy-test' } as const
    const config = loadConfig({ ...base, IMAGE_PROXY_HOSTS: ' Images.Example.com , *.cdn.example:8443 ', IMAGE_PROXY_MAX_BYTES: '1048576', IMAGE_PROXY_TIMEOUT_MS: '2500' })
    expect(config.imageProxy).toEqual({ hosts: ['images.example.com', '*.cdn.example:8443'], maxBytes: 1048576, timeoutMs: 2500 })
    expect(() => loadConfig({ ...base, IMAGE_PROXY_HOSTS: 'http://evil.example/' })).toThrow(/IMAGE_PROXY_HOSTS/)
    expect(() => loadConfig({ ...base, IMAGE_PROXY_TIMEOUT_MS: '0' })).toThrow(/IMAGE_PROXY_TIMEOUT_MS/)
  })

  it('reads allow-list entries', () => {
    expect(parseHostRule('*.wp.com')).toEqual({ host: 'wp.com', wildcard: true, port: '' })
    expect(parseHostRule('Image.TMDB.org:8443')).toEqual({ host: 'image.tmdb.org', wildcard: false, port: '8443' })
    expect(parseHostRule('http://x')).toBeNull()
  })

  it('the proxied URL helper leaves our paths alone and refuses other schemes', () => {
    expect(proxiedImageUrl('/media/images/place/intramuros.svg')).toBe('/media/images/place/intramuros.svg')
    expect(proxiedImageUrl('https://image.tmdb.org/t/p/w500/a b.jpg')).toBe(
      '/api/image-proxy?url=https%3A%2F%2Fimage.tmdb.org%2Ft%2Fp%2Fw500%2Fa%20b.jpg&cdn=gala',
    )
    expect(proxiedImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(proxiedImageUrl('//evil.example/x.png')).toBeUndefined()
    expect(proxiedImageUrl(null)).toBeUndefined()
  })
})

describe('ByteLruCache', () => {
  it('evicts the least recently used entries to stay under its byte budget, and expires by the clock', () => {
    const clock = fixedClock('2026-11-21T04:00:00Z')
    const cache = new ByteLruCache<{ body: Buffer }>(10, 60_000, clock)
    cache.set('a', { body: Buffer.alloc(4) })
    cache.set('b', { body: Buffer.alloc(4) })
    expect(cache.get('a')).toBeDefined() // a is now the most recent
    cache.set('c', { body: Buffer.alloc(4) }) // 12 bytes: b goes
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.bytes).toBe(8)
    cache.set('huge', { body: Buffer.alloc(11) }) // larger than the whole cache: not kept
    expect(cache.get('huge')).toBeUndefined()
    clock.advance(60_001)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(4)
  })
})

// ---------------------------------------------------------------------------------------------------
describe('GET /api/image-proxy in the app (real policy, real configuration)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const get = async (path: string) => {
    const res = await app.request(path)
    return { res, body: (await res.json()) as ErrorBody }
  }

  it('allows the configured default hosts only', () => {
    expect(app.deps.config.imageProxy.hosts).toEqual(['*.wp.com', '*.files.wordpress.com', 'secure.gravatar.com', 'image.tmdb.org'])
    expect(app.deps.config.imageProxy.maxBytes).toBe(5 * 1024 * 1024)
    expect(app.deps.config.imageProxy.timeoutMs).toBe(5000)
  })

  it.each([
    'http://127.0.0.1/a.png',
    'http://0.0.0.0/a.png',
    'http://[::1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.8/a.png',
    'http://10.200.1.1/a.png',
    'http://172.16.0.1/a.png',
    'http://172.31.200.9/a.png',
    'http://192.168.1.1/a.png',
    'http://192.168.0.254/a.png',
    'http://100.64.0.1/a.png',
    'http://224.0.0.251/a.png',
    'http://[fe80::1]/a.png',
    'http://[fd00::1]/a.png',
    'http://[::]/a.png',
    // Other spellings of 127.0.0.1 that URL parsers turn into it.
    'http://2130706433/a.png',
    'http://0x7f.1/a.png',
    'http://127.1/a.png',
    'https://017700000001/a.png',
  ])('refuses %s with 403 IMAGE_ADDRESS_REFUSED', async (url) => {
    const { res, body } = await get(proxyPath(url))
    expect(res.status).toBe(403)
    expect(body).toMatchObject({ status: 403, code: 'IMAGE_ADDRESS_REFUSED' })
    expect(body.requestId).toEqual(expect.any(String))
  })

  it('refuses hosts that are not on the allow-list (172.32.0.1 is outside 172.16/12: refused for its host, not its address)', async () => {
    for (const url of ['https://example.com/a.png', 'https://172.32.0.1/a.png', 'https://wp.com.evil.example/a.png', 'https://image.tmdb.org:8443/a.png']) {
      const { res, body } = await get(proxyPath(url))
      expect(res.status).toBe(403)
      expect(body.code).toBe('IMAGE_HOST_NOT_ALLOWED')
    }
  })

  it.each([
    ['no url', '/api/image-proxy', 'VALIDATION_FAILED'],
    ['an empty url', '/api/image-proxy?url=', 'VALIDATION_FAILED'],
    ['a relative url', proxyPath('/images/a.png'), 'INVALID_IMAGE_URL'],
    ['ftp', proxyPath('ftp://image.tmdb.org/a.png'), 'INVALID_IMAGE_URL'],
    ['javascript:', proxyPath('javascript:alert(1)'), 'INVALID_IMAGE_URL'],
    ['data:', proxyPath('data:image/png;base64,AAAA'), 'INVALID_IMAGE_URL'],
    ['file:', proxyPath('file:///etc/passwd'), 'INVALID_IMAGE_URL'],
    ['credentials', proxyPath('https://user:pass@image.tmdb.org/a.png'), 'INVALID_IMAGE_URL'],
    ['a too long url', proxyPath(`https://image.tmdb.org/${'a'.repeat(2100)}.png`), 'VALIDATION_FAILED'],
    ['a bad cdn', `/api/image-proxy?url=${encodeURIComponent('https://image.tmdb.org/a.png')}&cdn=%3Cscript%3E`, 'VALIDATION_FAILED'],
  ])('answers 400 for %s', async (_name, path, code) => {
    const { res, body } = await get(path)
    expect(res.status).toBe(400)
    expect(body).toMatchObject({ status: 400, code })
  })

  it('only answers GET', async () => {
    const res = await app.request(proxyPath('https://image.tmdb.org/a.png'), { method: 'DELETE' })
    expect(res.status).toBe(405)
  })
})

// ---------------------------------------------------------------------------------------------------
describe('GET /api/image-proxy against a stand-in image server', () => {
  let upstream: http.Server
  /** host:port of the stand-in server (127.0.0.2). */
  let upstreamAddress: string
  let port: string
  const hits = new Map<string, number>()

  let proxy: http.Server
  let proxyUrl: string
  let rebindCalls = 0

  /** The test's DNS: names used below and the addresses they resolve to. */
  const resolver: Resolver = async (hostname) => {
    const a = (address: string) => ({ address, family: address.includes(':') ? 6 : 4 })
    switch (hostname) {
      case 'images.test':
      case 'cdn.images.test':
        return [a(STAND_IN)]
      case 'loopback.test':
        return [a('127.0.0.1')]
      case 'loopback6.test':
        return [a('::1')]
      case 'metadata.test':
        return [a('169.254.169.254')]
      case 'intranet.test':
        return [a('10.1.2.3')]
      case 'mixed.test':
        return [a(STAND_IN), a('192.168.1.10')]
      case 'rebind.test':
        // Public the first time, loopback afterwards: the classic DNS-rebinding move.
        return [a(rebindCalls++ === 0 ? STAND_IN : '127.0.0.1')]
      default:
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    }
  }
  /** The real policy plus the one stand-in address. */
  const policy: AddressPolicy = (address) => address === STAND_IN || isPublicAddress(address)

  const testHosts = () => ['images.test', '*.images.test', 'loopback.test', 'loopback6.test', 'metadata.test', 'intranet.test', 'mixed.test', 'rebind.test', 'nowhere.test'].map((host) => `${host}:${port}`)

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname
      hits.set(path, (hits.get(path) ?? 0) + 1)
      const send = (status: number, type: string, body: Buffer | string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': type, ...headers })
        res.end(body)
      }
      const redirect = (location: string, status = 302) => {
        res.writeHead(status, { Location: location })
        res.end()
      }
      switch (path) {
        case '/photo.png':
        case '/photo-2.png':
        case '/counted.png':
          return send(200, 'image/png', PNG)
        case '/mislabelled.jpg':
          return send(200, 'image/jpeg', GIF)
        case '/page.html':
          return send(200, 'text/html; charset=utf-8', '<!doctype html><title>Not an image</title>')
        case '/fake.png':
          return send(200, 'image/png', '<script>alert(1)</script>'.repeat(10))
        case '/drawing.svg':
          return send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
        case '/no-type':
          res.writeHead(200)
          return res.end(PNG)
        case '/huge-declared.png':
          return send(200, 'image/png', Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]))
        case '/huge-chunked.png': {
          // No Content-Length: the cap must hold while streaming.
          res.writeHead(200, { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' })
          res.write(PNG)
          let sent = 0
          const timer = setInterval(() => {
            if (res.destroyed || sent > MAX_BYTES * 4) {
              clearInterval(timer)
              res.end()
              return
            }
            res.write(Buffer.alloc(16 * 1024))
            sent += 16 * 1024
          }, 1)
          return
        }
        case '/slow-headers.png':
          setTimeout(() => send(200, 'image/png', PNG), TIMEOUT_MS * 4).unref()
          return
        case '/slow-body.png':
          res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(PNG.length) })
          res.write(PNG.subarray(0, 8))
          setTimeout(() => res.end(PNG.subarray(8)), TIMEOUT_MS * 4).unref()
          return
        case '/gone.png':
          return send(404, 'text/plain', 'Not found')
        case '/to-loopback-ip':
          return redirect(`http://127.0.0.1:${port}/photo.png`)
        case '/to-loopback-name':
          return redirect(`http://loopback.test:${port}/photo.png`)
        case '/to-metadata':
          return redirect('http://169.254.169.254/latest/meta-data/', 301)
        case '/to-other-host':
          return redirect('https://evil.example/photo.png')
        case '/to-ftp':
          return redirect('ftp://images.test/photo.png')
        case '/to-relative':
          return redirect('/photo.png', 307)
        case '/no-location':
          res.writeHead(302)
          return res.end()
        default: {
          const hop = /^\/hop\/(\d+)$/.exec(path)
          if (hop) {
            const left = Number(hop[1])
            return left === 0 ? send(200, 'image/png', PNG) : redirect(`http://images.test:${port}/hop/${left - 1}`)
          }
          return send(404, 'text/plain', 'Not found')
        }
      }
    })
    upstreamAddress = await listen(upstream, STAND_IN)
    port = upstreamAddress.split(':')[1]!

    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/gala-image-proxy-test' })
    config.imageProxy = { hosts: testHosts(), maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS }
    const app = new Koa<AppState>()
    app.use(requestContext(createLogger('silent')))
    app.use(errorHandler())
    app.use(securityHeaders({ https: false }))
    app.use(imageProxyRouter({ config, clock: fixedClock('2026-11-21T04:00:00Z') }, { resolve: resolver, isAddressAllowed: policy }).routes())
    proxy = http.createServer(app.callback())
    proxyUrl = `http://${await listen(proxy, '127.0.0.1')}`
  })
  afterAll(async () => {
    await Promise.all([proxy && close(proxy), upstream && close(upstream)])
  })

  const fetchProxy = (sourceUrl: string, init?: RequestInit) => fetch(proxyUrl + proxyPath(sourceUrl), init)
  const expectError = async (sourceUrl: string, status: number, code: string) => {
    const res = await fetchProxy(sourceUrl)
    const body = (await res.json()) as ErrorBody
    expect({ status: res.status, code: body.code }).toEqual({ status, code })
    expect(body.status).toBe(status)
    expect(body.message).toEqual(expect.any(String))
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    return body
  }

  it('serves an allowed image with its detected type, nosniff, a locked-down CSP and a long cache', async () => {
    const res = await fetchProxy(`http://images.test:${port}/photo.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=604800/)
    expect(res.headers.get('etag')).toMatch(/^"/)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
  })

  it('matches wildcard entries and follows a relative redirect on an allowed host', async () => {
    expect((await fetchProxy(`http://cdn.images.test:${port}/photo.png`)).status).toBe(200)
    const res = await fetchProxy(`http://images.test:${port}/to-relative`)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
  })

  it('sends the type the bytes have, not the one the source claims', async () => {
    const res = await fetchProxy(`http://images.test:${port}/mislabelled.jpg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/gif')
  })

  it('caches by URL: the second request does not reach the source, and If-None-Match gets a 304', async () => {
    const url = `http://images.test:${port}/counted.png`
    const [first, second] = await Promise.all([fetchProxy(url), fetchProxy(url)])
    expect([first.status, second.status]).toEqual([200, 200])
    const third = await fetchProxy(url)
    expect(third.status).toBe(200)
    expect(hits.get('/counted.png')).toBe(1)
    const etag = third.headers.get('etag')!
    // fetch() turns a conditional request into a no-cache reload (Fetch spec), so use node:http here.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(proxyUrl + proxyPath(url), { headers: { 'If-None-Match': etag } }, (res) => {
          res.resume()
          resolve(res.statusCode)
        })
        .on('error', reject)
    })
    expect(status).toBe(304)
    expect(hits.get('/counted.png')).toBe(1)
  })

  it('refuses a host name that resolves to loopback (IPv4 and IPv6), link-local or private addresses', async () => {
    await expectError(`http://loopback.test:${port}/photo.png`, 403, 'IMAGE_ADDRESS_REFUSED')
    await expectError(`http://loopback6.test:${port}/photo.png`, 403, 'IMAGE_ADDRESS_REFUSED')
    await expectError(`http://metadata.test:${port}/latest/meta-data/`, 403, 'IMAGE_ADDRESS_REFUSED')
    await expectError(`http://intranet.test:${port}/photo.png`, 403, 'IMAGE_ADDRESS_REFUSED')
  })

  it('refuses a host when any of its addresses is private', async () => {
    await expectError(`http://mixed.test:${port}/photo.png`, 403, 'IMAGE_ADDRESS_REFUSED')
  })

  it('checks the address on every connection, so a rebinding DNS answer is refused', async () => {
    expect((await fetchProxy(`http://rebind.test:${port}/photo.png`)).status).toBe(200)
    // A different URL (not cached): the name now resolves to 127.0.0.1.
    await expectError(`http://rebind.test:${port}/photo-2.png`, 403, 'IMAGE_ADDRESS_REFUSED')
  })

  it('refuses redirects to loopback, to the metadata address, to other hosts and to other schemes', async () => {
    const before = hits.get('/photo.png') ?? 0
    await expectError(`http://images.test:${port}/to-loopback-ip`, 403, 'IMAGE_ADDRESS_REFUSED')
    await expectError(`http://images.test:${port}/to-loopback-name`, 403, 'IMAGE_ADDRESS_REFUSED')
    await expectError(`http://images.test:${port}/to-metadata`, 403, 'IMAGE_ADDRESS_REFUSED')
    await expectError(`http://images.test:${port}/to-other-host`, 403, 'IMAGE_HOST_NOT_ALLOWED')
    await expectError(`http://images.test:${port}/to-ftp`, 400, 'INVALID_IMAGE_URL')
    await expectError(`http://images.test:${port}/no-location`, 502, 'IMAGE_UPSTREAM_ERROR')
    expect(hits.get('/photo.png') ?? 0).toBe(before)
  })

  it('follows at most 3 redirects', async () => {
    expect((await fetchProxy(`http://images.test:${port}/hop/3`)).status).toBe(200)
    const body = await expectError(`http://images.test:${port}/hop/4`, 502, 'IMAGE_UPSTREAM_ERROR')
    expect(body.message).toMatch(/redirects/)
  })

  it('refuses what is not an image: an HTML page, a body that only claims to be PNG, SVG, no type', async () => {
    await expectError(`http://images.test:${port}/page.html`, 415, 'NOT_AN_IMAGE')
    await expectError(`http://images.test:${port}/fake.png`, 415, 'NOT_AN_IMAGE')
    const svg = await expectError(`http://images.test:${port}/drawing.svg`, 415, 'NOT_AN_IMAGE')
    expect(svg.message).toMatch(/SVG/)
    await expectError(`http://images.test:${port}/no-type`, 415, 'NOT_AN_IMAGE')
  })

  it('refuses an oversized body, declared or streamed', async () => {
    await expectError(`http://images.test:${port}/huge-declared.png`, 413, 'IMAGE_TOO_LARGE')
    await expectError(`http://images.test:${port}/huge-chunked.png`, 413, 'IMAGE_TOO_LARGE')
  })

  it('gives up on a slow source with 504, whether the headers or the body are slow', async () => {
    const started = Date.now()
    await expectError(`http://images.test:${port}/slow-headers.png`, 504, 'IMAGE_TIMEOUT')
    await expectError(`http://images.test:${port}/slow-body.png`, 504, 'IMAGE_TIMEOUT')
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4)
  })

  it('answers 502 when the source fails or cannot be found, and 403 for a port not on the allow-list', async () => {
    await expectError(`http://images.test:${port}/gone.png`, 502, 'IMAGE_UPSTREAM_ERROR')
    await expectError(`http://nowhere.test:${port}/photo.png`, 502, 'IMAGE_UPSTREAM_ERROR')
    await expectError(`http://images.test:1/photo.png`, 403, 'IMAGE_HOST_NOT_ALLOWED')
    await expectError(`http://images.test/photo.png`, 403, 'IMAGE_HOST_NOT_ALLOWED')
  })

  it('does not cache failures', async () => {
    await expectError(`http://images.test:${port}/gone.png`, 502, 'IMAGE_UPSTREAM_ERROR')
    await expectError(`http://images.test:${port}/gone.png`, 502, 'IMAGE_UPSTREAM_ERROR')
    expect(hits.get('/gone.png')).toBe(3)
  })
})
