import { useId, useState, type FormEvent } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ForgotPassword } from '@contracts/password-reset'
import { Button } from '@/components/ui/button'
import { useForgotPassword } from '@/features/account/api/password-reset'
import { accountErrorText } from '@/features/account/components/profile-info-form'
import { usePageTitle } from '@/lib/use-page-title'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage })

/** Asks for a reset link (doc 3 §6). The answer is the same whether or not the address has an account. */
function ForgotPasswordPage() {
  usePageTitle('Forgot password')
  const ids = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const request = useForgotPassword()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = ForgotPassword.safeParse({ email })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
    setError(null)
    request.mutate(parsed.data, {
      onSuccess: (reply) => setSent(reply.message),
      onError: (err) => setError(accountErrorText(err, 'Please try again.')),
    })
  }

  return (
    <section aria-labelledby="forgot-title" className="mx-auto w-full max-w-md px-4 pb-16 pt-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="forgot-title" className="text-2xl font-bold text-slate-900">
          Forgot password?
        </h1>
        {sent ? (
          <p role="status" className="mt-4 text-sm text-slate-800">
            {sent}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <p className="text-sm text-slate-700">Enter the email address of your account and we will send you a link to choose a new password.</p>
            <label htmlFor={`${ids}-email`} className="block text-sm font-medium text-slate-800">
              Email
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              className="h-11 w-full rounded-md border border-slate-400 px-3 text-slate-900"
            />
            {error ? (
              <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
        )}
        <p className="mt-6 text-sm">
          <Link to="/auth" className="font-medium text-blue-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </section>
  )
}
