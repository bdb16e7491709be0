import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { createDb } from '../../api/db.ts'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { postJson, sessionCookieFrom, signInWithCode, whoAmI } from './auth-support.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let catcher: MailCatcher
let app: TestApp
beforeAll(async () => {
  catcher = await startMailCatcher()
  app = await startTestApp({ clock, env: { SMTP_URL: catcher.url, ADMIN_USERNAMES: 'boss', MODERATOR_USERNAMES: 'keeper' } })
})
afterAll(async () => {
  await app?.close()
  await catcher?.close()
})

describe('account pre-hijacking', () => {
  it('the first code sign-in by the real owner ends a squatter password and session', async () => {
    // A squatter registers the victim's address with a password of their own.
    const registered = await postJson(app, '/api/register', { username: 'squatter', email: 'liza@example.test', password: 'squatter-pass-1' })
    expect(registered.status).toBe(201)
    const squatterCookie = sessionCookieFrom(registered)!
    expect((await whoAmI(app, squatterCookie))?.email).toBe('liza@example.test')

    // The owner signs in with a code sent to her mailbox.
    const ownerCookie = await signInWithCode(app, catcher, 'liza@example.test')
    expect((await whoAmI(app, ownerCookie))?.email).toBe('liza@example.test')

    // The squatter is out: the old session is gone and the password no longer works.
    expect(await whoAmI(app, squatterCookie)).toBeNull()
    const login = await postJson(app, '/api/login', { username: 'squatter', password: 'squatter-pass-1' })
    expect(login.status).toBe(401)
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { email: 'liza@example.test' } })
    expect(row.emailVerifiedAt).not.toBeNull()
    expect(row.passwordHash).toBeNull()
  })

  it('later code sign-ins change nothing and keep other sessions', async () => {
    // The resend cooldown is 60 s on the injected clock.
    clock.advance(61_000)
    const first = await signInWithCode(app, catcher, 'liza@example.test')
    clock.advance(61_000)
    const second = await signInWithCode(app, catcher, 'liza@example.test')
    expect(await whoAmI(app, first)).not.toBeNull()
    expect(await whoAmI(app, second)).not.toBeNull()
  })
})

describe('reserved usernames', () => {
  it.each(['admin', 'Moderator', 'root', 'boss', 'KEEPER'])('registration refuses %s with the duplicate message', async (username) => {
    const res = await postJson(app, '/api/register', { username, email: `${username.toLowerCase()}-x@example.test`, password: 'long-enough-1' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'DUPLICATE_ACCOUNT', message: 'Please try a different username or email.' })
  })
})

describe('database outages', () => {
  it('answer 503 with the spec message when the database folder is missing', async () => {
    const unreachable = await startTestApp({ db: createDb('file:/no/such/folder/gala.db') })
    try {
      const res = await postJson(unreachable, '/api/request-login-code', { emailOrUsername: 'maria@example.test' })
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'Database connection error. Please try again later.' })
    } finally {
      await unreachable.close()
    }
  })
})

it('sets only the session cookie, without a signature twin', async () => {
  const res = await postJson(app, '/api/register', { username: 'plain_cookie', email: 'plain@example.test', password: 'long-enough-1' })
  expect(res.status).toBe(201)
  const names = res.headers.getSetCookie().map((header) => header.split('=')[0])
  expect(names).toEqual(['gala_session'])
  expect(res.headers.getSetCookie()[0]).toMatch(/HttpOnly/i)
  expect(res.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i)
})
