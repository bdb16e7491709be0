/**
 * Issue 35 item 7: sign-in, registration and the username change look accounts up ignoring case, and each of
 * those statements is answered from the lower("email") / lower("username") expression indexes
 * (prisma/migrations/20261128140000_user_lower_indexes) instead of a scan of the whole User table. The
 * statements explained are the repositories' own (accountLookupSql …), so a rewrite that loses the index fails
 * here. SQLite: EXPLAIN QUERY PLAN; PostgreSQL (npm run test:api:pg): EXPLAIN on a table of 5,000 analysed
 * accounts, where the planner is free to pick a scan and picks the index only because it is cheaper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialectOf, type Db } from '../../api/db.ts'
import { Prisma } from '../../api/generated/prisma/client.ts'
import { heldNamesSql, nameHeldByOtherSql } from '../../api/modules/account/account.repository.ts'
import { accountLookupSql, accountTakenSql } from '../../api/modules/auth/auth.repository.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts'

let database: TestDatabase
let db: Db
let postgres: boolean

beforeAll(async () => {
  database = createTestDatabase()
  db = database.db
  postgres = dialectOf(db) === 'postgresql'
  if (postgres) {
    await db.$executeRaw`
      INSERT INTO "User" ("username", "email", "updatedAt")
      SELECT 'Person' || n, 'Person' || n || '@Gala.test', now() FROM generate_series(1, 5000) AS n`
    await db.$executeRaw`ANALYZE "User"`
  } else {
    for (let n = 1; n <= 50; n++) await db.user.create({ data: { username: `Person${n}`, email: `Person${n}@Gala.test` } })
  }
}, 60_000)
afterAll(async () => {
  await database?.destroy()
})

/** The plan of a statement, one line per step. */
async function plan(statement: Prisma.Sql): Promise<string> {
  if (postgres) {
    const rows = await db.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${statement}`)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  }
  const rows = await db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${statement}`)
  return rows.map((row) => row.detail).join('\n')
}

/** Asserts the plan reads User through `index` and never scans the table. */
function expectIndex(text: string, ...indexes: string[]) {
  for (const index of indexes) expect(text, text).toMatch(postgres ? new RegExp(`Index (Only )?Scan (using|on) "?${index}"?`) : new RegExp(`USING (COVERING )?INDEX ${index}\\b`))
  expect(text, text).not.toMatch(postgres ? /Seq Scan/ : /\bSCAN User\b/)
}

describe('case-insensitive account lookups use the lower() indexes', () => {
  it('sign-in by email (code and password sign-in, accountLookupSql)', async () => {
    expectIndex(await plan(accountLookupSql({ kind: 'email', value: 'person4321@gala.test' })), 'User_lower_email_idx')
  })

  it('sign-in by username', async () => {
    expectIndex(await plan(accountLookupSql({ kind: 'username', value: 'PERSON4321' })), 'User_lower_username_idx')
  })

  it('registration: username or email taken', async () => {
    expectIndex(await plan(accountTakenSql('person17', 'someone@gala.test')), 'User_lower_username_idx', 'User_lower_email_idx')
  })

  it('username change: held names and "taken by someone else"', async () => {
    expectIndex(await plan(heldNamesSql(['person1', 'person2_ph', 'the_person1'])), 'User_lower_username_idx')
    expectIndex(await plan(nameHeldByOtherSql('Person2', 1)), 'User_lower_username_idx')
  })

  it('the lookups still find accounts whatever the case', async () => {
    const rows = await db.$queryRaw<{ username: string }[]>(accountLookupSql({ kind: 'email', value: 'person42@gala.test' }))
    expect(rows.map((row) => row.username)).toEqual(['Person42'])
  })

  // The check can fail: an expression the index does not cover is read by a scan, and expectIndex says so.
  it('a lookup written another way scans (the check above would catch it)', async () => {
    const text = await plan(Prisma.sql`SELECT "id" FROM "User" WHERE lower(trim("email")) = lower(${'person1@gala.test'})`)
    expect(() => expectIndex(text, 'User_lower_email_idx')).toThrow()
  })
})
