/**
 * Processes of a scaled-out deployment (decision 026), on the run's database (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres):
 * - two release schedulers in two processes at once release every alert exactly once (one inbox item, one set
 *   of deliveries, the runs' counts adding up to the alerts);
 * - `npm run start:worker` runs the jobs without any listening socket and exits 0 on SIGTERM;
 * - `npm run start:api` serves HTTP and starts no jobs, and refuses a database that is not migrated.
 */
import { fork, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, projectRoot } from '../../api/env.ts'
import type { ReleaseResult } from '../../api/jobs/release-alerts.ts'
import { buildUser, createMovie, createUser } from '../factories/index.ts'
import { startPushReceiver } from '../support/push-receiver.ts'
import { redisAnswers, testRedisUrl } from '../support/redis.ts'
import { createTestDatabaseAsync, type TestDatabase } from '../support/test-db.ts'

const NOW = '2026-11-21T04:00:00Z'
const TODAY = '2026-11-21'

/** Runs one scheduler pass in a child process; resolves once it is connected, `go()` starts the pass. */
function schedulerProcess(database: TestDatabase) {
  const child = fork(path.join(projectRoot, 'tests/support/release-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: database.dir, NOW },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`scheduler process exited with ${code} before it was ready`)))
  })
  const done = new Promise<ReleaseResult[]>((resolve, reject) => {
    child.on('message', (message: { type: string; results?: ReleaseResult[]; error?: string }) => {
      if (message.type === 'done') resolve(message.results!)
      if (message.type === 'failed') reject(new Error(message.error))
    })
  })
  return { ready, done, go: () => child.send({ type: 'go' }) }
}

/** The npm script's command line (`exec node --import tsx scripts/…`), run as node itself so signals reach it. */
function npmScript(name: string, env: NodeJS.ProcessEnv) {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [exec, node, ...args] = pkg.scripts[name]!.split(/\s+/)
  expect([exec, node]).toEqual(['exec', 'node'])
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const messages = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; job?: string })
  return { child, exited, messages, output: () => ({ stdout, stderr }) }
}

/** TCP ports a process listens on, from its socket descriptors and /proc/net/tcp{,6} (Linux). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
      if (inode) inodes.add(inode)
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[3] === '0A' && inodes.has(cols[9]!)) ports.push(parseInt(cols[1]!.split(':')[1]!, 16))
    }
  }
  return ports
}

async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A movie out today with one waiting alert from a new user; returns the alert's id. */
async function dueAlert(database: TestDatabase) {
  const movie = await createMovie(database.db, { status: 'comingSoon', releaseDate: '2020-01-01' })
  const user = await createUser(database.db)
  const alert = await database.db.movieReleaseNotification.create({ data: { userId: user.id, movieId: movie.id } })
  return alert.id
}

describe('two release schedulers at once (two worker processes, one database)', () => {
  const FANS = 2500 // three batches of the scheduler's 1,000
  let database: TestDatabase
  let movieId: number

  beforeAll(async () => {
    database = await createTestDatabaseAsync()
    const db = database.db
    const { push } = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, DATABASE_URL: database.url })
    const movie = await createMovie(db, { status: 'comingSoon', releaseDate: TODAY, title: 'Dalawang Mundo' })
    movieId = movie.id
    const users = Array.from({ length: FANS }, () => buildUser())
    await db.user.createMany({ data: users })
    const ids = (await db.user.findMany({ where: { username: { in: users.map((user) => user.username!) } }, select: { id: true } })).map((row) => row.id)
    expect(ids).toHaveLength(FANS)
    await db.pushSubscription.createMany({
      data: ids.map((userId) => ({
        userId,
        endpoint: `https://push.example.test/${userId}`,
        p256dh: 'p256dh',
        auth: 'auth',
        vapidPublicKey: push.vapid.publicKey,
      })),
    })
    await db.movieReleaseNotification.createMany({ data: ids.map((userId) => ({ userId, movieId: movie.id })) })
  }, 120_000)
  afterAll(async () => {
    await database?.destroy()
  })

  it('release every alert exactly once: one inbox item and one push and one email delivery per alert', { timeout: 120_000 }, async () => {
    const one = schedulerProcess(database)
    const two = schedulerProcess(database)
    await Promise.all([one.ready, two.ready])
    one.go()
    two.go()
    const [a, b] = await Promise.all([one.done, two.done])

    const db = database.db
    expect(await db.movieReleaseNotification.count({ where: { movieId, notified: false } })).toBe(0)
    expect(await db.inboxNotification.count({ where: { movieId } })).toBe(FANS)
    expect(await db.alertDelivery.count({ where: { movieId, channel: 'push' } })).toBe(FANS)
    expect(await db.alertDelivery.count({ where: { movieId, channel: 'email' } })).toBe(FANS)
    // Each process reports only what it claimed: together exactly the alerts, never one twice.
    const claimed = [...a, ...b].filter((result) => result.movieId === movieId)
    expect(claimed.reduce((sum, result) => sum + result.alerts, 0)).toBe(FANS)
    expect(claimed.reduce((sum, result) => sum + result.deliveries, 0)).toBe(2 * FANS)
    const runs = await db.releaseAlertRun.findMany({ where: { movieId } })
    expect(runs.reduce((sum, run) => sum + run.alerts, 0)).toBe(FANS)
    expect(runs.reduce((sum, run) => sum + run.deliveries, 0)).toBe(2 * FANS)

    // A third pass finds nothing left.
    const three = schedulerProcess(database)
    await three.ready
    three.go()
    expect((await three.done).filter((result) => result.movieId === movieId)).toEqual([])
  })
})

describe('npm run start:worker and npm run start:api', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabaseAsync()
    // The secrets every process shares, as `npm run db:migrate` writes them.
    loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, DATABASE_URL: database.url })
  })
  afterAll(async () => {
    await database?.destroy()
  })
  const env = (extra: NodeJS.ProcessEnv = {}) => ({
    DATABASE_URL: database.url,
    DATA_DIR: database.dir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    RELEASE_ALERTS_INTERVAL_SECONDS: '10',
    ...extra,
  })

  it('start:api serves HTTP and starts no jobs: a due alert stays waiting', { timeout: 90_000 }, async () => {
    const alertId = await dueAlert(database)
    const port = 20000 + Math.floor(Math.random() * 20000)
    // With the local Redis when one answers: connected at start, closed on SIGTERM.
    const withRedis = await redisAnswers()
    const redisEnv = withRedis ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `gala-test:${process.pid}-${port}:` } : {}
    const api = npmScript('start:api', env({ PORT: String(port), ...redisEnv }))
    try {
      const health = await until('the API to answer', async () => {
        try {
          return await fetch(`http://127.0.0.1:${port}/api/health`)
        } catch {
          return undefined
        }
      })
      expect(health.status).toBe(200)
      expect(listeningPorts(api.child.pid!)).toContain(port)
      // A worker releases at start-up; give a (wrongly started) scheduler time to run.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect((await database.db.movieReleaseNotification.findUniqueOrThrow({ where: { id: alertId } })).notified).toBe(false)
    } finally {
      api.child.kill('SIGTERM')
    }
    expect(await api.exited).toBe(0)
    // The log is written out asynchronously, in full by the time the process has exited.
    expect(api.messages().map((line) => line.msg)).toContain('no release jobs in this process: run npm run start:worker for them')
    expect(api.messages().filter((line) => line.job)).toEqual([])
    if (withRedis) expect(api.messages().map((line) => line.msg)).toContain('Redis shared with the other processes: rate limits and cache invalidation')
  })

  it('start:worker releases and delivers, listens on no port, and exits 0 on SIGTERM', { timeout: 90_000 }, async () => {
    const alertId = await dueAlert(database)
    const port = 20000 + Math.floor(Math.random() * 20000)
    const worker = npmScript('start:worker', env({ PORT: String(port) }))
    try {
      // The scheduler's first pass runs at start-up; the delivery worker then sends the email.
      await until('the alert to be released', async () => (await database.db.movieReleaseNotification.findUniqueOrThrow({ where: { id: alertId } })).notified)
      await until('the email to be delivered', async () =>
        (await database.db.alertDelivery.count({ where: { releaseNotificationId: alertId, channel: 'email', status: 'delivered' } })) === 1,
      )
      expect(listeningPorts(worker.child.pid!)).toEqual([])
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
    } finally {
      worker.child.kill('SIGTERM')
    }
    expect(await worker.exited).toBe(0)
    const messages = worker.messages().map((line) => line.msg)
    expect(messages.some((msg) => msg.startsWith('Gala worker is running'))).toBe(true)
    expect(messages).toEqual(expect.arrayContaining(['shutting down: no new jobs, finishing the deliveries in flight', 'stopped']))
    // Nothing is left claimed by the stopped worker.
    expect(await database.db.alertDelivery.count({ where: { leaseOwner: { not: null } } })).toBe(0)
  })

  it('start:worker on SIGTERM finishes a push still in flight, then exits 0', { timeout: 90_000 }, async () => {
    const receiver = await startPushReceiver()
    try {
      const caFile = path.join(database.dir, 'receiver-ca.pem')
      writeFileSync(caFile, receiver.cert)
      const { push } = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, DATABASE_URL: database.url })
      const sub = receiver.createSubscription()
      // The push service takes 2 s to answer: the signal comes while the send is in flight.
      receiver.reply(sub.id, { status: 201, delayMs: 2000 })
      const movie = await createMovie(database.db, { status: 'comingSoon', releaseDate: '2020-01-02' })
      const user = await createUser(database.db, { email: null })
      await database.db.pushSubscription.create({
        data: { userId: user.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, vapidPublicKey: push.vapid.publicKey },
      })
      await database.db.movieReleaseNotification.create({ data: { userId: user.id, movieId: movie.id } })

      const worker = npmScript('start:worker', env({ NODE_EXTRA_CA_CERTS: caFile, PUSH_ENDPOINT_HOSTS: receiver.host }))
      await receiver.waitForReceived(1, 60_000)
      const signalled = performance.now()
      worker.child.kill('SIGTERM')
      expect(await worker.exited).toBe(0)
      // It waited for the answer (the receiver answers 2 s after it had the push)…
      expect(performance.now() - signalled).toBeGreaterThan(1000)
      // …and recorded it: nothing is sent twice by the next worker, nothing left claimed.
      const rows = await database.db.alertDelivery.findMany({ where: { movieId: movie.id } })
      expect(rows.map((row) => [row.channel, row.status, row.leaseOwner])).toEqual([['push', 'delivered', null]])
      expect(worker.messages().map((line) => line.msg)).toContain('stopped')
    } finally {
      await receiver.close()
    }
  })

  it('start:api and start:worker refuse a database that is not migrated, and missing shared secrets', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gala-proc-'))
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })
    const unmigrated = npmScript('start:api', { DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'empty.db')}`, PORT: '1' })
    expect(await unmigrated.exited).toBe(1)
    expect(unmigrated.output().stderr).toMatch(/^The database is not migrated \(\d+ migrations not applied, first 20261121000000_init\): run npm run db:migrate once, then npm run start:api\n$/)

    const noSecrets = npmScript('start:worker', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gala-proc-')), DATABASE_URL: database.url, SESSION_SECRET: '', VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })
    expect(await noSecrets.exited).toBe(1)
    expect(noSecrets.output().stderr).toMatch(/^npm run start:worker needs the secrets every process shares: set SESSION_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/)
  })
})
