/**
 * Sign-up by email code (issue 36, acceptance 2; decision 047): real HTTP against createApp(), real mail to a
 * local SMTP server, an injected clock for the code's and the token's expiry and the resend cooldown.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { authMessages, type SignUpNeededReply } from '../../api/contracts/auth.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { createUser } from '../factories/index.ts'
import { extractLoginCode, type MailCatcher } from '../support/mail-catcher.ts'
import type { TestApp } from '../support/test-app.ts'
import { bodyWithoutRequestId, closeMailApp, postJson, sessionCookieFrom, stableHeaders, startMailApp, whoAmI } from './auth-support.ts'

const MINUTE = 60_000
const NEW_ADDRESS = 'juan.dc@example.test'
let catcher: MailCatcher
let app: TestApp
let clock: ReturnType<typeof fixedClock>

beforeEach(async () => {
  ;({ app, catcher, clock } = await startMailApp())
})
afterEach(() => closeMailApp(app, catcher))

const request = (emailOrUsername: unknown) => postJson(app, '/api/request-login-code', { emailOrUsername })
const verify = (emailOrUsername: unknown, code: unknown) => postJson(app, '/api/verify-login-code', { emailOrUsername, code })
const signUp = (body: unknown, cookie?: string) => postJson(app, '/api/sign-up', body, { cookie })
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
/** Lets a mail that was (wrongly) triggered reach the catcher before we count. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

/** Requests a code for `email` and reads it from the mail the catcher received (either kind of code mail). */
async function mailedCode(email: string): Promise<{ code: string; subject: string }> {
  const since = catcher.mark()
  const res = await request(email)
  expect(res.status).toBe(200)
  const mail = await catcher.waitForMessage({ to: email.trim().toLowerCase(), since })
  const code = extractLoginCode(mail)
  if (!code) throw new Error(`no code in mail "${mail.subject}"`)
  return { code, subject: mail.subject }
}

/** The sign-up token of a new address: its mailed code, entered. */
async function signUpToken(email = NEW_ADDRESS): Promise<string> {
  const { code } = await mailedCode(email)
  const res = await verify(email, code)
  expect(res.status).toBe(200)
  return ((await res.json()) as SignUpNeededReply).signUpToken
}

describe('a new address', () => {
  it('gets a sign-up code, then a name step, then an account with the address verified, signed in', async () => {
    const { code, subject } = await mailedCode(' Juan.DC@Example.TEST ')
    expect(subject).toBe(`Your Gala sign-up code: ${code}`)

    const verified = await verify('juan.dc@example.test', code)
    expect(verified.status).toBe(200)
    expect(verified.headers.get('cache-control')).toBe('no-store')
    expect(sessionCookieFrom(verified)).toBeUndefined() // nobody is signed in before the name
    const reply = (await verified.json()) as SignUpNeededReply
    expect(reply).toEqual({
      nameNeeded: true,
      message: 'Welcome to Gala! Choose your display name to create your account.',
      email: NEW_ADDRESS,
      signUpToken: expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{43}$/),
      expiresAt: '2026-11-21T04:15:00.000Z',
    })
    expect(await app.deps.db.user.count()).toBe(1)
    // Only the token's HMAC is stored, bound to the address.
    const stored = await app.deps.db.loginCode.findFirstOrThrow({ where: { purpose: 'sign-up' } })
    expect(stored).toMatchObject({ email: NEW_ADDRESS, userId: null, usedAt: null })
    expect(JSON.stringify(stored)).not.toContain(reply.signUpToken.split('.')[1])

    const created = await signUp({ token: reply.signUpToken, name: '  Juan dela Cruz ' })
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
    const user = (await created.json()) as PublicUser
    expect(user).toMatchObject({ username: 'juan_dc', email: NEW_ADDRESS, name: 'Juan dela Cruz', displayName: 'Juan dela Cruz', emailVerified: true, role: 'user', isStaff: false })
    const cookie = sessionCookieFrom(created)
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await whoAmI(app, cookie))?.id).toBe(user.id)
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(row.passwordHash).toBeNull()
    expect(row.emailVerifiedAt?.toISOString()).toBe('2026-11-21T04:00:00.000Z')
    // The token never reaches the log.
    expect(JSON.stringify(app.logs)).not.toContain(reply.signUpToken.split('.')[1])
  })

  it('gets a username derived from the address, numbered when taken or reserved', async () => {
    await createUser(app.deps.db, { username: 'juan_dc', email: 'juan@elsewhere.test' })
    const first = await signUp({ token: await signUpToken(), name: 'Juan' })
    expect((await first.json()).username).toBe('juan_dc2')
    clock.advance(61_000)
    const reserved = await signUp({ token: await signUpToken('admin@example.test'), name: 'Not Staff' })
    expect(reserved.status).toBe(201)
    expect((await reserved.json()).username).toBe('admin2')
  })

  it('refuses a wrong code (the try counts) and, after 5 wrong tries, even the right one; nothing is created', async () => {
    const { code } = await mailedCode(NEW_ADDRESS)
    const wrong = await verify(NEW_ADDRESS, wrongCodeFor(code))
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: authMessages.invalidCode })
    for (let i = 0; i < 4; i++) expect((await verify(NEW_ADDRESS, wrongCodeFor(code))).status).toBe(401)
    const right = await verify(NEW_ADDRESS, code)
    expect(right.status).toBe(401)
    expect(await right.json()).toMatchObject({ code: 'CODE_EXPIRED', message: authMessages.expiredCode })
    expect(await app.deps.db.loginCode.count({ where: { purpose: 'sign-up' } })).toBe(0)
    expect(await app.deps.db.user.count()).toBe(1)
  })

  it('still accepts the right code after 4 wrong tries', async () => {
    const { code } = await mailedCode(NEW_ADDRESS)
    for (let i = 0; i < 4; i++) expect((await verify(NEW_ADDRESS, wrongCodeFor(code))).status).toBe(401)
    expect((await (await verify(NEW_ADDRESS, code)).json()).nameNeeded).toBe(true)
  })

  it('uses the code once: a second entry is refused as expired', async () => {
    const { code } = await mailedCode(NEW_ADDRESS)
    expect((await verify(NEW_ADDRESS, code)).status).toBe(200)
    const again = await verify(NEW_ADDRESS, code)
    expect(again.status).toBe(401)
    expect((await again.json()).code).toBe('CODE_EXPIRED')
    expect(await app.deps.db.loginCode.count({ where: { purpose: 'sign-up' } })).toBe(1)
  })

  it('expires the code after 10 minutes', async () => {
    const { code } = await mailedCode(NEW_ADDRESS)
    clock.advance(10 * MINUTE + 1000)
    const late = await verify(NEW_ADDRESS, code)
    expect(late.status).toBe(401)
    expect((await late.json()).code).toBe('CODE_EXPIRED')
  })

  it('waits 60 s between codes, and a new code voids the previous one', async () => {
    const first = await mailedCode(NEW_ADDRESS)
    clock.advance(20_000)
    const early = await request(NEW_ADDRESS)
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('40')
    expect(await early.json()).toMatchObject({ retryAfter: 40, message: authMessages.resendTooSoon })
    clock.advance(40_000)
    const second = await mailedCode(NEW_ADDRESS)
    await settle()
    expect(catcher.messagesTo(NEW_ADDRESS)).toHaveLength(2)
    if (second.code !== first.code) expect((await (await verify(NEW_ADDRESS, first.code)).json()).code).toBe('CODE_EXPIRED')
    expect((await verify(NEW_ADDRESS, second.code)).status).toBe(200)
  })

  it('gets the same reply, headers and database work as a known address, for the request and its cooldown', async () => {
    const known = await request('maria@example.test')
    const unknown = await request(NEW_ADDRESS)
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toBe(await known.text())
    expect(stableHeaders(unknown)).toEqual(stableHeaders(known))
    const rows = await app.deps.db.loginCode.findMany({ orderBy: { id: 'asc' } })
    expect(rows.map((row) => [row.email, row.purpose, row.attempts, row.expiresAt.toISOString()])).toEqual([
      ['maria@example.test', 'login', 0, '2026-11-21T04:10:00.000Z'],
      [NEW_ADDRESS, 'login', 0, '2026-11-21T04:10:00.000Z'],
    ])
    // Each address got its own kind of mail; only the mailbox tells them apart.
    expect((await catcher.waitForMessage({ to: 'maria@example.test' })).subject).toMatch(/^Your Gala sign-in code: \d{6}$/)
    expect((await catcher.waitForMessage({ to: NEW_ADDRESS })).subject).toMatch(/^Your Gala sign-up code: \d{6}$/)

    clock.advance(5_000)
    const knownAgain = await request('maria@example.test')
    const unknownAgain = await request(NEW_ADDRESS)
    expect([knownAgain.status, unknownAgain.status]).toEqual([429, 429])
    expect(await bodyWithoutRequestId(unknownAgain)).toEqual(await bodyWithoutRequestId(knownAgain))
    expect(stableHeaders(unknownAgain)).toEqual(stableHeaders(knownAgain))
    // Wrong codes read alike too.
    const wrongKnown = await verify('maria@example.test', '000000')
    const wrongUnknown = await verify(NEW_ADDRESS, '000000')
    expect(wrongUnknown.status).toBe(wrongKnown.status)
    expect(await bodyWithoutRequestId(wrongUnknown)).toEqual(await bodyWithoutRequestId(wrongKnown))
  })
})

describe('an existing address', () => {
  it('gets a sign-in code and is signed in by it, with no sign-up step', async () => {
    const { code, subject } = await mailedCode('maria@example.test')
    expect(subject).toBe(`Your Gala sign-in code: ${code}`)
    const res = await verify('maria@example.test', code)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ username: 'maria_santos', emailVerified: true })
    expect(sessionCookieFrom(res)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await app.deps.db.loginCode.count({ where: { purpose: 'sign-up' } })).toBe(0)
  })

  it('is signed in by a sign-up code when an account took the address between the mail and the code', async () => {
    const { code } = await mailedCode(NEW_ADDRESS)
    const meanwhile = await createUser(app.deps.db, { username: 'juan_google', email: NEW_ADDRESS })
    const res = await verify(NEW_ADDRESS, code)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: meanwhile.id, username: 'juan_google', emailVerified: true })
    expect(await app.deps.db.user.count()).toBe(2)
  })
})

describe('POST /api/sign-up', () => {
  it('refuses a second use of the token with 409, and keeps the one account', async () => {
    const token = await signUpToken()
    expect((await signUp({ token, name: 'Juan' })).status).toBe(201)
    const again = await signUp({ token, name: 'Juan Again' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'SIGN_UP_USED', message: 'This sign-up is already complete. Please sign in with your email.' })
    expect(sessionCookieFrom(again)).toBeUndefined()
    expect(await app.deps.db.user.count({ where: { email: NEW_ADDRESS } })).toBe(1)
  })

  it('makes exactly one account when the same token is sent twice at once', async () => {
    const token = await signUpToken()
    const replies = await Promise.all([signUp({ token, name: 'Juan One' }), signUp({ token, name: 'Juan Two' })])
    expect(replies.map((res) => res.status).sort()).toEqual([201, 409])
    const conflict = replies.find((res) => res.status === 409)!
    expect((await conflict.json()).code).toBe('SIGN_UP_USED')
    expect(await app.deps.db.user.count({ where: { email: NEW_ADDRESS } })).toBe(1)
    expect(await app.deps.db.session.count()).toBe(1)
  })

  it('gives two sign-ups at once that derive the same username one each (the unique index decides, the loser picks again)', async () => {
    const tokens = [await signUpToken('juan@first.test'), await signUpToken('juan@second.test')]
    const replies = await Promise.all(tokens.map((token) => signUp({ token, name: 'Juan' })))
    expect(replies.map((res) => res.status)).toEqual([201, 201])
    const usernames = await Promise.all(replies.map(async (res) => ((await res.json()) as PublicUser).username))
    expect(usernames.sort()).toEqual(['juan', 'juan2'])
  })

  it('refuses with 409 when an account took the address after the code (any case)', async () => {
    const token = await signUpToken()
    await createUser(app.deps.db, { username: 'someone_else', email: 'Juan.DC@Example.test' })
    const res = await signUp({ token, name: 'Juan' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: 'An account already uses this email address. Please sign in with a code instead.' })
    expect(sessionCookieFrom(res)).toBeUndefined()
  })

  it('refuses an expired token (15 minutes) with 400, and a token replaced by a newer one', async () => {
    const token = await signUpToken()
    clock.advance(15 * MINUTE)
    const expired = await signUp({ token, name: 'Juan' })
    expect(expired.status).toBe(400)
    expect(await expired.json()).toMatchObject({ code: 'SIGN_UP_EXPIRED', message: 'This sign-up has expired. Please request a new code.' })

    const replaced = await signUpToken()
    clock.advance(61_000)
    const newer = await signUpToken()
    expect((await (await signUp({ token: replaced, name: 'Juan' })).json()).code).toBe('SIGN_UP_EXPIRED')
    clock.advance(15 * MINUTE - 1000)
    expect((await signUp({ token: newer, name: 'Juan' })).status).toBe(201)
  })

  it('refuses forged, foreign and malformed tokens with 400 and creates nothing', async () => {
    const token = await signUpToken()
    const [id, secret] = token.split('.') as [string, string]
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    const loginRow = await app.deps.db.loginCode.findFirstOrThrow({ where: { purpose: 'login' } })
    const cases: [string, unknown][] = [
      ['another secret for the row', `${id}.${flipped}`],
      ['a row that does not exist', `${Number(id) + 100}.${secret}`],
      ['the sign-in code row', `${loginRow.id}.${secret}`],
      ['no id', secret],
      ['a short secret', `${id}.${secret.slice(1)}`],
      ['a number', 12],
      ['nothing', undefined],
    ]
    for (const [label, forged] of cases) {
      const res = await signUp({ token: forged, name: 'Juan' })
      expect(res.status, label).toBe(400)
      expect(await res.json(), label).toMatchObject({ code: 'INVALID_SIGN_UP_TOKEN', message: 'This sign-up is not valid. Please request a new code.' })
    }
    expect(await app.deps.db.user.count()).toBe(1)
    // The real token still works.
    expect((await signUp({ token, name: 'Juan' })).status).toBe(201)
  })

  it.each([
    ['empty', '', 'Please enter your name'],
    ['only spaces', '   ', 'Please enter your name'],
    ['one character', 'J', 'Name must be at least 2 characters'],
    ['51 characters', 'J'.repeat(51), 'Name must be at most 50 characters'],
    ['a control character', 'Juan\u0007', 'Name contains characters that are not allowed'],
    ['a line break', 'Juan\nCruz', 'Name contains characters that are not allowed'],
    ['a NUL', 'Juan\u0000', 'Name contains characters that are not allowed'],
    ['a number', 42, 'Please enter your name'],
    ['missing', undefined, 'Please enter your name'],
  ])('refuses a display name that is %s with 400 and leaves the token usable', async (_label, name, message) => {
    const token = await signUpToken()
    const res = await signUp({ token, name })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'INVALID_NAME', message, issues: expect.arrayContaining([{ field: 'name', message }]) })
    expect((await signUp({ token, name: 'Juan dela Cruz' })).status).toBe(201)
  })

  it('accepts 2 and 50 characters, accents and emoji', async () => {
    const token = await signUpToken()
    const name = `Ñ${'é'.repeat(47)}🎬`
    expect([...name].length).toBe(49)
    const res = await signUp({ token, name })
    expect(res.status).toBe(201)
    expect((await res.json()).displayName).toBe(name)
  })

  it('limits sign-up attempts per client address with 429', async () => {
    const forged = `1.${'A'.repeat(43)}`
    for (let i = 0; i < 30; i++) expect((await signUp({ token: forged, name: 'Juan' })).status).toBe(400)
    const res = await signUp({ token: await signUpToken(), name: 'Juan' })
    expect(res.status).toBe(429)
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', message: authMessages.tooManyRegistrations })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('replaces the session a browser already had', async () => {
    const { code } = await mailedCode('maria@example.test')
    const maria = sessionCookieFrom(await verify('maria@example.test', code))!
    const token = await signUpToken()
    const res = await signUp({ token, name: 'Juan' }, maria)
    expect(res.status).toBe(201)
    expect(await whoAmI(app, maria)).toBeNull()
    expect((await whoAmI(app, sessionCookieFrom(res)))?.email).toBe(NEW_ADDRESS)
  })
})
