import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  pageBlockReason,
  scriptVerdict,
  SITE_SCRIPT_MESSAGES,
  type PublicScriptsResponse,
  type SiteScriptBodyInput,
  type SiteScriptListResponse,
  type SiteScriptResponse,
} from '../../api/contracts/site-scripts.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

/** A stand-in build whose index.html holds the nonce placeholder, as pwa/index.html does. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-scripts-dist-'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" nonce="__GALA_CSP_NONCE__"></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  return dir
}

let app: TestApp
let admin: Record<string, string>
let moderator: Record<string, string>
let user: Record<string, string>

beforeAll(async () => {
  app = await startTestApp({ config: { distDir: fakeDist() } })
  admin = (await signedInUser(app, { username: 'ss_admin', email: 'ss.admin@example.test', role: 'admin' })).headers
  moderator = (await signedInUser(app, { username: 'ss_mod', email: 'ss.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'ss_user', email: 'ss.user@example.test' })).headers
})
afterAll(async () => {
  await app?.close()
})

type Body = { message?: string; code?: string; issues?: { field: string; message: string }[] }
async function call<T>(method: string, url: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { res, body: (text ? JSON.parse(text) : {}) as T & Body }
}

const valid: SiteScriptBodyInput = {
  name: 'Partner pixel',
  markup: '<script src="https://partner.example/tag.js" async></script>',
  position: 'header',
}
const lastAudit = (action: string) => app.deps.db.auditLog.findFirst({ where: { action }, orderBy: { id: 'desc' } })
const publicScripts = async (query = '') => (await call<PublicScriptsResponse>('GET', `/api/scripts/public${query}`)).body

describe('who may use /api/admin/scripts', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/scripts'],
    ['POST', '/api/admin/scripts', valid],
    ['GET', '/api/admin/scripts/1'],
    ['PUT', '/api/admin/scripts/1', valid],
    ['DELETE', '/api/admin/scripts/1'],
  ]
  it.each(routes)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, url, body) => {
    expect((await call(method, url, {}, body)).res.status).toBe(401)
    const asUser = await call(method, url, user, body)
    expect(asUser.res.status).toBe(403)
    expect(asUser.body.code).toBe('FORBIDDEN')
    expect((await call(method, url, moderator, body)).res.status).toBe(403)
  })
})

describe('create, edit and delete', () => {
  it('creates a script with its defaults and audits it', async () => {
    const created = await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, excludedPaths: ['/movies', '/movies', '/events/'] })
    expect(created.res.status).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Partner pixel', position: 'header', enabled: true, essential: false, excludedPaths: ['/movies', '/events/'] })
    const audit = await lastAudit('script.create')
    expect(audit?.entityId).toBe(String(created.body.data.id))
    expect(audit?.before).toBeNull()
    expect(JSON.parse(audit!.after!)).toMatchObject({ name: 'Partner pixel', markup: valid.markup, excludedPaths: ['/movies', '/events/'] })

    const list = await call<SiteScriptListResponse>('GET', '/api/admin/scripts', admin)
    expect(list.body.data.map((script) => script.id)).toContain(created.body.data.id)
    expect((await call<SiteScriptResponse>('GET', `/api/admin/scripts/${created.body.data.id}`, admin)).body.data.name).toBe('Partner pixel')
  })

  it('edits a script and audits only the changed fields', async () => {
    const { id } = (await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, name: 'Edit me' })).body.data
    const edited = await call<SiteScriptResponse>('PUT', `/api/admin/scripts/${id}`, admin, { ...valid, name: 'Edited', enabled: false })
    expect(edited.res.status).toBe(200)
    expect(edited.body.data).toMatchObject({ name: 'Edited', enabled: false })
    const audit = await lastAudit('script.update')
    expect(audit?.entityId).toBe(String(id))
    expect(JSON.parse(audit!.before!)).toEqual({ name: 'Edit me', enabled: true })
    expect(JSON.parse(audit!.after!)).toEqual({ name: 'Edited', enabled: false })
  })

  it('deletes a script, audits it, and answers 404 after', async () => {
    const { id } = (await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, name: 'Delete me' })).body.data
    const deleted = await call('DELETE', `/api/admin/scripts/${id}`, admin)
    expect(deleted.res.status).toBe(200)
    expect(deleted.body.message).toBe(SITE_SCRIPT_MESSAGES.deleted)
    const audit = await lastAudit('script.delete')
    expect(JSON.parse(audit!.before!)).toMatchObject({ name: 'Delete me' })
    expect(audit?.after).toBeNull()
    for (const [method, body] of [['GET'], ['PUT', valid], ['DELETE']] as const) {
      const missing = await call(method, `/api/admin/scripts/${id}`, admin, body)
      expect(missing.res.status, method).toBe(404)
      expect(missing.body.code).toBe('SCRIPT_NOT_FOUND')
    }
  })

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, name: '  ' }, 'name'],
      [{ ...valid, name: 'x'.repeat(121) }, 'name'],
      [{ ...valid, markup: '' }, 'markup'],
      [{ ...valid, markup: 'just words' }, 'markup'],
      [{ ...valid, markup: `<script>${'x'.repeat(50_001)}</script>` }, 'markup'],
      [{ ...valid, position: 'sidebar' }, 'position'],
      [{ ...valid, enabled: 'yes' }, 'enabled'],
      [{ ...valid, essential: 1 }, 'essential'],
      [{ ...valid, excludedPaths: 'movies' }, 'excludedPaths'],
      [{ ...valid, excludedPaths: ['movies'] }, 'excludedPaths.0'],
      [{ ...valid, excludedPaths: ['/a b'] }, 'excludedPaths.0'],
      [{ ...valid, name: 'bad\u0000name' }, 'name'],
    ]
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/admin/scripts', admin, body)
      expect(res.res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.issues?.map((issue) => issue.field)).toContain(field)
    }
    expect((await call('GET', '/api/admin/scripts/abc', admin)).res.status).toBe(400)
  })
})

describe('GET /api/scripts/public', () => {
  it('serves the enabled scripts as headerScripts and footerScripts (spec doc 1 §3), for everyone', async () => {
    const header = (await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, name: 'Public header', markup: '<script>window.__h = 1</script>' })).body.data
    const footer = (await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, name: 'Public footer', position: 'footer', markup: '<div id="campaign"></div>', essential: true })).body.data
    const off = (await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, name: 'Off', markup: '<script>window.__off = 1</script>', enabled: false })).body.data

    const res = await call<PublicScriptsResponse>('GET', `/api/scripts/public?t=${Date.now()}`)
    expect(res.res.status).toBe(200)
    expect(res.res.headers.get('cache-control')).toBe('no-cache')
    expect(Object.keys(res.body).sort()).toEqual(['footerScripts', 'headerScripts', 'scripts'])
    expect(res.body.headerScripts).toContain('window.__h = 1')
    expect(res.body.footerScripts).toContain('<div id="campaign"></div>')
    expect(res.body.headerScripts + res.body.footerScripts).not.toContain('__off')
    const ids = res.body.scripts.map((script) => script.id)
    expect(ids).toContain(header.id)
    expect(ids).not.toContain(off.id)
    expect(res.body.scripts.find((script) => script.id === footer.id)).toMatchObject({ position: 'footer', essential: true, excludedPaths: [] })
    // The same answer for a signed-in user.
    expect((await call<PublicScriptsResponse>('GET', '/api/scripts/public', user)).body.headerScripts).toBe(res.body.headerScripts)
  })

  it('with ?path= leaves out admin and ticket pages and the paths a script excludes', async () => {
    await call<SiteScriptResponse>('POST', '/api/admin/scripts', admin, { ...valid, name: 'Not on events', markup: '<script>window.__notEvents = 1</script>', excludedPaths: ['/events'] })
    expect((await publicScripts('?path=/')).headerScripts).toContain('__notEvents')
    expect((await publicScripts('?path=/eventsx')).headerScripts).toContain('__notEvents')
    for (const page of ['/events', '/events/manila-fair', '/admin/scripts', '/tickets', '/tickets/faq', '/buy-tickets', '/movies/tickets/4/schedule/9', '/movies/title/abc/dune/tickets', '/ADMIN']) {
      const body = await publicScripts(`?path=${encodeURIComponent(page)}`)
      expect(body.headerScripts, page).not.toContain('__notEvents')
    }
    const onTickets = await publicScripts('?path=/tickets')
    expect(onTickets).toEqual({ headerScripts: '', footerScripts: '', scripts: [] })
  })

  it('refuses a bad path or cache buster with a 400', async () => {
    expect((await call('GET', '/api/scripts/public?path=movies')).res.status).toBe(400)
    expect((await call('GET', `/api/scripts/public?t=${'9'.repeat(41)}`)).res.status).toBe(400)
  })
})

describe('the injection rules', () => {
  it('blocks admin pages, ticket pages and movie ticket pages (spec doc 1 §6)', () => {
    for (const page of ['/admin', '/admin/dashboard', '/tickets', '/tickets/faq', '/buy-tickets', '/movies/tickets/buy', '/movies/title/h/s/tickets', '/payment-options', '/profile/my-tickets']) {
      expect(pageBlockReason(page), page).not.toBeNull()
    }
    for (const page of ['/', '/movies', '/movies/title/h/s', '/administration', '/ticketsx', '/events']) expect(pageBlockReason(page), page).toBeNull()
  })

  it('waits for consent unless the script is essential', () => {
    const script = { enabled: true, essential: false, excludedPaths: [] }
    expect(scriptVerdict(script, '/', false).runs).toBe(false)
    expect(scriptVerdict(script, '/', true).runs).toBe(true)
    expect(scriptVerdict({ ...script, essential: true }, '/', false).runs).toBe(true)
    expect(scriptVerdict({ ...script, excludedPaths: ['/'] }, '/movies', true)).toMatchObject({ runs: false })
    expect(scriptVerdict({ ...script, enabled: false }, '/', true)).toEqual({ runs: false, reason: 'Switched off' })
  })
})

describe('the app document carries a fresh CSP nonce', () => {
  const nonceOf = (policy: string) => policy.match(/'nonce-([^']+)'/)?.[1]

  it('adds a new nonce to script-src for each document and writes it into the HTML', async () => {
    const seen = new Set<string>()
    for (const url of ['/', '/', '/movies/now-showing', '/index.html']) {
      const res = await app.request(url)
      expect(res.status).toBe(200)
      const policy = res.headers.get('content-security-policy') ?? ''
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
      expect(policy).toContain("frame-ancestors 'none'")
      const nonce = nonceOf(policy)!
      expect(await res.text()).toContain(`<meta name="csp-nonce" nonce="${nonce}">`)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('last-modified')).toBeNull()
      expect(res.headers.get('etag')).toBeNull()
      seen.add(nonce)
    }
    expect(seen.size).toBe(4)
  })

  it('keeps API responses and static files without a nonce', async () => {
    const api = await app.request('/api/scripts/public')
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    const sw = await app.request('/sw.js')
    const policy = sw.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toContain('nonce-')
  })
})
