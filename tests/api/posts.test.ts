/**
 * Reviews and replies (spec doc 3 §3-§8, issue 12 acceptance 1 and 4): every /api/posts route against
 * the real app on a temporary database — success, each §5 message, 401, 403, 404, 409, 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentPostsResponse, POST_MESSAGES as M, PostDeleteResponse, PostResponse, POSTING_RATE_LIMIT } from '../../api/contracts/posts.ts'
import { LIKE_MESSAGES } from '../../api/contracts/likes.ts'
import { createMovie, createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type ErrorJson, type Headers, type PostJson } from './community-support.ts'

let app: TestApp
let place: { id: number; slug: string; name: string }

beforeAll(async () => {
  app = await startTestApp()
  place = await createPlace(app.deps.db, { name: 'Fort Santiago' })
})
afterAll(async () => {
  await app?.close()
})

const createPost = (body: unknown, headers: Headers) => call<{ status: string; data: PostJson }>(app, 'POST', '/api/posts', body, headers)
const list = (contentTypeId: number, id: string, query = '', headers: Headers = {}) =>
  call<ContentPostsResponse>(app, 'GET', `/api/posts/content/${contentTypeId}/${encodeURIComponent(id)}${query}`, undefined, headers)
const newPlace = (name: string) => createPlace(app.deps.db, { name })

describe('writing a review', () => {
  it('stores a review with every field and answers 201 with the post', async () => {
    const ana = await signedInUser(app, { name: 'Ana Reyes' })
    const res = await createPost(reviewBody(1, place.slug, { containsSpoilers: true }), ana.headers)
    expect(res.status).toBe(201)
    const post = PostResponse.parse(res.body).data
    expect(post).toMatchObject({
      postType: 'review',
      userId: ana.user.id,
      title: 'Worth the trip',
      content: 'Lovely old walls and a calm garden.',
      rating: 4,
      pros: 'Shady paths',
      cons: 'Crowded on Sundays',
      recommended: true,
      containsSpoilers: true,
      likeCount: 0,
      replyCount: 0,
      hasLiked: false,
      externalContentId: place.slug,
      contentInfo: { type: 'place', title: 'Fort Santiago' },
      replies: [],
    })
    // The content snapshot comes from the place row, not from what the client sent.
    expect(post.externalContentData).toEqual({ name: 'Fort Santiago', image: expect.any(String), type: 'place', url: `/places/${place.slug}` })
    expect(post.user).toMatchObject({ id: ana.user.id, username: ana.user.username, name: 'Ana Reyes' })
    const activity = await app.deps.db.activity.findFirst({ where: { userId: ana.user.id, activityType: 'CREATE_REVIEW' } })
    expect(activity).toMatchObject({ entityType: 'place', externalContentId: place.slug, postId: post.id })
  })

  it('reads recommended as true when left out, trims text and maps a place id to its slug', async () => {
    const other = await newPlace('Casa Manila')
    const ben = await signedInUser(app)
    const res = await createPost({ postType: 'review', contentTypeId: 1, externalContentId: String(other.id), content: '  Beautiful tiles.  ', rating: 5 }, ben.headers)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ recommended: true, content: 'Beautiful tiles.', title: null, pros: null, cons: null, externalContentId: other.slug })
  })

  it('reviews a movie by id or hash (contentTypeId 2)', async () => {
    const movie = await createMovie(app.deps.db, { title: 'Sunday Beginnings' })
    const cara = await signedInUser(app)
    const res = await createPost(reviewBody(2, movie.hash, { content: 'The twist in act three!' }), cara.headers)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ contentTypeId: 2, externalContentId: String(movie.id), contentInfo: { type: 'movie', title: 'Sunday Beginnings' } })
  })

  it('refuses a second review of the same content with 409 and a clear message', async () => {
    const target = await newPlace('San Agustin Church')
    const dan = await signedInUser(app)
    expect((await createPost(reviewBody(1, target.slug), dan.headers)).status).toBe(201)
    const again = await createPost(reviewBody(1, String(target.id), { content: 'Second try' }), dan.headers)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'ALREADY_REVIEWED', message: M.alreadyReviewed })
    expect(await app.deps.db.post.count({ where: { userId: dan.user.id, postType: 'review' } })).toBe(1)
  })

  it('answers 401 to visitors, with the wording of the action', async () => {
    const review = await createPost(reviewBody(1, place.slug), {})
    expect(review.status).toBe(401)
    expect(review.body).toMatchObject({ message: M.reviewLoginRequired })
    const reply = await createPost(replyBody({ id: 1 }), {})
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({ message: M.replyLoginRequired })
  })

  it('answers 404 for content that does not exist', async () => {
    const eve = await signedInUser(app)
    const res = await createPost(reviewBody(1, 'no-such-place'), eve.headers)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ message: M.contentNotFound })
    expect((await createPost(reviewBody(2, '999999'), eve.headers)).status).toBe(404)
  })

  it.each([
    ['content missing', { content: undefined }, M.reviewEmpty, 'content'],
    ['content blank', { content: '   ' }, M.reviewEmpty, 'content'],
    ['content over 2000', { content: 'x'.repeat(2001) }, M.reviewTooLong, 'content'],
    ['rating missing', { rating: undefined }, M.ratingRequired, 'rating'],
    ['rating null', { rating: null }, M.ratingRequired, 'rating'],
    ['rating 0', { rating: 0 }, M.ratingRange, 'rating'],
    ['rating 6', { rating: 6 }, M.ratingRange, 'rating'],
    ['title over 100', { title: 't'.repeat(101) }, M.titleTooLong, 'title'],
    ['pros over 500', { pros: 'p'.repeat(501) }, M.prosTooLong, 'pros'],
    ['cons over 500', { cons: 'c'.repeat(501) }, M.consTooLong, 'cons'],
  ])('400 when %s: %s', async (_case, overrides, message, field) => {
    const user = await signedInUser(app)
    const res = await createPost(reviewBody(1, place.slug, overrides), user.headers)
    expect(res.status).toBe(400)
    const error = res.body as unknown as ErrorJson
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ field, message })
  })

  it('accepts the limits exactly (2000, 100, 500, 500)', async () => {
    const user = await signedInUser(app)
    const res = await createPost(reviewBody(1, place.slug, { content: 'x'.repeat(2000), title: 't'.repeat(100), pros: 'p'.repeat(500), cons: 'c'.repeat(500), rating: 1 }), user.headers)
    expect(res.status).toBe(201)
  })

  it('stores and returns markup as the exact characters (acceptance 4)', async () => {
    const markup = '<img src=x onerror=alert(1)>'
    const target = await newPlace('Intramuros Walls')
    const author = await signedInUser(app)
    const created = await createPost(reviewBody(1, target.slug, { title: markup, content: `${markup} & "quotes"`, pros: markup, cons: markup }), author.headers)
    expect(created.status).toBe(201)
    const replier = await signedInUser(app)
    const reply = await createPost(replyBody(created.body.data, markup), replier.headers)
    expect(reply.body.data.content).toBe(markup)
    const row = await app.deps.db.post.findUniqueOrThrow({ where: { id: created.body.data.id } })
    expect(row).toMatchObject({ title: markup, content: `${markup} & "quotes"`, pros: markup, cons: markup })
    const page = await list(1, target.slug)
    expect(page.body.data[0]).toMatchObject({ title: markup, content: `${markup} & "quotes"`, pros: markup, cons: markup })
    expect(page.body.data[0]!.replies[0]!.content).toBe(markup)
  })
})

describe('replying', () => {
  it('adds a reply to the review thread and raises the reply count', async () => {
    const target = await newPlace('Rizal Park')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const replier = await signedInUser(app)
    const res = await createPost(replyBody(review), replier.headers)
    expect(res.status).toBe(201)
    // userId in the body is ignored: the author is the session's user.
    expect(res.body.data).toMatchObject({ postType: 'reply', userId: replier.user.id, parentPostId: review.id, rootPostId: review.id, content: 'Agreed, go early.', rating: null })
    const page = await list(1, target.slug)
    expect(page.body.data[0]).toMatchObject({ id: review.id, replyCount: 1 })
    expect(page.body.data[0]!.replies.map((reply) => reply.id)).toEqual([res.body.data.id])
    expect(await app.deps.db.activity.count({ where: { userId: replier.user.id, activityType: 'CREATE_REPLY', entityType: 'review' } })).toBe(1)
  })

  it.each([
    ['empty', '', M.replyEmpty],
    ['blank', '   ', M.replyEmpty],
    ['over 1000', 'r'.repeat(1001), M.replyTooLong],
  ])('400 when the reply is %s', async (_case, content, message) => {
    const user = await signedInUser(app)
    const review = await app.deps.db.post.findFirstOrThrow({ where: { postType: 'review' } })
    const res = await createPost(replyBody(review, content), user.headers)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ message })
  })

  it('404 when the review replied to does not exist', async () => {
    const user = await signedInUser(app)
    const res = await createPost(replyBody({ id: 987654 }), user.headers)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ message: M.parentNotFound })
  })

  it('400 for an unknown postType', async () => {
    const user = await signedInUser(app)
    const res = await createPost({ postType: 'essay', content: 'hi' }, user.headers)
    expect(res.status).toBe(400)
  })
})

describe('editing', () => {
  it('PATCH edits the author’s review; fields left out keep their value', async () => {
    const target = await newPlace('Manila Cathedral')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const res = await call<{ data: PostJson }>(app, 'PATCH', `/api/posts/${review.id}`, { ...reviewBody(1, target.slug), content: 'Edited text', rating: 2, pros: '', recommended: false }, author.headers)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: review.id, content: 'Edited text', rating: 2, pros: null, cons: 'Crowded on Sundays', recommended: false })
    const partial = await call<{ data: PostJson }>(app, 'PATCH', `/api/posts/${review.id}`, { title: 'New title' }, author.headers)
    expect(partial.body.data).toMatchObject({ title: 'New title', content: 'Edited text', rating: 2 })
  })

  it('PATCH: 400 per rule, 401, 403 for someone else, 404, 400 on a reply', async () => {
    const target = await newPlace('Paco Park')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const path = `/api/posts/${review.id}`
    expect((await call(app, 'PATCH', path, { content: ' ' }, author.headers)).body).toMatchObject({ message: M.reviewEmpty })
    expect((await call(app, 'PATCH', path, { rating: 9 }, author.headers)).body).toMatchObject({ message: M.ratingRange })
    expect((await call(app, 'PATCH', path, { title: 'x'.repeat(101) }, author.headers)).status).toBe(400)
    expect((await call(app, 'PATCH', path, { content: 'x' }, {})).status).toBe(401)
    const stranger = await signedInUser(app)
    const forbidden = await call(app, 'PATCH', path, { content: 'mine now' }, stranger.headers)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ message: M.editOwnOnly })
    expect((await call(app, 'PATCH', '/api/posts/987654', { content: 'x' }, author.headers)).status).toBe(404)
    const reply = (await createPost(replyBody(review), stranger.headers)).body.data
    expect((await call(app, 'PATCH', `/api/posts/${reply.id}`, { content: 'x' }, stranger.headers)).body).toMatchObject({ message: M.notAReview })
    expect((await app.deps.db.post.findUniqueOrThrow({ where: { id: review.id } })).content).toBe('Lovely old walls and a calm garden.')
  })

  it('PUT edits the author’s reply (trimmed); 400, 401, 403, 404', async () => {
    const target = await newPlace('Binondo Church')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const replier = await signedInUser(app)
    const reply = (await createPost(replyBody(review), replier.headers)).body.data
    const path = `/api/posts/${reply.id}`
    const ok = await call<{ data: PostJson }>(app, 'PUT', path, { content: '  Edited reply ' }, replier.headers)
    expect(ok.status).toBe(200)
    expect(ok.body.data.content).toBe('Edited reply')
    expect((await call(app, 'PUT', path, { content: '' }, replier.headers)).body).toMatchObject({ message: M.replyEmpty })
    expect((await call(app, 'PUT', path, { content: 'r'.repeat(1001) }, replier.headers)).body).toMatchObject({ message: M.replyTooLong })
    expect((await call(app, 'PUT', path, { content: 'x' }, {})).status).toBe(401)
    expect((await call(app, 'PUT', path, { content: 'x' }, author.headers)).status).toBe(403)
    expect((await call(app, 'PUT', '/api/posts/987654', { content: 'x' }, replier.headers)).status).toBe(404)
    expect((await call(app, 'PUT', `/api/posts/${review.id}`, { content: 'x' }, author.headers)).body).toMatchObject({ message: M.notAReply })
  })
})

describe('deleting', () => {
  it('a deleted reply lowers the parent’s reply count', async () => {
    const target = await newPlace('Quiapo Church')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const replier = await signedInUser(app)
    const first = (await createPost(replyBody(review, 'one'), replier.headers)).body.data
    await createPost(replyBody(review, 'two'), replier.headers)
    expect((await list(1, target.slug)).body.data[0]!.replyCount).toBe(2)
    const res = await call(app, 'DELETE', `/api/posts/${first.id}`, undefined, replier.headers)
    expect(res.status).toBe(200)
    expect(PostDeleteResponse.parse(res.body)).toEqual({ status: 'success', deletedId: first.id, deletedReplies: 0, parentPostId: review.id, parentReplyCount: 1 })
    const page = await list(1, target.slug)
    expect(page.body.data[0]).toMatchObject({ replyCount: 1 })
    expect(page.body.data[0]!.replies.map((reply) => reply.content)).toEqual(['two'])
  })

  it('a deleted review takes its replies, their likes and activity entries', async () => {
    const target = await newPlace('Baluarte de San Diego')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const replier = await signedInUser(app)
    const reply = (await createPost(replyBody(review), replier.headers)).body.data
    await call(app, 'POST', `/api/posts/${reply.id}/like`, {}, author.headers)
    const res = await call(app, 'DELETE', `/api/posts/${review.id}`, undefined, author.headers)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ deletedId: review.id, deletedReplies: 1, parentPostId: null })
    expect(await app.deps.db.post.count({ where: { id: { in: [review.id, reply.id] } } })).toBe(0)
    expect(await app.deps.db.like.count({ where: { targetType: 'post', targetId: String(reply.id) } })).toBe(0)
    expect(await app.deps.db.activity.count({ where: { postId: { in: [review.id, reply.id] } } })).toBe(0)
    expect((await list(1, target.slug)).body).toMatchObject({ data: [], reviewCount: 0, averageRating: null })
    // The author may now write a new review of it.
    expect((await createPost(reviewBody(1, target.slug), author.headers)).status).toBe(201)
  })

  it('401 for visitors, 403 for someone else, 404 when gone; staff may delete any post', async () => {
    const target = await newPlace('Malate Church')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const path = `/api/posts/${review.id}`
    expect((await call(app, 'DELETE', path)).status).toBe(401)
    const stranger = await signedInUser(app)
    const forbidden = await call(app, 'DELETE', path, undefined, stranger.headers)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ message: M.deleteOwnOnly })
    const moderator = await signedInUser(app, { role: 'moderator' })
    expect((await call(app, 'DELETE', path, undefined, moderator.headers)).status).toBe(200)
    expect((await call(app, 'DELETE', path, undefined, author.headers)).status).toBe(404)
  })
})

describe('liking a post', () => {
  it('likes, keeps one like when sent again, unlikes; hasLiked follows the caller', async () => {
    const target = await newPlace('Las Casas')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const fan = await signedInUser(app)
    const path = `/api/posts/${review.id}/like`
    const first = await call(app, 'POST', path, { userId: fan.user.id }, fan.headers)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ liked: true, likeCount: 1 })
    expect((await call(app, 'POST', path, {}, fan.headers)).body).toEqual({ liked: true, likeCount: 1 })
    expect((await list(1, target.slug, '', fan.headers)).body.data[0]).toMatchObject({ likeCount: 1, hasLiked: true })
    expect((await list(1, target.slug, '', author.headers)).body.data[0]).toMatchObject({ likeCount: 1, hasLiked: false })
    expect((await list(1, target.slug)).body.data[0]).toMatchObject({ likeCount: 1, hasLiked: false })
    expect(await app.deps.db.activity.count({ where: { userId: fan.user.id, activityType: 'like', postId: review.id } })).toBe(1)
    expect((await call(app, 'DELETE', path, undefined, fan.headers)).body).toEqual({ liked: false, likeCount: 0 })
    expect(await app.deps.db.activity.count({ where: { userId: fan.user.id, activityType: 'like', postId: review.id } })).toBe(0)
    expect((await list(1, target.slug)).body.data[0]).toMatchObject({ likeCount: 0 })
  })

  it('401 with the posts wording, 404 for a missing post', async () => {
    const res = await call(app, 'POST', '/api/posts/1/like', {})
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ message: LIKE_MESSAGES.loginRequiredPosts })
    const user = await signedInUser(app)
    const missing = await call(app, 'POST', '/api/posts/987654/like', {}, user.headers)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: M.postNotFound })
  })
})

describe('reporting a post', () => {
  it('stores one report per user for moderation; 400 for one’s own, 401, 404', async () => {
    const target = await newPlace('Arroceros Forest Park')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const path = `/api/posts/${review.id}/report`
    const reporter = await signedInUser(app)
    const first = await call(app, 'POST', path, { reason: 'spoilers', details: 'Ending revealed' }, reporter.headers)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ status: 'success', reported: true, message: M.reported })
    expect((await call(app, 'POST', path, { reason: 'spam' }, reporter.headers)).status).toBe(200)
    const rows = await app.deps.db.postReport.findMany({ where: { postId: review.id } })
    expect(rows).toEqual([expect.objectContaining({ userId: reporter.user.id, reason: 'spoilers', details: 'Ending revealed', status: 'open' })])
    expect((await call(app, 'POST', path, {}, author.headers)).body).toMatchObject({ message: M.cannotReportOwn })
    expect((await call(app, 'POST', path, { reason: 'bogus' }, reporter.headers)).status).toBe(400)
    expect((await call(app, 'POST', path, {})).status).toBe(401)
    expect((await call(app, 'POST', '/api/posts/987654/report', {}, reporter.headers)).status).toBe(404)
  })
})

describe('reading', () => {
  it('pages the reviews newest first or most liked first, with totals', async () => {
    const target = await newPlace('Museo Pambata')
    const people = await Promise.all([1, 2, 3].map(() => signedInUser(app)))
    const ids: number[] = []
    for (const [index, person] of people.entries()) {
      ids.push((await createPost(reviewBody(1, target.slug, { rating: index + 3 }), person.headers)).body.data.id)
    }
    await call(app, 'POST', `/api/posts/${ids[0]}/like`, {}, people[1]!.headers)
    const newest = await list(1, target.slug)
    expect(newest.status).toBe(200)
    const body = ContentPostsResponse.parse(newest.body)
    expect(body.data.map((post) => post.id)).toEqual([...ids].reverse())
    expect(body).toMatchObject({ reviewCount: 3, averageRating: 4, sort: 'newest', ownReviewId: null, pagination: { page: 1, total: 3 } })
    const liked = await list(1, target.slug, '?sort=liked')
    expect(liked.body.data.map((post) => post.id)).toEqual([ids[0], ids[2], ids[1]])
    expect((await list(1, target.slug, '?page=2')).body.data).toEqual([])
    expect((await list(1, target.slug, '', people[2]!.headers)).body.ownReviewId).toBe(ids[2])
  })

  it('gives visitors a cached body with an ETag (304 on revalidation) that a new review replaces', async () => {
    const target = await newPlace('Manila Zoo')
    const first = await app.request(`/api/posts/content/1/${target.slug}`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await app.request(`/api/posts/content/1/${target.slug}`, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    const writer = await signedInUser(app)
    await createPost(reviewBody(1, target.slug, { rating: 2 }), writer.headers)
    const after = await app.request(`/api/posts/content/1/${target.slug}`, { headers: { 'If-None-Match': etag! } })
    expect(after.status).toBe(200)
    expect(await after.json()).toMatchObject({ reviewCount: 1, averageRating: 2 })
  })

  it('400 for a bad content type, page or sort; 404 for unknown content', async () => {
    expect((await list(4, place.slug)).status).toBe(400)
    expect((await list(1, place.slug, '?page=0')).status).toBe(400)
    expect((await list(1, place.slug, '?sort=oldest')).status).toBe(400)
    const missing = await list(1, 'nowhere-at-all')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: M.contentNotFound })
  })

  it('reads one post by id and by hash; 404 when missing', async () => {
    const review = await app.deps.db.post.findFirstOrThrow({ where: { postType: 'review' } })
    const byId = await call(app, 'GET', `/api/posts/${review.id}`)
    expect(byId.status).toBe(200)
    expect(PostResponse.parse(byId.body).data.id).toBe(review.id)
    const byHash = await call(app, 'GET', `/api/posts/hash/${review.hashId}`)
    expect(PostResponse.parse(byHash.body).data.id).toBe(review.id)
    expect((await call(app, 'GET', '/api/posts/987654')).status).toBe(404)
    expect((await call(app, 'GET', '/api/posts/hash/nope')).status).toBe(404)
  })

  it('the place page’s rating and count come from the reviews', async () => {
    const target = await newPlace('Plaza Moriones')
    for (const rating of [5, 2]) await createPost(reviewBody(1, target.slug, { rating }), (await signedInUser(app)).headers)
    const detail = await call<{ data: { reviewCount: number; averageRating: number } }>(app, 'GET', `/api/places/${target.slug}`)
    expect(detail.body.data).toMatchObject({ reviewCount: 2, averageRating: 3.5 })
  })
})

describe('posting rate limit', () => {
  it(`answers 429 with a clear message after ${POSTING_RATE_LIMIT.points} posts in a window`, async () => {
    const target = await newPlace('Chinatown Arch')
    const author = await signedInUser(app)
    const review = (await createPost(reviewBody(1, target.slug), author.headers)).body.data
    const chatty = await signedInUser(app)
    for (let i = 0; i < POSTING_RATE_LIMIT.points; i++) expect((await createPost(replyBody(review, `reply ${i}`), chatty.headers)).status).toBe(201)
    const limited = await createPost(replyBody(review, 'one more'), chatty.headers)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^You are posting too quickly\. Please wait \d+ seconds? and try again\.$/) })
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another user is not affected.
    expect((await createPost(replyBody(review, 'me too'), author.headers)).status).toBe(201)
  })
})

describe('reviews of a movie or restaurant (doc 3 §7)', () => {
  it('GET /api/movies/{id}/reviews and /api/restaurants/{id}/reviews answer the content’s reviews with ownReviewId', async () => {
    const movie = await createMovie(app.deps.db, { title: 'Reviewed Film' })
    const cafe = await createPlace(app.deps.db, { name: 'Reviewed Cafe', type: 'CafeOrCoffeeShop' })
    const user = await signedInUser(app)
    const movieReview = (await createPost(reviewBody(2, String(movie.id)), user.headers)).body.data
    const cafeReview = (await createPost(reviewBody(3, cafe.slug), user.headers)).body.data
    const movies = await call<ContentPostsResponse>(app, 'GET', `/api/movies/${movie.hash}/reviews`, undefined, user.headers)
    expect(movies.body).toMatchObject({ reviewCount: 1, ownReviewId: movieReview.id })
    const cafes = await call<ContentPostsResponse>(app, 'GET', `/api/restaurants/${cafe.id}/reviews`)
    expect(cafes.body.data.map((review) => review.id)).toEqual([cafeReview.id])
    expect((await call(app, 'GET', '/api/movies/999999/reviews')).status).toBe(404)
  })
})
