import { useId, useState, type FormEvent } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ResetPassword, passwordResetMessages } from '@contracts/password-reset'
import { Button } from '@/components/ui/button'
import { useResetPassword } from '@/features/account/api/password-reset'
import { accountErrorText } from '@/features/account/components/profile-info-form'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { usePageTitle } from '@/lib/use-page-title'

export const Route = createFileRoute('/reset-password/$token')({ component: ResetPasswordPage })

/** Sets a new password from the mailed link (doc 3 §6); registration's rules; every session ends. */
function ResetPasswordPage() {
  usePageTitle('Reset password')
  const ids = useId()
  const { token } = Route.useParams()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const reset = useResetPassword()
  const queryClient = useQueryClient()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = ResetPassword.safeParse({ token, password })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? passwordResetMessages.invalidLink)
    if (password !== confirm) return setError(passwordResetMessages.mismatch)
    setError(null)
    reset.mutate(parsed.data, {
      onSuccess: (reply) => {
        setDone(reply.message)
        // Every session ended, this browser's too.
        queryClient.setQueryData(CURRENT_USER_KEY, null)
      },
      onError: (err) => setError(accountErrorText(err, passwordResetMessages.invalidLink)),
    })
  }

  const input = 'h-11 w-full rounded-md border border-slate-400 px-3 text-slate-900'
  return (
    <section aria-labelledby="reset-title" className="mx-auto w-full max-w-md px-4 pb-16 pt-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="reset-title" className="text-2xl font-bold text-slate-900">
          Choose a new password
        </h1>
        {done ? (
          <p role="status" className="mt-4 text-sm text-slate-800">
            {done}{' '}
            <Link to="/auth" className="font-medium text-blue-700 hover:underline">
              Sign in
            </Link>
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <label htmlFor={`${ids}-password`} className="block text-sm font-medium text-slate-800">
              New password
            </label>
            <input id={`${ids}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} className={input} />
            <label htmlFor={`${ids}-confirm`} className="block text-sm font-medium text-slate-800">
              Confirm new password
            </label>
            <input id={`${ids}-confirm`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} className={input} />
            {error ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}{' '}
                {error === passwordResetMessages.invalidLink ? (
                  <Link to="/forgot-password" className="underline">
                    Ask for a new link
                  </Link>
                ) : null}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? 'Saving…' : 'Set new password'}
            </Button>
          </form>
        )}
      </div>
    </section>
  )
}
