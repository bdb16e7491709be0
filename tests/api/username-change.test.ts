/**
 * Username change (issue 13; doc 3 §4, §5, §7, §8): the code mailed through the real mailer (read from the
 * local SMTP catcher), every §5 rule and message, the 30-day rule on a fixed clock, free suggestions, single
 * use, expiry and limited wrong tries, the history and old profile URLs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { ProfileResponse } from '../../api/contracts/community.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { USERNAME_CHANGE_PURPOSE } from '../../api/modules/account/username.service.ts'
import { usernameMessages, type UsernameHistoryResponse, type UsernameRejection } from '../../api/contracts/username.ts'
import { createUser } from '../factories/index.ts'
import { extractLoginCode, startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const DAY = 24 * 60 * 60 * 1000
let catcher: MailCatcher
let app: TestApp
const clock = fixedClock('2026-11-24T04:00:00Z')

beforeAll(async () => {
  catcher = await startMailCatcher()
  app = await startTestApp({ clock, env: { SMTP_URL: catcher.url, ADMIN_USERNAMES: 'boss' } })
})
afterAll(async () => {
  await app.close()
  await catcher.close()
})

let serial = 0
async function person(username?: string) {
  serial += 1
  const name = username ?? `person${serial}`
  return signedInUser(app, { username: name, email: `${name}@gala.test`, emailVerifiedAt: clock.now() })
}
type Person = Awaited<ReturnType<typeof person>>

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })

/** Asks for a code and reads it from the mail the catcher received. */
async function mailedCode(who: Person): Promise<string> {
  const since = catcher.mark()
  const res = await post('/api/user/request-username-change-code', undefined, who.headers)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(await res.json()).toMatchObject({ message: usernameMessages.codeSent, retryAfter: 60 })
  const mail = await catcher.waitForMessage({ to: who.user.email!, since })
  expect(mail.subject).toMatch(/username change code: \d{6}$/)
  return extractLoginCode(mail)!
}
const change = (who: Person, newUsername: unknown, verificationCode: unknown) => post('/api/user/change-username', { newUsername, verificationCode }, who.headers)
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /api/user/request-username-change-code', () => {
  it('mails a 6-digit code; only its hash is stored; 60 s between mails on the app clock', async () => {
    const who = await person()
    const code = await mailedCode(who)
    expect(code).toMatch(/^\d{6}$/)
    const rows = await app.deps.db.loginCode.findMany({ where: { userId: who.user.id, purpose: USERNAME_CHANGE_PURPOSE } })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).not.toContain(code)
    const again = await post('/api/user/request-username-change-code', undefined, who.headers)
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    clock.advance(61_000)
    expect(await mailedCode(who)).toMatch(/^\d{6}$/)
  })

  it('401 for a visitor; 409 without an email', async () => {
    expect((await post('/api/user/request-username-change-code', undefined)).status).toBe(401)
    const noEmail = await signedInUser(app, { username: 'no_mail_here', email: null })
    expect((await post('/api/user/request-username-change-code', undefined, noEmail.headers)).status).toBe(409)
  })
})

describe('POST /api/user/change-username', () => {
  it('changes the name with the mailed code; history, old URL and the 30-day rule follow', async () => {
    const who = await person('maria_s')
    const code = await mailedCode(who)
    const res = await change(who, 'maria_santos', code)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as PublicUser).username).toBe('maria_santos')

    // The old address leads to the new one.
    const old = await app.request('/api/users/profile/maria_s')
    expect(old.status).toBe(200)
    const moved = (await old.json()) as ProfileResponse
    expect(moved).toMatchObject({ movedFrom: 'maria_s', data: { username: 'maria_santos', id: who.user.id } })
    const current = (await (await app.request('/api/users/profile/maria_santos')).json()) as ProfileResponse
    expect(current.movedFrom).toBeUndefined()

    const history = await app.request(`/api/users/${who.user.id}/username-history`, { headers: who.headers })
    expect(history.status).toBe(200)
    const entries = ((await history.json()) as UsernameHistoryResponse).data
    expect(entries).toEqual([{ oldUsername: 'maria_s', newUsername: 'maria_santos', changedAt: clock.now().toISOString() }])

    // The code is single-use, and a second change waits 30 days (the code request too).
    clock.advance(29 * DAY)
    const tooSoon = await change(who, 'maria_again', code)
    expect(tooSoon.status).toBe(409)
    expect(((await tooSoon.json()) as { message: string }).message).toMatch(/^You can change your username once every 30 days\. You can change it again on December 24, 2026\.$/)
    expect((await post('/api/user/request-username-change-code', undefined, who.headers)).status).toBe(409)
    clock.advance(DAY + 1000)
    expect((await change(who, 'maria_again', code)).status).toBe(400) // the used code is refused
    const next = await mailedCode(who)
    expect((await change(who, 'maria_again', next)).status).toBe(200)

    // Someone else takes the old name: it is theirs from then on.
    await createUser(app.deps.db, { username: 'maria_s', email: 'another-maria@gala.test' })
    const taken = (await (await app.request('/api/users/profile/maria_s')).json()) as ProfileResponse
    expect(taken.movedFrom).toBeUndefined()
    expect(taken.data.id).not.toBe(who.user.id)
  })

  it.each([
    ['ab', [usernameMessages.tooShort]],
    ['x'.repeat(31), [usernameMessages.tooLong]],
    ['_maria', [usernameMessages.characters]],
    ['maria santos', [usernameMessages.characters]],
    ['ma', [usernameMessages.tooShort]],
  ])('invalid name %j: 400 with the messages and up to 5 free suggestions; the code survives', async (name, messages) => {
    const who = await person()
    const code = await mailedCode(who)
    const res = await change(who, name, code)
    expect(res.status).toBe(400)
    const body = (await res.json()) as UsernameRejection
    expect(body.code).toBe('INVALID_USERNAME')
    expect(body.issues.map((issue) => issue.message)).toEqual(messages)
    expect(body.suggestions.length).toBeGreaterThan(0)
    expect(body.suggestions.length).toBeLessThanOrEqual(5)
    expect((await change(who, `${who.user.username}_ok`, code)).status).toBe(200)
  })

  it('a taken name (any case) or a reserved one: 400 with free, valid suggestions', async () => {
    await createUser(app.deps.db, { username: 'popular' })
    // Make the likely suggestions busy, so the test shows the busy ones are left out.
    for (const suffix of ['_ph', '-mnl', '2026']) await createUser(app.deps.db, { username: `popular${suffix}` })
    const who = await person()
    const code = await mailedCode(who)
    const res = await change(who, 'POPULAR', code)
    expect(res.status).toBe(400)
    const body = (await res.json()) as UsernameRejection
    expect(body).toMatchObject({ code: 'USERNAME_TAKEN', message: usernameMessages.taken, issues: [{ field: 'newUsername', message: usernameMessages.taken }] })
    expect(body.suggestions.length).toBeGreaterThanOrEqual(1)
    expect(body.suggestions.length).toBeLessThanOrEqual(5)
    expect(body.suggestions).not.toContain('popular_ph')
    for (const suggestion of body.suggestions) {
      expect(suggestion).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/)
      expect(await app.deps.db.user.count({ where: { username: suggestion } })).toBe(0)
    }
    for (const reservedName of ['admin', 'Boss']) {
      const reserved = await change(who, reservedName, code)
      expect(reserved.status).toBe(400)
      expect(((await reserved.json()) as UsernameRejection).code).toBe('USERNAME_UNAVAILABLE')
    }
    // A suggestion is free indeed: taking it works with the same code.
    expect((await change(who, body.suggestions[0], code)).status).toBe(200)
  })

  it.each([[''], ['12345'], ['1234567'], ['12a456'], [123456], [null]])('verification code %j: 400 "Verification code must be 6 digits"', async (verificationCode) => {
    const who = await person()
    const res = await change(who, 'fine_name', verificationCode)
    expect(res.status).toBe(400)
    expect(((await res.json()) as UsernameRejection).issues.map((issue) => issue.message)).toContain(usernameMessages.codeDigits)
  })

  it('wrong codes are limited to 5 tries; an expired code and a replaced one are refused', async () => {
    const who = await person()
    const code = await mailedCode(who)
    for (let i = 0; i < 5; i += 1) {
      const res = await change(who, 'tries_name', wrong(code))
      expect(res.status).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_CODE')
    }
    const dead = await change(who, 'tries_name', code)
    expect(((await dead.json()) as { code: string }).code).toBe('CODE_EXPIRED')

    clock.advance(61_000)
    const late = await mailedCode(who)
    clock.advance(10 * 60 * 1000 + 1)
    expect(((await (await change(who, 'tries_name', late)).json()) as { code: string }).code).toBe('CODE_EXPIRED')

    const first = await mailedCode(who)
    clock.advance(61_000)
    const second = await mailedCode(who)
    expect(((await (await change(who, 'tries_name', first)).json()) as { code: string }).code).toBe('CODE_EXPIRED')
    expect((await change(who, 'tries_name', second)).status).toBe(200)
  })

  it("another person's code does not work, and 401 for a visitor", async () => {
    const a = await person()
    const b = await person()
    const codeOfA = await mailedCode(a)
    await mailedCode(b)
    expect((await change(b, 'stolen_name', codeOfA)).status).toBe(400)
    expect((await post('/api/user/change-username', { newUsername: 'visitor', verificationCode: '123456' })).status).toBe(401)
  })
})

describe('GET /api/users/{id}/username-history', () => {
  it("401 for a visitor, 403 for someone else's, 404 for an unknown user", async () => {
    const owner = await person()
    const other = await person()
    expect((await app.request(`/api/users/${owner.user.id}/username-history`)).status).toBe(401)
    expect((await app.request(`/api/users/${owner.user.id}/username-history`, { headers: other.headers })).status).toBe(403)
    expect((await app.request('/api/users/999999/username-history', { headers: other.headers })).status).toBe(404)
    const own = await app.request(`/api/users/${owner.user.id}/username-history`, { headers: owner.headers })
    expect(await own.json()).toEqual({ status: 'success', data: [] })
  })
})
