/**
 * Email one-time-code sign-in (issue 3, acceptance 1 and 2): real HTTP against createApp(), real
 * mail to a local SMTP server, and an injected clock for expiry and the resend cooldown.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { authMessages } from '../../api/contracts/auth.ts'
import { createDb } from '../../api/db.ts'
import { hashLoginCode } from '../../api/modules/auth/login-codes.ts'
import { createUser } from '../factories/index.ts'
import { extractLoginCode, type MailCatcher } from '../support/mail-catcher.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { bodyWithoutRequestId, closeMailApp, postJson, requestCode, sessionCookieFrom, stableHeaders, startMailApp, whoAmI } from './auth-support.ts'

const MINUTE = 60_000
let catcher: MailCatcher
let app: TestApp
let clock: ReturnType<typeof fixedClock>

// A fresh mail server and app per test (auth-support.ts startMailApp).
beforeEach(async () => {
  ;({ app, catcher, clock } = await startMailApp())
})
afterEach(() => closeMailApp(app, catcher))

const request = (emailOrUsername: unknown) => postJson(app, '/api/request-login-code', { emailOrUsername })
const verify = (emailOrUsername: unknown, code: unknown, cookie?: string) =>
  postJson(app, '/api/verify-login-code', { emailOrUsername, code }, { cookie })
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
/** Lets a mail that was (wrongly) triggered reach the catcher before we count. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('POST /api/request-login-code', () => {
  it('mails a 6-digit code (text and HTML) and replies with the message and the 60 s countdown', async () => {
    const res = await request('  Maria@Example.TEST ')
    expect(res.status).toBe(200)
    expect(res.headers.get('retry-after')).toBeNull()
    expect(await res.json()).toEqual({ message: 'Please check your email for the login code', retryAfter: 60 })

    const mail = await catcher.waitForMessage({ to: 'maria@example.test' })
    const code = extractLoginCode(mail)
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.subject).toBe(`Your Gala sign-in code: ${code}`)
    expect(mail.from).toBe('no-reply@gala.test')
    expect(mail.text).toContain(code)
    expect(mail.text).toContain('expires in 10 minutes')
    expect(mail.text).toMatch(/ignore this email/)
    expect(mail.html).toContain(code)
    expect(mail.html).toContain('Hi Maria Santos,')
  })

  it('stores only a keyed hash of the code, never the code', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    const rows = await app.deps.db.loginCode.findMany()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(rows[0]?.expiresAt.toISOString()).toBe('2026-11-21T04:10:00.000Z')
  })

  it('sends the code for a username to the account email, and the username signs in with it', async () => {
    const since = catcher.mark()
    expect((await request('Maria_Santos')).status).toBe(200)
    const code = extractLoginCode(await catcher.waitForMessage({ to: 'maria@example.test', since }))
    const res = await verify('maria_santos', code)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ username: 'maria_santos', email: 'maria@example.test', role: 'user' })
  })

  it.each([
    ['an email without a domain', 'maria@'],
    ['an email with spaces', 'maria santos@example.test'],
    ['a two-character username', 'ab'],
    ['a username starting with an underscore', '_maria'],
    ['a username with a dot', 'maria.santos'],
    ['a 31-character username', 'a'.repeat(31)],
    ['an empty value', '   '],
    ['a number', 12345],
    ['null', null],
  ])('refuses %s with 400 INVALID_IDENTIFIER', async (_label, value) => {
    const res = await request(value)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'INVALID_IDENTIFIER', message: 'Invalid email or username' })
    await settle()
    expect(catcher.messages).toHaveLength(0)
  })

  it('refuses a resend before 60 s with 429, Retry-After and retryAfter, and sends no mail', async () => {
    await requestCode(app, catcher, 'maria@example.test')
    clock.advance(20_000)
    const early = await request('maria@example.test')
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('40')
    const body = await early.json()
    expect(body).toMatchObject({ retryAfter: 40, message: authMessages.resendTooSoon })
    expect(body.error).toBeUndefined() // a cooldown, not the high-traffic condition

    clock.advance(39_000)
    expect((await request('maria@example.test')).headers.get('retry-after')).toBe('1')
    clock.advance(1_000)
    await requestCode(app, catcher, 'maria@example.test') // exactly 60 s later: allowed
    await settle()
    expect(catcher.messagesTo('maria@example.test')).toHaveLength(2)
  })

  it('applies the cooldown per account, whichever identifier asks', async () => {
    await requestCode(app, catcher, 'maria@example.test')
    const byUsername = await request('MARIA_SANTOS')
    expect(byUsername.status).toBe(429)
    expect((await byUsername.json()).retryAfter).toBe(60)
  })

  it('gives identical replies for known and unknown email addresses', async () => {
    const known = await request('maria@example.test')
    const unknown = await request('nobody@example.test')
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
    expect(stableHeaders(unknown)).toEqual(stableHeaders(known))

    // …and the same for the resend cooldown that follows.
    clock.advance(5_000)
    const knownAgain = await request('maria@example.test')
    const unknownAgain = await request('nobody@example.test')
    expect([knownAgain.status, unknownAgain.status]).toEqual([429, 429])
    expect(await bodyWithoutRequestId(unknownAgain)).toEqual(await bodyWithoutRequestId(knownAgain))
    expect(stableHeaders(unknownAgain)).toEqual(stableHeaders(knownAgain))
  })

  it('takes similar time for known and unknown addresses (same database work, mail not awaited)', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createUser(app.deps.db, { username: `timing${i}`, email: `timing${i}@example.test` })),
    )
    const time = async (identifier: string) => {
      const started = performance.now()
      const res = await request(identifier)
      expect(res.status).toBe(200)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (const [i, account] of accounts.entries()) {
      known.push(await time(account.email ?? ''))
      unknown.push(await time(`ghost${i}@example.test`))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
    // Loose bounds: this guards against an extra round trip (e.g. awaiting SMTP) on one side only.
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 10)
    expect(median(unknown)).toBeLessThan(median(known) * 3 + 10)
  })

  it('mails an unknown address a sign-up code instead of a sign-in code, and mails nothing for an unknown username', async () => {
    expect((await request('newcomer@example.test')).status).toBe(200)
    expect((await request('ghost_user')).status).toBe(200)
    const mail = await catcher.waitForMessage({ to: 'newcomer@example.test' })
    const code = extractLoginCode(mail)
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.subject).toBe(`Your Gala sign-up code: ${code}`)
    expect(mail.text).toContain('No Gala account uses this email address yet')
    await settle()
    expect(catcher.messages).toHaveLength(1)
    // The unknown identifiers got code rows like a real account's (same work, same cooldown), not bound to anyone.
    const rows = await app.deps.db.loginCode.findMany({ orderBy: { id: 'asc' } })
    expect(rows.map((row) => [row.email, row.userId, row.purpose])).toEqual([
      ['newcomer@example.test', null, 'login'],
      ['ghost_user', null, 'login'],
    ])
  })

  it('escapes the account name in the HTML mail', async () => {
    await createUser(app.deps.db, { username: 'tricky', email: 'tricky@example.test', name: '<img src=x onerror=alert(1)> & "Co"' })
    await requestCode(app, catcher, 'tricky@example.test')
    const mail = catcher.messagesTo('tricky@example.test')[0]
    expect(mail?.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;,')
    expect(mail?.html).not.toContain('<img')
  })

  it('limits code requests per account with the high-traffic reply', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await request('maria@example.test')).status).toBe(200)
      clock.advance(61_000)
    }
    const res = await request('maria@example.test')
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3000)
    expect(await res.json()).toMatchObject({
      code: 'HIGH_TRAFFIC',
      error: 'high_traffic',
      retryAfter,
      message: 'The authentication service is currently experiencing high traffic. Please wait for the countdown to complete.',
    })
  })

  it('limits code requests per IP address with the high-traffic reply', async () => {
    for (let i = 0; i < 30; i++) expect((await request(`visitor${i}`)).status).toBe(200)
    const res = await request('maria@example.test')
    expect(res.status).toBe(429)
    expect(await res.json()).toMatchObject({ error: 'high_traffic', code: 'HIGH_TRAFFIC' })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    await settle()
    expect(catcher.messagesTo('maria@example.test')).toHaveLength(0)
  })

  it('answers 503 with the database message when the database is unreachable', async () => {
    // A file that is not a database (SQLITE_NOTADB) stands for a database that cannot be used.
    const dir = mkdtempSync(path.join(tmpdir(), 'gala-broken-'))
    writeFileSync(path.join(dir, 'gala.db'), 'not a database '.repeat(200))
    const broken = await startTestApp({ db: createDb(`file:${path.join(dir, 'gala.db')}`) })
    try {
      const res = await postJson(broken, '/api/request-login-code', { emailOrUsername: 'maria@example.test' })
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'Database connection error. Please try again later.' })
    } finally {
      await broken.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('without SMTP_URL writes the mail to data/mail/ so a developer can read the code', async () => {
    const local = await startTestApp({ clock })
    try {
      await createUser(local.deps.db, { username: 'dev_user', email: 'dev@example.test' })
      expect((await postJson(local, '/api/request-login-code', { emailOrUsername: 'dev@example.test' })).status).toBe(200)
      const outbox = path.join(local.database.dir, 'mail')
      await expect.poll(() => existsSync(outbox) && readdirSync(outbox).length, { timeout: 5000 }).toBe(1)
      const text = readFileSync(path.join(outbox, readdirSync(outbox)[0] ?? ''), 'utf8')
      expect(text).toMatch(/^Subject: Your Gala sign-in code: \d{6}$/m)
    } finally {
      await local.close()
    }
  })
})

describe('POST /api/verify-login-code', () => {
  it('signs in with the mailed code: 200 with the user and an HttpOnly, SameSite=Lax session cookie', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    const res = await verify('MARIA@example.test', code)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ username: 'maria_santos', name: 'Maria Santos', isAdmin: false, isStaff: false })
    const setCookie = res.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/^gala_session=[A-Za-z0-9_-]{43}; path=\//m)
    for (const attribute of ['samesite=lax', 'httponly']) expect(setCookie).toMatch(new RegExp(`; ${attribute}(;|$)`, 'im'))
    expect(setCookie).not.toMatch(/secure/i) // served over plain http here
    const user = await whoAmI(app, sessionCookieFrom(res))
    expect(user?.email).toBe('maria@example.test')
  })

  it('accepts a code just before 10 minutes and refuses it at 10 min 1 s as expired', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    clock.advance(10 * MINUTE + 1000)
    const late = await verify('maria@example.test', code)
    expect(late.status).toBe(401)
    expect(await late.json()).toMatchObject({ code: 'CODE_EXPIRED', message: 'This code has expired. Please request a new one.' })

    clock.advance(MINUTE) // a fresh code, used at 9 min 59 s
    const fresh = await requestCode(app, catcher, 'maria@example.test')
    clock.advance(10 * MINUTE - 1000)
    expect((await verify('maria@example.test', fresh)).status).toBe(200)
  })

  it('refuses a wrong code with 401 and counts the try', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    const res = await verify('maria@example.test', wrongCodeFor(code))
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code. Please check it and try again.' })
    expect((await app.deps.db.loginCode.findFirst())?.attempts).toBe(1)
  })

  it('voids the code after 5 wrong tries: the sixth try and even the right code are refused as expired', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    const wrong = wrongCodeFor(code)
    for (let i = 0; i < 5; i++) {
      const res = await verify('maria@example.test', wrong)
      expect(res.status).toBe(401)
      expect((await res.json()).code).toBe('INVALID_CODE')
    }
    const sixth = await verify('maria@example.test', wrong)
    expect(sixth.status).toBe(401)
    expect((await sixth.json()).message).toContain('expired')
    const right = await verify('maria@example.test', code)
    expect(right.status).toBe(401)
    expect((await right.json()).message).toContain('expired')
    expect(await app.deps.db.session.count()).toBe(0)
  })

  it('still accepts the right code after 4 wrong tries', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    for (let i = 0; i < 4; i++) expect((await verify('maria@example.test', wrongCodeFor(code))).status).toBe(401)
    expect((await verify('maria@example.test', code)).status).toBe(200)
  })

  it('caps parallel guesses at 5 tries per code', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const replies = await Promise.all(guesses.map(async (guess) => (await verify('maria@example.test', guess)).json()))
    expect(replies.filter((body) => body.code === 'INVALID_CODE')).toHaveLength(5)
    expect(replies.filter((body) => body.code === 'CODE_EXPIRED')).toHaveLength(7)
    expect((await verify('maria@example.test', code)).status).toBe(401)
  })

  it('is single use', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    expect((await verify('maria@example.test', code)).status).toBe(200)
    const again = await verify('maria@example.test', code)
    expect(again.status).toBe(401)
    expect((await again.json()).code).toBe('CODE_EXPIRED')
  })

  it('voids the previous code when a new one is sent', async () => {
    const first = await requestCode(app, catcher, 'maria@example.test')
    clock.advance(61_000)
    const second = await requestCode(app, catcher, 'maria@example.test')
    expect(second).not.toBe(first)
    const old = await verify('maria@example.test', first)
    expect(old.status).toBe(401)
    expect((await old.json()).code).toBe('CODE_EXPIRED')
    expect((await verify('maria@example.test', second)).status).toBe(200)
  })

  it('yields exactly one session when the correct code is submitted twice at once', async () => {
    const code = await requestCode(app, catcher, 'maria@example.test')
    const replies = await Promise.all([verify('maria@example.test', code), verify('maria@example.test', code)])
    expect(replies.map((res) => res.status).sort()).toEqual([200, 401])
    expect(await app.deps.db.session.count()).toBe(1)
  })

  it('refuses even the right code for an unknown username as expired: it was mailed to nobody, so it proves nothing', async () => {
    expect((await request('ghost_user')).status).toBe(200)
    // Nobody received this code; put one we know in its place to play the lucky guess.
    const row = await app.deps.db.loginCode.findFirstOrThrow()
    await app.deps.db.loginCode.update({ where: { id: row.id }, data: { codeHash: hashLoginCode(app.deps.config.secrets.sessionSecret, 'ghost_user', '424242') } })
    const res = await verify('ghost_user', '424242')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(await app.deps.db.session.count()).toBe(0)
    expect(await app.deps.db.loginCode.count({ where: { purpose: 'sign-up' } })).toBe(0)
  })

  it('refuses a code that is not 6 characters with 400', async () => {
    for (const code of ['12345', '1234567', '', 123456]) {
      const res = await verify('maria@example.test', code)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_CODE_FORMAT', message: 'Code must be 6 characters' })
    }
    const badIdentifier = await verify('not an email', '123456')
    expect(await badIdentifier.json()).toMatchObject({ code: 'INVALID_IDENTIFIER', message: 'Invalid email or username' })
  })

  it('limits verifications per IP address with the high-traffic reply', async () => {
    for (let i = 0; i < 30; i++) expect((await verify(`someone${i}`, '000000')).status).toBe(401)
    const res = await verify('maria@example.test', '000000')
    expect(res.status).toBe(429)
    expect(await res.json()).toMatchObject({ error: 'high_traffic' })
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
