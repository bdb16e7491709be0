import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

export const pushTargetSelect = { id: true, endpoint: true, p256dh: true, auth: true, userId: true } satisfies Prisma.PushSubscriptionSelect
export type PushTargetRow = Prisma.PushSubscriptionGetPayload<{ select: typeof pushTargetSelect }>

export interface SubscriptionInput {
  endpoint: string
  p256dh: string
  auth: string
  userId: number
  sessionId: string | null
  userAgent: string | null
  vapidPublicKey: string
}

export function pushSubscriptionsRepository(db: Db) {
  return {
    findByEndpoint(endpoint: string) {
      return db.pushSubscription.findUnique({ where: { endpoint }, select: { id: true, userId: true } })
    },

    /** One row per endpoint: a known endpoint is rebound to this user, session and key, its failures forgotten. */
    upsert(input: SubscriptionInput) {
      const data = { ...input, failures: 0, failingSince: null }
      return db.pushSubscription.upsert({ where: { endpoint: input.endpoint }, create: data, update: data, select: { id: true } })
    },

    deleteOwn(userId: number, endpoint: string) {
      return db.pushSubscription.deleteMany({ where: { endpoint, userId } })
    },

    /** Subscriptions made with another VAPID key (or none recorded) can no longer be pushed to. */
    deleteOtherKeys(vapidPublicKey: string) {
      return db.pushSubscription.deleteMany({ where: { OR: [{ vapidPublicKey: null }, { vapidPublicKey: { not: vapidPublicKey } }] } })
    },
  }
}
