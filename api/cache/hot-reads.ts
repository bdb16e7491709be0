import type { ParsedUrlQuery } from 'node:querystring'
import type { Middleware } from 'koa'
import type { AppState } from '../types.ts'
import type { CachedBody } from './response-cache.ts'
import { sendCached } from './showtimes-cache.ts'

/**
 * One hot read endpoint whose answer may already sit in a response cache.
 * `lookup` returns the cached body for this request, or undefined for a miss or for any input the
 * route itself must judge (bad ids, bad dates: the router answers those with its 400s). It never
 * computes anything and never throws.
 */
export interface HotRead {
  /** Matches the whole request path; its capture groups go to `lookup`. */
  readonly path: RegExp
  /**
   * The answer is personal for signed-in callers (e.g. a reviews list with `hasLiked`): requests that
   * carry a cookie go down the normal chain, which reads the session; visitors get the cached body.
   */
  readonly visitorsOnly?: boolean
  lookup(match: RegExpExecArray, query: ParsedUrlQuery): CachedBody | undefined
}

/**
 * The fast path of decision 006: a GET (or HEAD) whose answer is cached is sent right here, after
 * the request id, the error handler and the security headers, skipping compression (cached bodies
 * carry their own encodings), the body parser, the session lookup and routing. These answers are
 * the same for everyone (no user data), so skipping the session lookup changes nothing but the cost.
 * Everything else, including every miss, goes down the normal chain, which fills the cache.
 */
export function hotReads(reads: readonly HotRead[]): Middleware<AppState> {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const path = ctx.path
    if (!path.startsWith('/api/')) return next()
    for (const read of reads) {
      const match = read.path.exec(path)
      if (!match) continue
      if (read.visitorsOnly && ctx.headers.cookie) return next()
      const entry = read.lookup(match, ctx.query)
      if (!entry) return next()
      ctx.state.servedFromCache = true
      sendCached(ctx, entry)
      return Promise.resolve()
    }
    return next()
  }
}
