import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  migrationNames,
  postgresMigrationsDir,
  postgresSchemaFrom,
  postgresSchemaPath,
  readSqliteSchema,
  sqliteMigrationsDir,
} from '../../scripts/lib/pg-schema.ts'

/** model name → its field lines (name and type), comments and blank lines left out. */
function models(schema: string): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const match of schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    result[match[1]] = match[2]
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line && !line.startsWith('//'))
  }
  return result
}

// The PostgreSQL schema and migrations are generated from the SQLite ones (npm run db:pg-schema,
// docs/decisions/020-postgresql.md). These fail when someone changes one side only.
describe('prisma/postgresql stays generated from prisma/schema.prisma', () => {
  const sqlite = readSqliteSchema()
  const postgres = readFileSync(postgresSchemaPath, 'utf8')

  it('has the same models, fields and attributes', () => {
    expect(models(postgres)).toEqual(models(sqlite))
  })

  it('is exactly what npm run db:pg-schema writes', () => {
    expect(postgres, 'prisma/postgresql/schema.prisma is stale: run npm run db:pg-schema').toBe(postgresSchemaFrom(sqlite))
    expect(postgres).toMatch(/provider = "postgresql"/)
  })

  it('has one PostgreSQL migration per SQLite migration', () => {
    expect(migrationNames(postgresMigrationsDir), 'missing PostgreSQL migrations: run npm run db:pg-schema').toEqual(migrationNames(sqliteMigrationsDir))
  })

  // Prisma's schema cannot hold expression indexes (lower("email") …): they are SQL in a SQLite migration and in
  // its hand-written PostgreSQL tail (docs/deploy.md). The two sides must create the same ones.
  it('creates the same expression indexes on both databases', () => {
    const expressionIndexes = (dir: string) =>
      migrationNames(dir).flatMap((name) =>
        [...readFileSync(path.join(dir, name, 'migration.sql'), 'utf8').matchAll(/CREATE\s+(?:UNIQUE\s+)?INDEX\s+"(\w+)"\s+ON\s+"(\w+)"\s*\(([^;]*\([^;]*)\);/gi)].map(
          (match) => `${name} ${match[1]} ON ${match[2]}(${match[3].replace(/\s+/g, '')})`,
        ),
      )
    const sqlite = expressionIndexes(sqliteMigrationsDir)
    expect(sqlite).toContain('20261128140000_user_lower_indexes User_lower_email_idx ON User(lower("email"))')
    expect(expressionIndexes(postgresMigrationsDir)).toEqual(sqlite)
  })
})
