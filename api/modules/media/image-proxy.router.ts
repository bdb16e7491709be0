import Router from '@koa/router'
import { ImageProxyQuery } from '../../contracts/image-proxy.ts'
import type { Clock } from '../../clock.ts'
import type { Config } from '../../env.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppState } from '../../types.ts'
import { createImageProxy, type ImageProxy, type ImageProxyOptions } from './image-proxy.ts'

/** A week: proxied sources (WordPress uploads, TMDB images) do not change under the same URL. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

/**
 * GET /api/image-proxy?url=&cdn= (spec doc 1 §9, doc 2 §7, doc 3 §7): an allow-listed remote image,
 * served from our origin with its detected type, `nosniff` and a CSP that lets nothing run.
 * `overrides` exist for tests (a resolver that maps test names to a local server); the app passes none.
 */
export function imageProxyRouter(
  deps: { config: Pick<Config, 'imageProxy'>; clock: Clock },
  overrides: Partial<Pick<ImageProxyOptions, 'resolve' | 'isAddressAllowed' | 'maxRedirects' | 'cacheBytes'>> = {},
): Router<AppState> {
  const { hosts, maxBytes, timeoutMs } = deps.config.imageProxy
  const proxy: ImageProxy = createImageProxy({ hosts, maxBytes, timeoutMs, clock: deps.clock, ...overrides })
  const router = new Router<AppState>()

  router.get('/api/image-proxy', validate({ query: ImageProxyQuery }), async (ctx) => {
    const image = await proxy.get(ctx.state.query.url)
    ctx.status = 200
    ctx.set('Cache-Control', CACHE_CONTROL)
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Content-Disposition', 'inline')
    // Pages of our own origin show these; other sites may not hot-link them through us.
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin')
    ctx.etag = image.etag
    if (ctx.fresh) {
      ctx.status = 304
      return
    }
    ctx.type = image.contentType
    ctx.body = image.body
  })

  return router
}
