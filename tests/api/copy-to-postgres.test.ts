import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, dialectOf, type Db } from '../../api/db.ts'
import { projectRoot } from '../../api/env.ts'
import { Prisma } from '../../api/generated/prisma/client.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { CopyError, copySqliteToPostgres, type CopyReport } from '../../scripts/lib/copy-to-postgres.ts'
import { migrate } from '../../scripts/lib/migrate.ts'
import { buildReply, buildReview, createUser } from '../factories/index.ts'
import { adminStatement, postgresUrlFor, testDatabasePrefix, testOnPostgres } from '../support/test-db.ts'

const run = promisify(execFile)

/** Every model's delegate name (user, movieCredit …), from the generated client. */
const DELEGATES = Object.values(Prisma.ModelName).map((model) => model[0]!.toLowerCase() + model.slice(1))
type Counter = { count(): Promise<number> }
const countOf = (db: Db, delegate: string) => (db as unknown as Record<string, Counter>)[delegate]!.count()

const UNICODE_NAME = 'Ñiño José Dela Cruz 🎬 마닐라 «quoted» \'single\''
const VERIFIED_AT = new Date('2026-03-04T05:06:07.089Z')

// npm run db:copy-to-postgres: a SQLite database (the demo seed plus community rows) copied into a fresh
// PostgreSQL database. Needs the PostgreSQL server, so it runs in the PostgreSQL run (npm run test:api:pg).
describe.runIf(testOnPostgres)('copying a SQLite database into PostgreSQL', () => {
  let dir: string
  let sourceUrl: string
  let source: Db
  let targetName: string
  let targetUrl: string
  let target: Db
  let report: CopyReport
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gala-copy-'))
    sourceUrl = `file:${path.join(dir, 'source.db')}`
    await migrate(sourceUrl)
    source = createDb(sourceUrl)
    await seedDatabase(source, { now: new Date('2026-11-21T04:00:00Z') })

    // Community rows on top of the demo: unicode, booleans both ways, exact instants, a reply whose parent
    // has a larger id (the self-reference must not depend on id order), likes, follows, a report.
    const author = await createUser(source, { username: 'copyauthor', name: UNICODE_NAME, isAdmin: true, emailVerifiedAt: VERIFIED_AT })
    const fan = await createUser(source, { username: 'copyfan', bio: 'Mahal ko ang sine — “talaga”' })
    const early = await source.post.create({
      data: { ...buildReview({ userId: fan.id, externalContentId: 'copy-movie' }), reviewKey: null, postType: 'post', content: 'placeholder' },
    })
    const review = await source.post.create({
      data: buildReview({ userId: author.id, externalContentId: 'copy-movie', content: `Ang ganda! ${UNICODE_NAME}`, containsSpoilers: true }),
    })
    await source.post.update({
      where: { id: early.id },
      data: { ...buildReply(review, { userId: fan.id }), hashId: early.hashId, content: 'Reply to a later id ✓' },
    })
    await source.like.create({ data: { userId: fan.id, targetType: 'post', targetId: String(review.id) } })
    await source.follow.create({ data: { followerId: fan.id, followingId: author.id } })
    await source.postReport.create({ data: { postId: review.id, userId: fan.id, reason: 'spoilers', details: 'Sinabi ang wakas 😱' } })
    ids.author = author.id
    ids.fan = fan.id
    ids.review = review.id
    ids.reply = early.id
    await source.$disconnect()

    // Instants the way other writers leave them: CURRENT_TIMESTAMP text and epoch milliseconds.
    const raw = new Database(path.join(dir, 'source.db'))
    raw.prepare(`INSERT INTO "SiteSetting" ("key", "value", "updatedAt") VALUES ('copyText', 'a', '2026-11-20 01:02:03')`).run()
    raw.prepare(`INSERT INTO "SiteSetting" ("key", "value", "updatedAt") VALUES ('copyEpoch', 'b', ?)`).run(Date.UTC(2026, 10, 19, 8, 9, 10, 123))
    raw.close()
    source = createDb(sourceUrl)

    targetName = `${testDatabasePrefix()}copy_${randomBytes(4).toString('hex')}`
    await adminStatement(`CREATE DATABASE "${targetName}"`)
    targetUrl = postgresUrlFor(targetName)
    report = await copySqliteToPostgres({ source: sourceUrl, target: targetUrl, batchSize: 50 })
    target = createDb(targetUrl)
  }, 180_000)

  afterAll(async () => {
    await source?.$disconnect()
    await target?.$disconnect()
    if (targetName) await adminStatement(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`)
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('copies every model with equal row counts, and reports them verified', async () => {
    expect(dialectOf(target)).toBe('postgresql')
    expect(report.mismatches).toEqual([])
    for (const delegate of DELEGATES) {
      const [inSqlite, inPostgres] = [await countOf(source, delegate), await countOf(target, delegate)]
      expect({ delegate, count: inPostgres }).toEqual({ delegate, count: inSqlite })
    }
    // The demo really was copied, including the implicit many-to-many tables.
    expect(await target.schedule.count()).toBeGreaterThan(100)
    expect(report.tables.map((t) => t.table)).toEqual(expect.arrayContaining(['_ArticleToArticleCategory', 'User', 'Post']))
    expect(report.tables.find((t) => t.table === '_ArticleToArticleCategory')!.postgresql).toBeGreaterThan(0)
    // Referenced tables come first.
    const order = report.tables.map((t) => t.table)
    expect(order.indexOf('User')).toBeLessThan(order.indexOf('Post'))
    expect(order.indexOf('Movie')).toBeLessThan(order.indexOf('Schedule'))
  })

  it('keeps values: unicode, booleans, instants, floats, self-references', async () => {
    const author = await target.user.findUniqueOrThrow({ where: { id: ids.author } })
    expect(author.name).toBe(UNICODE_NAME)
    expect(author.isAdmin).toBe(true)
    expect(author.emailVerifiedAt?.toISOString()).toBe(VERIFIED_AT.toISOString())
    const fan = await target.user.findUniqueOrThrow({ where: { id: ids.fan } })
    expect(fan.isAdmin).toBe(false)
    expect(fan.bio).toBe('Mahal ko ang sine — “talaga”')

    const reply = await target.post.findUniqueOrThrow({ where: { id: ids.reply } })
    expect(reply).toMatchObject({ parentPostId: ids.review, rootPostId: ids.review, content: 'Reply to a later id ✓', containsSpoilers: false })
    const review = await target.post.findUniqueOrThrow({ where: { id: ids.review } })
    expect(review).toMatchObject({ containsSpoilers: true, recommended: true, rating: 4, content: `Ang ganda! ${UNICODE_NAME}` })

    // Every instant, boolean and float of every user, schedule and place is the same on both sides.
    for (const delegate of ['user', 'schedule', 'place', 'post', 'event', 'festival'] as const) {
      const order = { orderBy: { id: 'asc' as const } }
      const find = (db: Db) => (db[delegate] as unknown as { findMany(args: unknown): Promise<unknown[]> }).findMany(order)
      expect(await find(target)).toEqual(await find(source))
    }

    const settings = await target.siteSetting.findMany({ where: { key: { in: ['copyText', 'copyEpoch'] } }, orderBy: { key: 'asc' } })
    expect(settings.map((s) => s.updatedAt.toISOString())).toEqual(['2026-11-19T08:09:10.123Z', '2026-11-20T01:02:03.000Z'])
  })

  it('resets the sequences: new rows get the next ids', async () => {
    const maxUser = (await target.user.aggregate({ _max: { id: true } }))._max.id!
    const created = await createUser(target, { username: 'afterthecopy' })
    expect(created.id).toBe(maxUser + 1)
    const maxSchedule = (await target.schedule.aggregate({ _max: { id: true } }))._max.id!
    const schedule = await target.schedule.findFirstOrThrow()
    const next = await target.schedule.create({
      data: { theaterId: schedule.theaterId, movieId: schedule.movieId, startsAt: new Date('2030-01-01T10:00:00Z'), showDate: '2030-01-01', price: 35000 },
    })
    expect(next.id).toBe(maxSchedule + 1)
    await target.post.create({ data: buildReply({ ...review(), rootPostId: null }, { userId: created.id, content: 'Bago ✓' }) })
    expect(report.sequences).toContain('"User".id')
    expect(report.sequences).not.toContain('"ArticleCategory".id') // its ids are not generated

    function review() {
      return { id: ids.review, contentTypeId: 2, externalContentId: 'copy-movie' }
    }
  })

  it('refuses a target that is not empty, and the command copies again with --force', async () => {
    const refused = await copySqliteToPostgres({ source: sourceUrl, target: targetUrl }).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(CopyError)
    expect((refused as Error).message).toMatch(/^The target database is not empty \(rows in .*"User".*\): use --force/)
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/db-copy-to-postgres.ts', targetUrl, '--source', sourceUrl, '--force'], {
      cwd: projectRoot,
    })
    expect(stdout).toMatch(/^User\s+\d+\s+\d+\s+ok$/m)
    expect(stdout).toMatch(/copied and verified/)
    expect(await target.user.count()).toBe(await source.user.count()) // the row made after the first copy is gone
  }, 120_000)
})
