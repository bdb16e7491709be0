/**
 * The Idempotency-Key middleware (api/middlewares/idempotency.ts) on the routes that use it: article
 * likes and PUT /api/user/widget-preferences. Real HTTP against createApp on a temporary database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { IDEMPOTENCY_MESSAGES } from '../../api/contracts/idempotency-rules.ts'
import { createArticle } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const HOUR = 60 * 60_000
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let articleId: number

beforeAll(async () => {
  app = await startTestApp({ clock })
  articleId = (await createArticle(app.deps.db, { title: 'The best halo-halo in Quezon City' })).id
})
afterAll(async () => {
  await app?.close()
})
beforeEach(() => clock.set('2026-11-21T04:00:00Z'))

let counter = 0
/** A fresh key per call: 'test-key-<n>-<random>'. */
const freshKey = () => `test-key-${(counter += 1)}-${Math.random().toString(36).slice(2, 10)}`

function like(method: 'POST' | 'DELETE', headers: Record<string, string>, key?: string, id = articleId) {
  return app.request(`/api/articles/${id}/like`, { method, headers: { ...headers, ...(key ? { 'Idempotency-Key': key } : {}) } })
}
const likeRows = (id = articleId) => app.deps.db.like.count({ where: { targetType: 'article', targetId: String(id) } })

describe('a repeated key', () => {
  it('replays the stored answer without running the handler again', async () => {
    const { headers } = await signedInUser(app)
    const key = freshKey()
    const first = await like('POST', headers, key)
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(await first.json()).toEqual({ liked: true, likeCount: 1 })

    // Unlike with another key, then send the first request again: it must not like again.
    expect(await (await like('DELETE', headers, freshKey())).json()).toEqual({ liked: false, likeCount: 0 })
    const replay = await like('POST', headers, key)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual({ liked: true, likeCount: 1 })
    expect(await likeRows()).toBe(0)
  })

  it('replays a refusal (below 500) as the same error with a new request id', async () => {
    const { headers } = await signedInUser(app)
    const key = freshKey()
    const first = await like('POST', headers, key, 987_654)
    expect(first.status).toBe(404)
    const firstBody = (await first.json()) as Record<string, unknown>
    const replay = await like('POST', headers, key, 987_654)
    expect(replay.status).toBe(404)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    const replayBody = (await replay.json()) as Record<string, unknown>
    expect(replayBody).toMatchObject({ status: 404, code: 'ARTICLE_NOT_FOUND', message: 'Article not found' })
    expect(replayBody.requestId).not.toBe(firstBody.requestId)
  })

  it('keeps each user’s keys apart: another user’s identical key runs', async () => {
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    const key = freshKey()
    expect(await (await like('POST', ana.headers, key)).json()).toEqual({ liked: true, likeCount: 1 })
    const theirs = await like('POST', ben.headers, key)
    expect(theirs.headers.get('idempotent-replayed')).toBeNull()
    expect(await theirs.json()).toEqual({ liked: true, likeCount: 2 })
    expect(await likeRows()).toBe(2)
    await like('DELETE', ana.headers)
    await like('DELETE', ben.headers)
  })

  it('runs concurrent duplicates once: the others wait (409) or get the stored answer', async () => {
    const { user, headers } = await signedInUser(app)
    const key = freshKey()
    const answers = await Promise.all(Array.from({ length: 6 }, () => like('POST', headers, key)))
    const ran = answers.filter((res) => res.status === 200 && res.headers.get('idempotent-replayed') === null)
    expect(ran).toHaveLength(1)
    for (const res of answers) {
      if (res.status === 409) {
        expect(res.headers.get('retry-after')).toBe('1')
        expect(await res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS', message: IDEMPOTENCY_MESSAGES.inProgress })
      } else expect(res.status).toBe(200)
    }
    expect(await app.deps.db.idempotencyKey.count({ where: { userId: user.id } })).toBe(1)
    await like('DELETE', headers)
  })

  it('forgets keys after 24 hours: the same key then runs again, and old keys are purged', async () => {
    const { user, headers } = await signedInUser(app)
    const key = freshKey()
    await like('POST', headers, key)
    await like('DELETE', headers)
    clock.advance(25 * HOUR)
    const later = await like('POST', headers, key)
    expect(later.headers.get('idempotent-replayed')).toBeNull()
    expect(await later.json()).toEqual({ liked: true, likeCount: 1 })
    const rows = await app.deps.db.idempotencyKey.findMany({ where: { userId: user.id } })
    expect(rows).toHaveLength(1)
    expect(rows[0]?.createdAt.toISOString()).toBe(clock.now().toISOString())
    await like('DELETE', headers)
  })

  it('takes over a key whose first request died while running (in progress for over a minute)', async () => {
    const { user, headers } = await signedInUser(app)
    const key = freshKey()
    const stuck = {
      key: `${user.id}:${key}`,
      userId: user.id,
      method: 'POST',
      path: `/api/articles/${articleId}/like`,
      responseStatus: 0,
      responseBody: '',
    }
    await app.deps.db.idempotencyKey.create({ data: { ...stuck, createdAt: new Date(clock.now().getTime() - 10_000) } })
    const busy = await like('POST', headers, key)
    expect(busy.status).toBe(409)
    expect(await likeRows()).toBe(0)
    clock.advance(2 * 60_000)
    const res = await like('POST', headers, key)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ liked: true, likeCount: 1 })
    await like('DELETE', headers)
  })
})

describe('bad keys and misuse', () => {
  it('refuses a malformed key with 400 and runs nothing', async () => {
    const { headers } = await signedInUser(app)
    for (const key of ['short', 'has a space in it', 'x'.repeat(101), 'ünïcode-key-1', 'semi;colon;key']) {
      const res = await like('POST', headers, key)
      expect(res.status, key).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY', message: IDEMPOTENCY_MESSAGES.invalid })
    }
    expect(await likeRows()).toBe(0)
  })

  it('refuses the same key on another path or method with 422', async () => {
    const { headers } = await signedInUser(app)
    const other = (await createArticle(app.deps.db, { title: 'Sunday at Intramuros' })).id
    const key = freshKey()
    expect((await like('POST', headers, key)).status).toBe(200)
    const otherPath = await like('POST', headers, key, other)
    expect(otherPath.status).toBe(422)
    expect(await otherPath.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_MESSAGES.reused })
    expect((await like('DELETE', headers, key)).status).toBe(422)
    expect(await likeRows(other)).toBe(0)
    expect(await likeRows()).toBe(1)
    await like('DELETE', headers)
  })

  it('leaves visitors to the route: 401, and no key is stored', async () => {
    const before = await app.deps.db.idempotencyKey.count()
    const res = await like('POST', {}, freshKey())
    expect(res.status).toBe(401)
    expect(await app.deps.db.idempotencyKey.count()).toBe(before)
  })

  it('runs requests without a key every time', async () => {
    const { headers } = await signedInUser(app)
    await like('POST', headers)
    await like('DELETE', headers)
    expect(await (await like('POST', headers)).json()).toEqual({ liked: true, likeCount: 1 })
    await like('DELETE', headers)
  })
})

describe('PUT /api/user/widget-preferences', () => {
  const put = (headers: Record<string, string>, key: string, body: unknown) =>
    app.request('/api/user/widget-preferences', {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    })

  it('replays a saved change instead of saving it again over a newer one', async () => {
    const { user, headers } = await signedInUser(app)
    const key = freshKey()
    const forex = { weatherEnabled: false, forexEnabled: true, lottoEnabled: false }
    expect(await (await put(headers, key, forex)).json()).toMatchObject({ forexEnabled: true, widgetOrder: ['forex'] })
    await put(headers, freshKey(), { weatherEnabled: false, forexEnabled: false, lottoEnabled: true })
    const replay = await put(headers, key, forex)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toMatchObject({ forexEnabled: true })
    // The newer choice (lotto) stands.
    expect(await app.deps.db.widgetPreference.findUnique({ where: { userId: user.id } })).toMatchObject({
      lottoEnabled: true,
      forexEnabled: false,
    })
  })

  it('replays a validation failure as the same 400', async () => {
    const { headers } = await signedInUser(app)
    const key = freshKey()
    const both = { weatherEnabled: true, forexEnabled: true, lottoEnabled: false }
    expect((await put(headers, key, both)).status).toBe(400)
    const replay = await put(headers, key, both)
    expect(replay.status).toBe(400)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/Only one widget can be active at a time/),
    })
  })
})
