/**
 * Forgotten password (issue 13; doc 1 passwords and sessions): POST /api/forgot-password mails a single-use,
 * expiring link (read from the local SMTP catcher) and answers the same whether or not the address is
 * registered; POST /api/reset-password sets a password under registration's rules and ends every session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { authMessages } from '../../api/contracts/auth.ts'
import { passwordResetMessages } from '../../api/contracts/password-reset.ts'
import { PASSWORD_RESET_PURPOSE } from '../../api/modules/account/password-reset.ts'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { createSession } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { SESSION_COOKIE, bodyWithoutRequestId, postJson, whoAmI } from './auth-support.ts'

let catcher: MailCatcher
let app: TestApp
const clock = fixedClock('2026-11-24T04:00:00Z')
const OLD = 'old-password-123'
const NEW = 'new-password-456'

beforeAll(async () => {
  catcher = await startMailCatcher()
  // Behind a trusted proxy, so the tests can ask as different clients (X-Forwarded-For).
  app = await startTestApp({ clock, env: { SMTP_URL: catcher.url }, config: { trustProxy: true } })
})
afterAll(async () => {
  await app.close()
  await catcher.close()
})

let serial = 0
async function registered() {
  serial += 1
  const username = `reset_${serial}`
  const email = `${username}@gala.test`
  const since = catcher.mark()
  const res = await postJson(app, '/api/register', { username, email, password: OLD }, { headers: { 'X-Forwarded-For': `10.9.0.${serial}` } })
  expect(res.status, await res.clone().text()).toBe(201)
  await catcher.waitForMessage({ to: email, since }) // registration's confirmation mail, out of the way
  const user = await app.deps.db.user.findUniqueOrThrow({ where: { email } })
  return { user, username, email }
}

/** Asks for the link and returns its token, from the mail the catcher received. */
async function mailedToken(email: string): Promise<string> {
  const since = catcher.mark()
  serial += 1
  const res = await postJson(app, '/api/forgot-password', { email: email.toUpperCase() }, { headers: { 'X-Forwarded-For': `10.8.0.${serial}` } })
  expect(res.status).toBe(200)
  const mail = await catcher.waitForMessage({ to: email, since })
  expect(mail.subject).toBe('Reset your Gala password')
  const link = new RegExp(`${app.deps.config.publicUrl}/reset-password/([A-Za-z0-9_-]{43})`).exec(mail.text)
  expect(link).not.toBeNull()
  return link![1]!
}
const reset = (token: unknown, password: unknown, cookie?: string) => postJson(app, '/api/reset-password', { token, password }, { cookie })
const login = (username: string, password: string) => postJson(app, '/api/login', { username, password })

describe('POST /api/forgot-password', () => {
  it('answers the same for a registered and an unknown address; only the registered one gets mail', async () => {
    const { email } = await registered()
    const since = catcher.mark()
    const known = await postJson(app, '/api/forgot-password', { email })
    const unknown = await postJson(app, '/api/forgot-password', { email: 'nobody-here@gala.test' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await bodyWithoutRequestId(known)).toEqual(await bodyWithoutRequestId(unknown))
    await catcher.waitForMessage({ to: email, since })
    expect(catcher.messages.filter((m) => m.to.includes('nobody-here@gala.test'))).toHaveLength(0)
    // Only the HMAC is stored.
    const rows = await app.deps.db.loginCode.findMany({ where: { email, purpose: PASSWORD_RESET_PURPOSE } })
    expect(rows).toHaveLength(1)
  })

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: 5 }], [{ email: 'x'.repeat(300) + '@gala.test' }]])('400 for %j', async (body) => {
    const res = await postJson(app, '/api/forgot-password', body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { issues: { message: string }[] }).issues.map((i) => i.message)).toContain(authMessages.invalidEmail)
  })

  it('is rate limited per client address (429 with Retry-After)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const res = await postJson(app, '/api/forgot-password', { email: `flood${i}@gala.test` }, { headers: { 'X-Forwarded-For': '10.77.0.1' } })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('POST /api/reset-password', () => {
  it('sets the new password and ends every session; the link works once', async () => {
    const { user, username, email } = await registered()
    const phone = await createSession(app, user.id)
    const laptop = await createSession(app, user.id)
    expect((await whoAmI(app, phone))?.id).toBe(user.id)
    const token = await mailedToken(email)
    const res = await reset(token, NEW, laptop)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { message: string }).message).toBe(passwordResetMessages.done)
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true)
    expect(await whoAmI(app, phone)).toBeNull()
    expect(await whoAmI(app, laptop)).toBeNull()
    expect(await app.deps.db.session.count({ where: { userId: user.id } })).toBe(0)
    expect((await login(username, OLD)).status).toBe(401)
    expect((await login(username, NEW)).status).toBe(200)
    const again = await reset(token, 'another-password-789')
    expect(again.status).toBe(400)
    expect(((await again.json()) as { code: string }).code).toBe('INVALID_RESET_LINK')
  })

  it('an expired link and a replaced one are refused', async () => {
    const { email } = await registered()
    const first = await mailedToken(email)
    const second = await mailedToken(email)
    expect((await reset(first, NEW)).status).toBe(400)
    clock.advance(30 * 60 * 1000 + 1)
    expect((await reset(second, NEW)).status).toBe(400)
  })

  it.each([
    [{ password: NEW }, passwordResetMessages.invalidLink],
    [{ token: 'short', password: NEW }, passwordResetMessages.invalidLink],
    [{ token: 'a'.repeat(43) }, authMessages.passwordRequired],
    [{ token: 'a'.repeat(43), password: 'short' }, authMessages.passwordTooShort],
    [{ token: 'a'.repeat(43), password: 'x'.repeat(129) }, authMessages.passwordTooLong],
  ])('400 for %j', async (body, message) => {
    const res = await postJson(app, '/api/reset-password', body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { issues: { message: string }[] }).issues.map((i) => i.message)).toContain(message)
  })

  it('an unknown token is refused', async () => {
    const res = await reset('a'.repeat(43), NEW)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(passwordResetMessages.invalidLink)
  })
})
