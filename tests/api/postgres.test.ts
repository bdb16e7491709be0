import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, dialectOf, type Db } from '../../api/db.ts'
import { projectRoot } from '../../api/env.ts'
import { claimDue } from '../../api/jobs/delivery-queue.repository.ts'
import { migrationNames, postgresMigrationsDir } from '../../scripts/lib/pg-schema.ts'
import { createTestDatabase, testOnPostgres, type TestDatabase } from '../support/test-db.ts'

const run = promisify(execFile)

// What only the PostgreSQL run (npm run test:api:pg, TEST_DATABASE=postgres) can check; the rest of tests/api
// runs unchanged on both databases.
describe.runIf(testOnPostgres)('on PostgreSQL', () => {
  let database: TestDatabase
  let other: Db

  beforeAll(() => {
    database = createTestDatabase()
    other = createDb(database.url)
  })
  afterAll(async () => {
    await other?.$disconnect()
    await database?.destroy()
  })

  it('the test databases really are PostgreSQL', async () => {
    expect(database.url).toMatch(/^postgresql:\/\//)
    expect(dialectOf(database.db)).toBe('postgresql')
    const [row] = await database.db.$queryRaw<{ version: string }[]>`SELECT version() AS version`
    expect(row.version).toMatch(/^PostgreSQL/)
  })

  // The replay runs in a shadow database. Without the hand-written tails that hold a CHECK constraint (it makes
  // the JS schema engine's diff panic with "unreachable"; Prisma's schema has no CHECK constraints anyway). The
  // other tails stay: the lower() expression indexes must not look like drift to Prisma.
  it('the PostgreSQL migrations produce exactly prisma/postgresql/schema.prisma', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'gala-pg-migrations-'))
    try {
      cpSync(postgresMigrationsDir, copy, { recursive: true })
      for (const name of migrationNames(copy)) {
        const file = path.join(copy, name, 'migration.sql')
        const [generated, tail] = readFileSync(file, 'utf8').split('\n-- Hand-written (')
        if (tail && /\bCHECK\s*\(/.test(tail)) writeFileSync(file, generated)
      }
      const result = await run(
        path.join(projectRoot, 'node_modules', '.bin', 'prisma'),
        ['migrate', 'diff', '--from-migrations', copy, '--to-schema-datamodel', 'prisma/postgresql/schema.prisma', '--exit-code'],
        { cwd: projectRoot, env: { ...process.env, DATABASE_URL: database.url } },
      ).catch((err: { code?: number; stdout?: string; stderr?: string }) => err)
      expect(`${result.stdout}${'stderr' in result ? result.stderr : ''}`).toContain('No difference detected')
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 60_000)

  it('a worker claims past rows another worker holds locked (FOR UPDATE SKIP LOCKED), without waiting', async () => {
    const db = database.db
    const user = await db.user.create({ data: { username: 'skiplocked', email: 'skip@gala.test' } })
    const movie = await db.movie.create({ data: { hash: 'skiplock', slug: 'skip', title: 'Skip', synopsis: '', status: 'comingSoon' } })
    const alert = await db.movieReleaseNotification.create({ data: { userId: user.id, movieId: movie.id } })
    const now = new Date('2026-11-21T04:00:00Z')
    const rows = []
    for (const n of [1, 2, 3]) {
      rows.push(
        await db.alertDelivery.create({
          data: { dedupeKey: `email:${n}`, releaseNotificationId: alert.id, movieId: movie.id, userId: user.id, channel: 'email', email: `${n}@gala.test`, nextAttemptAt: now, expiresAt: new Date(now.getTime() + 3600_000) },
        }),
      )
    }
    const [first, ...rest] = rows
    const claimed = await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "AlertDelivery" WHERE "id" = ${first.id} FOR UPDATE`
        const started = Date.now()
        const got = await claimDue(other, { now, leaseUntil: new Date(now.getTime() + 60_000), owner: 'b', limit: 10 })
        expect(Date.now() - started).toBeLessThan(2000)
        return got
      },
      { timeout: 10_000 },
    )
    expect(claimed.map((row) => row.id)).toEqual(rest.map((row) => row.id))
    const again = await claimDue(other, { now, leaseUntil: new Date(now.getTime() + 60_000), owner: 'c', limit: 10 })
    expect(again.map((row) => row.id)).toEqual([first.id])
  })

  it('refuses a self-follow like the SQLite trigger does (hand-written CHECK)', async () => {
    const user = await database.db.user.create({ data: { username: 'selfish', email: 'self@gala.test' } })
    await expect(database.db.follow.create({ data: { followerId: user.id, followingId: user.id } })).rejects.toThrow()
  })
})
