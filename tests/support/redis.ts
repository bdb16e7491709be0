import { Redis } from 'ioredis'

/** The Redis the tests use: the machine's local server unless TEST_REDIS_URL says otherwise. */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** True when a Redis answers PING at `url` within a second (tests that need one are skipped otherwise). */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
