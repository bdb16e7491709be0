import type { AppDeps } from '../types.ts'
import { createPushSender, type PushSender } from '../modules/push/push-sender.ts'
import { deleteSubscriptionsOfOtherKeys } from '../modules/push/push-subscriptions.service.ts'
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts'
import { releaseDueAlerts } from './release-alerts.ts'
import { startTicketHoldsJob } from './ticket-holds.ts'

export interface AlertJobs {
  worker: DeliveryWorker
  sender: PushSender
  /** One scheduler pass now (also run every config.push.schedulerIntervalMs). */
  tick(): Promise<void>
  stop(): Promise<void>
}

/**
 * Started by api/main.ts (never by createApp, so tests drive the parts directly): deletes subscriptions of
 * an old VAPID key, then runs the release scheduler on an interval and one delivery worker.
 */
export async function startAlertJobs(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'mailer' | 'config'>): Promise<AlertJobs> {
  await deleteSubscriptionsOfOtherKeys(deps)
  const sender = createPushSender({ config: deps.config.push, clock: deps.clock })
  const worker = createDeliveryWorker(deps, sender)
  const log = deps.logger.child({ job: 'release-scheduler' })

  let ticking: Promise<void> | null = null
  const tick = () => {
    ticking ??= releaseDueAlerts(deps)
      .then((results) => {
        const alerts = results.reduce((sum, result) => sum + result.alerts, 0)
        if (alerts > 0) log.info({ movies: results.length, alerts }, 'released the alerts of movies out today')
      })
      .catch((err: unknown) => log.error({ err }, 'release scheduler pass failed; trying again next interval'))
      .finally(() => {
        ticking = null
      })
    return ticking
  }

  const timer = setInterval(() => void tick(), deps.config.push.schedulerIntervalMs)
  timer.unref()
  void tick()
  worker.start()
  // Expired seat holds are tidied by the same process (decision 037).
  const ticketHolds = startTicketHoldsJob(deps)

  return {
    worker,
    sender,
    tick,
    async stop() {
      clearInterval(timer)
      await ticking
      await ticketHolds.stop()
      await worker.stop()
      sender.close()
    },
  }
}
