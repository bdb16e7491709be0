import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { RedisConfig } from './env.ts'
import type { Logger } from './logger.ts'

/**
 * The Redis every process of a scaled-out deployment shares (REDIS_URL, decision 026): rate-limit counters
 * (api/rate-limiter.ts) and the invalidation of cached response bodies (api/cache/cache-bus.ts). Optional:
 * without REDIS_URL no connection is made and one process keeps both in memory, as before.
 *
 * Two connections: `client` for commands (rate limits, PUBLISH) and `subscriber` (a connection in subscriber
 * mode can send nothing else). Neither waits long for a Redis that is down: a command fails after
 * COMMAND_TIMEOUT_MS, the rate limiters then count in memory (their insurance limiter) and the caches stop
 * serving cached bodies until the subscription is back (api/cache/cache-bus.ts).
 */
export interface SharedRedis {
  readonly client: Redis
  readonly subscriber: Redis
  /** REDIS_KEY_PREFIX: starts every key and channel name. */
  readonly keyPrefix: string
  /** Random per connection pair: lets a process recognise (and skip) its own published messages. */
  readonly instanceId: string
  close(): Promise<void>
}

/** A command that gets no answer within this long fails (the caller falls back), rather than hold a request. */
const COMMAND_TIMEOUT_MS = 1000

export function connectRedis(config: RedisConfig, logger: Logger): SharedRedis {
  const log = logger.child({ component: 'redis' })
  const options = {
    connectionName: 'gala',
    // Fail fast rather than queue a request behind a reconnect; reconnect on its own with a capped back-off.
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  }
  const client = new Redis(config.url, options)
  // A subscriber's only command is SUBSCRIBE, which must not time out while it waits for a connection.
  const subscriber = new Redis(config.url, { ...options, commandTimeout: undefined, maxRetriesPerRequest: null })
  let lastError = ''
  for (const [name, connection] of [
    ['client', client],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (err: Error) => {
      // ioredis repeats the error on every reconnect attempt: log each different one once.
      if (err.message === lastError) return
      lastError = err.message
      log.warn({ connection: name, err: err.message }, 'Redis connection error (rate limits fall back to memory, cached bodies are not served)')
    })
    connection.on('ready', () => {
      if (lastError) log.info({ connection: name }, 'Redis connection back')
      lastError = ''
    })
  }
  return {
    client,
    subscriber,
    keyPrefix: config.keyPrefix,
    instanceId: randomBytes(8).toString('hex'),
    async close() {
      // QUIT lets replies in flight arrive; a Redis that is down gets no more than half a second of it.
      const quit = Promise.allSettled([client.quit(), subscriber.quit()])
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 500).unref())])
      client.disconnect()
      subscriber.disconnect()
    },
  }
}
