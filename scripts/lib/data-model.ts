/**
 * docs/data-model.md from prisma/schema.prisma (issue 35 item 13). The doc has two parts: the prose written by
 * hand above MARKER (conventions, the community rules, demo data …), which the generator keeps as it is, and
 * the reference below it, which is generated: every model of the schema, grouped by the schema's
 * `// ---- Area ----` headings, with its `///` comment, its fields (type, attributes, `///` comment), its
 * relations and its indexes, plus the expression indexes that only the SQL migrations hold (Prisma's schema
 * cannot state them). scripts/data-model.ts writes or checks it, tests/unit/data-model.test.ts checks it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/env.ts'
import { migrationNames, readSqliteSchema, sqliteMigrationsDir } from './pg-schema.ts'

export const dataModelDocPath = path.join(projectRoot, 'docs', 'data-model.md')

export const MARKER = '<!-- Everything below is generated from prisma/schema.prisma by `npm run docs:data-model` (scripts/data-model.ts): do not edit it by hand. -->'

export interface Field {
  name: string
  type: string
  attributes: string
  doc: string
}

export interface Model {
  name: string
  area: string
  doc: string
  fields: Field[]
  /** Block attributes: @@index, @@unique, @@id, @@map … with their `///` comments. */
  blocks: { text: string; doc: string }[]
}

export interface ExpressionIndex {
  name: string
  table: string
  expression: string
  migration: string
}

const joinDoc = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ').trim()

/** The models of a Prisma schema's text, in schema order. */
export function parseSchema(schema: string): Model[] {
  const models: Model[] = []
  let area = 'General'
  let doc: string[] = []
  const lines = schema.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    const heading = /^\/\/\s*-{2,}\s*(.+?)\s*-*$/.exec(line)
    if (heading && /\w/.test(heading[1])) {
      area = heading[1].replace(/\s*\(.*\)$/, '')
      doc = []
      continue
    }
    // A heading of the long form: a line of dashes, then "// Area (…). More text", then more comment lines.
    if (/^\/\/\s*-{10,}$/.test(line) && /^\/\/\s*\w/.test(lines[i + 1]?.trim() ?? '') && !/^Conventions/.test(lines[i + 1].trim().slice(2).trim())) {
      const next = lines[i + 1].trim().replace(/^\/\/\s*/, '')
      area = next.replace(/[\s.(:].*$/, '')
      continue
    }
    if (line.startsWith('///')) {
      doc.push(line.slice(3).trim())
      continue
    }
    const start = /^model\s+(\w+)\s*\{$/.exec(line)
    if (!start) {
      if (line === '' || !line.startsWith('//')) doc = []
      continue
    }
    const model: Model = { name: start[1], area, doc: joinDoc(doc), fields: [], blocks: [] }
    doc = []
    for (i++; i < lines.length && lines[i].trim() !== '}'; i++) {
      const inner = lines[i].trim()
      if (inner.startsWith('///')) {
        doc.push(inner.slice(3).trim())
        continue
      }
      if (inner === '' || inner.startsWith('//')) {
        if (inner === '') doc = []
        continue
      }
      if (inner.startsWith('@@')) {
        model.blocks.push({ text: inner, doc: joinDoc(doc) })
      } else {
        const match = /^(\w+)\s+(\S+)\s*(.*)$/.exec(inner)
        if (!match) throw new Error(`prisma/schema.prisma: cannot read the line "${inner}" of model ${model.name}`)
        model.fields.push({ name: match[1], type: match[2], attributes: match[3].trim(), doc: joinDoc(doc) })
      }
      doc = []
    }
    models.push(model)
  }
  return models
}

/** CREATE INDEX statements on an expression (lower("email") …) in the SQL migrations, keyed by migration name. */
export function expressionIndexes(migrations: { name: string; sql: string }[]): ExpressionIndex[] {
  const found: ExpressionIndex[] = []
  for (const { name, sql } of migrations) {
    for (const match of sql.matchAll(/CREATE\s+(UNIQUE\s+)?INDEX\s+"(\w+)"\s+ON\s+"(\w+)"\s*\(([^;]*\([^;]*)\);/gi)) {
      found.push({ name: match[2], table: match[3], expression: `${match[1] ? 'unique ' : ''}${match[4].trim()}`, migration: name })
    }
  }
  return found
}

/** Text safe inside a Markdown table cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const code = (text: string) => (text ? `\`${text.replace(/`/g, "'")}\`` : '')
const anchor = (name: string) => name.toLowerCase()

/** The generated reference (everything after MARKER). */
export function renderReference(models: Model[], indexes: ExpressionIndex[]): string {
  const names = new Set(models.map((model) => model.name))
  const areas = [...new Set(models.map((model) => model.area))]
  const out: string[] = []
  out.push('## Models', '')
  out.push(`${models.length} models, by area (the headings of \`prisma/schema.prisma\`).`, '')
  out.push('| Area | Models |', '|---|---|')
  for (const area of areas) {
    const list = models.filter((model) => model.area === area).map((model) => `[\`${model.name}\`](#${anchor(model.name)})`)
    out.push(`| ${cell(area)} | ${list.join(', ')} |`)
  }
  for (const area of areas) {
    out.push('', `### ${area}`)
    for (const model of models.filter((candidate) => candidate.area === area)) {
      out.push('', `#### ${model.name}`, '')
      if (model.doc) out.push(model.doc, '')
      const scalars = model.fields.filter((field) => !names.has(field.type.replace(/[?[\]]/g, '')))
      const relations = model.fields.filter((field) => names.has(field.type.replace(/[?[\]]/g, '')))
      out.push('| Field | Type | Attributes | Notes |', '|---|---|---|---|')
      for (const field of scalars) out.push(`| \`${field.name}\` | ${cell(field.type)} | ${cell(code(field.attributes))} | ${cell(field.doc)} |`)
      if (relations.length > 0) {
        out.push('', 'Relations:', '')
        for (const field of relations) {
          const target = field.type.replace(/[?[\]]/g, '')
          const many = field.type.endsWith('[]') ? ' (many)' : field.type.endsWith('?') ? ' (optional)' : ''
          const how = field.attributes ? ` ${code(field.attributes)}` : ''
          out.push(`- \`${field.name}\` → [\`${target}\`](#${anchor(target)})${many}${how}${field.doc ? `: ${field.doc}` : ''}`)
        }
      }
      const sqlIndexes = indexes.filter((index) => index.table === model.name)
      if (model.blocks.length > 0 || sqlIndexes.length > 0) {
        out.push('', 'Indexes and keys:', '')
        for (const block of model.blocks) out.push(`- ${code(block.text)}${block.doc ? `: ${block.doc}` : ''}`)
        for (const index of sqlIndexes) {
          out.push(`- ${code(`${index.name} ON (${index.expression})`)}: expression index, SQL only (migration \`${index.migration}\`; Prisma's schema cannot state it)`)
        }
      }
    }
  }
  return `${out.join('\n')}\n`
}

/** The whole doc: the hand-written part of `current` (up to and including MARKER), then the reference. */
export function renderDataModel(current: string, schema: string, migrations: { name: string; sql: string }[]): string {
  const at = current.indexOf(MARKER)
  if (at < 0) throw new Error(`docs/data-model.md has no generated part: put the line\n${MARKER}\nwhere the reference starts`)
  const prose = current.slice(0, at + MARKER.length)
  return `${prose}\n\n${renderReference(parseSchema(schema), expressionIndexes(migrations))}`
}

/** What docs/data-model.md should be now, from the files in the repository. */
export function expectedDataModelDoc(): string {
  const migrations = migrationNames(sqliteMigrationsDir).map((name) => ({ name, sql: readFileSync(path.join(sqliteMigrationsDir, name, 'migration.sql'), 'utf8') }))
  return renderDataModel(readFileSync(dataModelDocPath, 'utf8'), readSqliteSchema(), migrations)
}
