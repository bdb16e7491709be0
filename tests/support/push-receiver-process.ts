/**
 * The push receiver in a process of its own (for `npm run bench:push`), so decrypting every message does
 * not take CPU from the sender. Started with `fork(file, [], { execArgv: ['--import', 'tsx'] })`; it
 * answers messages from its parent:
 *   { type: 'subscribe', count }  → { type: 'subscriptions', subscriptions: TestSubscription[] }
 *   { type: 'stats' }             → { type: 'stats', received, answered, distinct, rejected: first 5 reasons, rejectedCount,
 *                                     cpuUs (this process's CPU time since the last reset), connections }
 *   { type: 'reset' }             → { type: 'reset' } (forgets what was received)
 * and first sends { type: 'ready', origin, host, cert }.
 */
import { startPushReceiver } from './push-receiver.ts'

const receiver = await startPushReceiver({ keepPayloads: false })
let cpuSince = process.cpuUsage()

type Request = { type: 'subscribe'; count: number } | { type: 'stats' } | { type: 'reset' } | { type: 'close' }

process.on('message', (message: Request) => {
  switch (message.type) {
    case 'subscribe':
      process.send!({ type: 'subscriptions', subscriptions: Array.from({ length: message.count }, () => receiver.createSubscription()) })
      break
    case 'stats':
      process.send!({
        type: 'stats',
        received: receiver.received.length,
        answered: receiver.answered.length,
        distinct: new Set(receiver.received.map((push) => push.subscriptionId)).size,
        rejectedCount: receiver.rejected.length,
        rejected: receiver.rejected.slice(0, 5),
        cpuUs: ((usage) => usage.user + usage.system)(process.cpuUsage(cpuSince)),
        connections: receiver.connections,
      })
      break
    case 'reset':
      receiver.reset()
      cpuSince = process.cpuUsage()
      process.send!({ type: 'reset' })
      break
    case 'close':
      void receiver.close().then(() => process.exit(0))
      break
  }
})
process.on('disconnect', () => void receiver.close().then(() => process.exit(0)))
process.send!({ type: 'ready', origin: receiver.origin, host: receiver.host, cert: receiver.cert })
