import Router from '@koa/router'
import type { CachedBody } from '../../cache/response-cache.ts'
import { sendCached } from '../../cache/showtimes-cache.ts'
import { MissingMetadataQuery, RobotsPolicyBody, SeoOverrideBody, SeoOverrideLookup, SeoOverrideParams, SeoOverridesQuery, SITEMAP_KINDS } from '../../contracts/seo.ts'
import { NotFound } from '../../errors.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppContext, AppDeps, AppState } from '../../types.ts'
import { seoService } from './seo.service.ts'
import { parseSitemapFile } from './sitemap-xml.ts'

type WithId = SignedInState & Validated<{ params: typeof SeoOverrideParams }>
type WithIdAndBody = SignedInState & Validated<{ params: typeof SeoOverrideParams; body: typeof SeoOverrideBody }>

/** Sends a cached XML or text body like the cached JSON reads (ETag per encoding, 304, decision 006). */
function sendCachedText(ctx: AppContext, entry: CachedBody, type: string) {
  sendCached(ctx, entry)
  if (ctx.status !== 304) ctx.set('Content-Type', type)
}

/**
 * SEO (issue 15, decision 032). Public: /sitemap.xml (the index), /sitemaps/{kind}[-{page}].xml, /robots.txt
 * and GET /api/seo/overrides?path= (the title and description a page applies). Admins: the sitemap summary,
 * the robots policy, the overrides (create, edit, delete; audited) and the missing-metadata report.
 */
export function seoRouter(deps: Pick<AppDeps, 'db' | 'config'>): Router<AppState> {
  const seo = seoService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  router.get('/sitemap.xml', async (ctx) => {
    sendCachedText(ctx, await seo.sitemapIndex(), 'application/xml; charset=utf-8')
  })

  router.get('/sitemaps/:file', async (ctx) => {
    const file = parseSitemapFile(String(ctx.params.file ?? ''), SITEMAP_KINDS)
    if (!file) throw NotFound('Sitemap not found', 'SITEMAP_NOT_FOUND')
    sendCachedText(ctx, await seo.sitemapFile(file.kind, file.page), 'application/xml; charset=utf-8')
  })

  router.get('/robots.txt', async (ctx) => {
    sendCachedText(ctx, await seo.robots(), 'text/plain; charset=utf-8')
  })

  router.get<AppState & Validated<{ query: typeof SeoOverrideLookup }>>('/api/seo/overrides', validate({ query: SeoOverrideLookup }), async (ctx) => {
    sendCached(ctx, await seo.publicOverride(ctx.state.query.path))
  })

  router.get<SignedInState>('/api/admin/seo/sitemap', admin, async (ctx) => {
    ctx.body = await seo.summary()
  })

  router.get<SignedInState>('/api/admin/seo/robots', admin, async (ctx) => {
    ctx.body = await seo.getRobots()
  })

  router.put<SignedInState & Validated<{ body: typeof RobotsPolicyBody }>>('/api/admin/seo/robots', admin, validate({ body: RobotsPolicyBody }), async (ctx) => {
    ctx.body = await seo.saveRobots(ctx.state, ctx.state.body.policy)
  })

  router.get<SignedInState & Validated<{ query: typeof SeoOverridesQuery }>>('/api/admin/seo/overrides', admin, validate({ query: SeoOverridesQuery }), async (ctx) => {
    ctx.body = await seo.listOverrides(ctx.state.query)
  })

  router.post<SignedInState & Validated<{ body: typeof SeoOverrideBody }>>('/api/admin/seo/overrides', admin, validate({ body: SeoOverrideBody }), async (ctx) => {
    ctx.status = 201
    ctx.body = await seo.createOverride(ctx.state, ctx.state.body)
  })

  router.put<WithIdAndBody>('/api/admin/seo/overrides/:id', admin, validate({ params: SeoOverrideParams, body: SeoOverrideBody }), async (ctx) => {
    ctx.body = await seo.updateOverride(ctx.state, ctx.state.params.id, ctx.state.body)
  })

  router.delete<WithId>('/api/admin/seo/overrides/:id', admin, validate({ params: SeoOverrideParams }), async (ctx) => {
    ctx.body = await seo.deleteOverride(ctx.state, ctx.state.params.id)
  })

  router.get<SignedInState & Validated<{ query: typeof MissingMetadataQuery }>>(
    '/api/admin/seo/missing-metadata',
    admin,
    validate({ query: MissingMetadataQuery }),
    async (ctx) => {
      ctx.body = await seo.missingMetadata(ctx.state.query)
    },
  )

  return router
}
