import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { EyeOff, Flag, MessageSquareWarning, RotateCcw, Star, Trash2 } from 'lucide-react'
import type { BulkAction, ModerationItem, ModerationPostType, ModerationStatus } from '@contracts/admin-moderation'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useBulkModeration, useModerationAction, useModerationQueue, type ModerationFilters, type SingleAction } from '../api/moderation'

const REASON_MAX = 500
const STATUS_LABELS: Record<ModerationStatus, string> = { all: 'All', reported: 'Reported', visible: 'Visible', hidden: 'Hidden' }
const CONTENT_LABELS: Record<number, string> = { 1: 'Place', 2: 'Movie', 3: 'Restaurant' }
const ACTION_WORDS: Record<SingleAction, { title: string; button: string; done: string }> = {
  hide: { title: 'Hide', button: 'Hide', done: 'Hidden' },
  restore: { title: 'Restore', button: 'Restore', done: 'Restored' },
  dismiss: { title: 'Dismiss reports on', button: 'Dismiss reports', done: 'Reports dismissed' },
  delete: { title: 'Delete', button: 'Delete', done: 'Deleted' },
}

interface Pending {
  action: SingleAction
  ids: number[]
}

const errorText = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.')
const dateTime = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })

/**
 * /admin/reviews and /admin/comments (issue 15, decision 027): the moderation queue of one kind of post,
 * reported first then newest, with filters, per-post actions and bulk actions. Hiding asks for the reason
 * the author will see; deleting asks for confirmation. Moderators and admins; the server checks again.
 */
export function ModerationQueue({ postType }: { postType: ModerationPostType }) {
  const noun = postType === 'review' ? 'review' : 'reply'
  const plural = postType === 'review' ? 'reviews' : 'replies'
  const title = postType === 'review' ? 'Review moderation' : 'Comment moderation'
  usePageTitle(title)
  const [filters, setFilters] = useState<ModerationFilters>({ postType, status: 'all', contentTypeId: '', rating: '', author: '', from: '', to: '', page: 1 })
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [pending, setPending] = useState<Pending | null>(null)
  const [reason, setReason] = useState('')
  const queue = useModerationQueue(filters)
  const single = useModerationAction()
  const many = useBulkModeration()
  const busy = single.isPending || many.isPending
  const items = queue.data?.data ?? []

  function change<K extends keyof ModerationFilters>(key: K, value: ModerationFilters[K]) {
    setFilters((current) => ({ ...current, [key]: value, page: key === 'page' ? (value as number) : 1 }))
    setSelected(new Set())
  }

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  function open(action: SingleAction, ids: number[]) {
    setReason('')
    setPending({ action, ids })
  }

  function confirm(event?: FormEvent) {
    event?.preventDefault()
    if (!pending) return
    const text = reason.trim()
    if (pending.action === 'hide' && !text) return
    const words = ACTION_WORDS[pending.action]
    if (pending.ids.length === 1) {
      single.mutate(
        { action: pending.action, id: pending.ids[0]!, reason: text || undefined },
        {
          onSuccess: (result) => {
            setPending(null)
            setSelected(new Set())
            toast({ title: words.done, description: result.message })
          },
          onError: (error) => {
            setPending(null)
            toast({ variant: 'destructive', title: `${words.button} failed`, description: errorText(error) })
          },
        },
      )
      return
    }
    const bulkAction: BulkAction = pending.action
    many.mutate(
      { action: bulkAction, ids: pending.ids, reason: text || undefined },
      {
        onSuccess: (result) => {
          setPending(null)
          setSelected(new Set())
          const skipped = result.skipped.length ? ` ${result.skipped.length} skipped: ${result.skipped[0]!.message}` : ''
          toast({ title: words.done, description: `${result.done.length} ${result.done.length === 1 ? noun : plural} done.${skipped}` })
        },
        onError: (error) => {
          setPending(null)
          toast({ variant: 'destructive', title: `${words.button} failed`, description: errorText(error) })
        },
      },
    )
  }

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id))
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id)
  const pagination = queue.data?.pagination

  return (
    <section aria-labelledby="moderation-title" className="mx-auto max-w-5xl px-4 pb-24 pt-8">
      <Link to="/admin/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <h1 id="moderation-title" className="mt-2 flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <MessageSquareWarning className="h-7 w-7 text-blue-700" aria-hidden="true" />
        {title}
      </h1>
      <nav aria-label="Moderation queues" className="mt-3 flex gap-2 text-sm">
        <Link to="/admin/reviews" className="rounded-full px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100" activeProps={{ className: 'bg-blue-50 text-blue-800' }}>
          Reviews
        </Link>
        <Link to="/admin/comments" className="rounded-full px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100" activeProps={{ className: 'bg-blue-50 text-blue-800' }}>
          Comments
        </Link>
      </nav>

      <form className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm lg:grid-cols-6" onSubmit={(event) => event.preventDefault()} aria-label="Filters">
        <label className="flex flex-col text-xs font-medium text-slate-700">
          Status
          <select className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm" value={filters.status} onChange={(event) => change('status', event.target.value as ModerationStatus)}>
            {(Object.keys(STATUS_LABELS) as ModerationStatus[]).map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-700">
          Content
          <select className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm" value={filters.contentTypeId} onChange={(event) => change('contentTypeId', event.target.value as ModerationFilters['contentTypeId'])}>
            <option value="">All content</option>
            <option value="1">Places</option>
            <option value="2">Movies</option>
            <option value="3">Restaurants</option>
          </select>
        </label>
        {postType === 'review' ? (
          <label className="flex flex-col text-xs font-medium text-slate-700">
            Rating
            <select className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm" value={filters.rating} onChange={(event) => change('rating', event.target.value as ModerationFilters['rating'])}>
              <option value="">Any rating</option>
              {['1', '2', '3', '4', '5'].map((value) => (
                <option key={value} value={value}>
                  {value} {value === '1' ? 'star' : 'stars'}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col text-xs font-medium text-slate-700">
          Author
          <input className="mt-1 h-11 rounded-lg border border-slate-300 px-2 text-sm" type="search" maxLength={60} placeholder="Name or @username" value={filters.author} onChange={(event) => change('author', event.target.value)} />
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-700">
          From
          <input className="mt-1 h-11 rounded-lg border border-slate-300 px-2 text-sm" type="date" value={filters.from} onChange={(event) => change('from', event.target.value)} />
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-700">
          To
          <input className="mt-1 h-11 rounded-lg border border-slate-300 px-2 text-sm" type="date" value={filters.to} onChange={(event) => change('to', event.target.value)} />
        </label>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Bulk actions">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))} disabled={items.length === 0} />
          Select all on this page
        </label>
        <span className="text-sm text-slate-600" aria-live="polite">
          {selectedIds.length} selected
        </span>
        <Button size="sm" variant="outline" disabled={selectedIds.length === 0 || busy} onClick={() => open('hide', selectedIds)}>
          <EyeOff className="h-4 w-4" aria-hidden="true" />
          Hide selected
        </Button>
        <Button size="sm" variant="outline" disabled={selectedIds.length === 0 || busy} onClick={() => open('restore', selectedIds)}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Restore selected
        </Button>
        <Button size="sm" variant="outline" disabled={selectedIds.length === 0 || busy} onClick={() => open('dismiss', selectedIds)}>
          Dismiss reports
        </Button>
        <Button size="sm" variant="destructive" disabled={selectedIds.length === 0 || busy} onClick={() => open('delete', selectedIds)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete selected
        </Button>
      </div>

      <div className="mt-4">
        {queue.isPending ? (
          <p role="status" className="text-slate-600">
            Loading {plural}…
          </p>
        ) : queue.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">Couldn’t load the queue.</p>
            <p className="mt-1 text-sm">{errorText(queue.error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">No {plural} match these filters.</p>
        ) : (
          <ul className="space-y-3" aria-label={`${plural} to moderate`}>
            {items.map((item) => (
              <li key={item.id}>
                <ModerationCard item={item} noun={noun} checked={selected.has(item.id)} onToggle={() => toggle(item.id)} onAction={(action) => open(action, [item.id])} busy={busy} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {pagination && pagination.total_pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => change('page', filters.page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {pagination.page} of {pagination.total_pages}
          </span>
          <Button variant="outline" size="sm" disabled={filters.page >= pagination.total_pages} onClick={() => change('page', filters.page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}

      <DialogRoot open={pending !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setPending(null))}>
        {pending ? (
          <DialogContent
            title={`${ACTION_WORDS[pending.action].title} ${pending.ids.length === 1 ? `this ${noun}` : `${pending.ids.length} ${plural}`}?`}
            description={
              pending.action === 'hide'
                ? 'It disappears from every public page, list, feed and rating. Its author still sees it, with your reason.'
                : pending.action === 'delete'
                  ? 'This removes it for good, with its replies, likes and reports. This can’t be undone.'
                  : pending.action === 'restore'
                    ? 'It shows again everywhere and counts in ratings again.'
                    : 'The open reports are closed; the post stays as it is.'
            }
          >
            <form onSubmit={confirm} className="space-y-3">
              <label className="flex flex-col text-sm font-medium text-slate-800">
                {pending.action === 'hide' ? 'Reason shown to the author' : 'Note for the audit log (optional)'}
                <textarea
                  className="mt-1 min-h-24 rounded-lg border border-slate-300 p-2 text-sm"
                  maxLength={REASON_MAX}
                  required={pending.action === 'hide'}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" variant={pending.action === 'delete' ? 'destructive' : 'primary'} disabled={busy || (pending.action === 'hide' && !reason.trim())}>
                  {ACTION_WORDS[pending.action].button}
                </Button>
              </div>
            </form>
          </DialogContent>
        ) : null}
      </DialogRoot>
    </section>
  )
}

function ModerationCard({
  item,
  noun,
  checked,
  onToggle,
  onAction,
  busy,
}: {
  item: ModerationItem
  noun: string
  checked: boolean
  onToggle: () => void
  onAction: (action: SingleAction) => void
  busy: boolean
}) {
  const headingId = `moderation-${item.id}`
  return (
    <article aria-labelledby={headingId} data-testid="moderation-item" className={`rounded-xl border bg-white p-4 shadow-sm ${item.hidden ? 'border-amber-300' : item.openReports ? 'border-red-300' : 'border-slate-200'}`}>
      <div className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" checked={checked} onChange={onToggle} aria-label={`Select ${noun} by @${item.author.username}`} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="break-words text-base font-semibold text-slate-900">
            {item.title ?? `${noun[0]!.toUpperCase()}${noun.slice(1)} by @${item.author.username}`}
          </h2>
          <p className="text-sm text-slate-600">
            @{item.author.username}
            {item.author.name ? ` (${item.author.name})` : ''} · {CONTENT_LABELS[item.contentTypeId] ?? 'Content'}{' '}
            {item.contentUrl ? (
              <a href={item.contentUrl} className="text-blue-700 hover:underline">
                {item.contentName ?? item.externalContentId}
              </a>
            ) : (
              (item.contentName ?? item.externalContentId)
            )}{' '}
            · <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time>
          </p>
          <div className="mt-1 flex flex-wrap gap-2 text-xs">
            {item.rating != null ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">
                <Star className="h-3.5 w-3.5" aria-hidden="true" />
                {item.rating}
              </span>
            ) : null}
            {item.openReports > 0 ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800" data-testid="open-reports">
                <Flag className="h-3.5 w-3.5" aria-hidden="true" />
                {item.openReports} open {item.openReports === 1 ? 'report' : 'reports'}
              </span>
            ) : null}
            {item.hidden ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900" data-testid="hidden-badge">
                <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
                Hidden{item.hidden.reason ? `: ${item.hidden.reason}` : ''}
              </span>
            ) : null}
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{item.content}</p>
          {item.reports.length > 0 ? (
            <ul className="mt-2 space-y-1 rounded-lg bg-red-50/60 p-2 text-xs text-red-950" aria-label="Reports">
              {item.reports.map((report) => (
                <li key={report.id}>
                  <span className="font-semibold">{report.reason}</span> by @{report.reporter.username}
                  {report.details ? `: ${report.details}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {item.hidden ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('restore')}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                Restore
              </Button>
            ) : (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('hide')}>
                <EyeOff className="h-4 w-4" aria-hidden="true" />
                Hide
              </Button>
            )}
            {item.openReports > 0 ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('dismiss')}>
                Dismiss reports
              </Button>
            ) : null}
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => onAction('delete')}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
      </div>
    </article>
  )
}
