import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { normalisePath, pageBlockReason, scriptVerdict, type ScriptVerdict } from '@contracts/site-scripts-rules'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { adminScriptsQuery } from '@/features/admin-scripts/api/admin-scripts'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'

/** The visitor's two possible answers to the cookie question, and no answer yet (decision 035). */
const CONSENT_CASES = [
  { consent: false, label: 'Before an answer, or refused' },
  { consent: true, label: 'After accepting cookies' },
] as const

/**
 * /test/partner-script?path=… (doc 3 "Test pages", staff only): which site scripts (partner scripts, decision 035)
 * a given path would inject, in the header and the footer, for a visitor who has not accepted cookies and for one
 * who has, with the reason for each script left out. The list comes from GET /api/admin/scripts (admins only on
 * the server) and the verdicts from the same rules the app applies (api/contracts/site-scripts-rules.ts).
 */
export function PartnerScriptPage({ path }: { path: string }) {
  usePageTitle('Partner scripts by path · Test')
  const navigate = useNavigate()
  const [draft, setDraft] = useState(path)
  const scripts = useQuery(adminScriptsQuery())
  const blocked = pageBlockReason(path)
  const forbidden = scripts.error instanceof ApiError && (scripts.error.status === 401 || scripts.error.status === 403)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = draft.trim() || '/'
    void navigate({ to: '/test/partner-script', search: { path: next.startsWith('/') ? next : `/${next}` } })
  }

  return (
    <section aria-labelledby="partner-script-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="partner-script-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Partner scripts by path
      </h1>
      <p className="mt-2 text-slate-700">Enter a page&rsquo;s path to see which site scripts it would inject, before and after the visitor accepts cookies.</p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="partner-script-path" className="text-sm font-semibold text-slate-900">
            Path
          </label>
          <input
            id="partner-script-path"
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-base text-slate-900"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            spellCheck={false}
            autoCapitalize="off"
          />
        </div>
        <Button type="submit">Check</Button>
      </form>
      <h2 className="mt-6 break-all text-lg font-semibold text-slate-900" aria-live="polite">
        Scripts on <span className="font-mono">{normalisePath(path)}</span>
      </h2>
      {blocked ? <p className="mt-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900">{blocked}: no site script runs here.</p> : null}
      {scripts.isPending ? <PageSpinner label="Loading scripts…" /> : null}
      {scripts.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {forbidden ? 'Only administrators can read the site scripts.' : 'The scripts could not be loaded. Please try again.'}
        </p>
      ) : null}
      {scripts.data && scripts.data.data.length === 0 ? <p className="mt-4 text-slate-700">No site scripts yet (Script Management adds them).</p> : null}
      {scripts.data && scripts.data.data.length > 0 ? (
        <div className="mt-4 space-y-6">
          {CONSENT_CASES.map(({ consent, label }) => {
            const verdicts = scripts.data.data.map((script) => ({ script, verdict: scriptVerdict(script, path, consent) }))
            return (
              <div key={label}>
                <h3 className="font-semibold text-slate-900">
                  {label}: {countRunning(verdicts.map((entry) => entry.verdict))}
                </h3>
                <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={label}>
                  {verdicts.map(({ script, verdict }) => (
                    <li key={script.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-testid="partner-script-row">
                      <span className="min-w-0 break-words">
                        <span className="font-medium text-slate-900">{script.name}</span>
                        <span className="text-slate-600"> · {script.position === 'header' ? 'header' : 'footer'}</span>
                      </span>
                      <span className={verdict.runs ? 'text-green-800' : 'text-slate-600'}>
                        <span className="font-semibold">{verdict.runs ? 'Injected' : 'Not injected'}</span>: {verdict.reason}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      ) : null}
    </section>
  )
}

function countRunning(verdicts: readonly ScriptVerdict[]): string {
  const running = verdicts.filter((verdict) => verdict.runs).length
  return running === 1 ? '1 script injected' : `${running} scripts injected`
}
