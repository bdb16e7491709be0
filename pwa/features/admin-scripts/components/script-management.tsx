import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import type { SiteScript } from '@contracts/site-scripts'
import { Button, buttonClasses } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminScripts, useDeleteScript, useSaveScript } from '../api/admin-scripts'
import { ScriptForm } from './script-form'

const failure = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'Please try again.'

/**
 * /admin/script-management (issue 16, decision 035): the header and footer scripts, added, edited, switched
 * on and off and deleted here. Every write is audited on the server.
 */
export function ScriptManagement() {
  usePageTitle('Script Management · Admin')
  const { data, isPending, isError } = useAdminScripts()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const scripts = data?.data ?? []

  return (
    <section aria-labelledby="scripts-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <Link to="/admin/dashboard" className="text-sm font-semibold text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="scripts-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Script Management
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/scripts" className={buttonClasses({ variant: 'outline' })}>
            What each page injects
          </Link>
          {editing !== 'new' && (
            <Button onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add script
            </Button>
          )}
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Header scripts go into the page head (containers to the top of the page), footer scripts to its end. They never run on admin or ticket pages, and
        partner scripts only after the visitor accepts cookies.
      </p>
      {editing === 'new' && (
        <div className="mt-4">
          <ScriptForm onDone={() => setEditing(null)} />
        </div>
      )}
      {isPending && <p className="mt-6 text-slate-600">Loading scripts…</p>}
      {isError && (
        <p role="alert" className="mt-6 text-red-700">
          The scripts could not be loaded. Please try again.
        </p>
      )}
      {!isPending && !isError && scripts.length === 0 && <p className="mt-6 text-slate-600">No scripts yet.</p>}
      <ul className="mt-6 space-y-4" aria-label="Scripts">
        {scripts.map((script) =>
          editing === script.id ? (
            <li key={script.id}>
              <ScriptForm script={script} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <ScriptRow key={script.id} script={script} onEdit={() => setEditing(script.id)} />
          ),
        )}
      </ul>
    </section>
  )
}

function ScriptRow({ script, onEdit }: { script: SiteScript; onEdit: () => void }) {
  const save = useSaveScript()
  const remove = useDeleteScript()
  const { id, createdAt: _created, updatedAt: _updated, ...fields } = script
  const toggle = (enabled: boolean) =>
    save.mutate(
      { id, input: { ...fields, enabled } },
      {
        onSuccess: () => toast({ title: enabled ? 'Script switched on' : 'Script switched off', description: script.name }),
        onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: failure(error) }),
      },
    )
  const confirmDelete = () => {
    if (!window.confirm(`Delete the script "${script.name}"?`)) return
    remove.mutate({ id }, { onSuccess: () => toast({ title: 'Script deleted', description: script.name }), onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: failure(error) }) })
  }
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="script-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{script.name}</h2>
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{script.position === 'header' ? 'Header' : 'Footer'}</span>
            <span className={`rounded-full px-2 py-0.5 font-medium ${script.essential ? 'bg-amber-100 text-amber-900' : 'bg-blue-50 text-blue-900'}`}>
              {script.essential ? 'Essential: no consent needed' : 'After consent'}
            </span>
          </p>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <Switch id={`script-${id}-on`} checked={script.enabled} disabled={save.isPending} onCheckedChange={toggle} />
          <label htmlFor={`script-${id}-on`} className="text-sm text-slate-900">
            {script.enabled ? 'On' : 'Off'}
          </label>
        </div>
      </div>
      <pre className="mt-3 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-800">{script.markup}</pre>
      {script.excludedPaths.length > 0 && (
        <p className="mt-2 break-words text-sm text-slate-700">
          Not on: <span className="font-mono">{script.excludedPaths.join(', ')}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${script.name}`}>
          Edit
        </Button>
        <Button variant="destructive" size="sm" onClick={confirmDelete} disabled={remove.isPending} aria-label={`Delete ${script.name}`}>
          Delete
        </Button>
      </div>
    </li>
  )
}
