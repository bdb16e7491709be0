import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarPlus, Upload } from 'lucide-react'
import type { AdminEvent } from '@contracts/admin-events'
import { ADMIN_EVENT_STATUSES, type AdminEventStatus } from '@contracts/admin-events-rules'
import { Button, buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminEventAction, useDeleteAdminEvent } from '../api/admin-event-writes'
import { useAdminEvents, type AdminEventsSearch } from '../api/get-admin-events'

const STATUS_LABELS: Record<AdminEventStatus, string> = { pending: 'Waiting for review', published: 'Published', rejected: 'Rejected', unpublished: 'Unpublished' }
const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  unpublished: 'bg-slate-200 text-slate-900',
}
const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900'

const whenFormat = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' })

function failure(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback
}

/**
 * /admin/events: every event whatever its status, with tabs per status (submissions waiting for review
 * first in line), search, a date range, and the actions each status allows. Destructive actions ask first.
 */
export function AdminEventsList({ search, onSearch }: { search: AdminEventsSearch; onSearch: (next: AdminEventsSearch) => void }) {
  usePageTitle('Events · Admin')
  const { data, isPending, isError, error } = useAdminEvents(search)
  const [q, setQ] = useState(search.q ?? '')
  const [from, setFrom] = useState(search.from ?? '')
  const [to, setTo] = useState(search.to ?? '')
  const counts = data?.counts ?? {}
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)

  function applyFilters(e: FormEvent) {
    e.preventDefault()
    onSearch({ ...search, q: q.trim() || undefined, from: from || undefined, to: to || undefined, page: undefined })
  }

  return (
    <section aria-labelledby="admin-events-title" className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:pt-8">
      <Link to="/admin/dashboard" className="text-sm font-semibold text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-events-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Events
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/events/create" className={buttonClasses({ size: 'md' })}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Create event
          </Link>
          <Link to="/admin/events/import" className={buttonClasses({ size: 'md', variant: 'outline' })}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Import
          </Link>
        </div>
      </div>

      <nav aria-label="Filter by status" className="mt-5 flex gap-2 overflow-x-auto pb-1">
        {[undefined, ...ADMIN_EVENT_STATUSES].map((status) => {
          const active = search.status === status
          const label = status ? STATUS_LABELS[status] : 'All'
          const count = status ? (counts[status] ?? 0) : total
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onSearch({ ...search, status, page: undefined })}
              className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-semibold ${active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'}`}
            >
              {label} <span className="tabular-nums">({count})</span>
            </button>
          )
        })}
      </nav>

      <form onSubmit={applyFilters} className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <label className="block text-sm font-semibold text-slate-900">
          Search
          <input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Title, venue or city" maxLength={100} className={FIELD} />
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Starts from
          <input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} className={FIELD} />
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          to
          <input type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} className={FIELD} />
        </label>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>

      {isError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure(error, 'The events could not be loaded.')}
        </p>
      ) : isPending ? (
        <p className="mt-6 text-slate-700">Loading events…</p>
      ) : data.data.length === 0 ? (
        <p className="mt-6 text-slate-700">No events match these filters.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Events">
          {data.data.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}

      {data && data.pagination.total_pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          <Button variant="outline" disabled={data.pagination.page <= 1} onClick={() => onSearch({ ...search, page: data.pagination.page - 1 })}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {data.pagination.page} of {data.pagination.total_pages}
          </span>
          <Button variant="outline" disabled={data.pagination.page >= data.pagination.total_pages} onClick={() => onSearch({ ...search, page: data.pagination.page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  )
}

function EventRow({ event }: { event: AdminEvent }) {
  const action = useAdminEventAction()
  const remove = useDeleteAdminEvent()
  const [confirming, setConfirming] = useState<null | 'delete' | 'reject'>(null)
  const [reason, setReason] = useState('')
  const busy = action.isPending || remove.isPending

  function act(name: 'publish' | 'unpublish' | 'approve' | 'reject') {
    action.mutate(
      { id: event.id, action: name, reason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          setConfirming(null)
          toast({ title: result.message ?? 'Done', description: event.title })
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Not done', description: failure(error, 'Please try again.') }),
      },
    )
  }

  function onDelete() {
    remove.mutate(
      { id: event.id },
      {
        onSuccess: (result) => toast({ title: result.message, description: event.title }),
        onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: failure(error, 'Please try again.') }),
      },
    )
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-event">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[event.status] ?? ''}`}>{STATUS_LABELS[event.status as AdminEventStatus] ?? event.status}</span>
            <span className="text-xs text-slate-600">{event.category}</span>
            {event.imported ? <span className="text-xs text-slate-600">· Imported</span> : null}
          </p>
          <h2 className="mt-1 break-words text-lg font-semibold text-slate-900">{event.title}</h2>
          <p className="text-sm text-slate-700">
            {whenFormat.format(new Date(event.startDate))} · {event.venue}, {event.location}
          </p>
          {event.submittedBy ? <p className="text-xs text-slate-600">Submitted by @{event.submittedBy.username}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {event.status === 'pending' ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => act('approve')}>
                Approve
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming('reject')}>
                Reject
              </Button>
            </>
          ) : event.status === 'published' ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => act('unpublish')}>
              Unpublish
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => act('publish')}>
              Publish
            </Button>
          )}
          <Link to="/admin/events/edit/$id" params={{ id: String(event.id) }} className={buttonClasses({ size: 'sm', variant: 'outline' })} aria-label={`Edit ${event.title}`}>
            Edit
          </Link>
          {event.status === 'published' ? (
            <a href={event.url} className={buttonClasses({ size: 'sm', variant: 'ghost' })} aria-label={`View ${event.title} on Gala`}>
              View
            </a>
          ) : null}
          <Button size="sm" variant="ghost" className="text-red-800" disabled={busy} onClick={() => setConfirming('delete')} aria-label={`Delete ${event.title}`}>
            Delete
          </Button>
        </div>
      </div>
      {confirming === 'delete' ? (
        <div role="alertdialog" aria-label="Confirm delete" className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">Delete “{event.title}” for good? This cannot be undone.</p>
          <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete} autoFocus>
            Delete event
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {confirming === 'reject' ? (
        <div role="alertdialog" aria-label="Confirm reject" className="mt-3 space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
          <label className="block text-sm font-semibold text-slate-900">
            Reason (optional, kept in the audit log)
            <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className={FIELD} autoFocus />
          </label>
          <div className="flex gap-2">
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => act('reject')}>
              Reject event
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  )
}
