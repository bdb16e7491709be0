import { useId, useState, type FormEvent } from 'react'
import type { AdminReflink, ReflinkCreateInput } from '@contracts/admin-reflinks'
import { REFLINK_LIMITS } from '@contracts/admin-reflinks-rules'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { useCreateReflink, useUpdateReflink } from '../api/reflink-writes'

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700'
type Field = 'phrase' | 'url' | 'note'
type Errors = Partial<Record<Field | 'form', string>>

function errorsFrom(error: unknown): Errors {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { field: string; message: string }[] }) : undefined
  const errors: Errors = {}
  for (const issue of body?.issues ?? []) {
    const field = issue.field as Field
    if ((field === 'phrase' || field === 'url' || field === 'note') && !errors[field]) errors[field] = issue.message
  }
  if (Object.keys(errors).length === 0) errors.form = (error instanceof ApiError && error.serverMessage) || 'The rule could not be saved. Please try again.'
  return errors
}

/**
 * Create or edit a reflink rule: phrase, address, paid, case-sensitive, enabled and a staff note. The server
 * validates (its messages are shown by the fields); the browser only marks what is required.
 */
export function ReflinkForm({ rule, onDone }: { rule?: AdminReflink; onDone: () => void }) {
  const id = useId()
  const create = useCreateReflink()
  const update = useUpdateReflink()
  const [values, setValues] = useState<Required<ReflinkCreateInput>>({
    phrase: rule?.phrase ?? '',
    url: rule?.url ?? '',
    paid: rule?.paid ?? false,
    enabled: rule?.enabled ?? true,
    caseSensitive: rule?.caseSensitive ?? false,
    note: rule?.note ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const busy = create.isPending || update.isPending
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }))

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    setErrors({})
    const handlers = {
      onSuccess: (result: { message?: string }) => {
        toast({ title: result.message ?? 'Saved', description: values.phrase.trim() })
        onDone()
      },
      onError: (error: unknown) => setErrors(errorsFrom(error)),
    }
    if (rule) update.mutate({ id: rule.id, ...values }, handlers)
    else create.mutate(values, handlers)
  }

  const describedBy = (field: Field, hint?: string) => [errors[field] ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined
  const fieldError = (field: Field) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="mt-1 block text-sm font-normal text-red-700">
        {errors[field]}
      </span>
    ) : null

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {rule ? `Edit rule “${rule.phrase}”` : 'New rule'}
      </h2>
      {errors.form ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-slate-900">
          Phrase
          <input
            name="phrase"
            value={values.phrase}
            onChange={(e) => set('phrase', e.target.value)}
            required
            maxLength={REFLINK_LIMITS.phraseMax}
            autoComplete="off"
            aria-invalid={Boolean(errors.phrase)}
            aria-describedby={describedBy('phrase', `${id}-phrase-hint`)}
            className={FIELD}
          />
          <span id={`${id}-phrase-hint`} className="mt-1 block text-xs font-normal text-slate-600">
            Whole words; its first occurrence in each article becomes a link.
          </span>
          {fieldError('phrase')}
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Link address
          <input
            name="url"
            type="url"
            inputMode="url"
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
            required
            maxLength={REFLINK_LIMITS.urlMax}
            placeholder="https://"
            aria-invalid={Boolean(errors.url)}
            aria-describedby={describedBy('url')}
            className={FIELD}
          />
          {fieldError('url')}
        </label>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-900">Options</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" name="paid" checked={values.paid} onChange={(e) => set('paid', e.target.checked)} className="h-5 w-5" />
            Paid link (rel=&quot;sponsored&quot;)
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" name="caseSensitive" checked={values.caseSensitive} onChange={(e) => set('caseSensitive', e.target.checked)} className="h-5 w-5" />
            Match case exactly
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" name="enabled" checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} className="h-5 w-5" />
            Enabled
          </label>
        </div>
      </fieldset>
      <label className="mt-4 block text-sm font-semibold text-slate-900">
        Note for staff <span className="font-normal text-slate-600">(optional, never shown to readers)</span>
        <textarea
          name="note"
          value={values.note}
          onChange={(e) => set('note', e.target.value)}
          rows={2}
          maxLength={REFLINK_LIMITS.noteMax}
          aria-invalid={Boolean(errors.note)}
          aria-describedby={describedBy('note')}
          className={FIELD}
        />
        {fieldError('note')}
      </label>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : rule ? 'Save changes' : 'Create rule'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
