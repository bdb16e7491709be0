import Router from '@koa/router'
import type { Middleware } from 'koa'
import type { z } from 'zod'
import type { HotRead } from '../../cache/hot-reads.ts'
import { sendCached } from '../../cache/showtimes-cache.ts'
import { ContentPostsParams, ContentPostsQuery, PostCreate, POST_MESSAGES as M, REVIEW_SORTS, ReplyUpdate, ReportCreate, ReviewUpdate, UserPostsQuery, type ReviewSort } from '../../contracts/posts.ts'
import { InvalidInput, Unauthorized } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate, zodIssues } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { parseId } from '../movies/parse-id.ts'
import { requireUserId } from '../users/user-lookup.ts'
import { postsService } from './posts.service.ts'

/**
 * Validates a post body with its contract and puts it in ctx.state.body. A failure is a 400 whose
 * message is the first rule's own wording (doc 3 §5: 'Review cannot be empty'), so the form's toast
 * can show the server message as it is; `details.issues` names every field.
 */
function validatePostBody<S extends z.ZodType>(schema: S): Middleware<AppState & { body: z.output<S> }> {
  return async (ctx, next) => {
    const result = schema.safeParse((ctx.request as { body?: unknown }).body ?? {})
    if (!result.success) {
      const issues = zodIssues(result.error)
      throw InvalidInput(issues[0]?.message ?? 'Invalid input', 'VALIDATION_FAILED', issues)
    }
    ctx.state.body = result.data
    await next()
  }
}

/** Visitors need the wording of the action they tried: replying has its own (doc 3 §5). */
const postingAuth: Middleware<SignedInState> = async (ctx, next) => {
  if (!ctx.state.user) {
    const body = (ctx.request as { body?: { postType?: unknown } }).body
    throw Unauthorized(body?.postType === 'reply' ? M.replyLoginRequired : M.reviewLoginRequired)
  }
  await next()
}

const CONTENT_PATH = /^\/api\/posts\/content\/([123])\/([^/]{1,200})$/

/** The cached reviews list of a content, answered on the fast path for visitors (decision 006, 019). */
export function postHotReads(deps: Pick<AppDeps, 'db' | 'clock'>): HotRead[] {
  const posts = postsService(deps)
  return [
    {
      path: CONTENT_PATH,
      visitorsOnly: true,
      lookup: (match, query) => {
        const page = query.page === undefined ? 1 : typeof query.page === 'string' && /^[1-9]\d{0,3}$/.test(query.page) ? Number(query.page) : null
        const sort = query.sort === undefined ? 'newest' : (REVIEW_SORTS as readonly unknown[]).includes(query.sort) ? (query.sort as ReviewSort) : null
        if (page === null || sort === null) return undefined
        let key: string
        try {
          key = decodeURIComponent(match[2] ?? '')
        } catch {
          return undefined
        }
        return posts.cachedContentPage(Number(match[1]), key, sort, page)
      },
    },
  ]
}

/**
 * Reviews and replies (doc 3 §7): GET a content's reviews, POST a review or reply, PATCH a review,
 * PUT a reply, DELETE, report. Likes of posts are in the likes router. Writes take an Idempotency-Key
 * (the offline queue's replays).
 */
export function postsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router<AppState> {
  const posts = postsService(deps)
  const router = new Router<AppState>()
  const postId = (ctx: { params: Record<string, string | undefined> }) => parseId(ctx.params.id, 'Post id')

  router.get('/api/posts/content/:contentTypeId/:externalContentId', validate({ params: ContentPostsParams, query: ContentPostsQuery }), async (ctx) => {
    const { contentTypeId, externalContentId } = ctx.state.params
    const answer = await posts.contentPage(ctx.state.user, contentTypeId, externalContentId, ctx.state.query.sort, ctx.state.query.page)
    if ('cached' in answer) return sendCached(ctx, answer.cached)
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = answer.body
  })

  // doc 3 §7: the reviews of a movie or restaurant (the page uses them to find the caller's own review;
  // `ownReviewId` says it directly). Same answer as /api/posts/content/{2|3}/{id}. Places keep their
  // own /api/places/{id}/reviews in the places router.
  for (const [contentTypeId, path] of [
    [2, '/api/movies/:id/reviews'],
    [3, '/api/restaurants/:id/reviews'],
  ] as const) {
    router.get(path, validate({ query: ContentPostsQuery }), async (ctx) => {
      const answer = await posts.contentPage(ctx.state.user, contentTypeId, ctx.params.id ?? '', ctx.state.query.sort, ctx.state.query.page)
      if ('cached' in answer) return sendCached(ctx, answer.cached)
      ctx.set('Cache-Control', 'private, no-cache')
      ctx.body = answer.body
    })
  }

  router.get('/api/posts/hash/:hashId', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await posts.byHash(ctx.state.user, ctx.params.hashId ?? '')
  })

  router.get('/api/posts/:id', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await posts.get(ctx.state.user, postId(ctx))
  })

  router.post<SignedInState & { body: PostCreate }>('/api/posts', postingAuth, idempotent(deps), validatePostBody(PostCreate), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.status = 201
    ctx.body = await posts.create(ctx.state.user, ctx.state.body)
  })

  router.patch<SignedInState & { body: ReviewUpdate }>('/api/posts/:id', auth(M.editLoginRequired), idempotent(deps), validatePostBody(ReviewUpdate), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await posts.updateReview(ctx.state.user, postId(ctx), ctx.state.body)
  })

  router.put<SignedInState & { body: ReplyUpdate }>('/api/posts/:id', auth(M.editLoginRequired), idempotent(deps), validatePostBody(ReplyUpdate), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await posts.updateReply(ctx.state.user, postId(ctx), ctx.state.body)
  })

  router.delete<SignedInState>('/api/posts/:id', auth(M.deleteLoginRequired), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await posts.remove(ctx.state.user, postId(ctx))
  })

  router.post<SignedInState & { body: ReportCreate }>('/api/posts/:id/report', auth(M.reportLoginRequired), idempotent(deps), validatePostBody(ReportCreate), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await posts.report(ctx.state.user, postId(ctx), ctx.state.body)
  })

  // A user's posts (doc 3 §7): /api/users/{idOrUsername}/posts (?type=review) and /reviews (the Reviews tab:
  // reviews without a parent). Here rather than in the users router: posts reads users, never the reverse.
  router.get('/api/users/:idOrUsername/posts', validate({ query: UserPostsQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    const userId = await requireUserId(deps.db, ctx.params.idOrUsername ?? '')
    ctx.body = await posts.userPosts(ctx.state.user, userId, ctx.state.query.type, ctx.state.query.page)
  })

  router.get('/api/users/:idOrUsername/reviews', validate({ query: UserPostsQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    const userId = await requireUserId(deps.db, ctx.params.idOrUsername ?? '')
    ctx.body = await posts.userPosts(ctx.state.user, userId, 'review', ctx.state.query.page)
  })

  return router
}
