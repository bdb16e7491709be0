import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { CheckCircle2, MailWarning } from 'lucide-react'
import { EMAIL_CONFIRMATION_RESEND_SECONDS } from '@contracts/email-confirmation'
import type { PublicUser } from '@contracts/user'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { retryAfterOf } from '@/features/auth/api/login-code'
import { useCountdown } from '@/features/auth/use-countdown'
import { CODE_LENGTH } from '@/features/auth/validation'
import { Card } from '@/features/profile/components/profile-cards'
import { toApiError } from '@/lib/api-client'
import { useEmailConfirmation } from '../api/get-email-confirmation'
import { useResendEmailConfirmation } from '../api/resend-email-confirmation'
import { useVerifyEmailConfirmation } from '../api/verify-email-confirmation'
import { CodeField } from './code-field'

const errorText = (error: unknown, fallback: string) => {
  const apiError = toApiError(error)
  if (apiError.status === undefined) return 'Network error. Please check your connection and try again.'
  return apiError.serverMessage ?? fallback
}

/**
 * The address state on Account Settings (decision 015). Unconfirmed: "Confirm your email" with the code
 * field (filled from the mailed link's ?code=, submitted only by the person, with POST) and a Resend
 * button that stays disabled for 60 s with a countdown. Confirmed: a one-line note.
 */
export function ConfirmEmailCard({ user, initialCode }: { user: PublicUser; initialCode?: string }) {
  if (!user.email) return null
  if (user.emailVerified) {
    return (
      <Card title="Email address">
        <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            <strong className="break-all">{user.email}</strong> is confirmed.
          </span>
        </p>
      </Card>
    )
  }
  return <UnconfirmedEmail email={user.email} initialCode={initialCode} />
}

function UnconfirmedEmail({ email, initialCode }: { email: string; initialCode?: string }) {
  const ids = useId()
  const [code, setCode] = useState(initialCode ?? '')
  const [error, setError] = useState<string | null>(null)
  const status = useEmailConfirmation()
  const resend = useResendEmailConfirmation()
  const verify = useVerifyEmailConfirmation()
  const countdown = useCountdown()
  const alertRef = useRef<HTMLParagraphElement>(null)
  const { start } = countdown
  const resendAfter = status.data?.resendAfter
  useEffect(() => {
    if (resendAfter !== undefined) start(resendAfter)
  }, [resendAfter, start])

  function fail(message: string) {
    setError(message)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const trimmed = code.trim()
    if (trimmed.length !== CODE_LENGTH) return fail(`Code must be ${CODE_LENGTH} characters`)
    setError(null)
    verify.mutate(trimmed, {
      onSuccess: () => toast({ title: 'Email confirmed', description: 'Your email address is confirmed.' }),
      onError: (err) => fail(errorText(err, 'Invalid or expired code. Please try again.')),
    })
  }

  function onResend() {
    setError(null)
    resend.mutate(undefined, {
      onSuccess: (reply) => {
        countdown.start(reply.retryAfter || EMAIL_CONFIRMATION_RESEND_SECONDS)
        toast({ title: 'Code sent', description: reply.message })
      },
      onError: (err) => {
        const wait = retryAfterOf(err)
        if (wait) countdown.start(wait)
        fail(errorText(err, 'The code could not be sent. Please try again.'))
      },
    })
  }

  const waiting = countdown.remaining > 0
  const errorId = `${ids}-error`
  return (
    <Card title="Confirm your email" className="border-amber-300">
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <MailWarning className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          We sent a {CODE_LENGTH}-digit code to <strong className="break-all">{email}</strong>. Enter it to confirm the address is yours.
          Your account works meanwhile; staff access and other things that need a proven address wait for it.
        </span>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
        <CodeField id={`${ids}-code`} label="Confirmation code" name="code" length={CODE_LENGTH} value={code} onChange={setCode} problemId={error ? errorId : undefined} />
        {error ? (
          <p ref={alertRef} id={errorId} role="alert" tabIndex={-1} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Confirming…' : 'Confirm email'}
          </Button>
          <Button type="button" variant="outline" onClick={onResend} disabled={waiting || resend.isPending}>
            {waiting ? `Resend code in ${countdown.remaining} s` : resend.isPending ? 'Sending…' : 'Resend code'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
