import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { safeRedirectPath } from '../../api/contracts/oauth.ts'
import { createUser } from '../factories/index.ts'
import { CookieBrowser } from '../support/cookie-browser.ts'
import { listenOidcProvider, type TestAccount, type TestOidcProvider } from '../support/oidc-provider.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

/**
 * The Google and Facebook sign-ins against a real OpenID Provider (panva/oidc-provider) started here.
 * A small cookie-keeping "browser" follows the redirects with fetch, as a person's browser would.
 */

const GOOGLE = { clientId: 'gala-google', clientSecret: 'google-secret-0123456789abcdef' }
const FACEBOOK = { clientId: 'gala-facebook', clientSecret: 'facebook-secret-0123456789abcdef' }

const juan: TestAccount = {
  sub: 'google-juan',
  email: 'Juan.Dela.Cruz@example.test',
  email_verified: true,
  name: 'Juan dela Cruz',
  given_name: 'Juan',
  family_name: 'dela Cruz',
  picture: 'https://images.example.test/juan.png',
}
const ana: TestAccount = { sub: 'google-ana', email: 'ana.reyes@example.test', email_verified: true, name: 'Ana Reyes' }
const unverified: TestAccount = { sub: 'google-mallory', email: 'victim@example.test', email_verified: false, name: 'Mallory' }
const fbUser: TestAccount = {
  sub: '10229384756',
  email: 'liza.soberano@example.test',
  name: 'Liza Soberano',
  given_name: 'Liza',
  family_name: 'Soberano',
}

let op: TestOidcProvider
let closeOp: () => Promise<void>
let app: TestApp
const clock = fixedClock('2026-11-21T04:00:00Z')

beforeAll(async () => {
  const listening = await listenOidcProvider()
  closeOp = listening.close
  app = await startTestApp({
    clock,
    publicUrlFromServer: true,
    env: {
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER: listening.issuer,
      FACEBOOK_CLIENT_ID: FACEBOOK.clientId,
      FACEBOOK_CLIENT_SECRET: FACEBOOK.clientSecret,
      FACEBOOK_AUTHORIZATION_URL: `${listening.issuer}/auth`,
      FACEBOOK_TOKEN_URL: `${listening.issuer}/token`,
      FACEBOOK_USERINFO_URL: `${listening.issuer}/graph/me`,
    },
  })
  op = listening.configure({
    clients: [
      { ...GOOGLE, redirectUris: [`${app.url}/api/auth/google/callback`] },
      { ...FACEBOOK, redirectUris: [`${app.url}/api/auth/facebook/callback`] },
    ],
    accounts: [juan, ana, unverified, fbUser],
  })
})

afterAll(async () => {
  await app?.close()
  await closeOp?.()
})

const onApp = (url: URL) => url.origin === app.url
const isCallback = (url: URL) => onApp(url) && url.pathname.endsWith('/callback')
/** Where the browser lands on our site after the callback (the callback itself is followed). */
const landed = (url: URL) => onApp(url) && !url.pathname.startsWith('/api/')

/** Goes to the provider, signs in there as `account` and stops just before the app's callback. */
async function toCallback(browser: CookieBrowser, account: TestAccount | 'deny', start = '/api/auth/google?redirect_to=/movies') {
  op.setNextInteraction(account === 'deny' ? { deny: true } : { login: account.sub })
  return browser.follow(app.url + start, isCallback)
}

async function currentUser(browser: CookieBrowser) {
  const res = await browser.get(`${app.url}/api/user`)
  expect(res.status).toBe(200)
  return (await res.json()) as { id: number; username: string; email: string | null; name: string | null; avatar: string | null } | null
}

/** Koa's signed-cookie signature (keygrip: HMAC-SHA1, base64url without padding) with the app's key. */
function sign(name: string, value: string) {
  return createHmac('sha1', app.deps.config.secrets.sessionSecret).update(`${name}=${value}`).digest('base64url')
}

/** Rewrites the signed gala_oauth cookie as someone holding our key could: proves what the server checks beyond the signature. */
function rewriteFlowCookie(browser: CookieBrowser, change: (flow: Record<string, unknown>) => void) {
  const jar = browser.cookies(app.url)
  const flow = JSON.parse(Buffer.from(jar.get('gala_oauth')!, 'base64url').toString()) as Record<string, unknown>
  change(flow)
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url')
  jar.set('gala_oauth', value)
  jar.set('gala_oauth.sig', sign('gala_oauth', value))
}

const errorOf = (url: URL) => (url.pathname === '/auth' ? url.searchParams.get('error') : null)

describe('GET /api/auth/providers', () => {
  it('says which providers are configured', async () => {
    const res = await app.request('/api/auth/providers')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ google: true, facebook: true })
  })
})

describe('Google (OpenID Connect) sign-in', () => {
  it('sends the browser to the provider with state, PKCE S256 and a nonce, kept in a signed HttpOnly Lax cookie', async () => {
    const res = await app.request('/api/auth/google?redirect_to=/movies', { redirect: 'manual' })
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(`${op.issuer}/auth`)
    const params = location.searchParams
    expect(params.get('client_id')).toBe(GOOGLE.clientId)
    expect(params.get('redirect_uri')).toBe(`${app.url}/api/auth/google/callback`)
    expect(params.get('scope')).toBe('openid email profile')
    expect(params.get('response_type')).toBe('code')
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const cookies = res.headers.getSetCookie()
    const flowCookie = cookies.find((c) => c.startsWith('gala_oauth='))!
    expect(flowCookie).toMatch(/path=\/api\/auth/i)
    expect(flowCookie).toMatch(/httponly/i)
    expect(flowCookie).toMatch(/samesite=lax/i)
    expect(flowCookie).toMatch(/max-age=600|expires=/i)
    expect(cookies.some((c) => c.startsWith('gala_oauth.sig='))).toBe(true)
    // The verifier stays with the browser; only its S256 challenge travels to the provider.
    expect(location.href).not.toContain(JSON.parse(Buffer.from(flowCookie.split(/[=;]/)[1]!, 'base64url').toString()).codeVerifier)
  })

  it('first sign-in creates the account, signs in and returns to redirect_to; the next sign-in reuses it', async () => {
    const usersBefore = await app.deps.db.user.count()
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    expect(callback.searchParams.get('code')).toBeTruthy()
    const end = await browser.follow(callback.href, landed)
    expect(end.pathname + end.search).toBe('/movies')
    expect(browser.cookies(app.url).has('gala_oauth')).toBe(false) // one attempt per cookie
    expect(app.logs.some((line) => line.msg === 'oauth sign-in' && line.outcome === 'created')).toBe(true)
    expect(JSON.stringify(app.logs)).not.toContain(callback.searchParams.get('code')!)

    const user = await currentUser(browser)
    expect(user).toMatchObject({
      username: 'juan_dela_cruz',
      email: 'juan.dela.cruz@example.test',
      name: 'Juan dela Cruz',
      firstName: 'Juan',
      lastName: 'dela Cruz',
      avatar: 'https://images.example.test/juan.png',
      role: 'user',
      isAdmin: false,
    })
    expect(await app.deps.db.user.count()).toBe(usersBefore + 1)
    expect(await app.deps.db.oAuthAccount.findMany({ where: { userId: user!.id }, select: { provider: true, providerAccountId: true } })).toEqual([
      { provider: 'google', providerAccountId: 'google-juan' },
    ])

    // Again, in the same browser: the same account, a new session id.
    const firstSession = browser.cookies(app.url).get('gala_session')
    const end2 = await browser.follow((await toCallback(browser, juan, '/api/auth/google')).href, landed)
    expect(end2.pathname).toBe('/')
    expect((await currentUser(browser))!.id).toBe(user!.id)
    expect(browser.cookies(app.url).get('gala_session')).not.toBe(firstSession)
    expect(await app.deps.db.user.count()).toBe(usersBefore + 1)

    // And in another browser.
    const other = new CookieBrowser()
    await other.follow((await toCallback(other, juan)).href, landed)
    expect((await currentUser(other))!.id).toBe(user!.id)
  })

  it('links to an existing user with the same verified email instead of creating another', async () => {
    // Someone registered Ana's address with their own password before she ever proved it (pre-hijacking).
    const existing = await createUser(app.deps.db, {
      username: 'ana_r',
      email: 'ana.reyes@example.test',
      name: 'Ana R.',
      avatar: null,
      passwordHash: 'set-by-whoever-registered-first',
    })
    await app.deps.db.session.create({ data: { id: 'squatter-session', userId: existing.id, expiresAt: new Date('2030-01-01') } })
    const usersBefore = await app.deps.db.user.count()
    const browser = new CookieBrowser()
    await browser.follow((await toCallback(browser, ana)).href, landed)
    const user = await currentUser(browser)
    expect(user).toMatchObject({ id: existing.id, username: 'ana_r', name: 'Ana R.' })
    expect(await app.deps.db.user.count()).toBe(usersBefore)
    expect(await app.deps.db.oAuthAccount.count({ where: { userId: existing.id, provider: 'google' } })).toBe(1)
    // Google vouched for the address: the earlier password and the squatter's session are gone.
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { id: existing.id } })
    expect(row.passwordHash).toBeNull()
    expect(row.emailVerifiedAt).not.toBeNull()
    expect(await app.deps.db.session.findUnique({ where: { id: 'squatter-session' } })).toBeNull()
  })

  it('never links or stores an email the provider has not verified', async () => {
    const victim = await createUser(app.deps.db, { username: 'victim', email: 'victim@example.test' })
    const browser = new CookieBrowser()
    await browser.follow((await toCallback(browser, unverified)).href, landed)
    const user = await currentUser(browser)
    expect(user!.id).not.toBe(victim.id)
    expect(user!.email).toBeNull()
    expect(user!.username).toBe('mallory')
  })

  it('gives the new account a free username when the derived one is taken', async () => {
    await createUser(app.deps.db, { username: 'liza_soberano', email: 'someone.else@example.test' })
    const taken: TestAccount = { sub: 'google-liza', email: 'liza_soberano@elsewhere.test', email_verified: true, name: 'Liza' }
    op.accounts.set(taken.sub, taken)
    const browser = new CookieBrowser()
    await browser.follow((await toCallback(browser, taken)).href, landed)
    expect((await currentUser(browser))!.username).toBe('liza_soberano2')
  })

  it('refuses a callback whose state is not the one this browser was given', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    callback.searchParams.set('state', 'attacker-chosen-state-value-0123456789')
    const end = await browser.follow(callback.href, landed)
    expect(errorOf(end)).toBe('We could not verify your Google sign-in. Please try again.')
    expect(await currentUser(browser)).toBeNull()
  })

  it('refuses a callback in a browser that has no flow cookie (login CSRF: a code sent to someone else)', async () => {
    const attacker = new CookieBrowser()
    const callback = await toCallback(attacker, juan)
    const victim = new CookieBrowser()
    const end = await victim.follow(callback.href, landed)
    expect(errorOf(end)).toBe('Your Google sign-in took too long or was started in another browser. Please try again.')
    expect(await currentUser(victim)).toBeNull()
  })

  it('refuses a flow cookie that was tampered with (signature no longer matches)', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    const jar = browser.cookies(app.url)
    const flow = JSON.parse(Buffer.from(jar.get('gala_oauth')!, 'base64url').toString())
    jar.set('gala_oauth', Buffer.from(JSON.stringify({ ...flow, redirectTo: '/admin' })).toString('base64url'))
    const end = await browser.follow(callback.href, landed)
    expect(errorOf(end)).toMatch(/took too long or was started in another browser/)
    expect(await currentUser(browser)).toBeNull()
  })

  it('fails at the token endpoint without the right PKCE verifier', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    rewriteFlowCookie(browser, (flow) => {
      flow.codeVerifier = randomBytes(32).toString('base64url')
    })
    const end = await browser.follow(callback.href, landed)
    expect(errorOf(end)).toBe('We could not verify your Google sign-in. Please try again.')
    expect(await currentUser(browser)).toBeNull()
    const refused = app.logs.find((line) => line.msg === 'oauth sign-in refused' && line.providerError === 'invalid_grant')
    expect(refused).toBeDefined()
  })

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    rewriteFlowCookie(browser, (flow) => {
      flow.nonce = 'a-different-nonce-0123456789abcdef'
    })
    const end = await browser.follow(callback.href, landed)
    expect(errorOf(end)).toBe('We could not verify your Google sign-in. Please try again.')
    expect(await currentUser(browser)).toBeNull()
  })

  it('refuses a callback more than 10 minutes after the sign-in started', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    clock.advance(10 * 60 * 1000 + 1000)
    try {
      const end = await browser.follow(callback.href, landed)
      expect(errorOf(end)).toMatch(/took too long/)
      expect(await currentUser(browser)).toBeNull()
    } finally {
      clock.set('2026-11-21T04:00:00Z')
    }
  })

  it('sends a refused consent back to /auth with a readable message', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, 'deny')
    expect(callback.searchParams.get('error')).toBe('access_denied')
    const end = await browser.follow(callback.href, landed)
    expect(errorOf(end)).toBe('Google sign-in was cancelled')
    expect(await currentUser(browser)).toBeNull()
  })

  it('shows a fixed sentence for other provider errors, never the provider text', async () => {
    const browser = new CookieBrowser()
    const res = await browser.get(`${app.url}/api/auth/google/callback?error=server_error&error_description=Call%20+63%20now`)
    expect(res.status).toBe(302)
    const end = new URL(res.headers.get('location')!, app.url)
    expect(errorOf(end)).toBe('Google sign-in failed. Please try again.')
  })

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'])(
    'refuses to return to %s after sign-in (lands on /)',
    async (target) => {
      const browser = new CookieBrowser()
      const callback = await toCallback(browser, juan, `/api/auth/google?redirect_to=${encodeURIComponent(target)}`)
      const end = await browser.follow(callback.href, landed)
      expect(end.href).toBe(`${app.url}/`)
    },
  )
})

describe('Facebook (OAuth 2.0) sign-in', () => {
  it('asks for email and public_profile with state and PKCE but no nonce', async () => {
    const res = await app.request('/api/auth/facebook', { redirect: 'manual' })
    expect(res.status).toBe(302)
    const params = new URL(res.headers.get('location')!).searchParams
    expect(params.get('scope')).toBe('email public_profile')
    expect(params.get('redirect_uri')).toBe(`${app.url}/api/auth/facebook/callback`)
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('state')).toBeTruthy()
    expect(params.has('nonce')).toBe(false)
  })

  it('creates the account from the profile read with the access token and signs in', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, fbUser, '/api/auth/facebook?redirect_to=/events?when=today')
    const end = await browser.follow(callback.href, landed)
    expect(end.pathname + end.search).toBe('/events?when=today')
    const user = await currentUser(browser)
    expect(user).toMatchObject({ username: 'liza_soberano3', email: 'liza.soberano@example.test', name: 'Liza Soberano', firstName: 'Liza', lastName: 'Soberano' })
    expect(await app.deps.db.oAuthAccount.count({ where: { provider: 'facebook', providerAccountId: fbUser.sub, userId: user!.id } })).toBe(1)
  })

  it('links Facebook to the account that Google created for the same email', async () => {
    const browser = new CookieBrowser()
    const viaGoogle = new CookieBrowser()
    await viaGoogle.follow((await toCallback(viaGoogle, juan)).href, landed)
    const googleUser = await currentUser(viaGoogle)
    const fbJuan: TestAccount = { sub: '555000111', email: 'juan.dela.cruz@example.test', name: 'Juan dela Cruz' }
    op.accounts.set(fbJuan.sub, fbJuan)
    await browser.follow((await toCallback(browser, fbJuan, '/api/auth/facebook')).href, landed)
    expect((await currentUser(browser))!.id).toBe(googleUser!.id)
  })

  it('refuses a Facebook callback carrying a Google flow cookie', async () => {
    const browser = new CookieBrowser()
    const callback = await toCallback(browser, juan)
    const end = await browser.follow(`${app.url}/api/auth/facebook/callback${callback.search}`, landed)
    expect(errorOf(end)).toMatch(/^Your Facebook sign-in took too long/)
  })
})

describe('without credentials', () => {
  let bare: TestApp
  beforeAll(async () => {
    bare = await startTestApp()
  })
  afterAll(async () => {
    await bare.close()
  })

  it('reports both providers as not configured', async () => {
    expect(await (await bare.request('/api/auth/providers')).json()).toEqual({ google: false, facebook: false })
  })

  it.each([
    ['google', 'Google sign-in is not configured'],
    ['facebook', 'Facebook sign-in is not configured'],
  ])('/api/auth/%s sends the browser back to /auth with "%s"', async (provider, message) => {
    const res = await bare.request(`/api/auth/${provider}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!, bare.url)
    expect(location.pathname).toBe('/auth')
    expect(location.searchParams.get('error')).toBe(message)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('gala_oauth='))).toBe(false)
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/movies', '/movies'],
    ['/events?when=today#top', '/events?when=today#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['movies', '/'],
    ['/a\nb', '/'],
    ['', '/'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
    ['/' + 'x'.repeat(2001), '/'],
  ])('%j → %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })
})
