import Router from '@koa/router'
import { DAILY_CHALLENGE_MESSAGES, DailyChallengeComplete } from '../../contracts/daily-challenge.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { dailyChallengeService } from './daily-challenge.service.ts'

/** GET /api/daily-challenge (cached up to 1 hour) and POST /api/daily-challenge/complete (decision 024). */
export function dailyChallengeRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router<AppState> {
  const challenges = dailyChallengeService(deps)
  const router = new Router<AppState>()

  router.get('/api/daily-challenge', async (ctx) => {
    // The same challenge for everyone; a signed-in answer also says whether this person has done it.
    ctx.set('Cache-Control', `${ctx.state.user ? 'private' : 'public'}, max-age=${challenges.maxAgeSeconds()}`)
    ctx.vary('Cookie')
    ctx.body = await challenges.today(ctx.state.user)
  })

  router.post<SignedInState & Validated<{ body: typeof DailyChallengeComplete }>>(
    '/api/daily-challenge/complete',
    auth(DAILY_CHALLENGE_MESSAGES.loginRequired),
    idempotent(deps),
    validate({ body: DailyChallengeComplete }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await challenges.complete(ctx.state.user, ctx.state.body)
    },
  )

  return router
}
