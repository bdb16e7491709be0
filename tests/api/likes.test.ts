/**
 * Article likes (spec doc 3 §3, §7, §8): POST and DELETE /api/articles/{id}/like and GET
 * /api/articles/{id}/likes, against the real app on a temporary database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LikeResult, LIKE_MESSAGES } from '../../api/contracts/likes.ts'
import { createArticle } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

let app: TestApp
let articleId: number
let draftId: number

beforeAll(async () => {
  app = await startTestApp()
  articleId = (await createArticle(app.deps.db, { title: 'Where to eat sisig in Pampanga' })).id
  draftId = (await createArticle(app.deps.db, { title: 'An unpublished draft', status: 'draft' })).id
})
afterAll(async () => {
  await app?.close()
})

const send = (method: 'POST' | 'DELETE', id: number | string, headers: Record<string, string> = {}) =>
  app.request(`/api/articles/${id}/like`, { method, headers })
const read = async (id: number | string, headers: Record<string, string> = {}) => {
  const res = await app.request(`/api/articles/${id}/likes`, { headers })
  return { res, body: (await res.json()) as unknown }
}
const likeRows = (id: number) => app.deps.db.like.count({ where: { targetType: 'article', targetId: String(id) } })

describe('liking an article', () => {
  it('likes, keeps one like when liked again, and unlikes', async () => {
    const { user, headers } = await signedInUser(app)
    const first = await send('POST', articleId, headers)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(LikeResult.parse(await first.json())).toEqual({ liked: true, likeCount: 1 })

    // Liking twice is harmless: still one row.
    const again = await send('POST', articleId, headers)
    expect(await again.json()).toEqual({ liked: true, likeCount: 1 })
    expect(await app.deps.db.like.count({ where: { userId: user.id, targetType: 'article', targetId: String(articleId) } })).toBe(1)

    const mine = await read(articleId, headers)
    expect(mine.res.status).toBe(200)
    expect(mine.res.headers.get('cache-control')).toContain('private')
    expect(mine.body).toEqual({ liked: true, likeCount: 1 })

    const unlike = await send('DELETE', articleId, headers)
    expect(unlike.status).toBe(200)
    expect(await unlike.json()).toEqual({ liked: false, likeCount: 0 })
    expect(await likeRows(articleId)).toBe(0)
    // Unliking what is not liked changes nothing.
    expect(await (await send('DELETE', articleId, headers)).json()).toEqual({ liked: false, likeCount: 0 })
  })

  it('counts everyone’s likes and tells each user whether they like it', async () => {
    const other = (await createArticle(app.deps.db, { title: 'Jeepney routes explained' })).id
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    await send('POST', other, ana.headers)
    expect(await (await send('POST', other, ben.headers)).json()).toEqual({ liked: true, likeCount: 2 })
    expect(await (await send('DELETE', other, ana.headers)).json()).toEqual({ liked: false, likeCount: 1 })
    expect((await read(other, ana.headers)).body).toEqual({ liked: false, likeCount: 1 })
    expect((await read(other, ben.headers)).body).toEqual({ liked: true, likeCount: 1 })
    // A visitor sees the count and liked false.
    expect((await read(other)).body).toEqual({ liked: false, likeCount: 1 })
  })
})

describe('refusals', () => {
  it('refuses visitors with 401 and the spec’s wording, and stores nothing', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await send(method, articleId)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: LIKE_MESSAGES.loginRequired })
    }
    // A session that no longer exists is a visitor too.
    const res = await send('POST', articleId, { Cookie: 'gala_session=not-a-session' })
    expect(res.status).toBe(401)
    expect(await likeRows(articleId)).toBe(0)
  })

  it('answers 404 for an unknown or unpublished article', async () => {
    const { headers } = await signedInUser(app)
    for (const id of [999_999, draftId]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await send(method, id, headers)
        expect(res.status, `${method} ${id}`).toBe(404)
        expect(await res.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND', message: 'Article not found' })
      }
      expect((await read(id, headers)).res.status).toBe(404)
    }
    expect(await likeRows(draftId)).toBe(0)
  })

  it('answers 400 for an id that is not a positive whole number', async () => {
    const { headers } = await signedInUser(app)
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await send('POST', id, headers)
      expect(res.status, id).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_ID', message: 'Article id must be a positive whole number' })
      expect((await read(id)).res.status).toBe(400)
    }
  })

  it('refuses a like sent from another site (403) and a wrong method (405)', async () => {
    const { headers } = await signedInUser(app)
    const res = await app.request(`/api/articles/${articleId}/like`, {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect(await likeRows(articleId)).toBe(0)
    const put = await app.request(`/api/articles/${articleId}/like`, { method: 'PUT', headers })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toContain('POST')
  })
})
