import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { pageBlockReason, scriptVerdict } from '@contracts/site-scripts'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminScripts } from '../api/admin-scripts'

const COMMON_PATHS = ['/', '/movies', '/movies/now-showing', '/events', '/food-drink', '/article/example', '/tickets', '/movies/tickets/buy', '/admin/dashboard']

/**
 * /admin/scripts (issue 16): what a page would inject. Enter a path (or pick a common one) and see, for each
 * script, whether it runs there and why, with the same rules the app applies (api/contracts/site-scripts-rules.ts).
 */
export function ScriptsPreview() {
  usePageTitle('Scripts by page · Admin')
  const { data, isPending, isError } = useAdminScripts()
  const [draft, setDraft] = useState('/')
  const [path, setPath] = useState('/')
  const scripts = data?.data ?? []
  const blocked = pageBlockReason(path)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = draft.trim()
    setPath(next.startsWith('/') ? next : `/${next}`)
  }

  return (
    <section aria-labelledby="preview-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <Link to="/admin/script-management" className="text-sm font-semibold text-blue-700 hover:underline">
        Script Management
      </Link>
      <h1 id="preview-title" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        Scripts by page
      </h1>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="preview-path" className="text-sm font-semibold text-slate-900">
            Page path
          </label>
          <input
            id="preview-path"
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-base text-slate-900"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            spellCheck={false}
          />
        </div>
        <Button type="submit">Check</Button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Common pages">
        {COMMON_PATHS.map((common) => (
          <Button
            key={common}
            size="sm"
            variant={common === path ? 'primary' : 'outline'}
            aria-pressed={common === path}
            onClick={() => {
              setDraft(common)
              setPath(common)
            }}
            className="font-mono"
          >
            {common}
          </Button>
        ))}
      </div>
      <h2 className="mt-6 break-all text-lg font-semibold text-slate-900" aria-live="polite">
        On <span className="font-mono">{path}</span>
      </h2>
      {blocked && <p className="mt-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900">{blocked}.</p>}
      {isPending && <p className="mt-4 text-slate-600">Loading scripts…</p>}
      {isError && (
        <p role="alert" className="mt-4 text-red-700">
          The scripts could not be loaded. Please try again.
        </p>
      )}
      {!isPending && !isError && scripts.length === 0 && <p className="mt-4 text-slate-600">No scripts yet.</p>}
      {(['header', 'footer'] as const).map((position) => {
        const inPosition = scripts.filter((script) => script.position === position)
        if (inPosition.length === 0) return null
        return (
          <div key={position} className="mt-4">
            <h3 className="font-semibold text-slate-900">{position === 'header' ? 'Header scripts' : 'Footer scripts'}</h3>
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid={`preview-${position}`}>
              {inPosition.map((script) => {
                const verdict = scriptVerdict(script, path, null)
                return (
                  <li key={script.id} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="preview-row">
                    <span className="min-w-0 break-words font-medium text-slate-900">{script.name}</span>
                    <span className={`text-sm ${verdict.runs ? 'text-green-800' : 'text-slate-600'}`}>
                      <span className="font-semibold">{verdict.runs ? 'Injected' : 'Not injected'}</span>: {verdict.reason}
                    </span>
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
