import Router from '@koa/router'
import type { AppDeps, AppState } from '../../types.ts'

/** Email-code, password and registration sign-in (issue 3). Routes land here. */
export function authRouter(_deps: AppDeps): Router<AppState> {
  return new Router<AppState>()
}
