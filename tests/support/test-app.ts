import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { createApp } from '../../api/app.ts'
import { answerClientErrors } from '../../api/client-errors.ts'
import { fixedClock, type Clock } from '../../api/clock.ts'
import { loadConfig, type Config } from '../../api/env.ts'
import { createLogger } from '../../api/logger.ts'
import { createMailer, type Mailer } from '../../api/mail/mailer.ts'
import type { AppDeps } from '../../api/types.ts'
import type { Db } from '../../api/db.ts'
import type { SharedRedis } from '../../api/redis.ts'
import { createTestDatabaseAsync, type TestDatabase } from './test-db.ts'

export interface TestApp {
  url: string
  deps: AppDeps
  database: TestDatabase
  /** Log lines the app wrote, parsed. */
  logs: Record<string, unknown>[]
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/**
 * Starts the real app (createApp) on a free port with a temporary migrated database, a fixed
 * clock and a logger that records lines in memory.
 */
export async function startTestApp(
  options: {
    clock?: Clock
    config?: Partial<Config>
    env?: NodeJS.ProcessEnv
    db?: Db
    mailer?: Mailer
    /** Redis shared with other test apps (tests/api/redis.test.ts); the caller closes it. */
    redis?: SharedRedis
    /** Use the test server's own address as config.publicUrl (OAuth redirect_uris must reach the app). */
    publicUrlFromServer?: boolean
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabaseAsync()
  const logs: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line))
      done()
    },
  })
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, DATABASE_URL: database.url, ...options.env })
  const config: Config = { ...base, ...options.config }
  const deps: AppDeps = {
    config,
    db: options.db ?? database.db,
    clock: options.clock ?? fixedClock('2026-11-21T04:00:00Z'),
    logger: createLogger('info', sink),
    mailer: options.mailer ?? createMailer(config.mail, createLogger('silent')),
    redis: options.redis,
  }
  const server = http.createServer()
  answerClientErrors(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  if (options.publicUrlFromServer) config.publicUrl = url
  server.on('request', createApp(deps).callback())
  return {
    url,
    deps,
    database,
    logs,
    request: (path, init) => fetch(url + path, init),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.destroy()
    },
  }
}
