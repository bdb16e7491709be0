/** Helpers shared by the tests/api/auth-*.test.ts files (real HTTP, real mail). */
import type { PublicUser } from '../../api/contracts/user.ts'
import { fixedClock } from '../../api/clock.ts'
import { createUser } from '../factories/index.ts'
import { extractLoginCode, startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

export const SESSION_COOKIE = 'gala_session'

/** POST a JSON body (or a raw string) the way the PWA does, optionally with a session cookie. */
export function postJson(app: TestApp, path: string, body?: unknown, options: { cookie?: string | null; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (body !== undefined) headers['Content-Type'] ??= 'application/json'
  if (options.cookie) headers.Cookie = `${SESSION_COOKIE}=${options.cookie}`
  return app.request(path, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The session token a reply set, '' when it cleared the cookie, undefined when it did not touch it. */
export function sessionCookieFrom(res: Response): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header)
    if (match) return match[1]
  }
  return undefined
}

/** GET /api/user with this session cookie. */
export async function whoAmI(app: TestApp, cookie: string | null | undefined): Promise<PublicUser | null> {
  const res = await app.request('/api/user', { headers: cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {} })
  if (res.status !== 200) throw new Error(`GET /api/user answered ${res.status}`)
  return (await res.json()) as PublicUser | null
}

/** Requests a code, reads it from the real mail the catcher received, and returns it. */
export async function requestCode(app: TestApp, catcher: MailCatcher, email: string): Promise<string> {
  let since = catcher.mark()
  const res = await postJson(app, '/api/request-login-code', { emailOrUsername: email })
  if (res.status !== 200) throw new Error(`request-login-code answered ${res.status}: ${await res.text()}`)
  let mail = await catcher.waitForMessage({ to: email, since })
  // A registration's confirmation mail may still be on its way: skip anything that is not the sign-in mail.
  while (!/sign-in code/i.test(mail.subject)) {
    since = mail.receivedAt + 1
    mail = await catcher.waitForMessage({ to: email, since })
  }
  const code = extractLoginCode(mail)
  if (!code) throw new Error(`no code in mail "${mail.subject}"`)
  return code
}

/** Signs in with an emailed code; returns the session cookie value. */
export async function signInWithCode(app: TestApp, catcher: MailCatcher, email: string, cookie?: string): Promise<string> {
  const code = await requestCode(app, catcher, email)
  const res = await postJson(app, '/api/verify-login-code', { emailOrUsername: email, code }, { cookie })
  if (res.status !== 200) throw new Error(`verify-login-code answered ${res.status}: ${await res.text()}`)
  const token = sessionCookieFrom(res)
  if (!token) throw new Error('no session cookie set')
  return token
}

/** A JSON error body minus its per-request id. */
export async function bodyWithoutRequestId(res: Response): Promise<unknown> {
  const body = (await res.json()) as Record<string, unknown>
  delete body.requestId
  return body
}

/** Headers of a reply minus the ones that differ per request. */
export function stableHeaders(res: Response): Record<string, string> {
  const skip = new Set(['date', 'x-request-id'])
  return Object.fromEntries([...res.headers.entries()].filter(([name]) => !skip.has(name)))
}

/**
 * A fresh mail server and app for one test (mail is sent after the reply, so one test's late mail must not land in
 * the next test's inbox, and each app has its own rate-limit counters), on a clock at Saturday 21 November 2026
 * noon in Manila, with one account: maria_santos, maria@example.test. Close it with closeMailApp.
 */
export async function startMailApp(): Promise<{ app: TestApp; catcher: MailCatcher; clock: ReturnType<typeof fixedClock> }> {
  const catcher = await startMailCatcher()
  const clock = fixedClock('2026-11-21T04:00:00Z')
  const app = await startTestApp({ clock, env: { SMTP_URL: catcher.url, MAIL_FROM: 'Gala <no-reply@gala.test>' } })
  await createUser(app.deps.db, { username: 'maria_santos', email: 'maria@example.test', name: 'Maria Santos' })
  return { app, catcher, clock }
}

export async function closeMailApp(app: TestApp, catcher: MailCatcher): Promise<void> {
  await app.close()
  await catcher.close()
}
