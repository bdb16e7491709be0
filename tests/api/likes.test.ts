/**
 * Likes (spec doc 3 §3, §7, §8): articles (POST and DELETE /api/articles/{id}/like, GET …/likes) and
 * every other likeable thing of §7 on the same Like table — movies, places, restaurants (POST/DELETE),
 * festivals, events and profiles (POST toggles) — against the real app on a temporary database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LikeResult, LIKE_MESSAGES } from '../../api/contracts/likes.ts'
import { createArticle, createEvent, createFestival, createMovie, createPlace } from '../factories/index.ts'
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

describe('liking movies, places, restaurants, festivals, events and profiles', () => {
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>
  const post = (path: string, headers: Record<string, string> = {}) => app.request(path, { method: 'POST', headers })
  const del = (path: string, headers: Record<string, string> = {}) => app.request(path, { method: 'DELETE', headers })

  it('POST likes and DELETE unlikes a movie, by id or hash, with an activity entry', async () => {
    const movie = await createMovie(app.deps.db, { title: 'Liked Movie' })
    const { user, headers } = await signedInUser(app)
    expect(await json(await post(`/api/movies/${movie.id}/like`, headers))).toEqual({ liked: true, likeCount: 1 })
    expect(await json(await post(`/api/movies/${movie.hash}/like`, headers))).toEqual({ liked: true, likeCount: 1 })
    expect(await json(await app.request(`/api/movies/${movie.id}/likes`, { headers }))).toEqual({ liked: true, likeCount: 1 })
    expect(await app.deps.db.activity.count({ where: { userId: user.id, activityType: 'like', entityType: 'movie', entityId: String(movie.id) } })).toBe(1)
    expect(await json(await del(`/api/movies/${movie.id}/like`, headers))).toEqual({ liked: false, likeCount: 0 })
    expect(await app.deps.db.activity.count({ where: { userId: user.id, activityType: 'like', entityType: 'movie' } })).toBe(0)
    expect((await post('/api/movies/999999/like', headers)).status).toBe(404)
  })

  it('places use /likes (GET answers count and likes[userId]); a restaurant shares its place’s like', async () => {
    const place = await createPlace(app.deps.db, { name: 'Liked Cafe', type: 'CafeOrCoffeeShop' })
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    expect(await json(await post(`/api/places/${place.slug}/likes`, ana.headers))).toEqual({ liked: true, likeCount: 1 })
    expect(await json(await post(`/api/restaurants/${place.id}/like`, ben.headers))).toEqual({ liked: true, likeCount: 2 })
    const read = await json(await app.request(`/api/places/${place.id}/likes`, { headers: ana.headers }))
    expect(read).toEqual({ liked: true, likeCount: 2, count: 2, likes: [{ userId: ana.user.id }, { userId: ben.user.id }] })
    expect(await json(await del(`/api/places/${place.slug}/likes`, ana.headers))).toEqual({ liked: false, likeCount: 1 })
    expect(await json(await app.request(`/api/restaurants/${place.slug}/likes`))).toEqual({ liked: false, likeCount: 1 })
    // The place page's count is the same rows.
    expect(((await json(await app.request(`/api/places/${place.slug}`))).data as { likeCount: number }).likeCount).toBe(1)
    expect((await post('/api/places/no-such-place/likes', ana.headers)).status).toBe(404)
    expect((await post('/api/restaurants/no-such-place/like', ana.headers)).status).toBe(404)
  })

  it('festivals, events and profiles toggle with one POST', async () => {
    const festival = await createFestival(app.deps.db, { name: 'Liked Festival' })
    const event = await createEvent(app.deps.db, { title: 'Liked Event' })
    const pending = await createEvent(app.deps.db, { title: 'Pending Event', status: 'pending' })
    const { headers, user } = await signedInUser(app)
    const owner = await signedInUser(app)
    for (const path of [`/api/festivals/${festival.id}/like`, `/api/events/${event.slug}/like`, `/api/profiles/${owner.user.username}/like`]) {
      expect(await json(await post(path, headers)), path).toEqual({ liked: true, likeCount: 1 })
      expect(await json(await post(path, headers)), path).toEqual({ liked: false, likeCount: 0 })
      expect((await del(path, headers)).status, path).toBe(405)
    }
    expect((await post(`/api/events/${pending.id}/like`, headers)).status).toBe(404)
    expect((await post(`/api/profiles/${user.id}/like`, headers)).status).toBe(400)
    expect((await post('/api/festivals/999999/like', headers)).status).toBe(404)
  })

  it('refuses visitors with 401 and “Please log in to like items”', async () => {
    const movie = await createMovie(app.deps.db, { title: 'Visitor Movie' })
    for (const path of [`/api/movies/${movie.id}/like`, '/api/places/x/likes', '/api/restaurants/x/like', '/api/festivals/1/like', '/api/events/1/like', '/api/profiles/1/like']) {
      const res = await post(path)
      expect(res.status, path).toBe(401)
      expect(await json(res), path).toMatchObject({ message: LIKE_MESSAGES.loginRequired })
    }
  })
})
