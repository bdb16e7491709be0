/** Password sign-in and registration: 200/201, 400, 401, 409, 429 (spec doc 1 §7-§8, doc 3 §5). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../api/modules/auth/passwords.ts'
import { createUser } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { postJson, sessionCookieFrom, whoAmI } from './auth-support.ts'

let app: TestApp
beforeEach(async () => {
  app = await startTestApp()
})
afterEach(async () => {
  await app.close()
})

const register = (body: unknown, cookie?: string) => postJson(app, '/api/register', body, { cookie })
const login = (body: unknown) => postJson(app, '/api/login', body)
const valid = { username: 'juan_dela-cruz', email: 'Juan@Example.test', password: 'correct horse battery', name: '  Juan dela Cruz ' }

describe('POST /api/register', () => {
  it('creates the account with an argon2id hash, signs in and replies 201 with the user', async () => {
    const res = await register(valid)
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ username: 'juan_dela-cruz', email: 'juan@example.test', name: 'Juan dela Cruz', role: 'user' })
    const token = sessionCookieFrom(res)
    expect((await whoAmI(app, token))?.username).toBe('juan_dela-cruz')
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { username: 'juan_dela-cruz' } })
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/)
    expect(row.passwordHash).not.toContain(valid.password)
  })

  it('name is optional', async () => {
    const res = await register({ username: 'nameless', email: 'nameless@example.test', password: 'long enough' })
    expect(res.status).toBe(201)
    expect((await res.json()).name).toBeNull()
  })

  it.each([
    ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a long username', { username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
    ['a username with a space', { username: 'juan cruz' }, 'username', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['a username starting with a hyphen', { username: '-juan' }, 'username', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['an invalid email', { email: 'juan@' }, 'email', 'Please enter a valid email'],
    ['a missing email', { email: undefined }, 'email', 'Please enter a valid email'],
    ['a 7-character password', { password: '1234567' }, 'password', 'Password must be at least 8 characters'],
    ['a 129-character password', { password: 'p'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['a numeric password', { password: 12345678 }, 'password', 'Password is required'],
    ['a name with a lone surrogate', { name: 'Juan \ud800' }, 'name', 'Name contains characters that are not allowed'],
    ['a name with a NUL', { name: 'Juan\u0000' }, 'name', 'Name contains characters that are not allowed'],
    ['a password with a lone surrogate', { password: 'password\udfff' }, 'password', 'Password contains characters that are not allowed'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (_label, change, field, message) => {
    const res = await register({ ...valid, ...change })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues).toContainEqual({ field, message })
    expect(await app.deps.db.user.count()).toBe(0)
  })

  it('accepts usernames at the 3 and 30 character bounds and passwords at 8 and 128', async () => {
    expect((await register({ username: 'abc', email: 'a@example.test', password: '12345678' })).status).toBe(201)
    expect((await register({ username: 'a'.repeat(30), email: 'b@example.test', password: 'p'.repeat(128) })).status).toBe(201)
  })

  it.each([
    ['the same username in another case', { username: 'JUAN_DELA-CRUZ', email: 'other@example.test' }],
    ['the same email in another case', { username: 'someone_else', email: 'JUAN@example.TEST' }],
  ])('refuses %s with 409 DUPLICATE_ACCOUNT', async (_label, change) => {
    expect((await register(valid)).status).toBe(201)
    const res = await register({ ...valid, ...change })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'DUPLICATE_ACCOUNT', message: 'Please try a different username or email.' })
    expect(await app.deps.db.user.count()).toBe(1)
  })

  it('two registrations racing for the same username: one 201, one 409', async () => {
    const replies = await Promise.all([
      register({ ...valid, email: 'one@example.test' }),
      register({ ...valid, email: 'two@example.test' }),
    ])
    expect(replies.map((res) => res.status).sort()).toEqual([201, 409])
    expect(await app.deps.db.user.count()).toBe(1)
  })

  it('limits registrations per IP address with 429 and Retry-After', async () => {
    for (let i = 0; i < 30; i++) {
      // Duplicates still count: each attempt is cheap to send and may cost a hash.
      expect((await register({ ...valid, username: `bulk${i}`, email: 'taken@example.test' })).status).toBeOneOf([201, 409])
    }
    const res = await register({ ...valid, username: 'one_more', email: 'one-more@example.test' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await res.json()).retryAfter).toBe(Number(res.headers.get('retry-after')))
  })
})

describe('POST /api/login', () => {
  beforeEach(async () => {
    await createUser(app.deps.db, { username: 'maria_santos', email: 'maria@example.test', passwordHash: await hashPassword('s3cret-pass') })
    await createUser(app.deps.db, { username: 'code_only', email: 'code-only@example.test' })
  })

  it.each([
    ['username', { username: 'maria_santos' }],
    ['username in another case', { username: 'Maria_Santos' }],
    ['email', { email: 'MARIA@example.test' }],
    ['emailOrUsername', { emailOrUsername: 'maria@example.test' }],
  ])('signs in by %s: 200 with the user and a session cookie', async (_label, identifier) => {
    const res = await login({ ...identifier, password: 's3cret-pass' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ username: 'maria_santos' })
    expect((await whoAmI(app, sessionCookieFrom(res)))?.username).toBe('maria_santos')
  })

  it.each([
    ['a wrong password', { username: 'maria_santos', password: 'wrong-pass' }],
    ['an unknown user', { username: 'nobody_here', password: 's3cret-pass' }],
    ['an account without a password', { username: 'code_only', password: 's3cret-pass' }],
  ])('refuses %s with the same 401', async (_label, body) => {
    const res = await login(body)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' })
    expect(sessionCookieFrom(res)).toBeUndefined()
  })

  it('takes about as long for an unknown user as for a wrong password (dummy hash)', async () => {
    const time = async (body: unknown) => {
      const started = performance.now()
      expect((await login(body)).status).toBe(401)
      return performance.now() - started
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    await time({ username: 'nobody_here', password: 'warm-up' })
    // Interleaved samples and medians, so one slow moment on a loaded machine does not decide the result.
    const wrong: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 5; round++) {
      wrong.push(await time({ username: 'maria_santos', password: `wrong-pass-${round}` }))
      unknown.push(await time({ username: 'nobody_here', password: `wrong-pass-${round}` }))
    }
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 3)
  })

  it.each([
    ['no identifier', { password: 'x' }, 'emailOrUsername'],
    ['no password', { username: 'maria_santos' }, 'password'],
    ['an empty password', { username: 'maria_santos', password: '' }, 'password'],
    ['a malformed email', { email: 'maria@', password: 'x' }, 'emailOrUsername'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const res = await login(body)
    expect(res.status).toBe(400)
    const reply = await res.json()
    expect(reply.code).toBe('VALIDATION_FAILED')
    expect(reply.issues.map((issue: { field: string }) => issue.field)).toContain(field)
  })

  it('limits failed attempts per IP and account with 429; the right password is refused until it passes', async () => {
    for (let i = 0; i < 10; i++) expect((await login({ username: 'maria_santos', password: `guess-${i}` })).status).toBe(401)
    const blocked = await login({ username: 'maria_santos', password: 's3cret-pass' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await blocked.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) })
    // Another account from the same address is not blocked by this one's failures.
    expect((await login({ username: 'code_only', password: 'whatever-pass' })).status).toBe(401)
  })

  it('a successful sign-in resets the failure count for that account', async () => {
    for (let i = 0; i < 9; i++) await login({ username: 'maria_santos', password: `guess-${i}` })
    expect((await login({ username: 'maria_santos', password: 's3cret-pass' })).status).toBe(200)
    for (let i = 0; i < 9; i++) expect((await login({ username: 'maria_santos', password: `again-${i}` })).status).toBe(401)
  })

  it('signing in replaces the session the browser had', async () => {
    const first = sessionCookieFrom(await login({ username: 'maria_santos', password: 's3cret-pass' }))
    const res = await postJson(app, '/api/login', { username: 'maria_santos', password: 's3cret-pass' }, { cookie: first })
    const second = sessionCookieFrom(res)
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    expect(await whoAmI(app, first)).toBeNull()
    expect(await app.deps.db.session.count()).toBe(1)
  })
})
