import Router from '@koa/router'
import { PublicScriptsQuery, SiteScriptBody, SiteScriptParams } from '../../contracts/site-scripts.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { siteScriptsService } from './site-scripts.service.ts'

type WithId = SignedInState & Validated<{ params: typeof SiteScriptParams }>
type WithBody = SignedInState & Validated<{ body: typeof SiteScriptBody }>
type WithIdAndBody = SignedInState & Validated<{ params: typeof SiteScriptParams; body: typeof SiteScriptBody }>

/**
 * Site scripts (issue 16, decision 035): the public list the PWA polls (spec doc 1 §7) and the admin CRUD of
 * /admin/script-management, admins only, every write audited in its own transaction.
 */
export function siteScriptsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const scripts = siteScriptsService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  router.get<AppState & Validated<{ query: typeof PublicScriptsQuery }>>('/api/scripts/public', validate({ query: PublicScriptsQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = await scripts.publicScripts(ctx.state.query.path)
  })

  router.get<SignedInState>('/api/admin/scripts', admin, async (ctx) => {
    ctx.body = await scripts.list()
  })

  router.post<WithBody>('/api/admin/scripts', admin, validate({ body: SiteScriptBody }), async (ctx) => {
    ctx.status = 201
    ctx.body = await scripts.create(ctx.state, ctx.state.body)
  })

  router.get<WithId>('/api/admin/scripts/:id', admin, validate({ params: SiteScriptParams }), async (ctx) => {
    ctx.body = await scripts.get(ctx.state.params.id)
  })

  router.put<WithIdAndBody>('/api/admin/scripts/:id', admin, validate({ params: SiteScriptParams, body: SiteScriptBody }), async (ctx) => {
    ctx.body = await scripts.update(ctx.state, ctx.state.params.id, ctx.state.body)
  })

  router.delete<WithId>('/api/admin/scripts/:id', admin, validate({ params: SiteScriptParams }), async (ctx) => {
    ctx.body = await scripts.remove(ctx.state, ctx.state.params.id)
  })

  return router
}
