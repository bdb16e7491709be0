/**
 * Counts stay exact under concurrency (issue 12 acceptance 2): likes, follows and reviews sent at the
 * same time over real HTTP, and a place's average rating equal to the mean of its reviews after
 * creates, edits and deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentPostsResponse } from '../../api/contracts/posts.ts'
import { createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type PostJson } from './community-support.ts'

let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

const post = (body: unknown, headers: Record<string, string>) => call<{ data: PostJson }>(app, 'POST', '/api/posts', body, headers)
const page = async (slug: string) => (await call<ContentPostsResponse>(app, 'GET', `/api/posts/content/1/${slug}`)).body
const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10

describe('likes at the same time', () => {
  // 100 serialized writes on SQLite: generous time for a loaded CI machine (it takes about 3 s on an idle one).
  it('50 different users liking one post at once → likeCount 50', { timeout: 90_000 }, async () => {
    const place = await createPlace(app.deps.db, { name: 'Crowded Place' })
    const author = await signedInUser(app)
    const review = (await post(reviewBody(1, place.slug), author.headers)).body.data
    const fans = await Promise.all(Array.from({ length: 50 }, () => signedInUser(app)))
    const answers = await Promise.all(fans.map((fan) => call<{ liked: boolean; likeCount: number }>(app, 'POST', `/api/posts/${review.id}/like`, {}, fan.headers)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(Math.max(...answers.map((answer) => answer.body.likeCount))).toBe(50)
    expect((await app.deps.db.post.findUniqueOrThrow({ where: { id: review.id } })).likeCount).toBe(50)
    expect(await app.deps.db.like.count({ where: { targetType: 'post', targetId: String(review.id) } })).toBe(50)
    expect((await page(place.slug)).data[0]!.likeCount).toBe(50)

    // And 25 of them unliking at once while 25 like again: still exact.
    await Promise.all(fans.map((fan, index) => call(app, index % 2 ? 'DELETE' : 'POST', `/api/posts/${review.id}/like`, {}, fan.headers)))
    expect((await app.deps.db.post.findUniqueOrThrow({ where: { id: review.id } })).likeCount).toBe(25)
  })

  it('one user sending like twice at once → 1', async () => {
    const place = await createPlace(app.deps.db, { name: 'Double Tap Place' })
    const author = await signedInUser(app)
    const review = (await post(reviewBody(1, place.slug), author.headers)).body.data
    const fan = await signedInUser(app)
    const answers = await Promise.all([1, 2, 3].map(() => call<{ liked: boolean; likeCount: number }>(app, 'POST', `/api/posts/${review.id}/like`, {}, fan.headers)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.body)).toEqual(Array(3).fill({ liked: true, likeCount: 1 }))
    expect((await app.deps.db.post.findUniqueOrThrow({ where: { id: review.id } })).likeCount).toBe(1)
    expect(await app.deps.db.like.count({ where: { targetType: 'post', targetId: String(review.id) } })).toBe(1)
    expect(await app.deps.db.activity.count({ where: { userId: fan.user.id, activityType: 'like' } })).toBe(1)
  })
})

describe('follows at the same time', () => {
  it('a follow sent twice at once → one row', async () => {
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    const answers = await Promise.all([
      call(app, 'POST', '/api/unified/follow', { targetUserId: ben.user.id }, ana.headers),
      call(app, 'POST', `/api/users/${ben.user.username}/follow`, undefined, ana.headers),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => answer.body)).toEqual([
      { isFollowing: true, followerCount: 1 },
      { isFollowing: true, followerCount: 1 },
    ])
    expect(await app.deps.db.follow.count({ where: { followerId: ana.user.id, followingId: ben.user.id } })).toBe(1)
    expect(await app.deps.db.activity.count({ where: { userId: ana.user.id, activityType: 'follow' } })).toBe(1)
  })
})

describe('reviews at the same time', () => {
  it('two reviews of one content by one user at once → one 201 and one 409', async () => {
    const place = await createPlace(app.deps.db, { name: 'Race Place' })
    const ana = await signedInUser(app)
    const answers = await Promise.all([post(reviewBody(1, place.slug), ana.headers), post(reviewBody(1, String(place.id)), ana.headers)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await app.deps.db.post.count({ where: { userId: ana.user.id, postType: 'review' } })).toBe(1)
  })

  it('replies at once keep the review’s reply count exact', async () => {
    const place = await createPlace(app.deps.db, { name: 'Chatty Place' })
    const author = await signedInUser(app)
    const review = (await post(reviewBody(1, place.slug), author.headers)).body.data
    const people = await Promise.all(Array.from({ length: 20 }, () => signedInUser(app)))
    await Promise.all(people.map((person) => post(replyBody(review), person.headers)))
    expect((await app.deps.db.post.findUniqueOrThrow({ where: { id: review.id } })).replyCount).toBe(20)
  })
})

describe('a place’s average rating', () => {
  it('equals the mean of its reviews after creates, edits and deletes', async () => {
    const place = await createPlace(app.deps.db, { name: 'Average Place' })
    const people = await Promise.all([5, 4, 2, 1, 3].map(async (rating) => ({ rating, ...(await signedInUser(app)) })))
    const reviews = await Promise.all(people.map((person) => post(reviewBody(1, place.slug, { rating: person.rating }), person.headers)))
    const ratings = new Map(reviews.map((res, index) => [res.body.data.id, people[index]!.rating]))
    const check = async () => {
      const body = await page(place.slug)
      const detail = await call<{ data: { reviewCount: number; averageRating: number | null } }>(app, 'GET', `/api/places/${place.slug}`)
      const expected = ratings.size ? mean([...ratings.values()]) : null
      expect(body.reviewCount).toBe(ratings.size)
      expect(body.averageRating).toBe(expected)
      expect(detail.body.data).toMatchObject({ reviewCount: ratings.size, averageRating: expected })
    }
    await check() // 3.0

    const [first, second] = reviews.map((res) => res.body.data)
    await call(app, 'PATCH', `/api/posts/${first!.id}`, { rating: 1 }, people[0]!.headers)
    ratings.set(first!.id, 1)
    await check() // 2.2

    await call(app, 'DELETE', `/api/posts/${second!.id}`, undefined, people[1]!.headers)
    ratings.delete(second!.id)
    await check() // 1.75 → 1.8

    await Promise.all(
      reviews.slice(2).map((res, index) => {
        ratings.set(res.body.data.id, 5)
        return call(app, 'PATCH', `/api/posts/${res.body.data.id}`, { rating: 5 }, people[index + 2]!.headers)
      }),
    )
    await check()
  })
})
