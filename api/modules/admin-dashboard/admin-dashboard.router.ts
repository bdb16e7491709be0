import Router from '@koa/router'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminDashboard } from './admin-dashboard.service.ts'

/** GET /api/admin/dashboard (administrators only, decision 031): the figures of /admin/dashboard in one answer. */
export function adminDashboardRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const router = new Router<AppState>()

  router.get<SignedInState>('/api/admin/dashboard', requireRole('admin'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await adminDashboard(deps)
  })

  return router
}
