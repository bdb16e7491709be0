/**
 * Staff roles only for verified addresses (issue 20, acceptance 1; docs/decisions/015): password
 * registration leaves the address unproven and mails a confirmation code (read here from the real mail
 * the local SMTP catcher received); OpenID sign-ins count only with email_verified.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { EMAIL_CONFIRMATION_PURPOSE } from '../../api/modules/auth/email-confirmation.ts'
import { extractLoginCode, startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { listenOidcProvider, type TestAccount, type TestOidcProvider } from '../support/oidc-provider.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { SESSION_COOKIE, postJson, sessionCookieFrom, signInWithCode, whoAmI } from './auth-support.ts'

const STAFF_ENV = { ADMIN_EMAILS: 'boss@gala.test', MODERATOR_EMAILS: 'desk@gala.test' }
const PASSWORD = 'correct-horse-battery'

let catcher: MailCatcher
let app: TestApp
let clock: ReturnType<typeof fixedClock>

/** Registers with a password; returns the session and the code from the confirmation mail. */
async function register(username: string, email: string) {
  const since = catcher.mark()
  const res = await postJson(app, '/api/register', { username, email, password: PASSWORD, name: 'Ana Reyes' })
  expect(res.status, await res.clone().text()).toBe(201)
  const user = (await res.json()) as PublicUser
  const mail = await catcher.waitForMessage({ to: email.trim().toLowerCase(), since })
  return { user, cookie: sessionCookieFrom(res)!, code: extractLoginCode(mail)!, mail }
}

const confirm = (cookie: string | null, code: unknown) => postJson(app, '/api/user/email-confirmation/verify', { code }, { cookie })
const resend = (cookie: string | null) => postJson(app, '/api/user/email-confirmation', undefined, { cookie })
const adminRead = (cookie: string) => app.request('/api/admin/release-alerts', { headers: { Cookie: `${SESSION_COOKIE}=${cookie}` } })
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('password registration and the mailed confirmation', () => {
  beforeEach(async () => {
    catcher = await startMailCatcher()
    clock = fixedClock('2026-11-24T04:00:00Z')
    app = await startTestApp({ clock, env: { SMTP_URL: catcher.url, ...STAFF_ENV } })
  })
  afterEach(async () => {
    await app.close()
    await catcher.close()
  })

  it('a listed admin address is a plain user until the mailed code is used, then admin; password and session stay', async () => {
    const { user, cookie, code, mail } = await register('boss_ana', ' Boss@GALA.test ')
    expect(user).toMatchObject({ email: 'boss@gala.test', emailVerified: false, role: 'user', isAdmin: false, isStaff: false })
    expect(mail.subject).toMatch(/^Confirm your Gala email: \d{6}$/)
    expect(mail.text).toContain(`${app.deps.config.publicUrl}/profile/account?code=${code}`)
    expect((await adminRead(cookie)).status).toBe(403)
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'user', emailVerified: false })
    // Only the HMAC of the code is stored.
    const rows = await app.deps.db.loginCode.findMany({ where: { purpose: EMAIL_CONFIRMATION_PURPOSE } })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).not.toContain(code)

    const res = await confirm(cookie, code)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ emailVerified: true, role: 'admin', isAdmin: true, isStaff: true })
    expect((await adminRead(cookie)).status).toBe(200) // the same session, now with the role
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'admin', emailVerified: true })
    // The registrant set the password and proved the mailbox: it is theirs and still works.
    const login = await postJson(app, '/api/login', { username: 'boss_ana', password: PASSWORD })
    expect(login.status).toBe(200)
    expect((await confirm(cookie, code)).status).toBe(409) // nothing left to confirm
  })

  it('a listed moderator address gets the role only after confirming', async () => {
    const { cookie, code } = await register('desk_mara', 'desk@gala.test')
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'user', isModerator: false })
    expect((await adminRead(cookie)).status).toBe(403)
    expect((await confirm(cookie, code)).status).toBe(200)
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'moderator', isModerator: true })
    expect((await adminRead(cookie)).status).toBe(200)
  })

  it('a code is single-use', async () => {
    const { user, cookie, code } = await register('boss_ana', 'boss@gala.test')
    expect((await confirm(cookie, code)).status).toBe(200)
    // Were the address unproven again (e.g. changed), the used code would not prove it a second time.
    await app.deps.db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } })
    const again = await confirm(cookie, code)
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'user' })
  })

  it('a code expires after 10 minutes (fixed clock)', async () => {
    const { cookie, code } = await register('boss_ana', 'boss@gala.test')
    clock.advance(10 * 60 * 1000 + 1)
    const res = await confirm(cookie, code)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'CODE_EXPIRED', message: 'This code has expired. Please request a new one.' })
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'user', emailVerified: false })
  })

  it('wrong tries are limited: after 5 the right code no longer works', async () => {
    const { cookie, code } = await register('boss_ana', 'boss@gala.test')
    for (let i = 0; i < 5; i++) {
      const res = await confirm(cookie, wrongCode(code))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_CODE' })
    }
    const res = await confirm(cookie, code)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(await whoAmI(app, cookie)).toMatchObject({ role: 'user', emailVerified: false })
  })

  it('resend is 60 s apart with a 429 saying how long to wait; a new code voids the previous one', async () => {
    const { cookie, code: first } = await register('boss_ana', 'boss@gala.test')
    const status = await app.request('/api/user/email-confirmation', { headers: { Cookie: `${SESSION_COOKIE}=${cookie}` } })
    expect(await status.json()).toEqual({ email: 'boss@gala.test', emailVerified: false, resendAfter: 60 })
    clock.advance(20_000)
    const early = await resend(cookie)
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('40')
    expect(await early.json()).toMatchObject({ retryAfter: 40, message: expect.stringContaining('40 s') })

    clock.advance(40_000)
    const since = catcher.mark()
    const sent = await resend(cookie)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ retryAfter: 60 })
    const second = extractLoginCode(await catcher.waitForMessage({ to: 'boss@gala.test', since }))!
    if (second !== first) expect(await (await confirm(cookie, first)).json()).toMatchObject({ code: 'CODE_EXPIRED' })
    expect((await confirm(cookie, second)).status).toBe(200)
    expect((await resend(cookie)).status).toBe(409)
  })

  it("one account's code does not confirm another's, visitors get 401, and GET changes nothing", async () => {
    const mine = await register('boss_ana', 'boss@gala.test')
    clock.advance(1000)
    const theirs = await register('other_user', 'other@example.test')
    const res = await confirm(mine.cookie, theirs.code)
    expect(res.status).toBe(400)
    expect(await whoAmI(app, mine.cookie)).toMatchObject({ emailVerified: false, role: 'user' })
    expect((await confirm(null, mine.code)).status).toBe(401)
    expect((await resend(null)).status).toBe(401)
    expect((await app.request('/api/user/email-confirmation')).status).toBe(401)
    const get = await app.request(`/api/user/email-confirmation/verify?code=${mine.code}`, { headers: { Cookie: `${SESSION_COOKIE}=${mine.cookie}` } })
    expect(get.status).toBe(405)
    expect(await whoAmI(app, mine.cookie)).toMatchObject({ emailVerified: false })
    const bad = await confirm(mine.cookie, '12')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('a confirmation code is no sign-in code, and a sign-in code still verifies (clearing a password set before)', async () => {
    const { cookie, code } = await register('boss_ana', 'boss@gala.test')
    const asLogin = await postJson(app, '/api/verify-login-code', { emailOrUsername: 'boss@gala.test', code })
    expect(asLogin.status).toBe(401)
    clock.advance(61_000)
    const token = await signInWithCode(app, catcher, 'boss@gala.test')
    expect(await whoAmI(app, token)).toMatchObject({ role: 'admin', emailVerified: true })
    expect(await whoAmI(app, cookie)).toBeNull() // the password's session ended (pre-hijacking defence)
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { username: 'boss_ana' } })
    expect(row.passwordHash).toBeNull()
  })
})

/** A tiny cookie-keeping browser that follows redirects, as in oauth.test.ts. */
class Browser {
  private jars = new Map<string, Map<string, string>>()
  jar(url: string) {
    const host = new URL(url).host
    if (!this.jars.has(host)) this.jars.set(host, new Map())
    return this.jars.get(host)!
  }
  async get(url: string): Promise<Response> {
    const jar = this.jar(url)
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const name = pair!.slice(0, pair!.indexOf('='))
      const value = pair!.slice(pair!.indexOf('=') + 1)
      if (value === '' || attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\b/i.test(a))) jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }
  /** Follows redirects until a page on `origin` outside /api/ (or a non-redirect). */
  async signInThrough(start: string, origin: string): Promise<void> {
    let current = new URL(start)
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.get(current.href)
      const location = res.headers.get('location')
      if (!location) throw new Error(`no redirect from ${current.href}: HTTP ${res.status}`)
      current = new URL(location, current)
      if (current.origin === origin && !current.pathname.startsWith('/api/')) return
    }
    throw new Error('too many redirects')
  }
}

describe('OpenID sign-in and the staff lists', () => {
  const GOOGLE = { clientId: 'gala-google', clientSecret: 'google-secret-0123456789abcdef' }
  const unverifiedBoss: TestAccount = { sub: 'google-fake-boss', email: 'boss@gala.test', email_verified: false, name: 'Not The Boss' }
  const verifiedBoss: TestAccount = { sub: 'google-boss', email: 'Boss@Gala.test', email_verified: true, name: 'The Boss' }
  let op: TestOidcProvider
  let closeOp: () => Promise<void>

  beforeAll(async () => {
    const listening = await listenOidcProvider()
    closeOp = listening.close
    app = await startTestApp({
      clock: fixedClock('2026-11-24T04:00:00Z'),
      publicUrlFromServer: true,
      env: { ...STAFF_ENV, GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret, GOOGLE_ISSUER: listening.issuer },
    })
    op = listening.configure({
      clients: [{ ...GOOGLE, redirectUris: [`${app.url}/api/auth/google/callback`] }],
      accounts: [unverifiedBoss, verifiedBoss],
    })
  })
  afterAll(async () => {
    await app?.close()
    await closeOp?.()
  })

  async function signInAs(account: TestAccount) {
    const browser = new Browser()
    op.setNextInteraction({ login: account.sub })
    await browser.signInThrough(`${app.url}/api/auth/google`, app.url)
    const res = await browser.get(`${app.url}/api/user`)
    return (await res.json()) as PublicUser | null
  }

  it('email_verified: false gives no verification and no role', async () => {
    const user = await signInAs(unverifiedBoss)
    expect(user).toMatchObject({ role: 'user', isAdmin: false, isStaff: false, emailVerified: false })
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { id: user!.id } })
    expect(row.emailVerifiedAt).toBeNull()
  })

  it('email_verified: true for the listed address verifies it and gives the role', async () => {
    const user = await signInAs(verifiedBoss)
    expect(user).toMatchObject({ email: 'boss@gala.test', emailVerified: true, role: 'admin', isAdmin: true })
  })
})
