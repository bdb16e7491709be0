import { useId, useState, type FormEvent } from 'react'
import { SiteScriptBody, type SiteScript, type SiteScriptBodyInput } from '@contracts/site-scripts'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { useSaveScript } from '../api/admin-scripts'

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900'

type Errors = Partial<Record<'name' | 'markup' | 'position' | 'excludedPaths', string>>

function errorsFrom(issues: readonly { field?: string; path?: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {}
  for (const issue of issues) {
    const field = String(issue.field ?? issue.path?.[0] ?? '').split('.')[0] as keyof Errors
    if (field && !out[field]) out[field] = issue.message
  }
  return out
}

/** Create or edit one script. `script` absent: a new one. */
export function ScriptForm({ script, onDone }: { script?: SiteScript; onDone: () => void }) {
  const id = useId()
  const save = useSaveScript()
  const [name, setName] = useState(script?.name ?? '')
  const [markup, setMarkup] = useState(script?.markup ?? '')
  const [position, setPosition] = useState<'header' | 'footer'>(script?.position ?? 'header')
  const [enabled, setEnabled] = useState(script?.enabled ?? true)
  const [essential, setEssential] = useState(script?.essential ?? false)
  const [exclusions, setExclusions] = useState((script?.excludedPaths ?? []).join('\n'))
  const [errors, setErrors] = useState<Errors>({})

  function submit(e: FormEvent) {
    e.preventDefault()
    const input: SiteScriptBodyInput = {
      name,
      markup,
      position,
      enabled,
      essential,
      excludedPaths: exclusions
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    }
    const parsed = SiteScriptBody.safeParse(input)
    if (!parsed.success) return setErrors(errorsFrom(parsed.error.issues))
    setErrors({})
    save.mutate(
      { id: script?.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: script ? 'Script saved' : 'Script added', description: saved.data.name })
          onDone()
        },
        onError: (error) => {
          const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { field: string; message: string }[] }) : undefined
          if (body?.issues?.length) return setErrors(errorsFrom(body.issues))
          toast({ variant: 'destructive', title: 'Not saved', description: (error instanceof ApiError && error.serverMessage) || 'Please try again.' })
        },
      },
    )
  }

  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined)
  const errorText = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={script ? `Edit ${script.name}` : 'New script'}>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-900">
          Name
        </label>
        <input id={`${id}-name`} className={FIELD} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.name)} aria-describedby={describedBy('name')} maxLength={120} />
        {errorText('name')}
      </div>
      <div>
        <label htmlFor={`${id}-markup`} className="text-sm font-semibold text-slate-900">
          Markup
        </label>
        <p id={`${id}-markup-help`} className="text-xs text-slate-600">
          &lt;script&gt; (inline or with src), &lt;style&gt;, &lt;link&gt; and container elements. Scripts run with the page&rsquo;s nonce; inline event handlers (onclick=…) never run.
        </p>
        <textarea
          id={`${id}-markup`}
          className={`${FIELD} min-h-40 font-mono text-sm`}
          value={markup}
          onChange={(e) => setMarkup(e.target.value)}
          spellCheck={false}
          aria-invalid={Boolean(errors.markup)}
          aria-describedby={[`${id}-markup-help`, describedBy('markup')].filter(Boolean).join(' ')}
        />
        {errorText('markup')}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Position</legend>
        <div className="mt-1 flex gap-4">
          {(['header', 'footer'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name={`${id}-position`} value={value} checked={position === value} onChange={() => setPosition(value)} className="h-4 w-4" />
              {value === 'header' ? 'Header (head and top of the page)' : 'Footer (end of the page)'}
            </label>
          ))}
        </div>
        {errorText('position')}
      </fieldset>
      <div className="flex min-h-11 items-center gap-3">
        <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={setEnabled} />
        <label htmlFor={`${id}-enabled`} className="text-sm text-slate-900">
          On
        </label>
      </div>
      <div className="flex min-h-11 items-start gap-3">
        <Switch id={`${id}-essential`} checked={essential} onCheckedChange={setEssential} aria-describedby={`${id}-essential-help`} />
        <div>
          <label htmlFor={`${id}-essential`} className="text-sm text-slate-900">
            Essential (runs without cookie consent)
          </label>
          <p id={`${id}-essential-help`} className="text-xs text-slate-600">
            Only for Gala&rsquo;s own scripts that set no tracking cookies and call no third party. Partner scripts wait for the visitor to accept.
          </p>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-exclusions`} className="text-sm font-semibold text-slate-900">
          Excluded paths
        </label>
        <p id={`${id}-exclusions-help`} className="text-xs text-slate-600">
          One path prefix a line: /movies leaves out /movies and everything under it. Admin and ticket pages are always left out.
        </p>
        <textarea
          id={`${id}-exclusions`}
          className={`${FIELD} min-h-20 font-mono text-sm`}
          value={exclusions}
          onChange={(e) => setExclusions(e.target.value)}
          spellCheck={false}
          aria-invalid={Boolean(errors.excludedPaths)}
          aria-describedby={[`${id}-exclusions-help`, describedBy('excludedPaths')].filter(Boolean).join(' ')}
        />
        {errorText('excludedPaths')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : script ? 'Save script' : 'Add script'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
