import type { PublicSeoOverrideResponse, SeoOverride } from '../../contracts/seo.ts'
import type { OverrideRow } from './seo.repository.ts'

export function presentOverride(row: OverrideRow): SeoOverride {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What a public page needs: no ids or dates. */
export function presentPublicOverride(row: OverrideRow): NonNullable<PublicSeoOverrideResponse['data']> {
  return { path: row.path, title: row.title, description: row.description }
}
