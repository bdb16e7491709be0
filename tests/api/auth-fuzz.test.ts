/**
 * Property tests (issue 3, acceptance 5): malformed and hostile input at every auth endpoint —
 * arbitrary JSON, wrong types, unicode (including lone surrogates and NUL), missing fields, arrays,
 * nulls, huge bodies — gets a 4xx in the one error shape with a message, never a 5xx. Input the
 * shared schema refuses is always a 400; only input it accepts may succeed.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { PasswordLogin, Registration, RequestLoginCode, SignUp, VerifyLoginCode } from '../../api/contracts/auth.ts'
import { createUser } from '../factories/index.ts'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { postJson } from './auth-support.ts'

let catcher: MailCatcher
let app: TestApp
beforeAll(async () => {
  catcher = await startMailCatcher()
  app = await startTestApp({ env: { SMTP_URL: catcher.url } })
  await createUser(app.deps.db, { username: 'maria_santos', email: 'maria@example.test' })
})
afterAll(async () => {
  await app.close()
  await catcher.close()
})

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), loneSurrogate, fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'maria@example.test\u0000',
    '\u202Emaria@example.test',
    'MARIA@EXAMPLE.TEST',
    'maria_santos',
    'İstanbul',
    '𝒶@𝒷.𝒸',
    "' OR 1=1 --",
    '"; DROP TABLE "User"; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '123456',
    '１２３４５６',
    '12345\n',
  ),
  fc.emailAddress(),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/),
)
/** Any value a JSON field could hold, biased towards strings. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, ['maria@example.test']) },
)
const username = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/)
const plainEmail = fc.tuple(username, fc.constantFrom('example.test', 'Gala.TEST', 'mail.example.ph')).map(([local, domain]) => `${local}@${domain}`)
const identifier = fc.oneof(
  fc.emailAddress(),
  plainEmail,
  username,
  fc.constantFrom('maria@example.test', ' Maria@Example.TEST ', 'maria_santos', 'MARIA_SANTOS'),
)
const password = fc.oneof(fc.string({ minLength: 8, maxLength: 128 }), fc.string({ unit: 'binary', minLength: 8, maxLength: 64 }))
/** Bodies the shared schema accepts, so the fuzzing reaches the database, hashing and rate limits too. */
const validBodies: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  '/api/request-login-code': fc.record({ emailOrUsername: identifier }),
  '/api/verify-login-code': fc.record({ emailOrUsername: identifier, code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string({ minLength: 6, maxLength: 6 })) }),
  '/api/login': fc.oneof(
    fc.record({ username: identifier, password }),
    fc.record({ email: identifier, password }),
    fc.record({ emailOrUsername: identifier, password }),
  ),
  '/api/register': fc.record({ username, email: fc.oneof(plainEmail, fc.emailAddress()), password, name: fc.option(hostileText, { nil: undefined }) }),
  '/api/sign-up': fc.record({ token: fc.stringMatching(/^[1-9][0-9]{0,3}\.[A-Za-z0-9_-]{43}$/), name: hostileText }),
  '/api/logout': fc.constant({}),
}
/**
 * Valid bodies, valid bodies with one field replaced by something hostile, objects with some, all
 * or none of the endpoint's fields, strays such as __proto__, and any JSON value at all.
 */
const bodyFor = (path: string, fields: string[]) => {
  const valid = validBodies[path] ?? fc.constant({})
  const names = fields.length ? fields : ['anything']
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), fieldValue).map(([body, field, value]) => ({ ...body, [field]: value })),
    },
    { weight: 2, arbitrary: fc.record(Object.fromEntries(names.map((field) => [field, fieldValue])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...names, '__proto__', 'constructor'), fc.string()), fieldValue, { maxKeys: 5 }) },
  )
}

/** Every error reply: the one shape, with a status that matches and a non-empty message. */
function expectErrorShape(status: number, body: unknown) {
  expect(body).toMatchObject({ status, code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/), message: expect.any(String) })
  expect((body as { message: string }).message.trim()).not.toBe('')
}

async function send(path: string, rawBody: string) {
  const res = await postJson(app, path, rawBody)
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

const endpoints: { path: string; schema: z.ZodType | null; fields: string[] }[] = [
  { path: '/api/request-login-code', schema: RequestLoginCode, fields: ['emailOrUsername'] },
  { path: '/api/verify-login-code', schema: VerifyLoginCode, fields: ['emailOrUsername', 'code'] },
  { path: '/api/login', schema: PasswordLogin, fields: ['username', 'email', 'emailOrUsername', 'password'] },
  { path: '/api/register', schema: Registration, fields: ['username', 'email', 'password', 'name'] },
  { path: '/api/sign-up', schema: SignUp, fields: ['token', 'name'] },
  { path: '/api/logout', schema: null, fields: [] },
]

describe.each(endpoints)('POST $path under hostile input', ({ path, schema, fields }) => {
  it('answers arbitrary JSON bodies with 4xx in the error shape (never 5xx); refused input is always 400', async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(path, fields), async (input) => {
        const { status, body } = await send(path, JSON.stringify(input))
        expect(status).toBeLessThan(500)
        if (status >= 400) expectErrorShape(status, body)
        if (schema && !schema.safeParse(input).success) expect(status).toBe(400)
        if (status < 300) expect(schema === null || schema.safeParse(input).success).toBe(true)
      }),
      { numRuns: 80 },
    )
  })

  it('answers text that is not JSON with 400 MALFORMED_JSON (or < 500 when it happens to be JSON)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"emailOrUsername":"x"')), async (raw) => {
        const { status, body } = await send(path, raw)
        expect(status).toBeLessThan(500)
        let isJson = true
        try {
          JSON.parse(raw)
        } catch {
          isJson = false
        }
        if (!isJson && raw.trim() !== '') {
          expect(status).toBe(400)
          expectErrorShape(400, body)
        }
      }),
      { numRuns: 30 },
    )
  })

  it('refuses bodies of 100 KB and more with 413', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100 * 1024, max: 400 * 1024 }),
        fc.constantFrom(...(fields.length ? fields : ['anything'])),
        fc.constantFrom('x', 'é', '😀', '\u0000'),
        async (size, field, char) => {
          const { status, body } = await send(path, JSON.stringify({ [field]: char.repeat(Math.ceil(size / char.length)) }))
          expect(status).toBe(413)
          expectErrorShape(413, body)
        },
      ),
      { numRuns: 5 },
    )
  })
})
