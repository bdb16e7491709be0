/**
 * The offline action queue (pwa/lib/offline-queue.ts) against the real API (createApp on a temporary
 * database) with IndexedDB from fake-indexeddb: actions wait while offline, are sent once with their
 * Idempotency-Key, never twice, and a refusal is kept with the server's message.
 */
import 'fake-indexeddb/auto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStore } from 'idb-keyval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../api/modules/auth/sessions.ts'
import { createApiClient } from '../../pwa/lib/api-client.ts'
import {
  createOfflineQueue,
  MAX_QUEUED_ACTIONS,
  QUEUE_FULL_MESSAGE,
  refusalText,
  type OfflineQueueOptions,
  type OwnStateAction,
} from '../../pwa/lib/offline-queue.ts'
import { createQueryClient } from '../../pwa/lib/query-client.ts'
import { createArticle, createMovie, createReview, createUser } from '../factories/index.ts'
import { createSession, signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

let stores = 0
/**
 * A queue on its own IndexedDB store (or a shared one: two tabs) that sends to the test app as `session.token`,
 * with switches for the connection: `net.offline` (the app's view) and `net.reachable` (requests get through).
 */
function setUp(session: { token: string }, options: Partial<OfflineQueueOptions> = {}) {
  const net = { offline: false, reachable: true, responses: [] as Response[], loseNextAnswer: false }
  const client = createApiClient({
    baseUrl: app.url,
    fetch: async (input, init) => {
      if (!net.reachable) throw new TypeError('Failed to fetch')
      const response = await fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Cookie: `gala_session=${session.token}` },
      })
      net.responses.push(response.clone())
      if (net.loseNextAnswer) {
        net.loseNextAnswer = false
        throw new TypeError('network connection was lost')
      }
      return response
    },
  })
  const queryClient = createQueryClient()
  const queue = createOfflineQueue({
    store: createStore(`gala-queue-test-${(stores += 1)}`, 'actions'),
    request: client.apiRequest,
    isOffline: () => net.offline,
    canTry: () => net.reachable,
    locks: null,
    ...options,
  })
  queue.attach(queryClient)
  return { net, queue, queryClient }
}

async function newArticle(title: string) {
  const { id } = await createArticle(app.deps.db, { title })
  return {
    id,
    like: (method: 'POST' | 'DELETE' = 'POST'): OwnStateAction => ({
      method,
      url: `/api/articles/${id}/like`,
      label: `your like on “${title}”`,
      resultKey: [`/api/articles/${id}/likes`],
    }),
  }
}
const likeRows = (id: number) => app.deps.db.like.count({ where: { targetType: 'article', targetId: String(id) } })

describe('sending own-state actions', () => {
  it('sends at once when online, with an Idempotency-Key, and puts the answer where the page reads it', async () => {
    const session = await signedInUser(app)
    const { queue, queryClient } = setUp(session)
    const article = await newArticle('Sending at once')
    const result = await queue.send(article.like())
    expect(result).toEqual({ status: 'sent', data: { liked: true, likeCount: 1 } })
    expect(queryClient.getQueryData([`/api/articles/${article.id}/likes`])).toEqual({ liked: true, likeCount: 1 })
    expect(await likeRows(article.id)).toBe(1)
    const [key] = await app.deps.db.idempotencyKey.findMany({ where: { userId: session.user.id } })
    expect(key?.key).toMatch(new RegExp(`^${session.user.id}:[0-9a-f]{32}$`))
    expect(await queue.list()).toEqual([])
  })

  it('queues while offline, sends once back online, and a second replay sends nothing', async () => {
    const session = await signedInUser(app)
    const { net, queue, queryClient } = setUp(session)
    const article = await newArticle('Liked in the basement')
    net.offline = true
    net.reachable = false
    const result = await queue.send(article.like())
    expect(result.status).toBe('queued')
    const [waiting] = await queue.list()
    expect(waiting).toMatchObject({
      method: 'POST',
      state: 'pending',
      label: 'your like on “Liked in the basement”',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(queue.getSnapshot()).toHaveLength(1)

    // Still offline: trying changes nothing.
    await queue.replay()
    expect(await queue.list()).toHaveLength(1)
    expect(await likeRows(article.id)).toBe(0)

    net.offline = false
    net.reachable = true
    await queue.replay()
    expect(await likeRows(article.id)).toBe(1)
    expect(await queue.list()).toEqual([])
    expect(queryClient.getQueryData([`/api/articles/${article.id}/likes`])).toEqual({ liked: true, likeCount: 1 })
    await queue.replay()
    expect(net.responses).toHaveLength(1)
    expect(await likeRows(article.id)).toBe(1)
  })

  it('keeps the action when the answer is lost, and its replay is answered from the stored answer', async () => {
    const session = await signedInUser(app)
    const { net, queue } = setUp(session)
    const article = await newArticle('A lost answer')
    net.loseNextAnswer = true
    expect((await queue.send(article.like())).status).toBe('queued')
    expect(await likeRows(article.id)).toBe(1) // the server did it

    await queue.replay()
    expect(net.responses).toHaveLength(2)
    expect(net.responses[0]?.headers.get('idempotent-replayed')).toBeNull()
    expect(net.responses[1]?.headers.get('idempotent-replayed')).toBe('true')
    expect(await net.responses[1]?.json()).toEqual({ liked: true, likeCount: 1 })
    expect(await likeRows(article.id)).toBe(1)
    expect(await queue.list()).toEqual([])
  })

  it('replaces an unsent action on the same target: like then unlike offline sends one unlike', async () => {
    const session = await signedInUser(app)
    const { net, queue } = setUp(session)
    const article = await newArticle('Changed my mind')
    const other = await newArticle('Another article')
    net.offline = true
    await queue.send(article.like('POST'))
    await queue.send(other.like('POST'))
    await queue.send(article.like('DELETE'))
    expect((await queue.list()).map((action) => `${action.method} ${action.url}`)).toEqual([
      `POST ${other.like().url}`,
      `DELETE ${article.like().url}`,
    ])
    net.offline = false
    await queue.replay()
    expect(await likeRows(article.id)).toBe(0)
    expect(await likeRows(other.id)).toBe(1)
    expect(net.responses.map((response) => response.status)).toEqual([200, 200])
  })

  it('keeps actions that name their own target: two replies written offline both wait and each is posted once', async () => {
    const session = await signedInUser(app)
    const { net, queue } = setUp(session)
    const author = await createUser(app.deps.db)
    const movie = await createMovie(app.deps.db)
    const review = await createReview(app.deps.db, { userId: author.id, externalContentId: String(movie.id) })
    const reply = (content: string, target: string): OwnStateAction => ({
      method: 'POST',
      url: '/api/posts',
      target,
      body: { postType: 'reply', parentPostId: review.id, content },
      label: 'your reply',
    })
    net.offline = true
    await queue.send(reply('First thought', `reply:${review.id}:a`))
    await queue.send(reply('Second thought', `reply:${review.id}:b`))
    expect((await queue.list()).map((action) => action.target)).toEqual([`reply:${review.id}:a`, `reply:${review.id}:b`])
    net.offline = false
    await queue.replay()
    await queue.replay()
    const replies = await app.deps.db.post.findMany({ where: { parentPostId: review.id }, orderBy: { id: 'asc' } })
    expect(replies.map((row) => row.content)).toEqual(['First thought', 'Second thought'])
    expect(net.responses.map((response) => response.status)).toEqual([201, 201])
    expect(await queue.list()).toEqual([])
  })

  it('throws the server’s refusal while online and queues nothing', async () => {
    const session = await signedInUser(app)
    const { queue } = setUp(session)
    await expect(queue.send({ method: 'POST', url: '/api/articles/987654/like', label: 'your like' })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Article not found',
    })
    expect(await queue.list()).toEqual([])
  })

  it('is bounded: past the limit a new action is refused with a message', async () => {
    const session = await signedInUser(app)
    const { net, queue } = setUp(session)
    net.offline = true
    for (let index = 0; index < MAX_QUEUED_ACTIONS; index += 1)
      await queue.send({ method: 'POST', url: `/api/articles/${index + 1}/like`, label: 'a like' })
    await expect(queue.send({ method: 'POST', url: '/api/articles/9999/like', label: 'a like' })).rejects.toThrow(QUEUE_FULL_MESSAGE)
    // Changing one that waits is still possible.
    await queue.send({ method: 'DELETE', url: '/api/articles/1/like', label: 'a like' })
    expect(await queue.list()).toHaveLength(MAX_QUEUED_ACTIONS)
  })
})

describe('refused replays', () => {
  it('keeps a replay refused with 401 and shows why; Retry after signing in sends it', async () => {
    const session = await signedInUser(app)
    const { net, queue } = setUp(session)
    const article = await newArticle('Signed out elsewhere')
    net.offline = true
    await queue.send(article.like())
    // Signed out on the server meanwhile (the session row is gone).
    await app.deps.db.session.delete({ where: { id: hashToken(session.token) } })
    net.offline = false
    await queue.replay()
    const [refused] = await queue.list()
    expect(refused).toMatchObject({ state: 'refused', refusal: { status: 401, message: 'Please log in to like items' } })
    expect(refusalText(refused!)).toBe("Couldn't save your like on “Signed out elsewhere”: Please log in to like items")
    expect(await likeRows(article.id)).toBe(0)
    // Another replay does not send a refused action again.
    await queue.replay()
    expect(net.responses).toHaveLength(1)

    // Signed in again: Retry sends it.
    session.token = await createSession(app, session.user.id)
    await queue.retry(refused!.id)
    expect(await likeRows(article.id)).toBe(1)
    expect(await queue.list()).toEqual([])
  })

  it('keeps other refusals (404, 5xx) in order, goes on with the next, and Discard drops one and refetches', async () => {
    const broken = http.createServer((_req, res) => {
      res
        .writeHead(503, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: 503, code: 'DATABASE_UNAVAILABLE', message: 'Database connection error. Please try again later.' }))
    })
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
    try {
      const session = await signedInUser(app)
      const brokenClient = createApiClient({ baseUrl: `http://127.0.0.1:${(broken.address() as AddressInfo).port}` })
      const { net, queue, queryClient } = setUp(session)
      const article = await newArticle('After the refusals')
      net.offline = true
      await queue.send({
        method: 'POST',
        url: '/api/articles/987654/like',
        label: 'your like on a removed article',
        resultKey: ['/api/articles/987654/likes'],
      })
      await queue.send(article.like())
      net.offline = false
      await queue.replay()
      const [gone] = await queue.list()
      expect(gone).toMatchObject({ state: 'refused', refusal: { status: 404, message: 'Article not found' } })
      expect(await likeRows(article.id)).toBe(1)

      queryClient.setQueryData(['/api/articles/987654/likes'], { liked: true, likeCount: 1 })
      await queue.discard(gone!.id)
      expect(await queue.list()).toEqual([])
      expect(queryClient.getQueryState(['/api/articles/987654/likes'])?.isInvalidated).toBe(true)

      const failing = createOfflineQueue({
        store: createStore(`gala-queue-test-${(stores += 1)}`, 'actions'),
        request: brokenClient.apiRequest,
        isOffline: () => true,
        locks: null,
      })
      await failing.send(article.like('DELETE'))
      await failing.replay()
      const [serverError] = await failing.list()
      expect(serverError).toMatchObject({
        state: 'refused',
        refusal: { status: 503, message: 'Database connection error. Please try again later.' },
      })
    } finally {
      broken.closeAllConnections()
      await new Promise<void>((resolve) => broken.close(() => resolve()))
    }
  })
})

describe('two tabs', () => {
  it('replaying the same stored actions at once still sends each one once', async () => {
    const session = await signedInUser(app)
    const shared = createStore(`gala-queue-test-${(stores += 1)}`, 'actions')
    const tabA = setUp(session, { store: shared })
    const tabB = setUp(session, { store: shared })
    const articles = await Promise.all(['One', 'Two', 'Three'].map((title) => newArticle(`Two tabs ${title}`)))
    tabA.net.offline = true
    for (const article of articles) await tabA.queue.send(article.like())
    await tabB.queue.refresh()
    expect(tabB.queue.getSnapshot()).toHaveLength(3)
    tabA.net.offline = false
    await Promise.all([tabA.queue.replay(), tabB.queue.replay()])
    // Whatever one tab left (it got "still in progress"), the next run sends.
    await Promise.all([tabA.queue.replay(), tabB.queue.replay()])
    for (const article of articles) expect(await likeRows(article.id)).toBe(1)
    expect(await tabA.queue.list()).toEqual([])
  })
})
