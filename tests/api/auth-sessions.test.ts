/**
 * Sessions, logout, same-origin protection and roles (issue 3, acceptance 1), through real sign-ins
 * with mailed codes.
 */
import Router from '@koa/router'
import Koa from 'koa'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { auth, requireRole } from '../../api/middlewares/auth.ts'
import { currentUser } from '../../api/middlewares/current-user.ts'
import { errorHandler } from '../../api/middlewares/error-handler.ts'
import { requestContext } from '../../api/middlewares/request-context.ts'
import type { AppState } from '../../api/types.ts'
import { createUser } from '../factories/index.ts'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { SESSION_COOKIE, postJson, requestCode, sessionCookieFrom, signInWithCode, whoAmI } from './auth-support.ts'

const DAY = 24 * 60 * 60 * 1000
let catcher: MailCatcher
let app: TestApp
let clock: ReturnType<typeof fixedClock>

const STAFF_ENV = {
  ADMIN_USERNAMES: 'listed_admin',
  ADMIN_EMAILS: 'boss@gala.test',
  MODERATOR_USERNAMES: 'listed_mod',
  MODERATOR_EMAILS: 'mod-desk@gala.test',
}

beforeEach(async () => {
  catcher = await startMailCatcher()
  clock = fixedClock('2026-11-21T04:00:00Z')
  app = await startTestApp({ clock, env: { SMTP_URL: catcher.url, ...STAFF_ENV } })
  await createUser(app.deps.db, { username: 'maria_santos', email: 'maria@example.test' })
})
afterEach(async () => {
  await app.close()
  await catcher.close()
})

describe('sessions', () => {
  it('issues a new session id at every sign-in; the old one stops working', async () => {
    const first = await signInWithCode(app, catcher, 'maria@example.test')
    clock.advance(61_000)
    const second = await signInWithCode(app, catcher, 'maria@example.test', first) // same browser signs in again
    expect(second).not.toBe(first)
    expect(await whoAmI(app, first)).toBeNull()
    expect((await whoAmI(app, second))?.username).toBe('maria_santos')
    expect(await app.deps.db.session.count()).toBe(1)
  })

  it('stores only a hash of the session token', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    const rows = await app.deps.db.session.findMany()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]?.id).not.toContain(token)
  })

  it('logout ends the session on the server: replaying the old cookie gives a visitor', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    const res = await postJson(app, '/api/logout', undefined, { cookie: token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'You have been successfully logged out.' })
    expect(sessionCookieFrom(res)).toBe('') // the cookie is cleared…
    expect(await whoAmI(app, token)).toBeNull() // …and replaying it no longer works
    expect(await app.deps.db.session.count()).toBe(0)
  })

  it('logout is fine for a visitor', async () => {
    const res = await postJson(app, '/api/logout')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'You have been successfully logged out.' })
  })

  it('slides the expiry: active within 30 days stays signed in; idle 31 days is signed out', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    clock.advance(29 * DAY)
    expect(await whoAmI(app, token)).not.toBeNull()
    clock.advance(29 * DAY)
    expect(await whoAmI(app, token)).not.toBeNull()
    clock.advance(31 * DAY)
    expect(await whoAmI(app, token)).toBeNull()
    expect(await app.deps.db.session.count()).toBe(0)
  })

  it('uses the __Host- prefixed, Secure cookie when the site is served over HTTPS', async () => {
    const secure = await startTestApp({ clock, env: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://gala.example' } })
    try {
      await createUser(secure.deps.db, { username: 'maria_santos', email: 'maria@example.test' })
      const code = await requestCode(secure, catcher, 'maria@example.test')
      const res = await postJson(secure, '/api/verify-login-code', { emailOrUsername: 'maria@example.test', code })
      expect(res.status).toBe(200)
      const cookie = res.headers.getSetCookie().join('\n')
      const session = cookie.split('\n').find((line) => line.startsWith('__Host-gala_session='))
      expect(session).toMatch(/^__Host-gala_session=[A-Za-z0-9_-]{43}; path=\/;/)
      for (const attribute of ['secure', 'samesite=lax', 'httponly']) expect(session).toMatch(new RegExp(`; ${attribute}(;|$)`, 'i'))
      expect(cookie).not.toMatch(/domain=/i)
    } finally {
      await secure.close()
    }
  })
})

describe('same-origin protection', () => {
  const endpoints = ['/api/request-login-code', '/api/verify-login-code', '/api/login', '/api/register', '/api/logout']
  const body = { emailOrUsername: 'maria@example.test', code: '123456', password: 'x'.repeat(10), username: 'x_y_z', email: 'x@y.test' }

  it.each(endpoints)('refuses a cross-origin POST %s (Origin, Sec-Fetch-Site) and a form body', async (path) => {
    const evil = await postJson(app, path, body, { headers: { Origin: 'https://evil.example' } })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toMatchObject({ code: 'CROSS_ORIGIN_REQUEST' })
    for (const site of ['cross-site', 'same-site']) {
      const res = await postJson(app, path, body, { headers: { 'Sec-Fetch-Site': site } })
      expect(res.status).toBe(403)
    }
    const form = await app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'emailOrUsername=maria%40example.test',
    })
    expect(form.status).toBe(415)
    const plain = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) })
    expect(plain.status).toBe(415)
  })

  it('accepts our own origin', async () => {
    const res = await postJson(app, '/api/request-login-code', { emailOrUsername: 'maria@example.test' }, {
      headers: { Origin: app.deps.config.publicUrl, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(res.status).toBe(200)
  })

  it('a cross-site logout does not end the session', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    const res = await postJson(app, '/api/logout', undefined, { cookie: token, headers: { Origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(await whoAmI(app, token)).not.toBeNull()
  })

  it.each(endpoints)('never changes state on GET %s (405)', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('POST')
  })
})

describe('roles (doc 1 §6) through GET /api/user', () => {
  const cases: [string, Parameters<typeof createUser>[1], { role: string; isAdmin: boolean; isModerator: boolean; isStaff: boolean }][] = [
    ['role admin', { username: 'role_admin', email: 'ra@example.test', role: 'admin' }, { role: 'admin', isAdmin: true, isModerator: false, isStaff: true }],
    ['isAdmin', { username: 'flag_admin', email: 'fa@example.test', isAdmin: true }, { role: 'admin', isAdmin: true, isModerator: false, isStaff: true }],
    ['ADMIN_USERNAMES', { username: 'Listed_Admin', email: 'la@example.test' }, { role: 'admin', isAdmin: true, isModerator: false, isStaff: true }],
    ['ADMIN_EMAILS', { username: 'boss', email: 'Boss@gala.test' }, { role: 'admin', isAdmin: true, isModerator: false, isStaff: true }],
    ['role moderator', { username: 'role_mod', email: 'rm@example.test', role: 'moderator' }, { role: 'moderator', isAdmin: false, isModerator: true, isStaff: true }],
    ['MODERATOR_USERNAMES', { username: 'listed_mod', email: 'lm@example.test' }, { role: 'moderator', isAdmin: false, isModerator: true, isStaff: true }],
    ['MODERATOR_EMAILS', { username: 'desk', email: 'mod-desk@gala.test' }, { role: 'moderator', isAdmin: false, isModerator: true, isStaff: true }],
    ['a plain user', { username: 'plain', email: 'plain@example.test' }, { role: 'user', isAdmin: false, isModerator: false, isStaff: false }],
  ]

  it.each(cases)('%s', async (_label, user, expected) => {
    const row = await createUser(app.deps.db, user)
    const token = await signInWithCode(app, catcher, row.email ?? '')
    expect(await whoAmI(app, token)).toMatchObject(expected)
  })

  it('a role change takes effect on the next request, without signing in again', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    expect((await whoAmI(app, token))?.isAdmin).toBe(false)
    await app.deps.db.user.update({ where: { username: 'maria_santos' }, data: { role: 'admin' } })
    expect((await whoAmI(app, token))?.isAdmin).toBe(true)
    await app.deps.db.user.update({ where: { username: 'maria_santos' }, data: { role: 'user' } })
    expect((await whoAmI(app, token))?.isAdmin).toBe(false)
  })
})

describe('auth() and requireRole() on a protected router', () => {
  // No product endpoint is protected yet, so a tiny app uses the real middlewares with the same
  // database and configuration; sessions come from real sign-ins on the product app.
  let protectedUrl: string
  let server: http.Server
  beforeEach(async () => {
    const koa = new Koa<AppState>()
    koa.use(requestContext(app.deps.logger))
    koa.use(errorHandler())
    koa.use(currentUser(app.deps))
    const router = new Router<AppState>()
    const ok = (ctx: Koa.Context) => {
      ctx.body = { ok: true }
    }
    router.get('/api/check/signed-in', auth(), ok)
    router.get('/api/check/admin', requireRole('admin'), ok)
    router.get('/api/check/moderator', requireRole('moderator'), ok)
    router.get('/api/check/staff', requireRole('staff'), ok)
    koa.use(router.routes())
    server = http.createServer(koa.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    protectedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const statuses = async (token: string | null) => {
    const result: Record<string, number> = {}
    for (const check of ['signed-in', 'admin', 'moderator', 'staff']) {
      const res = await fetch(`${protectedUrl}/api/check/${check}`, { headers: token ? { Cookie: `${SESSION_COOKIE}=${token}` } : {} })
      result[check] = res.status
      if (res.status !== 200) expect(await res.json()).toMatchObject({ status: res.status, message: expect.any(String) })
    }
    return result
  }

  it('visitors get 401 everywhere', async () => {
    expect(await statuses(null)).toEqual({ 'signed-in': 401, admin: 401, moderator: 401, staff: 401 })
  })

  it('a plain user passes auth() and gets 403 from requireRole()', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    expect(await statuses(token)).toEqual({ 'signed-in': 200, admin: 403, moderator: 403, staff: 403 })
  })

  it('a moderator passes moderator and staff, not admin', async () => {
    await createUser(app.deps.db, { username: 'desk', email: 'mod-desk@gala.test' })
    const token = await signInWithCode(app, catcher, 'mod-desk@gala.test')
    expect(await statuses(token)).toEqual({ 'signed-in': 200, admin: 403, moderator: 200, staff: 200 })
  })

  it('an admin passes everything', async () => {
    await createUser(app.deps.db, { username: 'boss', email: 'boss@gala.test' })
    const token = await signInWithCode(app, catcher, 'boss@gala.test')
    expect(await statuses(token)).toEqual({ 'signed-in': 200, admin: 200, moderator: 200, staff: 200 })
  })

  it('after logout the same cookie is refused with 401', async () => {
    const token = await signInWithCode(app, catcher, 'maria@example.test')
    await postJson(app, '/api/logout', undefined, { cookie: token })
    expect((await statuses(token))['signed-in']).toBe(401)
  })
})
