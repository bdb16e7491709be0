import Router from '@koa/router'
import { ArticleQuery, ArticlesQuery, TermsQuery } from '../../contracts/articles.ts'
import { LIKE_MESSAGES } from '../../contracts/likes-rules.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { parseId } from '../movies/parse-id.ts'
import { articleLikesService } from './article-likes.service.ts'
import { articlesService, type Paged } from './articles.service.ts'

/** A list body with WordPress's paging headers. */
function sendPaged<T>(ctx: { set(field: string, value: string): void; body: unknown }, paged: Paged<T>): void {
  ctx.set('X-WP-Total', String(paged.total))
  ctx.set('X-WP-TotalPages', String(paged.totalPages))
  ctx.body = paged.items
}

/**
 * Articles, authors, categories and tags, answering like the WordPress REST API v2 (spec doc 2 §3
 * and §7): lists are bare arrays with X-WP-Total / X-WP-TotalPages, `_embed` adds `_embedded`.
 */
export function articlesRouter(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router<AppState> {
  const articles = articlesService(deps)
  const likes = articleLikesService(deps)
  const router = new Router<AppState>()

  router.get('/api/articles', validate({ query: ArticlesQuery }), async (ctx) => {
    sendPaged(ctx, await articles.list(ctx.state.query))
  })

  router.get('/api/articles/slug/:slug', validate({ query: ArticleQuery }), async (ctx) => {
    ctx.body = await articles.bySlug(ctx.params.slug ?? '', ctx.state.query._embed)
  })

  router.get('/api/articles/:id', validate({ query: ArticleQuery }), async (ctx) => {
    ctx.body = await articles.byId(parseId(ctx.params.id, 'Article id'), ctx.state.query._embed)
  })

  // Likes (doc 3 §3, §7): { liked, likeCount }. Like and unlike take an Idempotency-Key (the offline queue's replays).
  router.get('/api/articles/:id/likes', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await likes.get(ctx.state.user, parseId(ctx.params.id, 'Article id'))
  })

  router.post<SignedInState>('/api/articles/:id/like', auth(LIKE_MESSAGES.loginRequired), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await likes.like(ctx.state.user, parseId(ctx.params.id, 'Article id'))
  })

  router.delete<SignedInState>('/api/articles/:id/like', auth(LIKE_MESSAGES.loginRequired), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await likes.unlike(ctx.state.user, parseId(ctx.params.id, 'Article id'))
  })

  router.get('/api/article-categories', validate({ query: TermsQuery }), async (ctx) => {
    sendPaged(ctx, await articles.categories(ctx.state.query))
  })

  router.get('/api/tags', validate({ query: TermsQuery }), async (ctx) => {
    sendPaged(ctx, await articles.tags(ctx.state.query))
  })

  router.get('/api/authors', validate({ query: TermsQuery }), async (ctx) => {
    sendPaged(ctx, await articles.authors(ctx.state.query))
  })

  router.get('/api/authors/:slug', async (ctx) => {
    ctx.body = await articles.author(ctx.params.slug ?? '')
  })

  return router
}
