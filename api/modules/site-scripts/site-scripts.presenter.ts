import type { PublicSiteScript, ScriptPosition, SiteScript } from '../../contracts/site-scripts.ts'
import type { SiteScriptRow } from './site-scripts.repository.ts'

/** The stored JSON list of exclusions (an unreadable value counts as none). */
export function exclusionsOf(row: Pick<SiteScriptRow, 'excludedPaths'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.excludedPaths)
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : []
  } catch {
    return []
  }
}

const positionOf = (row: SiteScriptRow): ScriptPosition => (row.position === 'footer' ? 'footer' : 'header')

export function presentSiteScript(row: SiteScriptRow): SiteScript {
  return {
    id: row.id,
    name: row.name,
    markup: row.markup,
    position: positionOf(row),
    enabled: row.enabled,
    essential: row.essential,
    excludedPaths: exclusionsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function presentPublicScript(row: SiteScriptRow): PublicSiteScript {
  return {
    id: row.id,
    position: positionOf(row),
    markup: row.markup,
    essential: row.essential,
    excludedPaths: exclusionsOf(row),
    version: `${row.id}-${row.updatedAt.getTime()}`,
  }
}

/** What the audit log keeps of a script (the markup is cut by the log itself when long). */
export function auditedFields(script: SiteScript): Record<string, unknown> {
  const { name, markup, position, enabled, essential, excludedPaths } = script
  return { name, markup, position, enabled, essential, excludedPaths }
}

/** Only the fields that differ, before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key]
      a[key] = after[key]
    }
  }
  return { before: b, after: a }
}
