import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/env.ts'

/** prisma/schema.prisma (SQLite) is the source of truth; prisma/postgresql/ is generated from it. */
export const sqliteSchemaPath = path.join(projectRoot, 'prisma', 'schema.prisma')
export const sqliteMigrationsDir = path.join(projectRoot, 'prisma', 'migrations')
export const postgresDir = path.join(projectRoot, 'prisma', 'postgresql')
export const postgresSchemaPath = path.join(postgresDir, 'schema.prisma')
export const postgresMigrationsDir = path.join(postgresDir, 'migrations')
/** PostgreSQL SQL for what SQLite introspection cannot see (triggers, CHECK constraints), per migration. */
export const handWrittenDir = path.join(postgresDir, 'hand-written')

export const GENERATED_HEADER =
  '// GENERATED from prisma/schema.prisma by `npm run db:pg-schema` (scripts/generate-pg-schema.ts): do not edit.\n' +
  '// Change prisma/schema.prisma and add a SQLite migration, then regenerate (docs/deploy.md).\n'

/**
 * The PostgreSQL schema for a SQLite schema's text: the same models, provider postgresql, and the client
 * generated into api/generated/prisma-pg (a client is compiled for one provider: the SQLite one refuses
 * adapter-pg, docs/decisions/020-postgresql.md). Pure and deterministic.
 */
export function postgresSchemaFrom(sqliteSchema: string): string {
  const provider = /(datasource\s+db\s*\{[^}]*?provider\s*=\s*)"sqlite"/
  const output = /(generator\s+client\s*\{[^}]*?output\s*=\s*)"\.\.\/api\/generated\/prisma"/
  if (!provider.test(sqliteSchema)) throw new Error('prisma/schema.prisma: no datasource with provider = "sqlite"')
  if (!output.test(sqliteSchema)) throw new Error('prisma/schema.prisma: no client generator with output = "../api/generated/prisma"')
  return GENERATED_HEADER + sqliteSchema.replace(provider, '$1"postgresql"').replace(output, '$1"../../api/generated/prisma-pg"')
}

/** Names of the migration folders in `dir`, in order. */
export function migrationNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{14}_/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
}

export function readSqliteSchema(): string {
  return readFileSync(sqliteSchemaPath, 'utf8')
}
