import { useId, useState, type FormEvent } from 'react'
import { isNotifyEmail, NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'

/**
 * The Get Notified dialog (spec doc 2 §2, §5): for a signed-in user without an email on record, asks
 * where to send the release alert. The address must be non-empty and contain @, else 'Invalid Email /
 * Please enter a valid email address' under the field (the server checks the same rule again).
 */
export function GetNotifiedDialog({
  open,
  onOpenChange,
  movieTitle,
  description,
  submitting,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  movieTitle: string
  /** The dialog's line under its title; default "…when {movieTitle} is released" (a streaming title says where it streams). */
  description?: string
  submitting: boolean
  onSubmit: (email: string) => void | Promise<void>
}) {
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const inputId = useId()
  const errorId = `${inputId}-error`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isNotifyEmail(email)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    void onSubmit(email.trim())
  }

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) setInvalid(false)
        onOpenChange(next)
      }}
    >
      <DialogContent title="Get Notified" description={description ?? `Enter your email and we’ll tell you when ${movieTitle} is released.`}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
              Email
            </label>
            <input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              placeholder="you@example.com"
              className="mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700"
            />
            {invalid ? (
              <p id={errorId} role="alert" className="mt-2 text-sm text-red-800">
                <span className="font-semibold">{NOTIFICATION_MESSAGES.invalidEmailTitle}</span> {NOTIFICATION_MESSAGES.invalidEmail}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : 'Notify Me'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  )
}
