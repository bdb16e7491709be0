/**
 * The feed (GET /api/feed), people to follow (GET /api/explore/people) and the profile-completion check
 * on likes, replies and reviews (decision 025), against the real app on a temporary database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { ExplorePeopleResponse, FEED_MESSAGES, FEED_PER_PAGE, FeedResponse } from '../../api/contracts/feed.ts'
import { PROFILE_COMPLETION_MESSAGES, PROFILE_INCOMPLETE } from '../../api/contracts/profile-completion.ts'
import { ActivitiesResponse } from '../../api/contracts/community.ts'
import { buildMedia, createArticle, createEvent, createFestival, createMovie, createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type Headers, type PostJson } from './community-support.ts'

const clock = fixedClock('2026-11-20T02:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock })
})
afterAll(async () => {
  await app?.close()
})

type Person = Awaited<ReturnType<typeof signedInUser>>

/** One minute later: every action gets its own time, so "newest first" is decided by time, not by id. */
const tick = () => clock.advance(60_000)

async function review(person: Person, slug: string, content = 'A calm garden inside old walls.'): Promise<PostJson> {
  tick()
  const res = await call<{ data: PostJson }>(app, 'POST', '/api/posts', reviewBody(1, slug, { content }), person.headers)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

let seeded = 0
/**
 * Reviews written straight into the tables (as POST /api/posts writes them: the post and its activity
 * entry, a minute apart), for tests that need more reviews than the posting limit (10 a minute) lets through.
 */
async function seedReviews(person: Person, count: number, content = (i: number) => `Seeded review ${i}`) {
  const place = await createPlace(app.deps.db)
  const rows = Array.from({ length: count }, (_, i) => {
    tick()
    const key = `${place.slug}-${++seeded}`
    return { hashId: `seed${seeded}`, postType: 'review', contentTypeId: 1, externalContentId: key, content: content(i), rating: 4, userId: person.user.id, reviewKey: `${person.user.id}:1:${key}`, createdAt: clock.now() }
  })
  // A few statements, not hundreds: a long pause between requests lets the test server close the idle
  // keep-alive socket the next request would reuse.
  await app.deps.db.post.createMany({ data: rows })
  const posts = await app.deps.db.post.findMany({ where: { hashId: { in: rows.map((row) => row.hashId) } }, select: { id: true, content: true, createdAt: true } })
  await app.deps.db.activity.createMany({
    data: posts.map((post) => ({ userId: person.user.id, activityType: 'CREATE_REVIEW', entityType: 'place', entityId: String(post.id), postId: post.id, data: JSON.stringify({ placeName: place.name, content: post.content }), createdAt: post.createdAt })),
  })
}

async function follow(who: Person, whom: Person) {
  const res = await call(app, 'POST', `/api/users/${whom.user.username}/follow`, undefined, who.headers)
  expect(res.status).toBe(200)
}

async function feed(headers: Headers, cursor?: string) {
  const res = await call(app, 'GET', `/api/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, undefined, headers)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return FeedResponse.parse(res.body)
}

describe('GET /api/feed', () => {
  it("shows the reviews, replies and likes of the people one follows, newest first, and nobody else's", async () => {
    const me = await signedInUser(app, { name: 'Mara Santos' })
    const ana = await signedInUser(app, { name: 'Ana Reyes' })
    const ben = await signedInUser(app, { name: 'Ben Cruz' })
    const stranger = await signedInUser(app, { name: 'Stranger' })
    const fort = await createPlace(app.deps.db, { name: 'Fort Santiago Feed' })
    const park = await createPlace(app.deps.db, { name: 'Rizal Park Feed' })
    const bay = await createPlace(app.deps.db, { name: 'Manila Bay Feed' })

    await follow(me, ana)
    await follow(me, ben)
    const anaReview = await review(ana, fort.slug, 'Old walls, calm garden.')
    await review(stranger, bay.slug, 'Not for my feed.')
    const mine = await review(me, park.slug, 'My own review.')
    tick()
    const benReply = await call<{ data: PostJson }>(app, 'POST', '/api/posts', replyBody(anaReview, 'Go early!'), ben.headers)
    expect(benReply.status).toBe(201)
    tick()
    expect((await call(app, 'POST', `/api/posts/${mine.id}/like`, undefined, ana.headers)).status).toBe(200)
    tick()
    expect((await call(app, 'POST', `/api/posts/${anaReview.id}/like`, undefined, stranger.headers)).status).toBe(200)

    const page = await feed(me.headers)
    expect(page.data.map((item) => [item.user.username, item.activityType])).toEqual([
      [ana.user.username, 'like'],
      [ben.user.username, 'CREATE_REPLY'],
      [ana.user.username, 'CREATE_REVIEW'],
    ])
    expect(page.nextCursor).toBeNull()
    const [like, reply, reviewItem] = page.data
    // Each entry names its person and its post, so the page can link to both.
    expect(reviewItem).toMatchObject({
      user: { id: ana.user.id, name: 'Ana Reyes', username: ana.user.username },
      entityTitle: 'Fort Santiago Feed',
      data: { content: 'Old walls, calm garden.', rating: 4, postHashId: anaReview.hashId },
      post: { hashId: anaReview.hashId, postType: 'review', subjectName: 'Fort Santiago Feed', subjectUrl: `/places/${fort.slug}`, authorUsername: ana.user.username },
    })
    expect(reply!.post).toMatchObject({ hashId: benReply.body.data.hashId, postType: 'reply', authorUsername: ben.user.username })
    expect(like!.post).toMatchObject({ hashId: mine.hashId, authorUsername: me.user.username })
    // Never an email, never the caller's own entries, never a follow.
    expect(JSON.stringify(page)).not.toContain('@example')
    expect(page.data.some((item) => item.user.id === me.user.id)).toBe(false)

    // Unfollowing takes a person's entries out; a deleted post takes its entries out.
    expect((await call(app, 'DELETE', `/api/users/${ben.user.username}/follow`, undefined, me.headers)).status).toBe(200)
    expect((await feed(me.headers)).data.map((item) => item.activityType)).toEqual(['like', 'CREATE_REVIEW'])
    expect((await call(app, 'DELETE', `/api/posts/${mine.id}`, undefined, me.headers)).status).toBe(200)
    expect((await feed(me.headers)).data.map((item) => item.activityType)).toEqual(['CREATE_REVIEW'])
  })

  it('leaves out people who keep their activity private (decision 023), and shows them again when they open it', async () => {
    const me = await signedInUser(app, { name: 'Lia Tan' })
    const quiet = await signedInUser(app, { name: 'Quiet Reviewer' })
    const place = await createPlace(app.deps.db, { name: 'Intramuros Private Feed' })
    await follow(me, quiet)
    await review(quiet, place.slug, 'Kept to myself.')
    expect((await feed(me.headers)).data.map((item) => item.user.username)).toEqual([quiet.user.username])

    const closed = await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: true }, quiet.headers)
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect((await feed(me.headers)).data).toEqual([])

    expect((await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: false }, quiet.headers)).status).toBe(200)
    expect((await feed(me.headers)).data.map((item) => item.user.username)).toEqual([quiet.user.username])
  })

  it('pages with a cursor: 20 entries, then the rest, none twice', async () => {
    const me = await signedInUser(app)
    const busy = await signedInUser(app)
    await follow(me, busy)
    const total = FEED_PER_PAGE + 5
    await seedReviews(busy, total, (i) => `Review number ${i}`)

    const first = await feed(me.headers)
    expect(first.data).toHaveLength(FEED_PER_PAGE)
    expect(first.data[0]!.data.content).toBe(`Review number ${total - 1}`)
    expect(first.nextCursor).toMatch(/^\d+-\d+$/)
    const second = await feed(me.headers, first.nextCursor!)
    expect(second.data).toHaveLength(5)
    expect(second.nextCursor).toBeNull()
    const contents = [...first.data, ...second.data].map((item) => item.data.content)
    expect(contents).toEqual(Array.from({ length: total }, (_, i) => `Review number ${total - 1 - i}`))
  })

  it('never shows likes of events or articles that are not public, even when a whole page of them is hidden', async () => {
    const me = await signedInUser(app)
    const fan = await signedInUser(app)
    await follow(me, fan)
    const shown = await createEvent(app.deps.db, { title: 'Public Concert Feed' })
    const article = await createArticle(app.deps.db, { title: 'Public Article Feed' })
    tick()
    expect((await call(app, 'POST', `/api/events/${shown.id}/like`, undefined, fan.headers)).status).toBe(200)
    tick()
    expect((await call(app, 'POST', `/api/articles/${article.id}/like`, undefined, fan.headers)).status).toBe(200)
    // More hidden entries than a page: liked while public, then taken down.
    const hidden = []
    for (let i = 0; i < FEED_PER_PAGE + 3; i++) {
      const event = await createEvent(app.deps.db, { title: `Later Rejected ${i}` })
      tick()
      expect((await call(app, 'POST', `/api/events/${event.id}/like`, undefined, fan.headers)).status).toBe(200)
      hidden.push(event.id)
    }
    await app.deps.db.event.updateMany({ where: { id: { in: hidden } }, data: { status: 'rejected' } })
    const page = await feed(me.headers)
    expect(page.data.map((item) => item.entityTitle ?? item.data.message)).toEqual(['Public Article Feed', 'Public Concert Feed'])
    expect(JSON.stringify(page)).not.toContain('Later Rejected')

    await app.deps.db.article.update({ where: { id: article.id }, data: { status: 'draft' } })
    const again = await feed(me.headers)
    expect(again.data.map((item) => item.entityType)).toEqual(['event'])
    expect(JSON.stringify(again)).not.toContain('Public Article Feed')
  })

  it('links a like written without its post (older writers, the demo seed) to the post, and drops it once the post is deleted', async () => {
    const me = await signedInUser(app)
    const fan = await signedInUser(app)
    const author = await signedInUser(app)
    await follow(me, fan)
    const post = await review(author, (await createPlace(app.deps.db, { name: 'Unlinked Like Place' })).slug)
    await app.deps.db.activity.create({ data: { userId: fan.user.id, activityType: 'like', entityType: 'review', entityId: String(post.id), data: '{}', createdAt: clock.now() } })
    const page = await feed(me.headers)
    expect(page.data).toHaveLength(1)
    expect(page.data[0]!.post).toMatchObject({ hashId: post.hashId, subjectName: 'Unlinked Like Place', authorUsername: author.user.username })
    expect((await call(app, 'DELETE', `/api/posts/${post.id}`, undefined, author.headers)).status).toBe(200)
    expect((await feed(me.headers)).data).toEqual([])
  })

  it('is for signed-in people (401) and refuses a malformed cursor (400)', async () => {
    const visitor = await call(app, 'GET', '/api/feed')
    expect(visitor.status).toBe(401)
    expect(visitor.body).toMatchObject({ message: FEED_MESSAGES.loginRequired })
    const me = await signedInUser(app)
    expect((await feed(me.headers)).data).toEqual([])
    for (const cursor of ['abc', '1-2-3', '99999999999999999-1', '1-99999999999']) {
      const bad = await call(app, 'GET', `/api/feed?cursor=${cursor}`, undefined, me.headers)
      expect(bad.status, cursor).toBe(400)
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ field: 'query.cursor', message: FEED_MESSAGES.invalidCursor }] })
    }
  })
})

describe('GET /api/explore/people', () => {
  it('suggests active reviewers and people followed by those one follows, never oneself or someone already followed', async () => {
    const me = await signedInUser(app, { name: 'Explorer' })
    const friend = await signedInUser(app, { name: 'Friend' })
    const friendOfFriend = await signedInUser(app, { name: 'Friend Of Friend' })
    const critic = await signedInUser(app, { name: 'Busy Critic' })
    await seedReviews(critic, 40)
    await seedReviews(friend, 39)
    await seedReviews(me, 38)
    await follow(me, friend)
    await follow(friend, friendOfFriend)
    await follow(friend, critic)

    const res = await call(app, 'GET', '/api/explore/people', undefined, me.headers)
    expect(res.status).toBe(200)
    const { data } = ExplorePeopleResponse.parse(res.body)
    const network = data.followedByYourFollows.map((person) => person.id)
    expect(network).toEqual(expect.arrayContaining([friendOfFriend.user.id, critic.user.id]))
    expect(data.followedByYourFollows.find((person) => person.id === critic.user.id)).toMatchObject({
      reviewCount: 40,
      followedByCount: 1,
      followedBy: [{ username: friend.user.username, name: 'Friend' }],
    })
    const everyone = [...network, ...data.activeReviewers.map((person) => person.id)]
    expect(everyone).not.toContain(me.user.id)
    expect(everyone).not.toContain(friend.user.id)
    expect(new Set(everyone).size).toBe(everyone.length)
    expect(JSON.stringify(data)).not.toContain('@example')

    // A visitor gets the most active reviewers (most reviews first), and no network.
    const visitor = ExplorePeopleResponse.parse((await call(app, 'GET', '/api/explore/people')).body)
    expect(visitor.data.followedByYourFollows).toEqual([])
    expect(visitor.data.activeReviewers.slice(0, 3).map((person) => person.id)).toEqual([critic.user.id, friend.user.id, me.user.id])
    expect(visitor.data.activeReviewers[0]).toMatchObject({ reviewCount: 40, followedByCount: 0, followedBy: [] })
  })
})

describe('profile completion (doc 3 §5)', () => {
  it('refuses likes, reviews and replies without a display name (403), then lets them through once it is set', async () => {
    const author = await signedInUser(app)
    const place = await createPlace(app.deps.db)
    const post = await review(author, place.slug)
    const nameless = await signedInUser(app, { name: null, displayName: null })
    const refused = { status: 403, body: expect.objectContaining({ code: PROFILE_INCOMPLETE, message: PROFILE_COMPLETION_MESSAGES.required }) }

    const like = await call(app, 'POST', `/api/posts/${post.id}/like`, undefined, nameless.headers)
    expect({ status: like.status, body: like.body }).toEqual(refused)
    const placeLike = await call(app, 'POST', `/api/places/${place.slug}/likes`, undefined, nameless.headers)
    expect({ status: placeLike.status, body: placeLike.body }).toEqual(refused)
    const reply = await call(app, 'POST', '/api/posts', replyBody(post), nameless.headers)
    expect({ status: reply.status, body: reply.body }).toEqual(refused)
    const ownReview = await call(app, 'POST', '/api/posts', reviewBody(1, (await createPlace(app.deps.db)).slug), nameless.headers)
    expect({ status: ownReview.status, body: ownReview.body }).toEqual(refused)
    // Nothing was written; taking a like back is never refused.
    expect(await app.deps.db.like.count({ where: { userId: nameless.user.id } })).toBe(0)
    expect(await app.deps.db.post.count({ where: { userId: nameless.user.id } })).toBe(0)
    expect((await call(app, 'DELETE', `/api/posts/${post.id}/like`, undefined, nameless.headers)).status).toBe(200)
    // A blank name is no name.
    await app.deps.db.user.update({ where: { id: nameless.user.id }, data: { name: '   ' } })
    expect((await call(app, 'POST', `/api/posts/${post.id}/like`, undefined, nameless.headers)).status).toBe(403)

    const saved = await call(app, 'PATCH', '/api/user/profile', { name: 'Nena Nameless' }, nameless.headers)
    expect(saved.status).toBe(200)
    const liked = await call(app, 'POST', `/api/posts/${post.id}/like`, undefined, nameless.headers)
    expect(liked.status).toBe(200)
    expect(liked.body).toEqual({ liked: true, likeCount: 1 })
    expect((await call(app, 'POST', '/api/posts', replyBody(post), nameless.headers)).status).toBe(201)
  })
})

describe('what an entry is about (issue 36)', () => {
  it('names every kind of content from the content itself, with its page and a small picture, in the feed and on the profile', async () => {
    const me = await signedInUser(app, { name: 'Naming Reader' })
    const ana = await signedInUser(app, { name: 'Naming Liker' })
    await follow(me, ana)
    const movie = await createMovie(app.deps.db, { title: 'Heneral Named' })
    const place = await createPlace(app.deps.db, { name: 'Named Garden', images: JSON.stringify(['/media/images/place/named-garden.webp']) })
    const restaurant = await createPlace(app.deps.db, { name: 'Named Kainan' })
    const event = await createEvent(app.deps.db, { title: 'Named Concert' })
    const hiddenEvent = await createEvent(app.deps.db, { title: 'Pending Named Concert', status: 'pending' })
    const festival = await createFestival(app.deps.db, { name: 'Named Festival' })
    const media = await app.deps.db.media.create({ data: buildMedia({ slug: 'named-article-image' }) })
    const article = await createArticle(app.deps.db, { title: 'Named Article', featuredMediaId: media.id, categoryIds: [7] })
    const written = await review(me, place.slug, 'A garden with a name.')

    // Entries as the demo seed and older writers stored them: an empty data blob, only the entity's key.
    const likes: [string, string, string | null][] = [
      ['movie', String(movie.id), String(movie.id)],
      ['place', place.slug, place.slug],
      ['restaurant', restaurant.slug, restaurant.slug],
      ['event', String(event.id), null],
      ['event', String(hiddenEvent.id), null],
      ['festival', String(festival.id), null],
      ['article', String(article.id), null],
    ]
    for (const [entityType, entityId, externalContentId] of likes) {
      tick()
      await app.deps.db.activity.create({ data: { userId: ana.user.id, activityType: 'like', entityType, entityId, externalContentId, data: '{}', createdAt: clock.now() } })
    }
    tick()
    expect((await call(app, 'POST', `/api/posts/${written.id}/like`, undefined, ana.headers)).status).toBe(200)

    const expected = {
      review: { kind: 'place', title: 'Named Garden', url: `/places/${place.slug}`, image: '/media/images/place/named-garden.webp?w=128' },
      article: { kind: 'article', title: 'Named Article', url: `/movies/article/${article.id}/${article.slug}`, image: expect.stringMatching(/^\/media\/images\/article\/named-article-image/) },
      festival: { kind: 'festival', title: 'Named Festival', url: `/festivals/${festival.slug}`, image: `/media/images/festival/${festival.slug}.webp?w=128` },
      event: { kind: 'event', title: 'Named Concert', url: `/events/${event.slug}`, image: `/media/images/event/${event.slug}.webp?w=128` },
      restaurant: { kind: 'restaurant', title: 'Named Kainan', url: `/food-drink/${restaurant.id}/${restaurant.slug}`, image: `/media/images/place/${restaurant.slug}.webp?w=128` },
      place: { kind: 'place', title: 'Named Garden', url: `/places/${place.slug}`, image: '/media/images/place/named-garden.webp?w=128' },
      movie: { kind: 'movie', title: 'Heneral Named', url: `/movies/title/${movie.hash}/${movie.slug}`, image: `/media/posters/${movie.hash}.webp?w=96` },
    }
    const page = await feed(me.headers)
    // The pending event's entry is not in the feed at all (decision 018).
    expect(page.data.map((item) => item.entityType)).toEqual(['review', 'article', 'festival', 'event', 'restaurant', 'place', 'movie'])
    for (const item of page.data) {
      expect(item.subject, item.entityType).toEqual(expected[item.entityType as keyof typeof expected])
      expect(item.entityTitle, item.entityType).toBe(expected[item.entityType as keyof typeof expected].title)
    }

    // Ana's own activity stream names the same things; the pending event's entry has no subject to tell.
    const stream = ActivitiesResponse.parse((await call(app, 'GET', `/api/users/${ana.user.username}/activities`)).body)
    const byType = (type: string, id: string) => stream.data.find((item) => item.entityType === type && item.entityId === id)
    expect(byType('movie', String(movie.id))!.subject).toEqual(expected.movie)
    expect(byType('article', String(article.id))!.subject).toEqual(expected.article)
    expect(byType('review', String(written.id))!.subject).toEqual(expected.review)
    const pending = byType('event', String(hiddenEvent.id))!
    expect(pending.subject).toBeNull()
    expect(JSON.stringify(pending)).not.toContain('Pending Named Concert')
  })
})
