import { useId, useState, type FormEvent } from 'react'
import {
  STREAMING_GENRES_MAX,
  STREAMING_NETWORKS,
  STREAMING_SYNOPSIS_MAX,
  STREAMING_TITLE_KINDS,
  STREAMING_TITLE_MAX,
  type AdminStreamingShow,
  type StreamingNetworkSlug,
  type StreamingTitleKind,
} from '@contracts/tv'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { failure, issuesOf } from '@/lib/server-issues'
import { useCreateStreamingShow, useUpdateStreamingShow } from '../api/streaming-shows'

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700'
const FIELDS = ['title', 'network', 'streamingDate', 'kind', 'season', 'genres', 'synopsis', 'featured'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field | 'form', string>>

const KIND_LABELS: Record<StreamingTitleKind, string> = { series: 'Series', movie: 'Movie', special: 'Special' }

/** The server's field messages (the shared zod contract's wording) by field, or one message for the form. */
function errorsFrom(error: unknown): Errors {
  const errors: Errors = {}
  // "genres.0" is the genres field's message.
  for (const [key, message] of Object.entries(issuesOf(error))) {
    const field = (key.split('.')[0] ?? '') as Field
    if (FIELDS.includes(field)) errors[field] ??= message
  }
  if (Object.keys(errors).length === 0) errors.form = failure(error, 'The title could not be saved. Please try again.')
  return errors
}

/** "Drama, Thriller" → ['Drama', 'Thriller'] (empty names dropped; the server checks the rest). */
function genreList(text: string): string[] {
  return text
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean)
}

interface Values {
  title: string
  network: StreamingNetworkSlug
  streamingDate: string
  kind: StreamingTitleKind
  season: string
  genres: string
  synopsis: string
  featured: boolean
}

/**
 * Create or edit a streaming title: title, network, the Manila date it starts streaming, kind, season, genres,
 * synopsis and "featured". The server validates with the shared contract and its messages show by the fields.
 */
export function StreamingShowForm({ show, onDone }: { show?: AdminStreamingShow; onDone: () => void }) {
  const id = useId()
  const create = useCreateStreamingShow()
  const update = useUpdateStreamingShow()
  const [values, setValues] = useState<Values>({
    title: show?.title ?? '',
    network: (show?.network.slug as StreamingNetworkSlug | undefined) ?? 'netflix',
    streamingDate: show?.streaming_date ?? '',
    kind: show?.kind ?? 'series',
    season: show?.season == null ? '' : String(show.season),
    genres: show?.genres.join(', ') ?? '',
    synopsis: show?.synopsis ?? '',
    featured: show?.is_featured ?? false,
  })
  const [errors, setErrors] = useState<Errors>({})
  const busy = create.isPending || update.isPending
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }))

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    const season = values.season.trim() === '' ? null : Number(values.season)
    if (season !== null && !Number.isInteger(season)) return setErrors({ season: 'Season must be a whole number between 1 and 99' })
    const body = {
      title: values.title,
      network: values.network,
      streamingDate: values.streamingDate,
      kind: values.kind,
      season,
      genres: genreList(values.genres),
      synopsis: values.synopsis,
      featured: values.featured,
    }
    const handlers = {
      onSuccess: () => {
        toast({ title: show ? 'Title updated' : 'Title added', description: values.title.trim() })
        onDone()
      },
      onError: (error: unknown) => setErrors(errorsFrom(error)),
    }
    if (show) update.mutate({ id: show.id, ...body }, handlers)
    else create.mutate(body, handlers)
  }

  const errorId = (field: Field) => `${id}-${field}-error`
  const invalid = (field: Field) => ({ 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errors[field] ? errorId(field) : undefined })
  const fieldError = (field: Field) =>
    errors[field] ? (
      <span id={errorId(field)} className="mt-1 block text-sm font-normal text-red-700">
        {errors[field]}
      </span>
    ) : null

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {show ? `Edit “${show.title}”` : 'New streaming title'}
      </h2>
      {errors.form ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-slate-900 sm:col-span-2">
          Title
          <input
            name="title"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            required
            maxLength={STREAMING_TITLE_MAX}
            autoComplete="off"
            className={FIELD}
            {...invalid('title')}
          />
          {fieldError('title')}
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Network
          <select name="network" value={values.network} onChange={(e) => set('network', e.target.value as StreamingNetworkSlug)} className={FIELD} {...invalid('network')}>
            {STREAMING_NETWORKS.map((network) => (
              <option key={network.slug} value={network.slug}>
                {network.name}
              </option>
            ))}
          </select>
          {fieldError('network')}
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Streaming date <span className="font-normal text-slate-600">(Manila)</span>
          <input
            name="streamingDate"
            type="date"
            value={values.streamingDate}
            onChange={(e) => set('streamingDate', e.target.value)}
            required
            className={FIELD}
            {...invalid('streamingDate')}
          />
          {fieldError('streamingDate')}
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Kind
          <select name="kind" value={values.kind} onChange={(e) => set('kind', e.target.value as StreamingTitleKind)} className={FIELD} {...invalid('kind')}>
            {STREAMING_TITLE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
          {fieldError('kind')}
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Season <span className="font-normal text-slate-600">(optional)</span>
          <input
            name="season"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={values.season}
            onChange={(e) => set('season', e.target.value)}
            className={FIELD}
            {...invalid('season')}
          />
          {fieldError('season')}
        </label>
        <label className="block text-sm font-semibold text-slate-900 sm:col-span-2">
          Genres <span className="font-normal text-slate-600">(separated by commas, at most {STREAMING_GENRES_MAX})</span>
          <input name="genres" value={values.genres} onChange={(e) => set('genres', e.target.value)} autoComplete="off" className={FIELD} {...invalid('genres')} />
          {fieldError('genres')}
        </label>
        <label className="block text-sm font-semibold text-slate-900 sm:col-span-2">
          Synopsis
          <textarea
            name="synopsis"
            value={values.synopsis}
            onChange={(e) => set('synopsis', e.target.value)}
            rows={4}
            maxLength={STREAMING_SYNOPSIS_MAX}
            className={FIELD}
            {...invalid('synopsis')}
          />
          {fieldError('synopsis')}
        </label>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" name="featured" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} className="h-5 w-5" />
        Featured on the streaming pages
      </label>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : show ? 'Save changes' : 'Add title'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
