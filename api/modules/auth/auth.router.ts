import Router from '@koa/router'
import type { Middleware } from 'koa'
import type { z } from 'zod'
import {
  LOGIN_CODE_RESEND_SECONDS,
  PasswordLogin,
  Registration,
  RequestLoginCode,
  SignUp,
  VerifyLoginCode,
  authMessages,
} from '../../contracts/auth.ts'
import { AuthenticationFailed, Conflict, HighTraffic, InvalidInput, TooManyRequests, type AppError, type FieldIssue } from '../../errors.ts'
import { validate, zodIssues } from '../../middlewares/validate.ts'
import type { AppContext, AppDeps, AppState } from '../../types.ts'
import { isUniqueViolation } from '../../db.ts'
import { userService } from '../user/user.service.ts'
import { accountExists, confirmEmailOwnership, findAccount, reservedUsernames } from './accounts.ts'
import { authRepository } from './auth.repository.ts'
import { createEmailConfirmations } from './email-confirmation.ts'
import { createLoginCodes } from './login-codes.ts'
import { hashPassword, verifyPassword, warmUpPasswordHashing } from './passwords.ts'
import { createLimit } from './rate-limits.ts'
import { signIn, signOut } from './sessions.ts'
import { createSignUps, presentSignUpNeeded } from './sign-ups.ts'

type WithBody<S extends z.ZodType> = AppState & { body: z.output<S> }

/** Like validate({ body }), but with the endpoint's own 400 (spec doc 1 §8 wording) instead of VALIDATION_FAILED. */
function parseBody<S extends z.ZodType>(schema: S, toError: (issues: FieldIssue[]) => AppError): Middleware<WithBody<S>> {
  return async (ctx, next) => {
    const result = schema.safeParse((ctx.request as { body?: unknown }).body)
    if (!result.success) throw toError(zodIssues(result.error))
    ctx.state.body = result.data
    await next()
  }
}

const invalidIdentifier = (issues: FieldIssue[]) => InvalidInput(authMessages.invalidIdentifier, 'INVALID_IDENTIFIER', issues)

function invalidVerification(issues: FieldIssue[]): AppError {
  if (issues.some((issue) => issue.field !== 'code')) return invalidIdentifier(issues)
  return InvalidInput(authMessages.codeLength, 'INVALID_CODE_FORMAT', issues)
}

/** A sign-up's 400: the token's own words when the token is the problem, else the display name's first rule broken. */
function invalidSignUp(issues: FieldIssue[]): AppError {
  if (issues.some((issue) => issue.field === 'token')) return InvalidInput(authMessages.signUpInvalid, 'INVALID_SIGN_UP_TOKEN', issues)
  return InvalidInput(issues.find((issue) => issue.field === 'name')?.message ?? authMessages.signUpInvalid, 'INVALID_NAME', issues)
}

const duplicateAccount = () => Conflict(authMessages.duplicateAccount, 'DUPLICATE_ACCOUNT')

/** Replies with the signed-in user; these replies are personal and never cached. */
async function replyWithUser(ctx: AppContext, deps: AppDeps, userId: number, status = 200) {
  const user = await userService(deps).presented(userId)
  ctx.set('Cache-Control', 'no-store')
  ctx.status = status
  ctx.body = user
}

/**
 * Email-code, password and registration sign-in, sign-up by email code (decision 047) and logout (spec doc 1
 * §7-§8). Rate limits are created here, per app, so every test app starts with fresh counters.
 */
export function authRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>()
  const codes = createLoginCodes(deps)
  const confirmations = createEmailConfirmations(deps)
  const signUps = createSignUps(deps)
  const highTraffic = (retryAfter: number) => HighTraffic(retryAfter, authMessages.highTraffic)
  const limits = {
    requestCodePerIp: createLimit(deps, 'requestCodePerIp', highTraffic),
    requestCodePerAccount: createLimit(deps, 'requestCodePerAccount', highTraffic),
    verifyCodePerIp: createLimit(deps, 'verifyCodePerIp', highTraffic),
    loginFailuresPerIpAndAccount: createLimit(deps, 'loginFailuresPerIpAndAccount', (s) => TooManyRequests(s, authMessages.tooManyLogins)),
    loginFailuresPerIp: createLimit(deps, 'loginFailuresPerIp', highTraffic),
    registrationsPerIp: createLimit(deps, 'registrationsPerIp', (s) => TooManyRequests(s, authMessages.tooManyRegistrations), deps.config.registrationsPerIpPerHour),
  }
  warmUpPasswordHashing()

  router.post('/api/request-login-code', parseBody(RequestLoginCode, invalidIdentifier), async (ctx) => {
    await limits.requestCodePerIp.consume(ctx.ip)
    const target = await codes.target(ctx.state.body.emailOrUsername)
    const wait = await codes.cooldownSeconds(target)
    if (wait > 0) throw TooManyRequests(wait, authMessages.resendTooSoon)
    await limits.requestCodePerAccount.consume(target.key)
    const code = await codes.issue(target)
    codes.deliver(target, code, ctx.state.log)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: authMessages.codeSent, retryAfter: LOGIN_CODE_RESEND_SECONDS }
  })

  router.post('/api/verify-login-code', parseBody(VerifyLoginCode, invalidVerification), async (ctx) => {
    await limits.verifyCodePerIp.consume(ctx.ip)
    const { emailOrUsername, code } = ctx.state.body
    const outcome = await codes.verify(emailOrUsername, code)
    if (outcome.kind === 'sign-up') {
      // A new address (decision 047): nobody is signed in until a display name comes with the token.
      ctx.set('Cache-Control', 'no-store')
      ctx.body = presentSignUpNeeded(outcome.email, await signUps.start(outcome.email))
      return
    }
    await confirmEmailOwnership(deps.db, outcome.userId, deps.clock.now())
    await signIn(ctx, deps, outcome.userId)
    await replyWithUser(ctx, deps, outcome.userId)
  })

  router.post('/api/sign-up', parseBody(SignUp, invalidSignUp), async (ctx) => {
    // One budget of new accounts per client address, whichever way they are made.
    await limits.registrationsPerIp.consume(ctx.ip)
    const userId = await signUps.complete(ctx.state.body.token, ctx.state.body.name)
    await signIn(ctx, deps, userId)
    await replyWithUser(ctx, deps, userId, 201)
  })

  router.post('/api/login', validate({ body: PasswordLogin }), async (ctx) => {
    const { identifier, password } = ctx.state.body
    const accountKey = `${ctx.ip}|${identifier.kind}:${identifier.value.toLowerCase()}`
    await limits.loginFailuresPerIp.check(ctx.ip)
    await limits.loginFailuresPerIpAndAccount.check(accountKey)
    const account = await findAccount(deps.db, identifier)
    const passwordMatches = await verifyPassword(account?.passwordHash, password) // same work for unknown users
    if (!account || !passwordMatches) {
      await limits.loginFailuresPerIp.consume(ctx.ip)
      await limits.loginFailuresPerIpAndAccount.consume(accountKey)
      throw AuthenticationFailed(authMessages.invalidCredentials, 'INVALID_CREDENTIALS')
    }
    await limits.loginFailuresPerIpAndAccount.reset(accountKey)
    await signIn(ctx, deps, account.id)
    await replyWithUser(ctx, deps, account.id)
  })

  router.post('/api/register', validate({ body: Registration }), async (ctx) => {
    await limits.registrationsPerIp.consume(ctx.ip)
    const { username, email, password, name } = ctx.state.body
    const reserved = reservedUsernames(deps.config.staff).includes(username.toLowerCase())
    if (reserved || (await accountExists(deps.db, username, email))) throw duplicateAccount()
    const passwordHash = await hashPassword(password)
    let userId: number
    try {
      userId = await authRepository(deps.db).createAccount({ username, email, name, passwordHash })
    } catch (err) {
      // Two registrations racing for the same name: the unique index decides.
      if (isUniqueViolation(err)) throw duplicateAccount()
      throw err
    }
    // The address is not proven yet (decision 015): a plain user, with a confirmation code on its way.
    confirmations.deliver({ id: userId, email, name }, await confirmations.issue({ id: userId, email }), ctx.state.log)
    await signIn(ctx, deps, userId)
    await replyWithUser(ctx, deps, userId, 201)
  })

  router.post('/api/logout', async (ctx) => {
    await signOut(ctx, deps)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: authMessages.loggedOut }
  })

  return router
}
