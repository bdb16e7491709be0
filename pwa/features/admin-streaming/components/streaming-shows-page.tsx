import { useDeferredValue, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { STREAMING_NETWORKS, type AdminStreamingShow, type StreamingNetworkSlug } from '@contracts/tv'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { formatShowDate } from '@/features/theaters/lib/showtime'
import { failure } from '@/lib/server-issues'
import { usePageTitle } from '@/lib/use-page-title'
import { useDeleteStreamingShow, useStreamingShows } from '../api/streaming-shows'
import { StreamingShowForm } from './streaming-show-form'

const STATUS_LABELS: Record<AdminStreamingShow['status'], string> = { upcoming: 'Upcoming', new: 'New', streaming: 'Streaming' }
const STATUS_CLASSES: Record<AdminStreamingShow['status'], string> = {
  upcoming: 'bg-amber-100 text-amber-900',
  new: 'bg-green-100 text-green-900',
  streaming: 'bg-slate-100 text-slate-800',
}

/**
 * /admin/streaming-shows (issue 18, decision 038): the new and upcoming titles of the streaming networks that the
 * TV pages and "Tell me when it streams" use. Search and filter by network, add, edit and delete; every write is
 * audited by the server. Deleting a title with waiting alerts says how many people asked.
 */
export function StreamingShowsPage() {
  usePageTitle('Streaming Shows · Admin')
  const [query, setQuery] = useState('')
  const [network, setNetwork] = useState<StreamingNetworkSlug | ''>('')
  const [page, setPage] = useState(1)
  const q = useDeferredValue(query)
  const { data, isPending, isError, error, isPlaceholderData } = useStreamingShows({ q, network: network || undefined, page })
  const [editing, setEditing] = useState<AdminStreamingShow | 'new' | null>(null)
  const totalPages = data?.pagination.total_pages ?? 1

  return (
    <section aria-labelledby="streaming-shows-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <Link to="/admin/dashboard" className="text-sm font-semibold text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="streaming-shows-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Streaming Shows
        </h1>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> New title
          </Button>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Titles coming to or new on the streaming networks. An upcoming title offers “Tell me when it streams”; the alerts go out on its streaming date (Manila).
      </p>

      {editing !== null ? (
        <div className="mt-5">
          <StreamingShowForm key={editing === 'new' ? 'new' : editing.id} show={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </div>
      ) : null}

      <form role="search" aria-label="Streaming titles" className="mt-6 grid gap-3 sm:grid-cols-[1fr_14rem]" onSubmit={(e) => e.preventDefault()}>
        <label className="block text-sm font-semibold text-slate-900">
          Search titles
          <input
            type="search"
            name="q"
            value={query}
            maxLength={100}
            onChange={(e) => {
              setQuery(e.target.value)
              setPage(1)
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Network
          <select
            name="network"
            value={network}
            onChange={(e) => {
              setNetwork(e.target.value as StreamingNetworkSlug | '')
              setPage(1)
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
          >
            <option value="">All networks</option>
            {STREAMING_NETWORKS.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      </form>

      {isError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure(error, 'The titles could not be loaded.')}
        </p>
      ) : isPending ? (
        <p className="mt-6 text-slate-700">Loading titles…</p>
      ) : data.data.length === 0 ? (
        <p className="mt-6 text-slate-700">No titles match.</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700" aria-live="polite">
            {data.pagination.total} {data.pagination.total === 1 ? 'title' : 'titles'}
          </p>
          <ul className={`mt-2 space-y-3 ${isPlaceholderData ? 'opacity-60' : ''}`} aria-label="Streaming titles" aria-busy={isPlaceholderData}>
            {data.data.map((show) => (
              <ShowRow key={show.id} show={show} onEdit={() => setEditing(show)} />
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {totalPages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage((current) => current + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}

function ShowRow({ show, onEdit }: { show: AdminStreamingShow; onEdit: () => void }) {
  const remove = useDeleteStreamingShow()
  const [confirming, setConfirming] = useState(false)

  function onDelete() {
    remove.mutate(
      { id: show.id },
      {
        onSuccess: () => toast({ title: 'Title deleted', description: show.title }),
        onError: (err) => toast({ variant: 'destructive', title: 'Not deleted', description: failure(err, 'Please try again.') }),
      },
    )
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="streaming-show">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">
            {show.title}
            {show.season != null ? <span className="font-normal text-slate-700"> · Season {show.season}</span> : null}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_CLASSES[show.status]}`}>{STATUS_LABELS[show.status]}</span>
            <span className="text-slate-800">{show.network.name}</span>
            <span className="text-slate-700">
              from <time dateTime={show.streaming_date}>{formatShowDate(show.streaming_date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}</time>
            </span>
            {show.is_featured ? <span className="rounded-full bg-blue-100 px-2 py-0.5 font-semibold text-blue-900">Featured</span> : null}
            <span className="text-slate-700" data-testid="waiting-alerts">
              {show.waiting_alerts} {show.waiting_alerts === 1 ? 'alert' : 'alerts'} waiting
            </span>
          </p>
          {show.genres.length > 0 ? <p className="mt-1 text-sm text-slate-700">{show.genres.join(', ')}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${show.title}`}>
            Edit
          </Button>
          <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => setConfirming(true)} aria-label={`Delete ${show.title}`}>
            Delete
          </Button>
        </div>
      </div>
      {confirming ? (
        <div role="group" aria-label={`Delete ${show.title}?`} className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">
            Delete this title?
            {show.waiting_alerts > 0 ? ` ${show.waiting_alerts} ${show.waiting_alerts === 1 ? 'person asked' : 'people asked'} to be told when it streams; their alerts go too.` : ''}
          </p>
          <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={onDelete}>
            Delete title
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : null}
    </li>
  )
}
