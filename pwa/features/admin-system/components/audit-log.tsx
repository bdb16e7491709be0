import { useState, type FormEvent } from 'react'
import { ScrollText } from 'lucide-react'
import type { AuditLogEntry } from '@contracts/audit-log'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'
import { useAuditLog, type AuditLogFilters } from '../api/system'
import { formatManilaTime } from '../lib/format'
import { AdminSystemLayout, LoadError } from './admin-system-layout'

const FIELDS: { key: Exclude<keyof AuditLogFilters, 'page'>; label: string; type: 'text' | 'date'; placeholder?: string }[] = [
  { key: 'actor', label: 'Who (username or id)', type: 'text', placeholder: 'e.g. maria_admin' },
  { key: 'action', label: 'Action', type: 'text', placeholder: 'e.g. cache.purge or cache.' },
  { key: 'entity_type', label: 'Entity type', type: 'text', placeholder: 'e.g. cache, post, user' },
  { key: 'entity_id', label: 'Entity id', type: 'text' },
  { key: 'from', label: 'From (Manila date)', type: 'date' },
  { key: 'to', label: 'To (Manila date)', type: 'date' },
]

const show = (value: unknown) => (value === undefined ? '—' : value === null ? 'empty' : typeof value === 'string' ? value : JSON.stringify(value))

/** The fields of an entry, before and after side by side; the ones that changed first, unchanged ones marked. */
export function changedFields(entry: Pick<AuditLogEntry, 'before' | 'after'>): { field: string; before: string; after: string; changed: boolean }[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
  const rows = keys.map((field) => {
    const before = entry.before ? show(entry.before[field]) : '—'
    const after = entry.after ? show(entry.after[field]) : '—'
    return { field, before, after, changed: before !== after }
  })
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)]
}

/** /admin/audit-log: who did what in the admin area and when, newest first, with filters. */
export function AuditLogPage({ filters, onFiltersChange }: { filters: AuditLogFilters; onFiltersChange: (next: AuditLogFilters) => void }) {
  usePageTitle('Audit Log')
  const log = useAuditLog(filters)
  const [draft, setDraft] = useState<AuditLogFilters>(filters)

  function apply(event: FormEvent) {
    event.preventDefault()
    const next: AuditLogFilters = {}
    for (const { key } of FIELDS) {
      const value = draft[key]?.trim()
      if (value) next[key] = value
    }
    onFiltersChange(next)
  }

  const page = filters.page ?? 1
  return (
    <AdminSystemLayout
      title="Audit Log"
      titleId="audit-log-title"
      icon={<ScrollText className="h-8 w-8 text-blue-700" aria-hidden="true" />}
      intro={<p>Every change made in the admin area: who, when, what, and the values before and after. Newest first.</p>}
    >
      <form onSubmit={apply} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3" aria-label="Filter the audit log">
        {FIELDS.map((field) => (
          <label key={field.key} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {field.label}
            <input
              name={field.key}
              type={field.type}
              value={draft[field.key] ?? ''}
              placeholder={field.placeholder}
              maxLength={200}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              className="min-h-11 rounded-md border border-slate-300 px-3 font-normal text-slate-900"
            />
          </label>
        ))}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply filters</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft({})
              onFiltersChange({})
            }}
          >
            Clear
          </Button>
        </div>
      </form>

      <div className="mt-6">
        {log.isPending ? (
          <p role="status" className="text-slate-600">
            Loading the audit log…
          </p>
        ) : log.isError ? (
          <LoadError what="the audit log" error={log.error} retry={() => void log.refetch()} />
        ) : log.data.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">No entries match these filters.</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" role="status">
              {log.data.pagination.total} {log.data.pagination.total === 1 ? 'entry' : 'entries'}
            </p>
            <ol className="space-y-3" aria-label="Audit entries">
              {log.data.data.map((entry) => (
                <li key={entry.id}>
                  <AuditEntryCard entry={entry} />
                </li>
              ))}
            </ol>
            <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => onFiltersChange({ ...filters, page: page - 1 })}>
                Newer
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {Math.max(1, log.data.pagination.total_pages)}
              </span>
              <Button variant="outline" disabled={page >= log.data.pagination.total_pages} onClick={() => onFiltersChange({ ...filters, page: page + 1 })}>
                Older
              </Button>
            </nav>
          </>
        )}
      </div>
    </AdminSystemLayout>
  )
}

function AuditEntryCard({ entry }: { entry: AuditLogEntry }) {
  const changes = changedFields(entry)
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
        <span className="font-mono text-base font-semibold text-slate-900" data-testid="audit-action">
          {entry.action}
        </span>
        <span>
          {entry.entityType}
          {entry.entityId ? ` ${entry.entityId}` : ''}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        by <span className="font-medium text-slate-900">{entry.actor ? `${entry.actor.name} (@${entry.actor.username})` : 'a deleted account'}</span> ·{' '}
        <time dateTime={entry.createdAt}>{formatManilaTime(entry.createdAt)}</time>
      </p>
      {entry.reason ? <p className="mt-1 text-sm text-slate-700">Reason: {entry.reason}</p> : null}
      {changes.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Before
                </th>
                <th scope="col" className="py-1 font-medium">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((row) => (
                <tr key={row.field} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-medium text-slate-900">
                    {row.field}
                    {row.changed ? null : <span className="ml-1 text-xs font-normal text-slate-600">(unchanged)</span>}
                  </th>
                  {row.changed ? (
                    <>
                      <td className="break-all py-1 pr-3 text-red-800">
                        <del className="no-underline">{row.before}</del>
                      </td>
                      <td className="break-all py-1 text-emerald-800">
                        <ins className="no-underline">{row.after}</ins>
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="break-all py-1 pr-3 text-slate-600">{row.before}</td>
                      <td className="break-all py-1 text-slate-600">{row.after}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  )
}
