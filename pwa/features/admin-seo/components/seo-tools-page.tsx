import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { METADATA_KINDS, SEO_LIMITS, robotsIssues, robotsText, type MetadataKind, type SeoOverride, type SitemapKind } from '@contracts/seo'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useDeleteOverride, useMissingMetadata, useOverrides, useRobots, useSaveOverride, useSaveRobots, useSitemapSummary } from '../api/seo-admin'

const KIND_LABELS: Record<SitemapKind, string> = {
  movies: 'Movies',
  cinemas: 'Cinemas',
  articles: 'Articles',
  places: 'Places',
  events: 'Events',
  festivals: 'Festivals',
  tv: 'TV guide',
  pages: 'Static pages',
}

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200'

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { issues?: { message: string }[] } | undefined
    if (body?.issues?.length) return body.issues.map((issue) => issue.message).join('\n')
    return error.serverMessage ?? error.message
  }
  return 'Please try again.'
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Pending({ what }: { what: string }) {
  return (
    <p role="status" className="text-slate-600">
      Loading {what}…
    </p>
  )
}

function Failed({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Couldn’t load {what}.</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <Button variant="outline" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </div>
  )
}

/** /admin/seo-tools (issue 15, decision 032): sitemaps, the robots policy, title overrides and the missing-metadata report. */
export function SeoToolsPage() {
  usePageTitle('SEO Tools')
  return (
    <section aria-labelledby="seo-title" className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <Link to="/admin/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <h1 id="seo-title" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        SEO Tools
      </h1>
      <p className="mt-2 max-w-prose text-slate-700">
        What search engines read about Gala: the sitemaps (built from the public data), robots.txt, titles and descriptions set per page,
        and the public pages still missing a description or an image. Every change is recorded in the audit log.
      </p>
      <div className="mt-6 grid gap-6">
        <SitemapSection />
        <RobotsSection />
        <OverridesSection />
        <MissingSection />
      </div>
    </section>
  )
}

function SitemapSection() {
  const summary = useSitemapSummary()
  return (
    <Section id="seo-sitemap" title="Sitemap" intro="One sitemap per kind of page, listed in the sitemap index. Only public pages appear; files are refreshed within 10 minutes of a change.">
      {summary.isPending ? (
        <Pending what="the sitemaps" />
      ) : summary.isError ? (
        <Failed what="the sitemaps" error={summary.error} retry={() => void summary.refetch()} />
      ) : (
        <>
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <a href={summary.data.data.index} className="font-medium text-blue-700 underline" target="_blank" rel="noopener">
              Sitemap index
            </a>
            <a href={summary.data.data.robots} className="font-medium text-blue-700 underline" target="_blank" rel="noopener">
              robots.txt
            </a>
          </p>
          <table className="mt-3 w-full text-left text-sm" data-testid="sitemap-kinds">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  URLs
                </th>
                <th scope="col" className="py-2 font-medium">
                  Files
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.data.data.kinds.map((kind) => (
                <tr key={kind.kind} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                    {KIND_LABELS[kind.kind]}
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">{kind.count.toLocaleString('en-PH')}</td>
                  <td className="py-2">
                    {kind.sitemaps.length === 0 ? (
                      <span className="text-slate-500">None yet</span>
                    ) : (
                      <ul className="flex flex-wrap gap-x-3">
                        {kind.sitemaps.map((url) => (
                          <li key={url}>
                            <a href={url} className="break-all text-blue-700 underline" target="_blank" rel="noopener">
                              {new URL(url).pathname}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Section>
  )
}

function RobotsSection() {
  const robots = useRobots()
  return (
    <Section id="seo-robots" title="Robots policy" intro="The rules crawlers read at /robots.txt. The Sitemap line is always added. Admin pages and the API are disallowed by default.">
      {robots.isPending ? (
        <Pending what="the robots policy" />
      ) : robots.isError ? (
        <Failed what="the robots policy" error={robots.error} retry={() => void robots.refetch()} />
      ) : (
        <RobotsEditor key={robots.data.data.updatedAt ?? 'default'} saved={robots.data.data.policy} preview={robots.data.data.preview} isDefault={robots.data.data.isDefault} />
      )}
    </Section>
  )
}

function RobotsEditor({ saved, preview, isDefault }: { saved: string; preview: string; isDefault: boolean }) {
  const [policy, setPolicy] = useState(saved)
  const [serverError, setServerError] = useState<string | null>(null)
  const save = useSaveRobots()
  const id = useId()
  const issues = robotsIssues(policy)
  // The Sitemap line the server adds: the last line of its own preview.
  const sitemapLine = preview.trim().split('\n').at(-1) ?? ''
  const base = sitemapLine.replace(/^Sitemap:\s*/, '').replace(/\/sitemap\.xml$/, '')
  const livePreview = robotsText(policy, base)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (issues.length > 0) return
    setServerError(null)
    save.mutate(policy, {
      onSuccess: () => toast({ title: 'Robots policy saved', description: '/robots.txt serves it now.' }),
      onError: (error) => setServerError(errorMessage(error)),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={`${id}-policy`} className="text-sm font-medium text-slate-900">
          Policy {isDefault ? <span className="font-normal text-slate-600">(default, not edited yet)</span> : null}
        </label>
        <textarea
          id={`${id}-policy`}
          name="policy"
          value={policy}
          onChange={(event) => setPolicy(event.target.value)}
          rows={12}
          spellCheck={false}
          aria-invalid={issues.length > 0}
          aria-describedby={`${id}-issues`}
          maxLength={SEO_LIMITS.robotsMaxChars}
          className={`${inputClass} font-mono text-sm`}
        />
        <div id={`${id}-issues`} aria-live="polite">
          {issues.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-red-800" data-testid="robots-issues">
              {issues.slice(0, 10).map((issue) => (
                <li key={issue.line}>{issue.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {serverError ? (
          <p role="alert" className="mt-2 whitespace-pre-line text-sm text-red-800">
            {serverError}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || issues.length > 0 || policy === saved}>
            {save.isPending ? 'Saving…' : 'Save policy'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setPolicy(saved)} disabled={policy === saved}>
            Undo changes
          </Button>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-900" id={`${id}-preview`}>
          Preview of /robots.txt
        </h3>
        <pre aria-labelledby={`${id}-preview`} data-testid="robots-preview" className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-900 p-3 text-sm text-slate-100">
          {livePreview}
        </pre>
      </div>
    </form>
  )
}

function OverridesSection() {
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<SeoOverride | null>(null)
  const overrides = useOverrides({ q: search || undefined, page })
  const remove = useDeleteOverride()

  function onDelete(override: SeoOverride) {
    remove.mutate(override.id, {
      onSuccess: () => {
        if (editing?.id === override.id) setEditing(null)
        toast({ title: 'Override deleted', description: `${override.path} uses its own title and description again.` })
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Failed to delete the override', description: errorMessage(error) }),
    })
  }

  return (
    <Section id="seo-overrides" title="Title and description overrides" intro={`Replace a public page's title (up to ${SEO_LIMITS.titleMax} characters) and meta description (up to ${SEO_LIMITS.descriptionMax}). Leave one empty to keep the page's own.`}>
      <OverrideForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <form
        role="search"
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          setSearch(q.trim())
          setPage(1)
        }}
      >
        <label htmlFor="seo-override-search" className="sr-only">
          Search overrides
        </label>
        <input id="seo-override-search" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Search by path or text" className={inputClass} />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search className="h-4 w-4" aria-hidden="true" />
        </Button>
      </form>
      {overrides.isPending ? (
        <Pending what="the overrides" />
      ) : overrides.isError ? (
        <Failed what="the overrides" error={overrides.error} retry={() => void overrides.refetch()} />
      ) : overrides.data.data.length === 0 ? (
        <p className="mt-3 text-slate-600">{search ? 'No override matches.' : 'No override yet.'}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="seo-overrides">
            {overrides.data.data.map((override) => (
              <li key={override.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <a href={override.path} className="break-all font-medium text-blue-700 underline">
                    {override.path}
                  </a>
                  <p className="text-sm text-slate-900">{override.title ?? <span className="text-slate-500">Page’s own title</span>}</p>
                  <p className="text-sm text-slate-600">{override.description ?? 'Page’s own description'}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" onClick={() => setEditing(override)}>
                    Edit<span className="sr-only"> {override.path}</span>
                  </Button>
                  <Button variant="destructive" onClick={() => onDelete(override)} disabled={remove.isPending}>
                    Delete<span className="sr-only"> {override.path}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={overrides.data.pagination.total_pages} onPage={setPage} label="Overrides pages" />
        </>
      )}
    </Section>
  )
}

function OverrideForm({ editing, onDone }: { editing: SeoOverride | null; onDone: () => void }) {
  const [path, setPath] = useState(editing?.path ?? '')
  const [title, setTitle] = useState(editing?.title ?? '')
  const [description, setDescription] = useState(editing?.description ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = useSaveOverride()
  const id = useId()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    save.mutate(
      { id: editing?.id, body: { path, title, description } },
      {
        onSuccess: (result) => {
          toast({ title: editing ? 'Override saved' : 'Override added', description: result.data.path })
          if (!editing) {
            setPath('')
            setTitle('')
            setDescription('')
          }
          onDone()
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg bg-slate-50 p-3" aria-label={editing ? `Edit the override of ${editing.path}` : 'Add an override'}>
      <h3 className="font-semibold text-slate-900">{editing ? `Edit ${editing.path}` : 'Add an override'}</h3>
      <div>
        <label htmlFor={`${id}-path`} className="text-sm font-medium text-slate-900">
          Page path
        </label>
        <input id={`${id}-path`} name="path" value={path} onChange={(event) => setPath(event.target.value)} placeholder="/events/manila-jazz-night" required maxLength={SEO_LIMITS.pathMax} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-900">
          Title
        </label>
        <input id={`${id}-title`} name="title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={SEO_LIMITS.titleMax} aria-describedby={`${id}-title-count`} className={inputClass} />
        <p id={`${id}-title-count`} className="mt-1 text-xs text-slate-600">
          {title.length}/{SEO_LIMITS.titleMax} characters
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-900">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={SEO_LIMITS.descriptionMax}
          rows={3}
          aria-describedby={`${id}-description-count`}
          className={inputClass}
        />
        <p id={`${id}-description-count`} className="mt-1 text-xs text-slate-600">
          {description.length}/{SEO_LIMITS.descriptionMax} characters
        </p>
      </div>
      {error ? (
        <p role="alert" className="whitespace-pre-line text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save override' : 'Add override'}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}

const METADATA_LABELS: Record<MetadataKind, string> = { movies: 'Movies', places: 'Places', articles: 'Articles', events: 'Events', festivals: 'Festivals' }

function MissingSection() {
  const [kind, setKind] = useState<MetadataKind>('movies')
  const [page, setPage] = useState(1)
  const report = useMissingMetadata({ kind, page })
  return (
    <Section id="seo-missing" title="Missing descriptions and images" intro="Public pages that search results and shared links show poorly: no description (synopsis, excerpt) or no image (poster, photo).">
      <div role="group" aria-label="Kind of page" className="flex flex-wrap gap-2">
        {METADATA_KINDS.map((value) => (
          <Button
            key={value}
            variant={value === kind ? 'primary' : 'outline'}
            aria-pressed={value === kind}
            onClick={() => {
              setKind(value)
              setPage(1)
            }}
          >
            {METADATA_LABELS[value]}
            {report.data ? ` (${report.data.counts[value].toLocaleString('en-PH')})` : ''}
          </Button>
        ))}
      </div>
      {report.isPending ? (
        <Pending what="the report" />
      ) : report.isError ? (
        <Failed what="the report" error={report.error} retry={() => void report.refetch()} />
      ) : report.data.data.length === 0 ? (
        <p className="mt-3 text-slate-600">Every public {METADATA_LABELS[kind].toLowerCase()} page has a description and an image.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="missing-metadata">
            {report.data.data.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
                <a href={item.path} className="break-words font-medium text-blue-700 underline">
                  {item.title}
                </a>
                <span className="text-sm text-slate-700">Missing: {item.missing.join(' and ')}</span>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={report.data.pagination.total_pages} onPage={setPage} label="Report pages" />
        </>
      )}
    </Section>
  )
}

function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {totalPages}
      </span>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Next
      </Button>
    </nav>
  )
}
