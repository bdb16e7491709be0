import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { EVENT_CSV_COLUMNS, EVENT_CSV_TEMPLATE, EVENT_IMPORT_LIMITS, type EventImportResponse, type EventImportRequest } from '@contracts/admin-events'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useImportEvents } from '../api/admin-event-writes'

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900'
const ROW_STYLES = { new: 'bg-green-100 text-green-900', duplicate: 'bg-slate-200 text-slate-900', invalid: 'bg-red-100 text-red-900' } as const
const ROW_LABELS = { new: 'New', duplicate: 'Already imported', invalid: 'Error' } as const
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EVENT_CSV_TEMPLATE)}`

/**
 * /admin/events/import: a CSV file or an iCalendar file or URL. "Preview" sends a dry run and shows every
 * row (new, already imported, or its errors with the line); "Import" then creates the new ones. The same
 * file imported again adds nothing (decision 029).
 */
export function EventImport() {
  usePageTitle('Import events · Admin')
  const id = useId()
  const run = useImportEvents()
  const [format, setFormat] = useState<'csv' | 'ics'>('csv')
  const [source, setSource] = useState<'file' | 'url'>('file')
  const [content, setContent] = useState<{ name: string; text: string } | null>(null)
  const [url, setUrl] = useState('')
  const [publish, setPublish] = useState(true)
  const [result, setResult] = useState<EventImportResponse | null>(null)
  const [error, setError] = useState<string | null>(null)

  const request = (dryRun: boolean): EventImportRequest => ({
    format,
    ...(source === 'url' && format === 'ics' ? { url: url.trim() } : { content: content?.text ?? '' }),
    dryRun,
    status: publish ? 'published' : 'unpublished',
  })

  async function onFile(file: File | undefined) {
    setResult(null)
    setError(null)
    if (!file) return setContent(null)
    if (file.size > EVENT_IMPORT_LIMITS.maxChars) {
      setContent(null)
      return setError(`The file is larger than ${EVENT_IMPORT_LIMITS.maxChars / 1_000_000} MB`)
    }
    setContent({ name: file.name, text: await file.text() })
    if (/\.ics$/i.test(file.name)) setFormat('ics')
    else if (/\.csv$/i.test(file.name)) setFormat('csv')
  }

  function send(dryRun: boolean) {
    setError(null)
    run.mutate(request(dryRun), {
      onSuccess: (answer) => {
        setResult(answer)
        if (!answer.dryRun) toast({ title: `Imported ${answer.counts.created} events`, description: answer.message })
      },
      onError: (failure) => {
        const message = (failure instanceof ApiError && failure.serverMessage) || 'The import failed. Please try again.'
        setError(message)
        setResult(null)
      },
    })
  }

  function onPreview(e: FormEvent) {
    e.preventDefault()
    send(true)
  }

  const ready = source === 'url' && format === 'ics' ? url.trim() !== '' : content !== null
  const canImport = result?.dryRun === true && result.counts.new > 0

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:pt-8">
      <Link to="/admin/events" className="text-sm font-semibold text-blue-700 hover:underline">
        Events
      </Link>
      <h1 id={`${id}-title`} className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        Import events
      </h1>
      <p className="mt-1 text-slate-700">Preview first: nothing is saved until you press Import. Rows already imported are skipped.</p>

      <form onSubmit={onPreview} className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Format</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['csv', 'ics'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="radio" name="format" value={value} checked={format === value} onChange={() => (setFormat(value), setResult(null))} />
                {value === 'csv' ? 'CSV file' : 'iCalendar (.ics)'}
              </label>
            ))}
          </div>
        </fieldset>
        {format === 'ics' ? (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Source</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['file', 'url'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                  <input type="radio" name="source" value={value} checked={source === value} onChange={() => (setSource(value), setResult(null))} />
                  {value === 'file' ? 'A file' : 'A web address (URL)'}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {format === 'ics' && source === 'url' ? (
          <label className="block text-sm font-semibold text-slate-900">
            Calendar URL
            <input type="url" name="url" value={url} onChange={(e) => (setUrl(e.target.value), setResult(null))} placeholder="https://example.com/events.ics" className={FIELD} />
          </label>
        ) : (
          <label className="block text-sm font-semibold text-slate-900">
            File to import
            <input type="file" name="file" accept={format === 'csv' ? '.csv,text/csv' : '.ics,text/calendar'} onChange={(e) => void onFile(e.target.files?.[0])} className={FIELD} />
          </label>
        )}
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <input type="checkbox" name="publish" checked={publish} onChange={(e) => setPublish(e.target.checked)} className="h-5 w-5" />
          Publish the imported events at once
        </label>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant={canImport ? 'outline' : 'primary'} disabled={!ready || run.isPending}>
            {run.isPending && run.variables?.dryRun ? 'Checking…' : 'Preview'}
          </Button>
          <Button type="button" disabled={!canImport || run.isPending} onClick={() => send(false)}>
            {run.isPending && run.variables?.dryRun === false ? 'Importing…' : result?.dryRun ? `Import ${result.counts.new} events` : 'Import'}
          </Button>
        </div>
      </form>

      {result ? <ImportResult result={result} /> : null}

      {format === 'csv' ? (
        <section aria-labelledby={`${id}-columns`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id={`${id}-columns`} className="text-lg font-semibold text-slate-900">
            CSV columns
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The first row names the columns, in any order. Times are Manila time.{' '}
            <a href={TEMPLATE_HREF} download="gala-events-template.csv" className="font-semibold text-blue-700 hover:underline">
              Download the template
            </a>
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {EVENT_CSV_COLUMNS.map((column) => (
              <div key={column.name} className="contents">
                <dt className="font-mono font-semibold text-slate-900">
                  {column.name}
                  {column.required ? ' *' : ''}
                </dt>
                <dd className="text-slate-700">{column.help}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <p className="mt-8 text-sm text-slate-700">
          iCalendar: SUMMARY, DESCRIPTION, DTSTART/DTEND, LOCATION (“Venue, street, city”) and CATEGORIES are read. Recurring events are imported once per occurrence within the next{' '}
          {EVENT_IMPORT_LIMITS.recurrenceWindowDays} days, at most {EVENT_IMPORT_LIMITS.maxOccurrencesPerEvent} per event.
        </p>
      )}
    </section>
  )
}

function ImportResult({ result }: { result: EventImportResponse }) {
  const { counts } = result
  return (
    <section aria-label={result.dryRun ? 'Preview' : 'Import result'} className="mt-6">
      <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
        {result.message}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        {counts.total} rows: {counts.new} new, {counts.duplicate} already imported, {counts.invalid} with errors.
      </p>
      <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">Line</th>
              <th scope="col" className="px-3 py-2">Status</th>
              <th scope="col" className="px-3 py-2">Event</th>
              <th scope="col" className="px-3 py-2">Problems</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row, index) => (
              <tr key={`${row.line}-${index}`} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ROW_STYLES[row.status]}`}>{ROW_LABELS[row.status]}</span>
                </td>
                <td className="px-3 py-2">
                  <span className="font-semibold text-slate-900">{row.title || '(no title)'}</span>
                  <span className="block text-xs text-slate-600">{[row.startDate, row.venue].filter(Boolean).join(' · ')}</span>
                </td>
                <td className="px-3 py-2 text-red-900">
                  {row.errors.length > 0 ? (
                    <ul>
                      {row.errors.map((issue) => (
                        <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
