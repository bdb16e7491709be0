import Router from '@koa/router'
import type { AppDeps, AppState } from '../../types.ts'
import { pingDatabase } from './health.repository.ts'

const startedAt = Date.now()

/** GET /api/health: 200 when the database answers, 503 otherwise. Never cached. */
export function healthRouter({ db }: Pick<AppDeps, 'db'>): Router<AppState> {
  const router = new Router<AppState>()
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const started = performance.now()
    try {
      await pingDatabase(db)
      ctx.body = {
        status: 'ok',
        database: 'ok',
        databaseMs: Math.round((performance.now() - started) * 100) / 100,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      }
    } catch (err) {
      ctx.state.log.error({ err }, 'health check: database unreachable')
      ctx.status = 503
      ctx.body = { status: 'error', database: 'unreachable' }
    }
  })
  return router
}
