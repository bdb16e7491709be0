import { createECDH } from 'node:crypto'
import { PUSH_MESSAGES, type PushSubscriptionCreate } from '../../contracts/push.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { AppError, Conflict, InvalidInput, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { parseHostRule } from '../media/image-proxy.ts'
import { pushSubscriptionsRepository } from './push-subscriptions.repository.ts'

/** An ECDH key used only to check that a browser key is a point on P-256 (a bad one would fail every send). */
const checker = createECDH('prime256v1')
checker.generateKeys()

export function isP256Point(p256dh: string): boolean {
  try {
    checker.computeSecret(Buffer.from(p256dh, 'base64url'))
    return true
  } catch {
    return false
  }
}

/** Is the endpoint on an allowed push service? Rules: `host`, `*.host` (subdomains), `:port` (default port when absent). */
export function endpointHostAllowed(endpoint: string, hosts: string[]): boolean {
  const url = new URL(endpoint)
  const host = url.hostname.toLowerCase()
  return hosts.some((entry) => {
    const rule = parseHostRule(entry)
    if (!rule || rule.port !== url.port) return false
    return rule.wildcard ? host.endsWith(`.${rule.host}`) : host === rule.host
  })
}

export function pushSubscriptionsService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const repo = pushSubscriptionsRepository(deps.db)
  const { push } = deps.config

  return {
    publicKey: () => push.vapid.publicKey,

    /**
     * Stores the browser's subscription for the user and the session (device sign-in) it was made in;
     * the same endpoint again is the same row, rebound. An endpoint registered to another account is rebound
     * only when the keys match the row's (the same browser, now signed in as someone else); otherwise 409,
     * and the owner's row stays. Returns whether the row is new.
     */
    async subscribe(
      user: PublicUser,
      sessionId: string | null,
      input: PushSubscriptionCreate,
      userAgent: string | null,
    ): Promise<{ created: boolean }> {
      if (!endpointHostAllowed(input.endpoint, push.endpointHosts)) {
        throw new AppError(400, 'PUSH_SERVICE_NOT_ALLOWED', PUSH_MESSAGES.hostNotAllowed, {
          issues: [{ field: 'endpoint', message: PUSH_MESSAGES.hostNotAllowed }],
        })
      }
      if (!isP256Point(input.keys.p256dh))
        throw InvalidInput(PUSH_MESSAGES.p256dh, 'VALIDATION_FAILED', [{ field: 'keys.p256dh', message: PUSH_MESSAGES.p256dh }])
      const outcome = await repo.claim({
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userId: user.id,
        sessionId,
        userAgent,
        vapidPublicKey: push.vapid.publicKey,
      })
      if (outcome === 'taken') throw Conflict(PUSH_MESSAGES.endpointTaken, 'SUBSCRIPTION_TAKEN')
      return { created: outcome === 'created' }
    },

    /** Deletes the user's own subscription; another user's endpoint is not found. */
    async unsubscribe(user: PublicUser, endpoint: string): Promise<void> {
      const { count } = await repo.deleteOwn(user.id, endpoint)
      if (count === 0) throw NotFound(PUSH_MESSAGES.subscriptionNotFound, 'SUBSCRIPTION_NOT_FOUND')
    },
  }
}

/** At start: subscriptions made with another VAPID public key are deleted (they cannot be pushed to any more). */
export async function deleteSubscriptionsOfOtherKeys(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): Promise<number> {
  const { count } = await pushSubscriptionsRepository(deps.db).deleteOtherKeys(deps.config.push.vapid.publicKey)
  if (count > 0) deps.logger.warn({ count }, 'VAPID public key changed: deleted the push subscriptions made with the old key')
  return count
}
