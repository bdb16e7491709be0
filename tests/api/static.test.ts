import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/test-app.ts'

/** A tiny stand-in for the built PWA so these tests do not depend on `vite build`. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-dist-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'icons'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('gala '.repeat(2000))})`)
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  // Source maps a careless deploy might copy in: never served.
  writeFileSync(path.join(dir, 'sw.js.map'), '{"version":3,"sources":["../sw/sw.ts"]}')
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../pwa/main.tsx"]}')
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Gala"}')
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), 'png')
  // What `vite build --ssr` and Vite's manifests leave in dist/.
  mkdirSync(path.join(dir, '.server'))
  mkdirSync(path.join(dir, '.vite'))
  mkdirSync(path.join(dir, 'a'))
  writeFileSync(path.join(dir, '.server', 'entry-server.js'), 'export const render = () => "server code"')
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"pwa/main.tsx":{"file":"assets/index-abc123.js"}}')
  writeFileSync(path.join(dir, '.vite', 'ssr-manifest.json'), '{"server":"manifest"}')
  writeFileSync(path.join(dir, 'a', '.hidden'), 'hidden')
  return dir
}

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ config: { distDir: fakeDist() } })
})
afterAll(async () => {
  await app.close()
})

describe('serving the built PWA', () => {
  it('serves index.html at / and revalidates it every time', async () => {
    const res = await app.request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('<div id="root">')
  })

  it('answers deep links with the app', async () => {
    for (const link of ['/movies/now-showing', '/profile/juan/followers', '/no/such/page']) {
      const res = await app.request(link)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('caches hashed assets immutably and compresses them', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    // fetch decodes the body transparently; the header proves it travelled compressed
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect((await res.text()).startsWith('console.log(')).toBe(true)
  })

  it('revalidates /sw.js and the manifest on every load', async () => {
    const sw = await app.request('/sw.js')
    expect(sw.status).toBe(200)
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    expect(sw.headers.get('service-worker-allowed')).toBe('/')
    const manifest = await app.request('/manifest.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(manifest.headers.get('content-type')).toMatch(/manifest\+json/)
  })

  it('answers 304 when the file has not changed', async () => {
    const first = await app.request('/sw.js')
    const lastModified = first.headers.get('last-modified')
    expect(lastModified).toBeTruthy()
    // fetch() turns a conditional request into a no-cache reload (Fetch spec), so use node:http here.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.get(`${app.url}/sw.js`, { headers: { 'If-Modified-Since': lastModified! } }, (res) => {
        res.resume()
        resolve(res.statusCode)
      }).on('error', reject)
    })
    expect(status).toBe(304)
  })

  it('gives a plain 404 for a missing file with an extension (never HTML for a stale chunk)', async () => {
    const res = await app.request('/assets/index-old999.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/)
  })

  it('never serves source maps, even when one is in the build folder', async () => {
    for (const map of ['/sw.js.map', '/assets/index-abc123.js.map', '/assets/INDEX-abc123.JS.MAP', '/sw.js.map?x=1']) {
      const res = await app.request(map)
      expect(res.status, map).toBe(404)
      expect(await res.text(), map).not.toContain('"sources"')
    }
  })

  it('never serves a path with a segment starting with a dot: the server bundle, Vite manifests, hidden files', async () => {
    for (const hidden of ['/.server/entry-server.js', '/.vite/manifest.json', '/.vite/ssr-manifest.json', '/a/.hidden', '/%2eserver/entry-server.js', '/.vite', '/.well-known/x']) {
      const res = await app.request(hidden)
      const body = await res.text()
      expect(res.status, hidden).toBe(404)
      expect(res.headers.get('content-type') ?? '', hidden).not.toMatch(/html/)
      for (const secret of ['server code', 'manifest', 'index-abc123', 'hidden']) expect(body, hidden).not.toContain(secret)
    }
  })

  it('sends the Permissions-Policy on pages and static files: geolocation on our origin, the rest off', async () => {
    for (const url of ['/', '/movies/now-showing', '/sw.js', '/assets/index-abc123.js']) {
      const policy = (await app.request(url)).headers.get('permissions-policy') ?? ''
      expect(policy, url).toContain('geolocation=(self)')
      for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'browsing-topics=()']) expect(policy, url).toContain(denied)
    }
  })

  it('does not let a path escape the build folder', async () => {
    const res = await app.request('/..%2f..%2fpackage.json')
    expect([400, 404]).toContain(res.status)
    expect(await res.text()).not.toContain('"name": "gala"')
  })

  it('says the app is not built when dist/ is missing', async () => {
    const unbuilt = await startTestApp({ config: { distDir: path.join(tmpdir(), 'gala-missing-dist') } })
    try {
      const res = await unbuilt.request('/movies')
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('npm run build')
    } finally {
      await unbuilt.close()
    }
  })
})
