/**
 * Linked accounts, password and signed-in devices on account settings (issue 13; decision 022), against the
 * real app on a temp database, with a real OpenID Provider (panva/oidc-provider) standing in for Google.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { accountSecurityMessages as messages, type CtcAccountStatus, type SessionInfo } from '../../api/contracts/account-security.ts'
import { authMessages } from '../../api/contracts/auth.ts'
import { describeUserAgent } from '../../api/modules/account/user-agent.ts'
import { hashPassword } from '../../api/modules/auth/passwords.ts'
import { hashToken } from '../../api/modules/auth/sessions.ts'
import { createUser } from '../factories/index.ts'
import { CookieBrowser } from '../support/cookie-browser.ts'
import { listenOidcProvider, type TestAccount, type TestOidcProvider } from '../support/oidc-provider.ts'
import { createSession, signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { SESSION_COOKIE, postJson, sessionCookieFrom, whoAmI } from './auth-support.ts'

const GOOGLE = { clientId: 'gala-google', clientSecret: 'google-secret-0123456789abcdef' }
const rosa: TestAccount = { sub: 'google-rosa', email: 'rosa@example.test', email_verified: true, name: 'Rosa' }
const ben: TestAccount = { sub: 'google-ben', email: 'ben.elsewhere@example.test', email_verified: true, name: 'Ben' }

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let op: TestOidcProvider
let closeOp: () => Promise<void>
let app: TestApp
const clock = fixedClock('2026-11-25T04:00:00Z')

beforeAll(async () => {
  const listening = await listenOidcProvider()
  closeOp = listening.close
  app = await startTestApp({
    clock,
    publicUrlFromServer: true,
    env: { GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret, GOOGLE_ISSUER: listening.issuer },
  })
  op = listening.configure({ clients: [{ ...GOOGLE, redirectUris: [`${app.url}/api/auth/google/callback`] }], accounts: [rosa, ben] })
})
afterAll(async () => {
  await app?.close()
  await closeOp?.()
})

const cookie = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` })
const send = (method: string, path: string, token?: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { ...(token ? cookie(token) : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const issues = async (res: Response) => ((await res.json()) as { issues?: { message: string }[] }).issues?.map((issue) => issue.message)
const status = async (token: string) => {
  const res = await send('GET', '/api/user/ctc-account-status', token)
  expect(res.status).toBe(200)
  return (await res.json()) as CtcAccountStatus
}
const verified = { emailVerifiedAt: new Date('2026-11-01T00:00:00Z') }

/** A browser signed in as a new user (a real session cookie in its jar). */
async function browserFor(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user, token } = await signedInUser(app, overrides)
  const browser = new CookieBrowser()
  browser.cookies(app.url).set(SESSION_COOKIE, token)
  return { user, token, browser }
}

/** Starts linking Google from account settings, signs in at the provider as `account`, and returns where the browser lands. */
async function linkGoogle(browser: CookieBrowser, account: TestAccount): Promise<URL> {
  const res = await browser.request(`${app.url}/api/user/linked-accounts/google`, { method: 'POST' })
  expect(res.status, await res.clone().text()).toBe(200)
  const { url } = (await res.json()) as { url: string }
  op.setNextInteraction({ login: account.sub })
  return browser.follow(url, (next) => next.origin === app.url && !next.pathname.startsWith('/api/'))
}

describe('GET /api/user/ctc-account-status', () => {
  it("answers doc 3's account status and the account's sign-in methods", async () => {
    const { token, user } = await signedInUser(app, { ...verified, passwordHash: await hashPassword('secret-password-1') })
    expect(await status(token)).toEqual({
      hasCtcAccountId: false,
      ctcAccountId: null,
      email: user.email,
      emailVerified: true,
      methods: { emailCode: true, password: true, google: false, facebook: false },
      providersAvailable: { google: true, facebook: false },
    })
  })

  it('an unverified address is not a way in', async () => {
    const { token } = await signedInUser(app)
    expect((await status(token)).methods).toEqual({ emailCode: false, password: false, google: false, facebook: false })
  })

  it('401 for a visitor', async () => {
    expect((await send('GET', '/api/user/ctc-account-status')).status).toBe(401)
  })
})

describe('linking Google from account settings', () => {
  it('attaches the provider account to the signed-in user (no new account, no switch) and returns to account settings', async () => {
    const { user, token, browser } = await browserFor(verified)
    const usersBefore = await app.deps.db.user.count()
    const end = await linkGoogle(browser, rosa)
    expect(end.pathname).toBe('/profile/account')
    expect(end.searchParams.get('linked')).toBe('google')
    expect(await app.deps.db.user.count()).toBe(usersBefore)
    expect(await app.deps.db.oAuthAccount.findMany({ where: { userId: user.id }, select: { provider: true, providerAccountId: true } })).toEqual([
      { provider: 'google', providerAccountId: rosa.sub },
    ])
    // Still signed in as the same person, with the same session.
    expect(browser.cookies(app.url).get(SESSION_COOKIE)).toBe(token)
    expect((await whoAmI(app, token))!.id).toBe(user.id)
    expect((await status(token)).methods.google).toBe(true)
  })

  it("refuses, with a clear message, a provider account that belongs to another user (it stays theirs)", async () => {
    const owner = await browserFor(verified)
    await linkGoogle(owner.browser, ben)
    const { user, browser } = await browserFor(verified)
    const end = await linkGoogle(browser, ben)
    expect(end.pathname).toBe('/profile/account')
    expect(end.searchParams.get('linkError')).toBe(messages.linkedElsewhere('Google'))
    expect(await app.deps.db.oAuthAccount.count({ where: { userId: user.id } })).toBe(0)
    expect((await app.deps.db.oAuthAccount.findFirstOrThrow({ where: { providerAccountId: ben.sub } })).userId).toBe(owner.user.id)
  })

  it('a link started by one account does not attach to another that signed in on the browser meanwhile', async () => {
    const first = await browserFor(verified)
    const res = await first.browser.request(`${app.url}/api/user/linked-accounts/google`, { method: 'POST' })
    const { url } = (await res.json()) as { url: string }
    const second = await signedInUser(app, verified)
    first.browser.cookies(app.url).set(SESSION_COOKIE, second.token)
    op.setNextInteraction({ login: rosa.sub })
    const end = await first.browser.follow(url, (next) => next.origin === app.url && !next.pathname.startsWith('/api/'))
    expect(end.searchParams.get('linkError')).toBe(messages.linkWrongUser('Google'))
    expect(await app.deps.db.oAuthAccount.count({ where: { userId: { in: [first.user.id, second.user.id] } } })).toBe(0)
  })

  it('409 when Google is already linked, 400 for an unknown provider, 409 for an unconfigured one, 401 for a visitor', async () => {
    const { user, token } = await signedInUser(app, verified)
    await app.deps.db.oAuthAccount.create({ data: { provider: 'google', providerAccountId: `g-${user.id}`, userId: user.id } })
    const again = await send('POST', '/api/user/linked-accounts/google', token)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toBe(messages.alreadyHasProvider('Google'))
    expect((await send('POST', '/api/user/linked-accounts/myspace', token)).status).toBe(400)
    const facebook = await send('POST', '/api/user/linked-accounts/facebook', token)
    expect(facebook.status).toBe(409)
    expect(((await facebook.json()) as { message: string }).message).toBe('Facebook sign-in is not configured')
    expect((await send('POST', '/api/user/linked-accounts/google')).status).toBe(401)
  })
})

describe('DELETE /api/user/linked-accounts/{provider}', () => {
  it('unlinks when another way in remains (a verified email counts)', async () => {
    const { user, token } = await signedInUser(app, verified)
    await app.deps.db.oAuthAccount.create({ data: { provider: 'google', providerAccountId: `g-${user.id}`, userId: user.id } })
    const res = await send('DELETE', '/api/user/linked-accounts/google', token)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ message: messages.unlinked('Google') })
    expect((await status(token)).methods.google).toBe(false)
  })

  it('refuses with 409 to unlink the last way in (an unverified address is none)', async () => {
    const { user, token } = await signedInUser(app, { email: null })
    await app.deps.db.oAuthAccount.create({ data: { provider: 'facebook', providerAccountId: `f-${user.id}`, userId: user.id } })
    const res = await send('DELETE', '/api/user/linked-accounts/facebook', token)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'LAST_SIGN_IN_METHOD', message: messages.lastWayIn('Facebook') })
    expect(await app.deps.db.oAuthAccount.count({ where: { userId: user.id } })).toBe(1)

    const unverified = await signedInUser(app)
    await app.deps.db.oAuthAccount.create({ data: { provider: 'google', providerAccountId: `g-${unverified.user.id}`, userId: unverified.user.id } })
    expect((await send('DELETE', '/api/user/linked-accounts/google', unverified.token)).status).toBe(409)
  })

  it('a password is a way in too', async () => {
    const { user, token } = await signedInUser(app, { email: null, passwordHash: await hashPassword('secret-password-1') })
    await app.deps.db.oAuthAccount.create({ data: { provider: 'google', providerAccountId: `g-${user.id}`, userId: user.id } })
    expect((await send('DELETE', '/api/user/linked-accounts/google', token)).status).toBe(200)
  })

  it('404 when not linked (another user\'s link is untouched), 400 for an unknown provider, 401 for a visitor', async () => {
    const other = await createUser(app.deps.db, verified)
    await app.deps.db.oAuthAccount.create({ data: { provider: 'google', providerAccountId: `g-${other.id}`, userId: other.id } })
    const { token } = await signedInUser(app, verified)
    const res = await send('DELETE', '/api/user/linked-accounts/google', token)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { message: string }).message).toBe(messages.notLinked('Google'))
    expect(await app.deps.db.oAuthAccount.count({ where: { userId: other.id } })).toBe(1)
    expect((await send('DELETE', '/api/user/linked-accounts/x', token)).status).toBe(400)
    expect((await send('DELETE', '/api/user/linked-accounts/google')).status).toBe(401)
  })
})

describe('PUT /api/user/password', () => {
  const OLD = 'old-password-123'
  const NEW = 'new-password-456'

  it('sets a first password on a verified account; other sessions end, this one stays; password sign-in then works', async () => {
    const { user, token } = await signedInUser(app, verified)
    const other = await createSession(app, user.id)
    const res = await send('PUT', '/api/user/password', token, { newPassword: NEW })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ message: messages.passwordSet })
    expect(await whoAmI(app, other)).toBeNull()
    expect((await whoAmI(app, token))!.id).toBe(user.id)
    const login = await postJson(app, '/api/login', { username: user.username, password: NEW })
    expect(login.status).toBe(200)
  })

  it('409 setting a first password without a verified address', async () => {
    const { token } = await signedInUser(app)
    const res = await send('PUT', '/api/user/password', token, { newPassword: NEW })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: messages.emailNotVerified })
  })

  it('a change needs the current password and ends every other session (their cookie gets null from GET /api/user)', async () => {
    const { user, token } = await signedInUser(app, { ...verified, passwordHash: await hashPassword(OLD) })
    const other = await createSession(app, user.id)
    expect((await whoAmI(app, other))!.id).toBe(user.id)
    const res = await send('PUT', '/api/user/password', token, { currentPassword: OLD, newPassword: NEW })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ message: messages.passwordChanged })
    expect(await whoAmI(app, other)).toBeNull()
    expect((await whoAmI(app, token))!.id).toBe(user.id)
    expect((await postJson(app, '/api/login', { username: user.username, password: OLD })).status).toBe(401)
    expect((await postJson(app, '/api/login', { username: user.username, password: NEW })).status).toBe(200)
  })

  it.each([
    [{ newPassword: NEW }, messages.currentPasswordRequired],
    [{ currentPassword: 'wrong-password-1', newPassword: NEW }, messages.currentPasswordWrong],
    [{ currentPassword: OLD, newPassword: OLD }, messages.samePassword],
    [{ currentPassword: OLD, newPassword: 'short' }, authMessages.passwordTooShort],
    [{ currentPassword: OLD, newPassword: 'x'.repeat(129) }, authMessages.passwordTooLong],
    [{ currentPassword: OLD }, authMessages.passwordRequired],
    [{ currentPassword: OLD, newPassword: 12345678 }, authMessages.passwordRequired],
    [{ currentPassword: OLD, newPassword: 'new-pass\uD800word' }, authMessages.passwordCharacters],
  ])('400 for %j with the message, and the password and sessions stay', async (body, message) => {
    const { user, token } = await signedInUser(app, { ...verified, passwordHash: await hashPassword(OLD) })
    const other = await createSession(app, user.id)
    const res = await send('PUT', '/api/user/password', token, body)
    expect(res.status).toBe(400)
    expect(await issues(res)).toContain(message)
    expect(await whoAmI(app, other)).not.toBeNull()
    expect((await postJson(app, '/api/login', { username: user.username, password: OLD })).status).toBe(200)
  })

  it('401 for a visitor', async () => {
    expect((await send('PUT', '/api/user/password', undefined, { newPassword: NEW })).status).toBe(401)
  })
})

describe('signed-in devices', () => {
  /** A user signed in on two devices through the real password sign-in (so the User-Agent is recorded). */
  async function twoDevices() {
    const password = 'device-password-1'
    const user = await createUser(app.deps.db, { ...verified, passwordHash: await hashPassword(password) })
    const signIn = async (userAgent: string) => {
      const res = await postJson(app, '/api/login', { username: user.username, password }, { headers: { 'User-Agent': userAgent } })
      expect(res.status).toBe(200)
      return sessionCookieFrom(res)!
    }
    return { user, phone: await signIn(CHROME_ANDROID), iphone: await signIn(SAFARI_IPHONE) }
  }
  const list = async (token: string) => {
    const res = await send('GET', '/api/user/sessions', token)
    expect(res.status).toBe(200)
    return ((await res.json()) as { data: SessionInfo[] }).data
  }

  it('lists the devices: browser and OS, unknown location, last seen, this device first; ids are not the stored hash', async () => {
    const { phone, iphone } = await twoDevices()
    const sessions = await list(phone)
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Android', location: 'Unknown location', lastSeenAt: clock.now().toISOString() })
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Safari', os: 'iOS' })
    const stored = [hashToken(phone), hashToken(iphone)]
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
      for (const secret of [...stored, phone, iphone]) expect(secret).not.toContain(session.id)
    }
    // The other device sees the same two, itself as current.
    expect((await list(iphone)).map((s) => [s.id, s.current])).toEqual([
      [sessions[1]!.id, true],
      [sessions[0]!.id, false],
    ])
  })

  it("DELETE /api/user/sessions/{id} signs that device out, and its push subscription ends with it", async () => {
    const { user, phone, iphone } = await twoDevices()
    await app.deps.db.pushSubscription.create({
      data: { endpoint: `https://push.example.test/${user.id}`, p256dh: 'key', auth: 'auth', userId: user.id, sessionId: hashToken(iphone) },
    })
    const target = (await list(phone)).find((s) => !s.current)!
    const res = await send('DELETE', `/api/user/sessions/${target.id}`, phone)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await whoAmI(app, iphone)).toBeNull()
    expect((await whoAmI(app, phone))!.id).toBe(user.id)
    expect(await app.deps.db.pushSubscription.count({ where: { userId: user.id } })).toBe(0)
    expect((await send('DELETE', `/api/user/sessions/${target.id}`, phone)).status).toBe(404)
  })

  it("a request with a session that has ended answers as a visitor and leaves the cookie alone (the browser may have signed in again since)", async () => {
    const { phone, iphone } = await twoDevices()
    const target = (await list(phone)).find((s) => !s.current)!
    expect((await send('DELETE', `/api/user/sessions/${target.id}`, phone)).status).toBe(200)
    const res = await app.request('/api/user', { headers: { Cookie: `${SESSION_COOKIE}=${iphone}` } })
    expect(res.status).toBe(200)
    expect(await res.json()).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('DELETE of this device is a sign-out (the cookie is cleared)', async () => {
    const { phone, iphone } = await twoDevices()
    const self = (await list(phone)).find((s) => s.current)!
    const res = await send('DELETE', `/api/user/sessions/${self.id}`, phone)
    expect(res.status).toBe(200)
    expect(sessionCookieFrom(res)).toBe('')
    expect(await whoAmI(app, phone)).toBeNull()
    expect(await whoAmI(app, iphone)).not.toBeNull()
  })

  it("404 for another user's session id (and it stays signed in), or an id that names nothing", async () => {
    const mine = await twoDevices()
    const theirs = await twoDevices()
    const theirId = (await list(theirs.phone))[0]!.id
    const res = await send('DELETE', `/api/user/sessions/${theirId}`, mine.phone)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { message: string }).message).toBe(messages.sessionNotFound)
    expect(await whoAmI(app, theirs.phone)).not.toBeNull()
    expect((await send('DELETE', `/api/user/sessions/${hashToken(theirs.phone)}`, mine.phone)).status).toBe(404)
    expect((await send('DELETE', '/api/user/sessions/nothing', mine.phone)).status).toBe(404)
  })

  it('POST /api/user/sessions/sign-out-others ends every other session only', async () => {
    const { user, phone, iphone } = await twoDevices()
    const third = await createSession(app, user.id)
    const bystander = await signedInUser(app)
    const res = await send('POST', '/api/user/sessions/sign-out-others', phone)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: messages.signedOutOthers, ended: 2 })
    expect(await whoAmI(app, iphone)).toBeNull()
    expect(await whoAmI(app, third)).toBeNull()
    expect((await whoAmI(app, phone))!.id).toBe(user.id)
    expect(await whoAmI(app, bystander.token)).not.toBeNull()
    expect((await list(phone)).map((s) => s.current)).toEqual([true])
  })

  it('401 for a visitor on every sessions route', async () => {
    expect((await send('GET', '/api/user/sessions')).status).toBe(401)
    expect((await send('DELETE', '/api/user/sessions/abcdefghijklmnopqrstuv')).status).toBe(401)
    expect((await send('POST', '/api/user/sessions/sign-out-others')).status).toBe(401)
  })
})

describe('describeUserAgent', () => {
  it.each([
    [CHROME_ANDROID, 'Chrome', 'Android'],
    [SAFARI_IPHONE, 'Safari', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome', 'iOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 OPR/115.0', 'Opera', 'Linux'],
    ['', 'Unknown browser', 'Unknown system'],
  ])('%s → %s on %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os })
  })
})
