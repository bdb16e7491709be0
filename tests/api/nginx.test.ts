import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app.ts'
import { fixedClock } from '../../api/clock.ts'
import { loadConfig, type Config } from '../../api/env.ts'
import { createLogger } from '../../api/logger.ts'
import { createMailer } from '../../api/mail/mailer.ts'
import { EXAMPLE_NGINX_CONF, EXAMPLE_NGINX_OPTIONS, pageSecurityHeaders, renderNginxConf, standaloneNginxConf } from '../../scripts/lib/nginx-conf.ts'
import { createTestDatabaseAsync, testOnPostgres, type TestDatabase } from '../support/test-db.ts'

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx'
const hasNginx = existsSync(NGINX)
if (!hasNginx) console.warn(`[nginx.test] skipped: ${NGINX} is missing (apt-get install -y nginx-light)`)

/** The stand-in build of tests/api/static.test.ts, plus registerSW.js and an icon. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-dist-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'icons'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('gala '.repeat(2000))})`)
  writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), `body{color:red}${' '.repeat(2000)}`)
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dir, 'sw.js.map'), '{"version":3,"sources":["../sw/sw.ts"]}')
  writeFileSync(path.join(dir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")')
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Gala"}')
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), 'png')
  // What `vite build --ssr` and Vite's manifests leave in dist/ (issue 35: never public).
  mkdirSync(path.join(dir, '.server'))
  mkdirSync(path.join(dir, '.vite'))
  mkdirSync(path.join(dir, 'a'))
  writeFileSync(path.join(dir, '.server', 'entry-server.js'), 'export const render = () => "server code"')
  writeFileSync(path.join(dir, '.server', 'x'), 'server file')
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"pwa/main.tsx":{"file":"assets/index-abc123.js"}}')
  writeFileSync(path.join(dir, '.vite', 'ssr-manifest.json'), '{}')
  writeFileSync(path.join(dir, 'a', '.hidden'), 'hidden')
  return dir
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

interface Instance {
  name: string
  server: http.Server
  address: string
  /** What the app saw of each request: ctx.ip and ctx.protocol. */
  seen: { ip: string; protocol: string; path: string }[]
}

/** A GET through node:http (fetch cannot pick the source address), with its status and headers. */
function get(url: string, options: http.RequestOptions = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

// nginx (deploy/nginx/gala.conf.template) in front of two API instances: the static files it serves itself
// carry the API's headers, requests reach both instances, the app sees the real client, and an instance that
// dies during a load of reads costs (almost) nothing. Runs in the SQLite run only: the database plays no part.
describe.runIf(hasNginx && !testOnPostgres)('nginx in front of two API instances', () => {
  let prefix: string
  let distDir: string
  let database: TestDatabase
  let config: Config
  let nginx: ChildProcess
  let nginxUrl: string
  let nginxLog = ''
  const instances: Instance[] = []

  beforeAll(async () => {
    prefix = mkdtempSync(path.join(tmpdir(), 'gala-nginx-'))
    distDir = fakeDist()
    database = await createTestDatabaseAsync()
    config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, DATABASE_URL: database.url, TRUST_PROXY: 'true' }), distDir }
    for (const name of ['a', 'b']) {
      const app = createApp({
        config,
        db: database.db,
        clock: fixedClock('2026-11-21T04:00:00Z'),
        logger: createLogger('silent'),
        mailer: createMailer(config.mail, createLogger('silent')),
      })
      const seen: Instance['seen'] = []
      // Recorded before anything else runs (Koa composes app.middleware when callback() is called).
      app.middleware.unshift(async (ctx, next) => {
        seen.push({ ip: ctx.ip, protocol: ctx.protocol, path: ctx.path })
        await next()
      })
      const server = http.createServer(app.callback())
      server.keepAliveTimeout = 65_000
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      instances.push({ name, server, address: `127.0.0.1:${(server.address() as AddressInfo).port}`, seen })
    }
    const port = await freePort()
    const conf = path.join(prefix, 'nginx.conf')
    writeFileSync(conf, standaloneNginxConf({ prefix, upstreams: instances.map((i) => i.address), distDir, listen: `127.0.0.1:${port}` }))
    nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
    nginx.stdout!.on('data', (chunk) => (nginxLog += chunk))
    nginx.stderr!.on('data', (chunk) => (nginxLog += chunk))
    nginxUrl = `http://127.0.0.1:${port}`
    for (let attempt = 0; ; attempt++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxLog}`)
      try {
        await get(`${nginxUrl}/robots.txt`)
        break
      } catch {
        if (attempt > 100) throw new Error(`nginx did not answer: ${nginxLog}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  })

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGTERM')
      await exited
    }
    for (const { server } of instances) {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    await database?.destroy()
    for (const dir of [prefix, distDir]) if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('serves the built files with the headers the API sends for the same paths', async () => {
    const direct = `http://${instances[0]!.address}`
    const compared = ['cache-control', 'content-type', 'service-worker-allowed', ...Object.keys(pageSecurityHeaders(false)).map((h) => h.toLowerCase())]
    const paths = [
      '/',
      '/index.html',
      '/movies/now-showing',
      '/profile/juan/followers',
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/sw.js',
      '/registerSW.js',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]
    // The app document comes from the API through nginx (a fresh CSP nonce per request, decision 035).
    const documents = ['/', '/index.html', '/movies/now-showing', '/profile/juan/followers']
    const sameNonce = (value: string | string[] | undefined) => (typeof value === 'string' ? value.replace(/'nonce-[^']+'/, "'nonce-N'") : value)
    const before = instances.map((i) => i.seen.length)
    for (const pathname of paths) {
      const [fromApi, fromNginx] = [await get(direct + pathname), await get(nginxUrl + pathname)]
      expect(fromNginx.status, pathname).toBe(200)
      expect(fromNginx.status, pathname).toBe(fromApi.status)
      expect(fromNginx.body, pathname).toBe(fromApi.body)
      for (const header of compared) {
        expect({ pathname, header, value: sameNonce(fromNginx.headers[header]) }).toEqual({ pathname, header, value: sameNonce(fromApi.headers[header]) })
      }
      if (documents.includes(pathname)) expect(fromNginx.headers['content-security-policy'], pathname).toMatch(/script-src 'self' 'nonce-/)
    }
    // nginx answered the other files itself: the instances saw the direct requests and the documents only.
    expect(instances[0]!.seen.length + instances[1]!.seen.length - before[0]! - before[1]!).toBe(paths.length + documents.length)

    // robots.txt and the sitemaps are generated by the API (decision 032): nginx passes them on, never a file of dist.
    for (const pathname of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
      const seenBefore = instances[0]!.seen.length + instances[1]!.seen.length
      const [fromApi, fromNginx] = [await get(direct + pathname), await get(nginxUrl + pathname)]
      expect(fromNginx.status, pathname).toBe(200)
      expect(fromNginx.body, pathname).toBe(fromApi.body)
      expect(instances[0]!.seen.length + instances[1]!.seen.length - seenBefore, pathname).toBe(2)
    }
    expect((await get(`${nginxUrl}/robots.txt`)).body).not.toBe('User-agent: *\n')

    // Both compress big text files, and both refuse missing chunks and source maps.
    for (const url of [direct, nginxUrl]) {
      const asset = await get(`${url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
      expect(asset.headers['content-encoding'], url).toBe('gzip')
      for (const missing of ['/assets/index-old999.js', '/sw.js.map', '/assets/INDEX-abc123.JS.MAP', '/no-such-file.png']) {
        const res = await get(url + missing)
        expect({ url, missing, status: res.status }).toEqual({ url, missing, status: 404 })
        expect(res.headers['content-type'] ?? '').not.toMatch(/html/)
        expect(res.body).toBe('Not Found')
      }
      // Nothing under a dot name: the server bundle, Vite's manifests, any hidden file, however the path is spelt
      // (sent as written: a URL parser would fold the ../ away on this side).
      for (const hidden of ['/.server/entry-server.js', '/.vite/manifest.json', '/.vite/ssr-manifest.json', '/assets/../.server/x', '/a/.hidden', '/.vite/']) {
        const { hostname, port } = new URL(url)
        const res = await get(url, { hostname, port, path: hidden })
        expect({ url, hidden, status: res.status }).toEqual({ url, hidden, status: 404 })
        expect(res.body).toBe('Not Found')
      }
    }
  })

  it('sends API requests and generated images to both instances, and the API answers them', async () => {
    const before = instances.map((i) => i.seen.length)
    for (let i = 0; i < 10; i++) {
      const res = await get(`${nginxUrl}/api/health`)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'") // the API's own
    }
    expect((await get(`${nginxUrl}/api/no-such-route`)).status).toBe(404)
    expect((await get(`${nginxUrl}/media/posters/nosuchhash.svg`)).status).toBe(404)
    const served = instances.map((instance, i) => instance.seen.length - before[i]!)
    expect(served[0]! + served[1]!).toBe(12)
    expect(Math.min(...served)).toBeGreaterThanOrEqual(4)
  })

  it('the app sees the real client address and scheme, not what the client wrote in X-Forwarded-*', async () => {
    for (const instance of instances) instance.seen.length = 0
    const res = await get(`${nginxUrl}/api/health?who`, {
      localAddress: '127.0.0.7',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    })
    expect(res.status).toBe(200)
    const seen = instances.flatMap((i) => i.seen)
    expect(seen).toEqual([{ ip: '127.0.0.7', protocol: 'http', path: '/api/health' }])
  })

  it('loses fewer than 1% of reads when an instance dies under load', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
    const [a, b] = instances as [Instance, Instance]
    let ok = 0
    let failed = 0
    const failures: string[] = []
    let stop = false
    const worker = async () => {
      while (!stop) {
        try {
          const res = await get(`${nginxUrl}/api/health`, { agent })
          if (res.status === 200) ok++
          else {
            failed++
            failures.push(String(res.status))
          }
        } catch (err) {
          failed++
          failures.push((err as Error).message)
        }
      }
    }
    const load = Promise.all(Array.from({ length: 20 }, worker))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const beforeKill = { a: a.seen.length, b: b.seen.length }
    // The instance dies: in-flight requests are cut and new connections refused.
    b.server.closeAllConnections()
    b.server.close()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    stop = true
    await load
    agent.destroy()

    expect(beforeKill.b).toBeGreaterThan(20) // b really took part before it died
    expect(a.seen.length - beforeKill.a).toBeGreaterThan(50) // a carried on
    const total = ok + failed
    expect(total).toBeGreaterThan(200)
    expect(failed / total, `${failed} of ${total} failed: ${failures.slice(0, 5).join('; ')}`).toBeLessThan(0.01)
    // The reads cut on b were retried on a, not lost: without proxy_next_upstream about half the 20 in flight
    // fail with 502 (7 of about 1,200 here, 0.6%: under 1% too, so the ratio alone would not show it).
    expect(failed, failures.slice(0, 5).join('; ')).toBeLessThanOrEqual(2)
  })
})

it('the checked-in deploy/nginx/gala.conf is the template rendered with the example settings', () => {
  const checkedIn = readFileSync(EXAMPLE_NGINX_CONF, 'utf8')
  expect(checkedIn, 'render it again: npm run nginx:conf -- --example').toBe(renderNginxConf(EXAMPLE_NGINX_OPTIONS))
})
