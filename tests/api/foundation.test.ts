import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../api/db.ts'
import { createPlace } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app.close()
})

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('answers 503 when the database cannot be opened', async () => {
    const unreachable = createDb('file:/nonexistent-folder/for-sure/gala.db')
    const broken = await startTestApp({ db: unreachable })
    try {
      const res = await broken.request('/api/health')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ status: 'error', database: 'unreachable' })
    } finally {
      await broken.close()
    }
  })
})

describe('GET /api/user', () => {
  it('answers JSON null for a visitor', async () => {
    const res = await app.request('/api/user')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toBeNull()
  })
})

describe('POST /api/track-search', () => {
  it('records a trimmed, normalised search term that finds something, and counts repeats', async () => {
    await createPlace(app.deps.db, { name: 'SM Megamall Ice Rink' })
    expect((await postJson('/api/track-search', JSON.stringify({ query: '  SM   Megamall ' }))).status).toBe(204)
    expect((await postJson('/api/track-search', JSON.stringify({ query: 'sm megamall' }))).status).toBe(204)
    const row = await app.deps.db.searchQuery.findUnique({ where: { term: 'sm megamall' } })
    expect(row).toMatchObject({ count: 2, clientCount: 1 })
  })

  it.each([
    ['an empty query', { query: '   ' }, 'query', 'Search query cannot be empty'],
    ['a number instead of text', { query: 123 }, 'query', 'Search query must be text'],
    ['a missing field', {}, 'query', 'Search query must be text'],
    ['a one-letter query', { query: ' x ' }, 'query', 'Search query must be at least 2 characters'],
    ['a too long query', { query: 'x'.repeat(81) }, 'query', 'Search query must be at most 80 characters'],
    ['markup', { query: '<b>hi</b>' }, 'query', 'Search query may only hold letters, digits, spaces and common punctuation'],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const res = await postJson('/api/track-search', JSON.stringify(body))
    expect(res.status).toBe(400)
    const error = await res.json()
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', issues: [{ field, message }] })
    expect(error.message).toBe(`${field}: ${message}`)
    expect(error.requestId).toBe(res.headers.get('x-request-id'))
  })

  it('refuses a body that is not an object', async () => {
    const res = await postJson('/api/track-search', JSON.stringify(['sm megamall']))
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('VALIDATION_FAILED')
  })
})

describe('bad input never becomes a 500', () => {
  it('malformed JSON is a 400 with a clear message', async () => {
    const res = await postJson('/api/track-search', '{"query": "sm megamall"')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' })
  })

  it('an oversized body is a 413', async () => {
    const res = await postJson('/api/track-search', JSON.stringify({ query: 'x'.repeat(200 * 1024) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (limit 100 KB)' })
  })

  it('a body that is not JSON is a 415', async () => {
    const res = await app.request('/api/track-search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'query=sm',
    })
    expect(res.status).toBe(415)
    expect((await res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('an unknown API route is a JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/no-such-thing', { method })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: `No API route for ${method} /api/no-such-thing` })
    }
  })

  it('a wrong method on a known route is a 405 with Allow', async () => {
    const res = await app.request('/api/health', { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('GET')
    expect((await res.json()).status).toBe(405)
  })

  it('an unexpected failure is a 500 without internals, logged with the request id', async () => {
    await app.deps.db.$executeRawUnsafe('ALTER TABLE "SearchQuery" RENAME TO "SearchQueryGone"')
    try {
      const res = await postJson('/api/track-search', JSON.stringify({ query: 'intramuros' }))
      expect(res.status).toBe(500)
      const body = await res.json()
      expect(body).toEqual({
        status: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong. Please try again later.',
        requestId: res.headers.get('x-request-id'),
      })
      const logged = app.logs.find((line) => line.msg === 'unexpected error' && line.requestId === body.requestId)
      expect(logged).toBeDefined()
    } finally {
      await app.deps.db.$executeRawUnsafe('ALTER TABLE "SearchQueryGone" RENAME TO "SearchQuery"')
    }
  })
})

describe('cross-cutting behaviour', () => {
  it('logs one structured line per request with its id, and never the cookies', async () => {
    const res = await app.request('/api/user', { headers: { cookie: 'session=super-secret-value' } })
    const requestId = res.headers.get('x-request-id')
    const line = app.logs.find((entry) => entry.requestId === requestId && entry.msg === 'request')
    expect(line).toMatchObject({ method: 'GET', path: '/api/user', status: 200 })
    expect(JSON.stringify(app.logs)).not.toContain('super-secret-value')
  })

  it('sends the API security headers on JSON responses', async () => {
    const res = await app.request('/api/health')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends the page policy on everything else', async () => {
    const res = await app.request('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('turns on HSTS and upgrade-insecure-requests behind an https PUBLIC_URL', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://gala.example' } })
    try {
      const api = await secure.request('/api/health')
      expect(api.headers.get('strict-transport-security')).toContain('max-age=')
      const page = await secure.request('/')
      expect(page.headers.get('strict-transport-security')).toContain('max-age=')
      expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    } finally {
      await secure.close()
    }
  })

  it('keeps a sane X-Request-Id from upstream and replaces a malicious one', async () => {
    const kept = await app.request('/api/user', { headers: { 'X-Request-Id': 'edge-1234abcd' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd')
    const replaced = await app.request('/api/user', { headers: { 'X-Request-Id': 'bad id\twith spaces' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
