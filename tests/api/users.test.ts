/**
 * Profiles, a user's posts and reviews, and the activity stream (spec doc 3 §2, §3, §5, §7, §9):
 * /api/users/* and DELETE /api/user-activities/{id}, against the real app on a temporary database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { ActivitiesResponse, ACTIVITY_LIMIT, PROFILE_MESSAGES, ProfileResponse } from '../../api/contracts/community.ts'
import { UserPostsResponse } from '../../api/contracts/posts.ts'
import { createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type PostJson } from './community-support.ts'

let app: TestApp
const clock = fixedClock('2026-11-21T04:00:00Z')

beforeAll(async () => {
  app = await startTestApp({ clock })
})
afterAll(async () => {
  await app?.close()
})

const post = (body: unknown, headers: Record<string, string>) => call<{ data: PostJson }>(app, 'POST', '/api/posts', body, headers)

describe('profiles', () => {
  it('answers a profile by username with its counts; the email only to its owner', async () => {
    const ana = await signedInUser(app, { name: 'Ana Reyes', bio: 'Heritage walker', email: 'ana.profile@example.test' })
    const ben = await signedInUser(app)
    const place = await createPlace(app.deps.db, { name: 'Profile Place' })
    const review = (await post(reviewBody(1, place.slug), ana.headers)).body.data
    await post(replyBody(review), ana.headers)
    await call(app, 'POST', '/api/unified/follow', { targetUserId: ana.user.id }, ben.headers)
    await call(app, 'POST', `/api/profiles/${ana.user.id}/like`, undefined, ben.headers)

    const seen = await call(app, 'GET', `/api/users/profile/${ana.user.username}`, undefined, ben.headers)
    expect(seen.status).toBe(200)
    expect(ProfileResponse.parse(seen.body).data).toMatchObject({
      id: ana.user.id,
      username: ana.user.username,
      name: 'Ana Reyes',
      bio: 'Heritage walker',
      email: null,
      postCount: 2,
      followerCount: 1,
      followingCount: 0,
      likeCount: 1,
      isFollowing: true,
      isOwnProfile: false,
    })
    const own = ProfileResponse.parse((await call(app, 'GET', `/api/users/${ana.user.username}`, undefined, ana.headers)).body).data
    expect(own).toMatchObject({ email: 'ana.profile@example.test', isOwnProfile: true, isFollowing: false })
    const visitor = ProfileResponse.parse((await call(app, 'GET', `/api/users/${ana.user.username}`)).body).data
    expect(visitor).toMatchObject({ email: null, isFollowing: false })
  })

  it('404 “User not found” for an unknown username', async () => {
    for (const path of ['/api/users/profile/nobody-at-all', '/api/users/nobody-at-all', '/api/users/nobody-at-all/posts', '/api/users/nobody-at-all/activities']) {
      const res = await call(app, 'GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toMatchObject({ message: PROFILE_MESSAGES.userNotFound })
    }
  })
})

describe('a user’s posts and reviews', () => {
  it('lists posts newest first by id or username; /reviews lists reviews without a parent only', async () => {
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    const places = await Promise.all(['Posts Place A', 'Posts Place B'].map((name) => createPlace(app.deps.db, { name })))
    const first = (await post(reviewBody(1, places[0]!.slug), ana.headers)).body.data
    clock.advance(60_000)
    const other = (await post(reviewBody(1, places[1]!.slug), ben.headers)).body.data
    const reply = (await post(replyBody(other, 'Nice one'), ana.headers)).body.data
    await call(app, 'POST', `/api/posts/${first.id}/like`, undefined, ben.headers)

    const all = UserPostsResponse.parse((await call(app, 'GET', `/api/users/${ana.user.id}/posts`, undefined, ben.headers)).body)
    expect(all.data.map((item) => item.id)).toEqual([reply.id, first.id])
    expect(all.data[1]).toMatchObject({ hasLiked: true, likeCount: 1, contentInfo: { type: 'place', title: 'Posts Place A' } })
    expect(all.pagination).toMatchObject({ page: 1, total: 2 })
    const reviews = UserPostsResponse.parse((await call(app, 'GET', `/api/users/${ana.user.username}/reviews`)).body)
    expect(reviews.data.map((item) => item.id)).toEqual([first.id])
    const typed = UserPostsResponse.parse((await call(app, 'GET', `/api/users/${ana.user.username}/posts?type=reply`)).body)
    expect(typed.data.map((item) => item.id)).toEqual([reply.id])
    expect((await call(app, 'GET', `/api/users/${ana.user.id}/posts?type=essay`)).status).toBe(400)
  })
})

describe('activities', () => {
  it('lists at most 20 entries newest first, written with each action', async () => {
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    const place = await createPlace(app.deps.db, { name: 'Activity Place' })
    const review = (await post(reviewBody(1, place.slug, { rating: 5 }), ana.headers)).body.data
    await call(app, 'POST', `/api/users/${ben.user.username}/follow`, undefined, ana.headers)
    const list = ActivitiesResponse.parse((await call(app, 'GET', `/api/users/${ana.user.username}/activities?limit=20`)).body)
    expect(list.data.map((entry) => entry.activityType)).toEqual(['follow', 'CREATE_REVIEW'])
    expect(list.data[1]).toMatchObject({ entityType: 'place', entityTitle: 'Activity Place', placeName: 'Activity Place', data: { placeSlug: place.slug, rating: 5, postId: review.id } })
    expect(list.data[0]).toMatchObject({ entityType: 'user', entityId: String(ben.user.id), data: { username: ben.user.username } })

    for (let i = 0; i < ACTIVITY_LIMIT + 3; i++) {
      await app.deps.db.activity.create({ data: { userId: ben.user.id, activityType: 'like', entityType: 'movie', entityId: String(i), data: JSON.stringify(JSON.stringify({ movieTitle: `Film ${i}` })) } })
    }
    const capped = ActivitiesResponse.parse((await call(app, 'GET', `/api/users/${ben.user.id}/activities`)).body)
    expect(capped.data).toHaveLength(ACTIVITY_LIMIT)
    // A doubly encoded data blob is read as an object.
    expect(capped.data[0]!.movieTitle).toMatch(/^Film \d+$/)
    expect((await call(app, 'GET', `/api/users/${ben.user.id}/activities?limit=21`)).status).toBe(400)
  })

  it('DELETE: only the owner (403 for others, 401 for visitors, 404 when gone)', async () => {
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    const entry = await app.deps.db.activity.create({ data: { userId: ana.user.id, activityType: 'like', entityType: 'movie', entityId: '1' } })
    const path = `/api/user-activities/${entry.id}`
    expect((await call(app, 'DELETE', path)).status).toBe(401)
    const forbidden = await call(app, 'DELETE', path, undefined, ben.headers)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ message: PROFILE_MESSAGES.activityOwnerOnly })
    const ok = await call(app, 'DELETE', path, undefined, ana.headers)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ status: 'success', deletedId: entry.id })
    expect(await app.deps.db.activity.count({ where: { id: entry.id } })).toBe(0)
    expect((await call(app, 'DELETE', path, undefined, ana.headers)).status).toBe(404)
    expect((await call(app, 'DELETE', '/api/user-activities/abc', undefined, ana.headers)).status).toBe(400)
  })
})
