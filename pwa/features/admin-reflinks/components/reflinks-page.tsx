import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import type { AdminReflink, AdminReflinkListed } from '@contracts/admin-reflinks'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useReflinks } from '../api/get-reflinks'
import { useDeleteReflink, useUpdateReflink } from '../api/reflink-writes'
import { ReflinkForm } from './reflink-form'
import { ReflinkPreview } from './reflink-preview'

function failure(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback
}

/**
 * /admin/article-reflinks (decision 033): the rules that turn a phrase into a link in article bodies, with
 * the number of articles each links, create / edit / enable / delete, and a preview on a chosen article.
 */
export function ReflinksPage() {
  usePageTitle('Article Reflinks · Admin')
  const { data, isPending, isError, error } = useReflinks()
  const [editing, setEditing] = useState<AdminReflink | 'new' | null>(null)
  const [previewRule, setPreviewRule] = useState<number | undefined>(undefined)

  function preview(rule: AdminReflink) {
    setPreviewRule(rule.id)
    document.getElementById('reflink-preview')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <section aria-labelledby="reflinks-title" className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-8">
      <Link to="/admin/dashboard" className="text-sm font-semibold text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="reflinks-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Article Reflinks
        </h1>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> New rule
          </Button>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Each enabled rule links the first whole-word occurrence of its phrase in every article, never inside an existing link, a heading or code. Paid links
        are marked rel=&quot;sponsored&quot;. A longer phrase wins over a shorter one it overlaps.
      </p>

      {editing !== null ? (
        <div className="mt-5">
          <ReflinkForm key={editing === 'new' ? 'new' : editing.id} rule={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </div>
      ) : null}

      {isError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure(error, 'The rules could not be loaded.')}
        </p>
      ) : isPending ? (
        <p className="mt-6 text-slate-700">Loading rules…</p>
      ) : data.data.length === 0 ? (
        <p className="mt-6 text-slate-700">No rules yet.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Reflink rules">
          {data.data.map((rule) => (
            <RuleRow key={rule.id} rule={rule} onEdit={() => setEditing(rule)} onPreview={() => preview(rule)} />
          ))}
        </ul>
      )}

      <ReflinkPreview rules={data?.data ?? []} ruleId={previewRule} onRuleChange={setPreviewRule} />
    </section>
  )
}

function RuleRow({ rule, onEdit, onPreview }: { rule: AdminReflinkListed; onEdit: () => void; onPreview: () => void }) {
  const update = useUpdateReflink()
  const remove = useDeleteReflink()
  const [confirming, setConfirming] = useState(false)
  const busy = update.isPending || remove.isPending
  const switchId = `reflink-enabled-${rule.id}`
  const count = `${rule.articleCount}${rule.countCapped ? '+' : ''}`

  function toggle(enabled: boolean) {
    update.mutate(
      { id: rule.id, enabled },
      {
        onSuccess: () => toast({ title: enabled ? 'Rule enabled' : 'Rule disabled', description: rule.phrase }),
        onError: (err) => toast({ variant: 'destructive', title: 'Not changed', description: failure(err, 'Please try again.') }),
      },
    )
  }

  function onDelete() {
    remove.mutate(
      { id: rule.id },
      {
        onSuccess: (result) => toast({ title: result.message, description: rule.phrase }),
        onError: (err) => toast({ variant: 'destructive', title: 'Not deleted', description: failure(err, 'Please try again.') }),
      },
    )
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="reflink-rule">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{rule.phrase}</h2>
          <p className="break-all text-sm text-blue-800">{rule.url}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${rule.paid ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'}`}>{rule.paid ? 'Paid · sponsored' : 'Editorial'}</span>
            {rule.caseSensitive ? <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">Match case</span> : null}
            <span className="text-slate-700" data-testid="reflink-count">
              {rule.enabled ? `Links ${count} article${rule.articleCount === 1 && !rule.countCapped ? '' : 's'}` : `Would link ${count} article${rule.articleCount === 1 && !rule.countCapped ? '' : 's'}`}
            </span>
          </p>
          {rule.note ? <p className="mt-1 break-words text-sm text-slate-700">Note: {rule.note}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <span className="flex items-center gap-2">
            <Switch id={switchId} checked={rule.enabled} disabled={busy} onCheckedChange={toggle} aria-label={`Enabled: ${rule.phrase}`} />
            <label htmlFor={switchId} className="text-sm text-slate-900">
              Enabled
            </label>
          </span>
          <Button size="sm" variant="outline" onClick={onPreview} aria-label={`Preview ${rule.phrase}`}>
            Preview
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${rule.phrase}`}>
            Edit
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Delete ${rule.phrase}`}>
            Delete
          </Button>
        </div>
      </div>
      {confirming ? (
        <div role="group" aria-label={`Delete ${rule.phrase}?`} className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">Delete this rule? Articles stop linking “{rule.phrase}” at once.</p>
          <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete}>
            Delete rule
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : null}
    </li>
  )
}
