/**
 * Follows (spec doc 3 §2, §3, §5, §7, §8): the unified routes and the username routes, follower and
 * following lists with case-insensitive search, against the real app on a temporary database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOLLOW_MESSAGES, FollowersResponse, FollowingResponse, FollowStatus } from '../../api/contracts/follows.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call } from './community-support.ts'

let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('following by id (unified routes)', () => {
  it('follows, answers the status, keeps one row when sent twice, and unfollows', async () => {
    const ana = await signedInUser(app, { name: 'Ana Reyes' })
    const ben = await signedInUser(app, { name: 'Ben Cruz' })
    const first = await call(app, 'POST', '/api/unified/follow', { targetUserId: ben.user.id }, ana.headers)
    expect(first.status).toBe(200)
    expect(FollowStatus.parse(first.body)).toEqual({ isFollowing: true, followerCount: 1 })
    expect((await call(app, 'POST', '/api/unified/follow', { targetUserId: ben.user.id }, ana.headers)).body).toEqual({ isFollowing: true, followerCount: 1 })
    expect(await app.deps.db.follow.count({ where: { followerId: ana.user.id, followingId: ben.user.id } })).toBe(1)
    expect(await app.deps.db.activity.count({ where: { userId: ana.user.id, activityType: 'follow', entityType: 'user', entityId: String(ben.user.id) } })).toBe(1)

    expect((await call(app, 'GET', `/api/unified/follow-status/${ben.user.id}`, undefined, ana.headers)).body).toEqual({ isFollowing: true, followerCount: 1 })
    expect((await call(app, 'GET', `/api/unified/follow-status/${ben.user.id}`)).body).toEqual({ isFollowing: false, followerCount: 1 })

    const followers = FollowersResponse.parse((await call(app, 'GET', `/api/unified/followers/${ben.user.id}`)).body)
    expect(followers.data).toEqual([{ id: expect.any(Number), createdAt: expect.any(String), follower: expect.objectContaining({ id: ana.user.id, name: 'Ana Reyes', username: ana.user.username }) }])
    const following = FollowingResponse.parse((await call(app, 'GET', `/api/unified/following/${ana.user.id}`)).body)
    expect(following.data.map((entry) => entry.following.id)).toEqual([ben.user.id])
    // Never an email on the cards.
    expect(JSON.stringify(followers)).not.toContain('@example')

    const unfollow = await call(app, 'DELETE', `/api/unified/follow/${ben.user.id}`, undefined, ana.headers)
    expect(unfollow.body).toEqual({ isFollowing: false, followerCount: 0 })
    expect(await app.deps.db.activity.count({ where: { userId: ana.user.id, activityType: 'follow' } })).toBe(0)
    expect((await call(app, 'DELETE', `/api/unified/follow/${ben.user.id}`, undefined, ana.headers)).body).toEqual({ isFollowing: false, followerCount: 0 })
  })

  it('refuses self-follows (400), unknown users (404), bad bodies (400) and visitors (401)', async () => {
    const ana = await signedInUser(app)
    const self = await call(app, 'POST', '/api/unified/follow', { targetUserId: ana.user.id }, ana.headers)
    expect(self.status).toBe(400)
    expect(self.body).toMatchObject({ message: FOLLOW_MESSAGES.cannotFollowSelf })
    expect((await call(app, 'POST', '/api/unified/follow', { targetUserId: 999999 }, ana.headers)).status).toBe(404)
    expect((await call(app, 'POST', '/api/unified/follow', {}, ana.headers)).status).toBe(400)
    const visitor = await call(app, 'POST', '/api/unified/follow', { targetUserId: ana.user.id })
    expect(visitor.status).toBe(401)
    expect(visitor.body).toMatchObject({ message: FOLLOW_MESSAGES.loginRequired })
    expect((await call(app, 'DELETE', `/api/unified/follow/${ana.user.id}`)).status).toBe(401)
    expect((await call(app, 'GET', '/api/unified/followers/999999')).status).toBe(404)
    expect((await call(app, 'GET', '/api/unified/following/999999')).status).toBe(404)
    expect((await call(app, 'GET', '/api/unified/follow-status/999999')).status).toBe(404)
  })
})

describe('following by username', () => {
  it('POST and DELETE /api/users/{username}/follow, GET follow-status', async () => {
    const ana = await signedInUser(app)
    const ben = await signedInUser(app)
    const path = `/api/users/${ben.user.username}/follow`
    expect((await call(app, 'POST', path, undefined, ana.headers)).body).toEqual({ isFollowing: true, followerCount: 1 })
    expect((await call(app, 'GET', `/api/users/${ben.user.username}/follow-status`, undefined, ana.headers)).body).toEqual({ isFollowing: true, followerCount: 1 })
    expect((await call(app, 'DELETE', path, undefined, ana.headers)).body).toEqual({ isFollowing: false, followerCount: 0 })
    expect((await call(app, 'POST', path)).status).toBe(401)
    expect((await call(app, 'POST', `/api/users/${ana.user.username}/follow`, undefined, ana.headers)).status).toBe(400)
    expect((await call(app, 'POST', '/api/users/nobody-here/follow', undefined, ana.headers)).status).toBe(404)
  })
})

describe('searching followers and following', () => {
  it('is case-insensitive over name, display name or username', async () => {
    const star = await signedInUser(app, { name: 'Star Person' })
    const fans = [
      await signedInUser(app, { name: 'Maria Santos', username: 'msantos' }),
      await signedInUser(app, { name: 'Jose Rizal', username: 'pepe_r' }),
      await signedInUser(app, { name: null, displayName: 'Gabriela S', username: 'gab' }),
    ]
    for (const fan of fans) await call(app, 'POST', '/api/unified/follow', { targetUserId: star.user.id }, fan.headers)
    const search = async (q: string) =>
      FollowersResponse.parse((await call(app, 'GET', `/api/unified/followers/${star.user.id}?search=${encodeURIComponent(q)}`)).body).data.map((entry) => entry.follower.username)
    expect(await search('MARIA')).toEqual(['msantos'])
    expect(await search('PePe')).toEqual(['pepe_r'])
    expect(await search('gabriela')).toEqual(['gab'])
    expect((await search('R')).sort()).toEqual(['gab', 'msantos', 'pepe_r'])
    expect(await search('SANT')).toEqual(['msantos'])
    expect(await search('nobody')).toEqual([])
    expect((await search('')).length).toBe(3)
    // By username in the path too.
    const following = FollowingResponse.parse((await call(app, 'GET', `/api/unified/following/${fans[0]!.user.username}?search=star`)).body)
    expect(following.data.map((entry) => entry.following.id)).toEqual([star.user.id])
    expect((await call(app, 'GET', `/api/unified/followers/${star.user.id}?search=${'x'.repeat(101)}`)).status).toBe(400)
  })
})
