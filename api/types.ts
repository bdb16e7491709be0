import type { DefaultContext, ParameterizedContext } from 'koa'
import type { Clock } from './clock.ts'
import type { PublicUser } from './contracts/user.ts'
import type { Config } from './env.ts'
import type { Db } from './db.ts'
import type { Logger } from './logger.ts'
import type { Mailer } from './mail/mailer.ts'
import type { SharedRedis } from './redis.ts'

/** Everything the API needs from outside; tests pass real local counterparts. */
export interface AppDeps {
  config: Config
  db: Db
  clock: Clock
  logger: Logger
  mailer: Mailer
  /** Redis shared by every process (REDIS_URL, api/redis.ts); absent on a single instance. */
  redis?: SharedRedis
}

/** What every request carries in `ctx.state`. */
export interface AppState {
  requestId: string
  log: Logger
  /** The signed-in user with effective roles, or null for a visitor (api/middlewares/current-user.ts). */
  user: PublicUser | null
  /** Set when the answer came from a response cache's fast path (api/cache/hot-reads.ts), for the metrics' route label. */
  servedFromCache?: boolean
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>
