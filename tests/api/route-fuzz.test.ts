/**
 * Route fuzz test (issue 20, acceptance 2; decision 016): every route the Koa routers register — read
 * from the composed router's stack, so routes added later are fuzzed without touching this file — is sent
 * hostile input as a visitor, a signed-in user and an admin: wrong types, missing and extra fields,
 * empty and 1 MB strings, lone surrogates and NUL, 10,000 levels of nesting, __proto__ / constructor /
 * prototype keys, numbers out of range, bad path parameters and percent-encoding, wrong content types,
 * truncated bodies, bad gzip, unknown encodings and unknown methods. It fails on any 5xx and on any error
 * that is not our one error shape `{ status, code, message, requestId, ... }` as JSON.
 *
 * Field names come from the contracts themselves (every key of every zod object exported by
 * api/contracts/*.ts), so the hostile values land in fields the handlers really read. Random cases use
 * fast-check with a fixed seed; the number of cases per route is bounded so the file stays fast.
 */
import fc from 'fast-check'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiRouter } from '../../api/app.ts'
import { createSession } from '../support/signed-in.ts'
import { testOnPostgres } from '../support/test-db.ts'
import { startTestApp } from '../support/test-app.ts'
import { createArticle, createAuthor, createEvent, createFestival, createMall, createMovie, createPlace, createTheater, createUser } from '../factories/index.ts'

const SEED = 20_261_124
const RANDOM_CASES_PER_ROUTE = 24
const CONCURRENCY = 8

// The internet stays out: widgets answer from their demo data, the image proxy may only fetch from a
// host that cannot exist (and gives up fast), OAuth providers are not configured.
const app = await startTestApp({
  env: { WIDGETS_PROVIDER: 'demo', IMAGE_PROXY_HOSTS: 'images.fuzz.invalid', IMAGE_PROXY_TIMEOUT_MS: '500' },
})
afterAll(async () => {
  agent.destroy()
  await app.close()
})
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
const ORIGIN = new URL(app.deps.config.publicUrl).origin

// ---- The routes, read from the routers ------------------------------------------------------------

interface Route {
  method: string
  path: string
}
const routes: Route[] = apiRouter(app.deps)
  .stack.filter((layer) => layer.methods.length > 0 && typeof layer.path === 'string')
  .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path as string })))

// ---- The field names, read from the contracts ------------------------------------------------------

function collectKeys(schema: unknown, keys: Set<string>, seen = new Set<unknown>()): void {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return
  seen.add(schema)
  const def = schema._zod.def as unknown as Record<string, unknown>
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      keys.add(key)
      collectKeys(child, keys, seen)
    }
  }
  for (const name of ['in', 'out', 'innerType', 'element', 'schema']) collectKeys(def[name], keys, seen)
  for (const option of (def.options as unknown[] | undefined) ?? []) collectKeys(option, keys, seen)
}
const contractsDir = path.resolve(import.meta.dirname, '../../api/contracts')
const fieldNames = new Set<string>()
for (const file of readdirSync(contractsDir).filter((name) => name.endsWith('.ts'))) {
  const contract = (await import(path.join(contractsDir, file))) as Record<string, unknown>
  for (const exported of Object.values(contract)) collectKeys(exported, fieldNames)
}
const FIELDS = [...fieldNames].sort()

// ---- Sending and judging -------------------------------------------------------------------------

interface Case {
  label: string
  method?: string
  /** Replaces the route's path (bad params) when set. */
  path?: string
  query?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /**
   * Sent once instead of under all three roles: 'signed-in' as the user or the admin in turn, 'any' as any
   * of the three in turn (path, method and random cases, where who asks rarely matters, keeping the file fast).
   */
  roles?: 'signed-in' | 'any'
}
interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/** `from` picks the loopback address the request leaves from (a client of its own for per-address limits). */
function send(method: string, target: string, headers: Record<string, string>, body?: string | Buffer, from?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(app.url)
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    const req = http.request(
      {
        agent,
        ...(from ? { localAddress: from } : {}),
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        headers: { ...headers, ...(payload ? { 'Content-Length': String(payload.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const sendFrom = send

/** Why an answer breaks the rule, or undefined when it keeps it. */
function problemWith(answer: Answer, method: string): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`
  if (answer.status < 400 || method === 'HEAD') return undefined
  if (!String(answer.headers['content-type']).startsWith('application/json')) return `error ${answer.status} is not JSON (${answer.headers['content-type']})`
  let body: Record<string, unknown>
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>
  } catch {
    return `error ${answer.status} body does not parse`
  }
  if (body.status !== answer.status) return `error body status ${String(body.status)} differs from ${answer.status}`
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code)) return `error body has no code`
  if (typeof body.message !== 'string' || body.message.length === 0) return `error body has no message`
  if (typeof body.requestId !== 'string') return `error body has no requestId`
  if (answer.status === 405 && !answer.headers.allow) return '405 without Allow'
  return undefined
}

// ---- Hostile values ------------------------------------------------------------------------------

const MEGABYTE = 'x'.repeat(1024 * 1024)
const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000)
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)

/** JSON texts (raw, so numbers like 1e999 and 2**53+1 and duplicate __proto__ keys survive). */
const hostileValues: [string, string][] = [
  ['a number', '123'],
  ['true', 'true'],
  ['null', 'null'],
  ['an object', '{}'],
  ['an array', '[]'],
  ['an empty string', '""'],
  ['a lone surrogate', '"abc\\ud800def"'],
  ['a lone low surrogate', '"\\udfff"'],
  ['NUL', '"a\\u0000b"'],
  ['a huge number', '1e308'],
  ['an overflowing number', '1e999'],
  ['-1', '-1'],
  ['-0', '-0'],
  ['2**53+1', '9007199254740993'],
  ['a NaN-like string', '"NaN"'],
  ['an Infinity string', '"Infinity"'],
  ['a long string', JSON.stringify('é'.repeat(20_000))],
  ['markup', '"<script>alert(1)</script>"'],
  ['an array of surrogates', '["\\ud800", "\\u0000"]'],
  ['nested hostile', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}},"x":"\\ud800"}'],
]
const allFields = (json: string) => `{${FIELDS.map((name) => `${JSON.stringify(name)}:${json}`).join(',')}}`

function bodyCases(): Case[] {
  const json = { 'Content-Type': 'application/json' }
  const cases: Case[] = hostileValues.map(([label, value]) => ({ label: `every field ${label}`, headers: json, body: allFields(value) }))
  cases.push(
    { label: 'no body', headers: {} },
    { label: 'an empty object', headers: json, body: '{}' },
    { label: 'a bare array', headers: json, body: '[1,2,3]' },
    { label: 'a bare string', headers: json, body: '"hello"' },
    { label: 'a bare number', headers: json, body: '42' },
    { label: 'JSON null', headers: json, body: 'null' },
    { label: 'a 90 KB field in every field', headers: json, body: allFields(JSON.stringify('y'.repeat(90_000 / Math.max(FIELDS.length, 1)))) },
    { label: 'nested in every field', headers: json, body: allFields('[[[[[[[[[[{"a":[[[[[]]]]]}]]]]]]]]]]') },
    { label: '__proto__ / constructor / prototype keys', headers: json, body: '{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"isAdmin":true}},"prototype":{}}' },
    { label: 'extra fields only', headers: json, body: '{"unexpected":1,"isAdmin":true,"role":"admin","id":1}' },
    { label: 'a key with a lone surrogate', headers: json, body: '{"\\ud800":"x","a\\u0000":"y"}' },
    { label: 'a wrong Origin', headers: { ...json, Origin: 'https://evil.example' }, body: '{}' },
  )
  return [...cases, ...(testOnPostgres ? [] : transportCases())]
}

/**
 * Bodies refused while they are read, before any router sees them (the body parser's limits, encodings, content types
 * and malformed JSON: api/app.ts's pipeline): who asks changes nothing there, so each is sent once, under one of the
 * three roles in turn; and no database is reached, so the PostgreSQL run leaves them to the SQLite one.
 */
function transportCases(): Case[] {
  const json = { 'Content-Type': 'application/json' }
  const cases: Case[] = [
    { label: 'a 1 MB string', headers: json, body: `{"query":"${MEGABYTE}"}` },
    { label: '10,000 nested arrays', headers: json, body: DEEP_ARRAY },
    { label: '10,000 nested objects', headers: json, body: DEEP_OBJECT },
    { label: 'a truncated body', headers: json, body: `${allFields('"abc"').slice(0, 40)}` },
    { label: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: '{"query":"x"}' },
    { label: 'a form post', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'query=x&email=a%40b.c' },
    { label: 'multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--' },
    { label: 'JSON without Content-Type', headers: {}, body: '{"query":"x"}' },
    { label: 'a charset JSON cannot use', headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: '{"query":"x"}' },
    { label: 'bad gzip', headers: { ...json, 'Content-Encoding': 'gzip' }, body: '{"query":"not gzip at all"}' },
    { label: 'bad deflate', headers: { ...json, 'Content-Encoding': 'deflate' }, body: '{"query":"x"}' },
    { label: 'bad brotli', headers: { ...json, 'Content-Encoding': 'br' }, body: '{"query":"x"}' },
    { label: 'truncated gzip', headers: { ...json, 'Content-Encoding': 'gzip' }, body: gzipSync(allFields('"abc"')).subarray(0, 20) },
    { label: 'gzip of invalid JSON', headers: { ...json, 'Content-Encoding': 'gzip' }, body: gzipSync('{"query":') },
    { label: 'gzip of a lone surrogate', headers: { ...json, 'Content-Encoding': 'gzip' }, body: gzipSync(allFields('"\\ud800"')) },
    { label: 'an unknown encoding', headers: { ...json, 'Content-Encoding': 'zstd-ish' }, body: '{"query":"x"}' },
    { label: 'invalid UTF-8 bytes', headers: json, body: Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
  ]
  return cases.map((testCase) => ({ ...testCase, roles: 'any' as const }))
}

/** Query strings, raw (some percent-encoding is deliberately malformed). */
const hostileQueryValues = ['', '%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%FF%FE', '-1', '0', '1e99', '1e308', 'NaN', '9007199254740993', '%F0%9F%8E%AC%20%E6%97%A5', '%5B%5D', '..%2f..%2fetc%2fpasswd']
function queryCases(index: number): Case[] {
  const cases: Case[] = hostileQueryValues.map((value) => ({ label: `every query field ${value.slice(0, 24)}`, query: FIELDS.map((name) => `${encodeURIComponent(name)}=${value}`).join('&') }))
  cases.push(
    { label: 'repeated query fields', query: FIELDS.map((name) => `${encodeURIComponent(name)}=a&${encodeURIComponent(name)}=b`).join('&') },
    { label: 'bracketed query keys', query: 'q[]=a&page[x]=1&__proto__[isAdmin]=1&constructor[prototype]=1' },
    { label: 'a malformed query', query: '%&=&==%%&q=%' },
    // 5,000-character values, two fields at a time (the request line must stay under Node's 16 KB header
    // limit): the search fields, then fields that rotate with the route so every field gets its turn.
    ...[['q', 'search'], ...[0, 1, 2].map((k) => [FIELDS[(index * 6 + 2 * k) % FIELDS.length]!, FIELDS[(index * 6 + 2 * k + 1) % FIELDS.length]!])].map((names) => ({
      label: `5,000 characters in ${names.join(' and ')}`,
      query: names.map((name) => `${encodeURIComponent(name)}=${'x'.repeat(5000)}`).join('&'),
    })),
  )
  return cases
}

/** Raw path segments for `:params`. */
const badParams = ['-1', '0', '1e99', 'abc', '%00', 'a%00b', '..%2f', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '%E6%97%A5%E6%9C%AC%F0%9F%8E%AC', '%ED%A0%80', '%E0%A4%A', '%FF', '9007199254740993', 'NaN', '%20', '%27%20OR%201%3D1']
function pathCases(route: Route): Case[] {
  if (!route.path.includes(':')) return []
  return badParams.map((value) => ({ label: `params = ${value.slice(0, 24)}`, path: route.path.replace(/:(\w+)/g, () => value), roles: 'any' as const }))
}

const unknownMethods: Case[] = ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'LINK'].map((method) => ({ label: `method ${method}`, method, roles: 'any' as const }))

// Random cases: fast-check with a fixed seed, reproducible run after run.
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  fc.constantFrom('', ' ', '\u0000', '\u202Eabc', "' OR 1=1 --", '../../etc/passwd', '%00', '0', '-1', '1e308', 'true', 'null'),
)
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}) },
)
const randomObject = fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }), fieldValue, { maxKeys: 8 })

/** JSON.stringify writes lone surrogates as \udXXX escapes, which is what a careless client sends. */
function randomCases(route: Route, index: number): Case[] {
  const seed = SEED + index
  if (route.method === 'GET') {
    return fc.sample(randomObject, { seed, numRuns: RANDOM_CASES_PER_ROUTE }).map((object, n) => ({
      label: `random query #${n}`,
      roles: 'any' as const,
      query: Object.entries(object)
        .map(([key, value]) => `${safeEncode(key)}=${safeEncode(typeof value === 'string' ? value : JSON.stringify(value))}`)
        .join('&'),
    }))
  }
  return fc.sample(randomObject, { seed, numRuns: RANDOM_CASES_PER_ROUTE }).map((object, n) => ({
    label: `random body #${n}`,
    roles: 'any' as const,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(object),
  }))
}
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80' // a lone surrogate, as UTF-8 bytes no decoder accepts
  }
}

// ---- Something to find -----------------------------------------------------------------------------

// One of each thing a path can name, so that `:id` = 1 and the slugs below reach the handlers' deeper
// code (a write, a join) instead of stopping at a 404 on an empty database.
const movie = await createMovie(app.deps.db, { title: 'Fuzz Film', status: 'comingSoon', releaseDate: '2026-11-28' })
const mall = await createMall(app.deps.db, {})
const theater = await createTheater(app.deps.db, { mallId: mall.id })
const author = await createAuthor(app.deps.db, {})
const article = await createArticle(app.deps.db, { authorId: author.id })
const place = await createPlace(app.deps.db, {})
const event = await createEvent(app.deps.db, {})
const festival = await createFestival(app.deps.db, {})
/** A value that names something real, for each kind of path parameter. */
const GOOD_PARAMS: Record<string, string> = {
  id: '1',
  movieId: String(movie.id),
  theaterId: String(theater.id),
  slugOrId: String(theater.id),
  hash: movie.hash,
  kind: 'event',
  slug: event.slug,
  type: 'place',
}
void [article, place, festival]

/**
 * A plausible value for each field name the contracts use, so that one hostile field at a time gets past
 * the others' validation and reaches the service and the database. Fields not listed get 'fuzz'.
 */
const PLAUSIBLE: Record<string, unknown> = {
  query: 'matrix',
  q: 'matrix',
  title: 'A concert in the park',
  description: 'An evening of music for the whole family, free for all.',
  venue: 'Rizal Park',
  location: 'Manila',
  price: 'Free',
  category: 'Music',
  startDate: '2026-12-05T19:00',
  endDate: '2026-12-05T22:00',
  email: 'fuzz.notify@example.test',
  emailOrUsername: 'fuzz.user@example.test',
  username: 'fuzz_new_user',
  password: 'correct horse battery staple',
  name: 'Fuzz Person',
  code: '123456',
  movieIds: [1],
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  festival: '',
  ticketUrl: 'https://tickets.example.com/fuzz',
}
const plausibleBody = () => Object.fromEntries(FIELDS.map((name) => [name, PLAUSIBLE[name] ?? 'fuzz']))

/**
 * One field at a time holds a lone surrogate or a NUL inside its plausible value ("fuz\\ud800z.notify@…")
 * while the others stay plausible, sent as the user or the admin in turn: the fields with a plausible
 * value, and a handful of the others that rotate with the route (so new fields get their turn too).
 */
function oneFieldCases(index: number): Case[] {
  const others = FIELDS.filter((name) => !(name in PLAUSIBLE))
  const rotating = [0, 1, 2, 3, 4, 5].map((k) => others[(index * 6 + k) % others.length]!)
  return [...Object.keys(PLAUSIBLE), ...rotating].flatMap((field) =>
    ['\\ud800', '\\u0000'].map((hostile) => {
      const plausible = typeof PLAUSIBLE[field] === 'string' && PLAUSIBLE[field] !== '' ? (PLAUSIBLE[field] as string) : 'fuzz'
      // Written as a JSON escape: a lone surrogate cannot travel as UTF-8 bytes (it would become U+FFFD).
      const value = JSON.stringify(plausible.slice(0, 3)).slice(0, -1) + hostile + JSON.stringify(plausible.slice(3)).slice(1)
      const body = JSON.stringify({ ...plausibleBody(), [field]: '@@HOSTILE@@' }).replace('"@@HOSTILE@@"', value)
      return { label: `only ${field} = ${value.slice(0, 30)}`, headers: { 'Content-Type': 'application/json' }, body, roles: 'signed-in' as const }
    }),
  )
}

// ---- Who asks ------------------------------------------------------------------------------------

const visitor = await createUser(app.deps.db, { username: 'fuzz_user', email: 'fuzz.user@example.test' })
const admin = await createUser(app.deps.db, { username: 'fuzz_admin', email: 'fuzz.admin@example.test', role: 'admin' })

/** Fresh sessions per route, since a route (logout) may end the one it was sent. */
async function roles(): Promise<[string, Record<string, string>][]> {
  return [
    ['visitor', {}],
    ['user', { Cookie: `gala_session=${await createSession(app, visitor.id)}` }],
    ['admin', { Cookie: `gala_session=${await createSession(app, admin.id)}` }],
  ]
}

async function fuzz(route: Route, index: number): Promise<string[]> {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
  const cases = [...(hasBody ? [...bodyCases(), ...oneFieldCases(index)] : queryCases(index)), ...pathCases(route), ...unknownMethods, ...randomCases(route, index)]
  const failures: string[] = []
  const jobs: (() => Promise<void>)[] = []
  const asked = await roles()
  for (const [roleIndex, [role, roleHeaders]] of asked.entries()) {
    for (const [caseIndex, testCase] of cases.entries()) {
      if (testCase.roles === 'signed-in' && roleIndex !== 1 + (caseIndex % 2)) continue
      if (testCase.roles === 'any' && roleIndex !== caseIndex % asked.length) continue
      jobs.push(async () => {
        const method = testCase.method ?? route.method
        const pathname = (testCase.path ?? route.path).replace(/:(\w+)/g, (_match, name: string) => GOOD_PARAMS[name] ?? '1')
        const target = testCase.query === undefined ? pathname : `${pathname}?${testCase.query}`
        const headers = { Origin: ORIGIN, ...roleHeaders, ...testCase.headers }
        const answer = await send(method, target, headers, testCase.body)
        const problem = problemWith(answer, method)
        if (problem) failures.push(`${role} ${method} ${route.path} [${testCase.label}] ${problem}: ${answer.text.slice(0, 160)}`)
      })
    }
  }
  for (let start = 0; start < jobs.length; start += CONCURRENCY) await Promise.all(jobs.slice(start, start + CONCURRENCY).map((job) => job()))
  return failures
}

// ---- The tests -----------------------------------------------------------------------------------

describe('route fuzz: no 5xx and one error shape on every route', () => {
  it('reads the routes from the routers and the field names from the contracts', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/track-search' })
    expect(routes).toContainEqual({ method: 'POST', path: '/api/events' })
    expect(FIELDS).toEqual(expect.arrayContaining(['query', 'title', 'venue', 'location', 'price', 'email']))
  })

  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))('%s', async (_name, route, index) => {
    const failures = await fuzz(route, index)
    expect(failures.length, failures.join('\n')).toBe(0)
  }, 60_000)

  it('answers unknown methods with 405 and Allow on the static app too', async () => {
    for (const target of ['/', '/movies/some-movie', '/assets/app.js']) {
      const answer = await send('PROPFIND', target, {})
      expect(answer.status, target).toBe(405)
      expect(answer.headers.allow, target).toBe('GET, HEAD')
    }
  })
})

describe('the rules the fuzz test relies on, answer by answer', () => {
  // A client address of its own: the fuzz cases above have used up 127.0.0.1's track-search limit.
  const send = (method: string, target: string, headers: Record<string, string>, body?: string | Buffer) =>
    sendFrom(method, target, headers, body, '127.0.0.2')
  const json = { 'Content-Type': 'application/json', Origin: ORIGIN }
  const error = (answer: Answer) => JSON.parse(answer.text) as { status: number; code: string; message: string; issues?: { field: string; message: string }[] }

  it('a body that is not what its Content-Encoding says is a 400; an unknown encoding a 415', async () => {
    const notGzip = await send('POST', '/api/track-search', { ...json, 'Content-Encoding': 'gzip' }, '{"query":"x"}')
    expect(notGzip.status).toBe(400)
    expect(error(notGzip)).toMatchObject({ code: 'UNDECODABLE_BODY', message: expect.stringContaining('incorrect header check') })
    const unknown = await send('POST', '/api/track-search', { ...json, 'Content-Encoding': 'zstd' }, '{"query":"x"}')
    expect(unknown.status).toBe(415)
    expect(error(unknown)).toMatchObject({ code: 'UNSUPPORTED_CONTENT_ENCODING', message: expect.stringContaining('zstd') })
    const gzipped = await send('POST', '/api/track-search', { ...json, 'Content-Encoding': 'gzip' }, gzipSync('{"query":"gzipped"}'))
    expect(gzipped.status).toBeLessThan(300)
  })

  it('lone surrogates and NUL are a 400 naming the field, in the body, the query and the path', async () => {
    const search = await send('POST', '/api/track-search', json, '{"query":"\\ud800"}')
    expect(search.status).toBe(400)
    expect(error(search)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ field: 'query' }] })
    const user = { ...json, Cookie: `gala_session=${await createSession(app, visitor.id)}` }
    const event = { ...plausibleBody(), title: 'abc\ud800def' }
    const submitted = await send('POST', '/api/events', user, JSON.stringify(event))
    expect(submitted.status).toBe(400)
    expect(error(submitted).issues).toContainEqual({ field: 'title', message: expect.stringContaining('surrogate') })
    const notify = await send('POST', `/api/movies/${movie.id}/notifications`, user, '{"email":"a\\u0000b@example.test"}')
    expect(error(notify)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', issues: [{ field: 'email' }] })
    const query = await send('GET', '/api/search?q=a%00b', {})
    expect(error(query)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', issues: [{ field: 'query.q' }] })
    for (const segment of ['%E0%A4%A', '%ED%A0%80', '%00']) {
      const answer = await send('GET', `/api/events/${segment}`, {})
      expect(error(answer), segment).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', issues: [{ field: 'path' }] })
    }
  })

  it('well-formed text outside the Basic Multilingual Plane is still welcome', async () => {
    // A person of their own: the fuzz cases have used up the visitor's event submissions.
    const writer = await createUser(app.deps.db, { username: 'fuzz_writer', email: 'fuzz.writer@example.test' })
    const user = { ...json, Cookie: `gala_session=${await createSession(app, writer.id)}` }
    const event = { ...plausibleBody(), title: 'Pelikula 🎬 night in 日本 town' }
    const answer = await send('POST', '/api/events', user, JSON.stringify(event))
    expect(answer.status, answer.text).toBeLessThan(300)
  })

  it('an unknown method is a 405 with the path\'s Allow, in the error shape', async () => {
    const answer = await send('TRACE', '/api/track-search', {})
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('POST')
    expect(error(answer)).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' })
    const unknownPath = await send('PROPFIND', '/api/no-such-thing', {})
    expect(error(unknownPath)).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' })
  })
})
