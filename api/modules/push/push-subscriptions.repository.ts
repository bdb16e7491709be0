import { isUniqueViolation, type Db } from '../../db.ts'

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
    /**
     * One row per endpoint. A new endpoint is created; a known one is rebound to this user, session and key (its
     * failures forgotten) only when it is already this user's or the caller sent the same keys the row holds
     * (the browser that holds the subscription: see docs/decisions/012). Otherwise the row is left as it is:
     * 'taken'. The condition is part of the update, so two racing posts cannot slip between a read and a write.
     */
    async claim(input: SubscriptionInput): Promise<'created' | 'rebound' | 'taken'> {
      const data = { ...input, failures: 0, failingSince: null }
      for (let attempt = 0; attempt < 3; attempt++) {
        const { count } = await db.pushSubscription.updateMany({
          where: { endpoint: input.endpoint, OR: [{ userId: input.userId }, { p256dh: input.p256dh, auth: input.auth }] },
          data,
        })
        if (count > 0) return 'rebound'
        if (await db.pushSubscription.findUnique({ where: { endpoint: input.endpoint }, select: { id: true } })) return 'taken'
        try {
          await db.pushSubscription.create({ data, select: { id: true } })
          return 'created'
        } catch (error) {
          // Another post created it in between: decide again against that row.
          if (!isUniqueViolation(error)) throw error
        }
      }
      return 'taken'
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
