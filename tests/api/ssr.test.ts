/**
 * Serving server-rendered pages (issue 21, decision 040; api/ssr.ts): the Koa side around the renderer. The
 * renderer here is a stand-in module in a temporary build (the real one is the PWA built by `vite build --ssr`,
 * checked in the browser suite, tests/e2e/ssr*.spec.ts); it answers as the real one does for a page, a missing
 * page, a moved page, a personal page and a failure, and reads the API over loopback like the real one.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateCache } from '../../api/cache/cache-bus.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const RENDERER = `
globalThis.galaRenders ??= 0
export async function renderPage({ url, apiBase, nonce }) {
  const { pathname } = new URL(url)
  if (pathname === '/boom') throw new Error('the renderer broke')
  if (pathname === '/mine') return { kind: 'shell' }
  if (pathname === '/old') return { kind: 'redirect', status: 307, location: '/new' }
  const health = await (await fetch(apiBase + '/api/health')).json()
  globalThis.galaRenders++
  if (pathname === '/gone') return { kind: 'page', status: 404, head: '<title>Not found | Gala</title><meta name="robots" content="noindex"/>', body: '<h1>Not found</h1>' }
  return {
    kind: 'page',
    status: 200,
    head: '<title>Rendered | Gala</title><link rel="modulepreload" href="/assets/page-ghi.js" fetchPriority="low"/><meta name="description" content="A rendered page." nonce="' + nonce + '"/><meta property="csp-nonce" content="' + nonce + '"/>',
    body: '<h1>Rendered ' + pathname + '</h1><p>API ' + health.status + ' render ' + globalThis.galaRenders + '</p><script nonce="' + nonce + '">window.$_TSR={}</script>',
  }
}
`

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-ssr-dist-'))
  mkdirSync(path.join(dir, '.server'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Gala: Metro Manila city and entertainment guide</title><meta name="description" content="Default." /><meta name="csp-nonce" nonce="__GALA_CSP_NONCE__" /><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-def.js"></head><body><div id="root"></div><noscript><p>Gala needs JavaScript</p></noscript></body></html>',
  )
  writeFileSync(path.join(dir, '.server', 'package.json'), '{ "type": "module" }\n')
  writeFileSync(path.join(dir, '.server', 'entry-server.js'), RENDERER)
  return dir
}

const renders = () => (globalThis as { galaRenders?: number }).galaRenders ?? 0
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

let app: TestApp
let dist: string
beforeAll(async () => {
  dist = fakeDist()
  app = await startTestApp({ config: { distDir: dist, ssrPageBody: true } })
})
afterAll(async () => {
  await app.close()
})

describe('server-rendered pages', () => {
  it('fills the build’s index.html with the rendered head and page, under a fresh nonce for each response', async () => {
    const res = await app.request('/movies/theaters/abreeza')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    expect(html).toContain('<div id="root"><h1>Rendered /movies/theaters/abreeza</h1><p>API ok')
    // The page's own title and description replace the defaults; the nonce is not copied into meta tags.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Rendered | Gala</title>')
    expect(html).toContain('<meta name="description" content="A rendered page."/>')
    expect(html).not.toContain('Default.')
    expect(html).not.toContain('property="csp-nonce"')
    expect(html).not.toContain('Gala needs JavaScript')
    const nonce = nonceOf(res.headers.get('content-security-policy'))
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain(`<meta name="csp-nonce" nonce="${nonce}" />`)
    expect(res.headers.get('etag')).toBe(`"${/^"([^.]+)\./.exec(res.headers.get('etag')!)![1]}.${nonce}"`)
  })

  it('asks for a rendered page’s code after its first paint: the entry moves from the head to the loader, and no module is preloaded', async () => {
    const res = await app.request('/movies/theaters/code-after-paint')
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('<script type="module"')
    // Neither the shell's preloads nor the page's own (from the router's head) are anywhere in the page.
    expect(html).not.toContain('modulepreload')
    const nonce = nonceOf(res.headers.get('content-security-policy'))
    const loader = html.match(/<script nonce="([^"]+)" id="gala-code">([^<]*)<\/script>\s*<\/body>/)
    expect(loader?.[1]).toBe(nonce)

    // The loader run as the browser runs it: nothing is added before a frame has been painted and a task has passed;
    // then the entry alone, as a module at low priority, once; a hidden tab gets it at once.
    const run = (visibilityState: 'visible' | 'hidden') => {
      const added: Record<string, string>[] = []
      const frames: (() => void)[] = []
      const timers: (() => void)[] = []
      const window: Record<string, unknown> = {}
      const element = () => {
        const attributes: Record<string, string> = {}
        return new Proxy(attributes, {
          set: (target, key, value) => ((target[String(key)] = String(value)), true),
          get: (target, key) => (key === 'setAttribute' ? (name: string, value: string) => (target[name] = value) : target[String(key)]),
        })
      }
      const document = { visibilityState, createElement: (tag: string) => Object.assign(element(), { tag }), head: { appendChild: (e: Record<string, string>) => added.push({ ...e }) } }
      runInNewContext(loader![2]!, {
        document,
        window,
        addEventListener: () => undefined,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
      })
      return { added, frames, timers }
    }
    const visible = run('visible')
    expect(visible.added).toEqual([])
    visible.frames.splice(0).forEach((callback) => callback())
    expect(visible.added).toEqual([])
    visible.timers.splice(0).forEach((callback) => callback())
    visible.timers.splice(0).forEach((callback) => callback())
    expect(visible.added).toEqual([{ tag: 'script', type: 'module', fetchpriority: 'low', src: '/assets/index-abc.js' }])
    expect(run('hidden').added).toEqual([{ tag: 'script', type: 'module', fetchpriority: 'low', src: '/assets/index-abc.js' }])

    // A page sent without its body (the app shell) keeps its code in the head: it has nothing to show without it.
    const missing = await app.request('/gone')
    const shell = await missing.text()
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">')
    expect(shell).not.toContain('gala-code')
  })

  it('keeps a page per URL: a second visitor gets it without a rendering, with a nonce of its own', async () => {
    const first = await app.request('/places/cached')
    const before = renders()
    const second = await app.request('/places/cached')
    expect(renders()).toBe(before)
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(first.headers.get('content-security-policy')))
    const body = (text: string) => text.replaceAll(/nonce="[^"]+"/g, '')
    expect(body(await second.text())).toBe(body(await first.text()))
    // Another query string is another page.
    await app.request('/places/cached?page=2')
    expect(renders()).toBe(before + 1)
  })

  it('answers a revalidation with 304 and the policy of the nonce the browser’s copy carries', async () => {
    const first = await app.request('/events/etag')
    const etag = first.headers.get('etag')!
    const nonce = nonceOf(first.headers.get('content-security-policy'))
    const again = await app.request('/events/etag', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(nonceOf(again.headers.get('content-security-policy'))).toBe(nonce)
    expect(again.headers.get('etag')).toBe(etag)
    // A validator that is not ours (or whose nonce is not one) gets the page.
    const forged = await app.request('/events/etag', { headers: { 'If-None-Match': etag.replace(/\.[^"]+"$/, '.not-a-nonce"') } })
    expect(forged.status).toBe(200)
    expect(nonceOf(forged.headers.get('content-security-policy'))).not.toBe('not-a-nonce')
  })

  it('renders again once a cache the staff tools write (showtimes, SEO, reflinks) is invalidated', async () => {
    const first = await app.request('/tv/channels/1')
    const etag = first.headers.get('etag')!
    const before = renders()
    invalidateCache(app.deps.db, 'showtimes', '/api/theaters/')
    const after = await app.request('/tv/channels/1', { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(renders()).toBe(before + 1)
    expect(await after.text()).toContain(`render ${before + 1}`)
  })

  it('answers a missing page with 404, its head and the app shell (the browser renders it for the person asking)', async () => {
    const res = await app.request('/gone')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('<div id="root"></div>')
    expect(res.headers.get('etag')).toBeNull()
  })

  it('sends moved pages on with a permanent redirect', async () => {
    const res = await app.request('/old', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/new')
  })

  it('answers personal pages, and any page whose rendering fails, with the app shell and never a 500', async () => {
    for (const pathname of ['/mine', '/boom']) {
      const res = await app.request(pathname)
      expect(res.status, pathname).toBe(200)
      const html = await res.text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).toContain('Gala: Metro Manila city and entertainment guide')
    }
    expect(app.logs.some((line) => line.msg === 'server rendering failed; the app shell answers')).toBe(true)
  })

  it('renders again after a release (another index.html): kept pages carry the old one', async () => {
    await app.request('/festivals/release')
    const before = renders()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const index = path.join(dist, 'index.html')
    writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', '<meta name="gala-release" content="next"></head>'))
    const res = await app.request('/festivals/release')
    expect(renders()).toBe(before + 1)
    expect(await res.text()).toContain('<meta name="gala-release" content="next">')
  })

  it('still serves index.html itself as the app shell (the service worker precaches it)', async () => {
    const res = await app.request('/index.html')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<div id="root"></div>')
  })
})

describe('server-rendered heads without the page body (SSR_PAGE_BODY=false)', () => {
  it('sends the rendered head with the app shell, which the browser renders as before', async () => {
    const headOnly = await startTestApp({ config: { distDir: fakeDist(), ssrPageBody: false } })
    try {
      const res = await headOnly.request('/movies/theaters/abreeza')
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('<title>Rendered | Gala</title>')
      expect(html).toContain('<meta name="description" content="A rendered page."/>')
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('window.$_TSR')
      expect(html).toContain('Gala needs JavaScript')
      expect(res.headers.get('etag')).toMatch(/^"[^.]+\.[A-Za-z0-9+/]{24}"$/)
    } finally {
      await headOnly.close()
    }
  })
})
