import type { AdminReflink, ReflinkArticle } from '../../contracts/admin-reflinks.ts'
import { articlePath } from '../../contracts/article-sections.ts'
import { reflinkRel } from '../../lib/reflinks.ts'
import type { EditableReflinkRow, ReflinkRow } from './admin-reflinks.repository.ts'

export function presentReflink(row: ReflinkRow): AdminReflink {
  return {
    id: row.id,
    phrase: row.phrase,
    url: row.url,
    paid: row.paid,
    enabled: row.enabled,
    caseSensitive: row.caseSensitive,
    note: row.note,
    rel: reflinkRel(row.paid),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** An article in the preview's picker: its id, title and public path. */
export function presentReflinkArticle(row: { id: number; slug: string; title: string; categories: { id: number }[] }): ReflinkArticle {
  return { id: row.id, title: row.title, link: articlePath({ id: row.id, slug: row.slug, categories: row.categories.map((category) => category.id) }) }
}

/** The audit log's before/after: only the fields that differ (all of them when one side is missing). */
export function changedReflinkFields(before: EditableReflinkRow | null, after: EditableReflinkRow | null): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ? { ...before } : null, after: after ? { ...after } : null }
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const key of Object.keys(after) as (keyof EditableReflinkRow)[]) {
    if (before[key] !== after[key]) {
      b[key] = before[key]
      a[key] = after[key]
    }
  }
  return { before: b, after: a }
}
