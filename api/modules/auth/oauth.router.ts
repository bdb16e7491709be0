import Router from '@koa/router'
import type { AppDeps, AppState } from '../../types.ts'

/** Google (OpenID Connect) and Facebook (OAuth 2.0) sign-in (issue 3). Routes land here. */
export function oauthRouter(_deps: AppDeps): Router<AppState> {
  return new Router<AppState>()
}
