import type { DefaultContext, ParameterizedContext } from 'koa'
import type { Clock } from './clock.ts'
import type { Config } from './env.ts'
import type { Db } from './db.ts'
import type { Logger } from './logger.ts'

/** Everything the API needs from outside; tests pass real local counterparts. */
export interface AppDeps {
  config: Config
  db: Db
  clock: Clock
  logger: Logger
}

/** What every request carries in `ctx.state`. */
export interface AppState {
  requestId: string
  log: Logger
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>
