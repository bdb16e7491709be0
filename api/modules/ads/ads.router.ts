import Router from '@koa/router'
import { AdArticleSearchQuery, AdIdParams, AdImpressionsBody, AdSettingsBody, AdsTxtBody, HouseAdBody } from '../../contracts/ads.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adsService } from './ads.service.ts'

type WithId = SignedInState & Validated<{ params: typeof AdIdParams }>

/**
 * Ads (issue 16, decision 034). Public: the configuration the app reads, /ads.txt, impression batches and the
 * click redirect. Admins: settings (global toggle, GPT network code), house creatives, ads.txt, no-ads articles;
 * every admin write is audited in its own transaction.
 */
export function adsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const ads = adsService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  // ---- Public ----
  router.get('/api/ads/config', async (ctx) => {
    ctx.body = await ads.publicConfig()
    // Kept in the server's memory; the browser revalidates so a switched-off toggle takes effect on the next load.
    ctx.set('Cache-Control', 'no-cache')
  })

  router.get('/ads.txt', async (ctx) => {
    ctx.type = 'text/plain; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=300')
    ctx.body = await ads.adsTxt()
  })

  router.post<AppState & Validated<{ body: typeof AdImpressionsBody }>>('/api/ads/impressions', validate({ body: AdImpressionsBody }), async (ctx) => {
    await ads.countImpressions(ctx.state.body.ids)
    ctx.status = 204
  })

  router.get<AppState & Validated<{ params: typeof AdIdParams }>>('/api/ads/click/:id', validate({ params: AdIdParams }), async (ctx) => {
    const link = await ads.click(ctx.state.params.id)
    ctx.set('Cache-Control', 'no-store')
    ctx.redirect(link)
  })

  // ---- Admin ----
  router.get('/api/admin/ads', admin, async (ctx) => {
    ctx.body = await ads.adminOverview()
  })

  router.put<SignedInState & Validated<{ body: typeof AdSettingsBody }>>('/api/admin/ads/settings', admin, validate({ body: AdSettingsBody }), async (ctx) => {
    ctx.body = await ads.saveSettings(ctx.state, ctx.state.body)
  })

  router.post<SignedInState & Validated<{ body: typeof HouseAdBody }>>('/api/admin/ads/creatives', admin, validate({ body: HouseAdBody }), async (ctx) => {
    ctx.status = 201
    ctx.body = await ads.createCreative(ctx.state, ctx.state.body)
  })

  router.put<SignedInState & Validated<{ params: typeof AdIdParams; body: typeof HouseAdBody }>>(
    '/api/admin/ads/creatives/:id',
    admin,
    validate({ params: AdIdParams, body: HouseAdBody }),
    async (ctx) => {
      ctx.body = await ads.updateCreative(ctx.state, ctx.state.params.id, ctx.state.body)
    },
  )

  router.delete<WithId>('/api/admin/ads/creatives/:id', admin, validate({ params: AdIdParams }), async (ctx) => {
    ctx.body = await ads.deleteCreative(ctx.state, ctx.state.params.id)
  })

  router.get('/api/admin/ads/ads-txt', admin, async (ctx) => {
    ctx.body = await ads.adminAdsTxt()
  })

  router.put<SignedInState & Validated<{ body: typeof AdsTxtBody }>>('/api/admin/ads/ads-txt', admin, validate({ body: AdsTxtBody }), async (ctx) => {
    ctx.body = await ads.saveAdsTxt(ctx.state, ctx.state.body)
  })

  router.get('/api/admin/ads/no-ads-articles', admin, async (ctx) => {
    ctx.body = await ads.noAdsArticles()
  })

  router.get<SignedInState & Validated<{ query: typeof AdArticleSearchQuery }>>('/api/admin/ads/articles', admin, validate({ query: AdArticleSearchQuery }), async (ctx) => {
    ctx.body = await ads.searchArticles(ctx.state.query.q)
  })

  router.put<WithId>('/api/admin/ads/no-ads-articles/:id', admin, validate({ params: AdIdParams }), async (ctx) => {
    ctx.body = await ads.setNoAds(ctx.state, ctx.state.params.id, true)
  })

  router.delete<WithId>('/api/admin/ads/no-ads-articles/:id', admin, validate({ params: AdIdParams }), async (ctx) => {
    ctx.body = await ads.setNoAds(ctx.state, ctx.state.params.id, false)
  })

  return router
}
