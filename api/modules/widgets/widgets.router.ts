import Router from '@koa/router'
import { WeatherQuery, WidgetPreferencesUpdate } from '../../contracts/widgets.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { widgetPreferencesService } from './widget-preferences.service.ts'
import { widgetsService } from './widgets.service.ts'

/**
 * Home widgets (doc 2 §7): GET /api/weather, /api/forex, /api/lotto, and the signed-in user's widget
 * preferences (doc 3 §7). Widget data is the same for everyone: the server caches it per source.
 */
export function widgetsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>): Router<AppState> {
  const widgets = widgetsService(deps)
  const preferences = widgetPreferencesService(deps)
  const router = new Router<AppState>()

  router.get('/api/weather', validate({ query: WeatherQuery }), async (ctx) => {
    const { latitude, longitude } = ctx.state.query
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = await widgets.weather(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined)
  })

  router.get('/api/forex', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = await widgets.forex()
  })

  router.get('/api/lotto', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = await widgets.lotto()
  })

  router.get<SignedInState>('/api/user/widget-preferences', auth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await preferences.get(ctx.state.user)
  })

  router.put<SignedInState & Validated<{ body: typeof WidgetPreferencesUpdate }>>('/api/user/widget-preferences', auth(), idempotent(deps), validate({ body: WidgetPreferencesUpdate }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await preferences.update(ctx.state.user, ctx.state.body)
  })

  return router
}
