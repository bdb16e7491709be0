import { useId, useRef, useState, type FormEvent } from 'react'
import { PasswordUpdate, accountSecurityMessages } from '@contracts/account-security'
import { passwordResetMessages } from '@contracts/password-reset'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { useAccountStatus } from '../api/get-account-status'
import { useUpdatePassword } from '../api/update-password'
import { fieldMessages } from './error-text'

const inputClass = 'h-11 w-full rounded-md border border-slate-400 px-3 text-base text-slate-900'

/**
 * Set a first password (the address must be confirmed) or change it (the current one is asked). Either way
 * every other device is signed out (decision 022). The form checks with the same contract as the server.
 */
export function PasswordCard() {
  const ids = useId()
  const status = useAccountStatus()
  const update = useUpdatePassword()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const alertRef = useRef<HTMLDivElement>(null)
  if (!status.data) return null
  const hasPassword = status.data.methods.password
  const canSet = hasPassword || status.data.emailVerified
  const title = hasPassword ? 'Change password' : 'Set a password'

  function fail(messages: string[]) {
    setErrors(messages)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const body = { ...(hasPassword ? { currentPassword } : {}), newPassword }
    const parsed = PasswordUpdate.safeParse(body)
    if (hasPassword && currentPassword === '') return fail([accountSecurityMessages.currentPasswordRequired])
    if (!parsed.success) return fail([...new Set(parsed.error.issues.map((issue) => issue.message))])
    if (newPassword !== confirm) return fail([passwordResetMessages.mismatch])
    setErrors([])
    update.mutate(body, {
      onSuccess: (reply) => {
        setCurrentPassword('')
        setNewPassword('')
        setConfirm('')
        toast({ title: hasPassword ? 'Password changed' : 'Password set', description: reply.message })
      },
      onError: (err) => fail(fieldMessages(err, 'The password could not be saved. Please try again.')),
    })
  }

  if (!canSet) {
    return (
      <Card title={title}>
        <p className="text-sm text-slate-700">{accountSecurityMessages.emailNotVerified}.</p>
      </Card>
    )
  }
  const errorId = `${ids}-error`
  const described = errors.length > 0 ? errorId : undefined
  return (
    <Card title={title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {hasPassword ? (
          <div>
            <label htmlFor={`${ids}-current`} className="block text-sm font-medium text-slate-800">
              Current password
            </label>
            <input
              id={`${ids}-current`}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
              aria-describedby={described}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${ids}-new`} className="block text-sm font-medium text-slate-800">
            New password
          </label>
          <input
            id={`${ids}-new`}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            aria-describedby={described}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-confirm`} className="block text-sm font-medium text-slate-800">
            Confirm new password
          </label>
          <input
            id={`${ids}-confirm`}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-describedby={described}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        {errors.length > 0 ? (
          <div ref={alertRef} id={errorId} role="alert" tabIndex={-1} className="text-sm font-medium text-red-700">
            <ul className="list-disc pl-5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-sm text-slate-600">Saving signs you out on every other device.</p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </form>
    </Card>
  )
}
