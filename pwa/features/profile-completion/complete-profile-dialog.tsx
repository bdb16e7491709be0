import { useId, useState, type FormEvent } from 'react'
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@contracts/account'
import { PROFILE_COMPLETION_MESSAGES as M } from '@contracts/profile-completion'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogRoot } from '@/components/ui/sheet'
import { useUpdateProfile } from '@/features/account/api/update-profile'
import { accountErrorText } from '@/features/account/components/profile-info-form'

/** Doc 2 §5's display-name rules and wording: required, 2-50 characters after trimming. */
export function displayNameProblem(value: string): string | null {
  const name = value.trim()
  if (name === '') return M.required
  if (name.length < DISPLAY_NAME_MIN) return M.tooShort
  if (name.length > DISPLAY_NAME_MAX) return M.tooLong
  return null
}

/**
 * Asks for a display name (PATCH /api/user/profile) before a like, reply or review (doc 3 §5, doc 2 §4).
 * `onDone` runs once it is saved (the header already shows the new name); closing the dialog cancels.
 */
export function CompleteProfileDialog({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateProfile()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = displayNameProblem(name)
    if (problem) return setError(problem)
    setError(null)
    try {
      await update.mutateAsync({ name: name.trim() })
      onDone()
    } catch (failure) {
      setError(accountErrorText(failure, 'Failed to update your profile. Please try again.'))
    }
  }

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent title={M.dialogTitle} description={M.dialogLead}>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-900">
            {M.fieldLabel}
          </label>
          <input
            id={`${id}-name`}
            name="displayName"
            autoComplete="name"
            value={name}
            maxLength={DISPLAY_NAME_MAX + 10}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? M.saving : M.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  )
}
