import { useId, useRef, useState, type FormEvent } from 'react'
import { ProfileEmail, ProfileUpdate, accountMessages } from '@contracts/account'
import type { PublicUser } from '@contracts/user'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { toApiError } from '@/lib/api-client'
import { useUpdateProfile } from '../api/update-profile'

/** The first message of a 400 (the field's issue), else the server's message, else the fallback. */
export function accountErrorText(error: unknown, fallback: string): string {
  const apiError = toApiError(error)
  if (apiError.status === undefined) return 'Network error. Please check your connection and try again.'
  const issues = (apiError.body as { issues?: { message?: string }[] } | undefined)?.issues
  return issues?.[0]?.message ?? apiError.serverMessage ?? fallback
}

/**
 * Profile information (doc 3 §5): the display name is the only field sent; email and username are shown
 * read-only. The email is still checked where one is shown ('Please enter a valid email').
 */
export function ProfileInfoForm({ user }: { user: PublicUser }) {
  const ids = useId()
  const [name, setName] = useState(user.displayName ?? user.name ?? '')
  const [error, setError] = useState<{ field: 'name' | 'email'; message: string } | null>(null)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const update = useUpdateProfile()

  function fail(field: 'name' | 'email', message: string) {
    setError({ field, message })
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (user.email && !ProfileEmail.safeParse(user.email).success) return fail('email', accountMessages.invalidEmail)
    const parsed = ProfileUpdate.safeParse({ name })
    if (!parsed.success) return fail('name', parsed.error.issues[0]?.message ?? accountMessages.nameRequired)
    setError(null)
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: accountMessages.profileUpdated, description: 'Your display name was saved.' }),
      onError: (err) => {
        toast({ title: accountMessages.updateFailed, description: accountErrorText(err, 'Please try again.'), variant: 'destructive' })
        fail('name', accountErrorText(err, 'Please try again.'))
      },
    })
  }

  const errorId = `${ids}-error`
  const input = 'h-11 w-full rounded-md border border-slate-400 px-3 text-slate-900'
  return (
    <Card title="Profile Information">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${ids}-name`} className="block text-sm font-medium text-slate-800">
            Display name
          </label>
          <input
            id={`${ids}-name`}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error?.field === 'name' ? true : undefined}
            aria-describedby={error?.field === 'name' ? errorId : undefined}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-username`} className="block text-sm font-medium text-slate-800">
            Username
          </label>
          <input id={`${ids}-username`} value={`@${user.username}`} readOnly className={`${input} bg-slate-100`} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-email`} className="block text-sm font-medium text-slate-800">
            Email
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            value={user.email ?? ''}
            placeholder="Not set"
            readOnly
            aria-invalid={error?.field === 'email' ? true : undefined}
            aria-describedby={error?.field === 'email' ? errorId : undefined}
            className={`${input} bg-slate-100`}
          />
        </div>
        {error ? (
          <p ref={alertRef} id={errorId} role="alert" tabIndex={-1} className="text-sm font-medium text-red-700">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </form>
    </Card>
  )
}
