import Router from '@koa/router'
import { AuditLogQuery } from '../../contracts/audit-log.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { auditLogPage } from './audit-log.service.ts'

/** /admin/audit-log (issue 15, decision 030): who did what in the admin area, newest first. Administrators only. */
export function auditLogRouter(deps: Pick<AppDeps, 'db'>): Router<AppState> {
  const router = new Router<AppState>()
  router.get<SignedInState & Validated<{ query: typeof AuditLogQuery }>>(
    '/api/admin/audit-log',
    requireRole('admin'),
    validate({ query: AuditLogQuery }),
    async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store')
      ctx.body = await auditLogPage(deps, ctx.state.query)
    },
  )
  return router
}
