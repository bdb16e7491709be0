/** Helpers shared by the tests/api/push*.test.ts and notifications*.test.ts files. */
import type { TestApp } from '../support/test-app.ts'
import type { TestSubscription } from '../support/push-receiver.ts'

/** A JSON request with the given (cookie) headers. */
export function send(app: TestApp, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** POST /api/push/subscriptions with a subscription made by the local receiver (what the browser would send). */
export function subscribe(app: TestApp, headers: Record<string, string>, sub: Pick<TestSubscription, 'endpoint' | 'keys'>) {
  return send(app, 'POST', '/api/push/subscriptions', headers, { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys })
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T
}
