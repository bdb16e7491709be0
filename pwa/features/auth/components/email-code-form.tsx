import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft } from 'lucide-react'
import { NeedsNetwork } from '@/components/needs-network'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { toApiError } from '@/lib/api-client'
import { browserIsOffline, NEEDS_NETWORK } from '@/lib/needs-network'
import {
  authErrorMessage,
  isHighLoad,
  isHighLoadReply,
  isSignUpNeeded,
  requestLoginCode,
  retryAfterOf,
  signUpWithToken,
  verifyErrorMessage,
  verifyLoginCode,
} from '../api/login-code'
import { completeSignIn } from '../api/session'
import { CODE_LENGTH, DEFAULT_RETRY_AFTER_S, DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, validateCode, validateDisplayName, validateEmailOrUsername } from '../validation'
import { useCountdown } from '../use-countdown'

const SERVICE_BUSY_COUNTDOWN = 'The authentication service is currently experiencing high traffic. Please wait for the countdown to complete.'
const SERVICE_BUSY_UNAVAILABLE = 'Sign-in is temporarily unavailable due to high traffic. Please try again in a few minutes.'
const SERVICE_BUSY_DURATION_MS = 8000
/** Sign-up replies after which only a new code helps: the form goes back to the first step with the message. */
const SIGN_UP_RESTART_CODES = new Set(['INVALID_SIGN_UP_TOKEN', 'SIGN_UP_EXPIRED', 'SIGN_UP_USED', 'ACCOUNT_EXISTS'])

/** The sign-up a code started (decision 047): the address it is for and the token that creates its account. */
interface PendingSignUp {
  email: string
  token: string
}

export interface EmailCodeFormProps {
  /** Shows the back link to the other sign-in options. */
  onBack?: () => void
  /** Which success toast a sign-in shows (one per sign-in): the header form's, or the greeting. */
  greeting?: 'header' | 'welcome-back'
}

/**
 * The two-step email-code sign-in (spec doc 1 §4, §5, §8): request a code for an email or username,
 * then enter the 6-character code. A high-traffic reply starts a countdown ('Try again in N
 * seconds', 1 s tick) that keeps the send button disabled. Signing in stores the user in the
 * current-user query, which closes the header menus and lets the /auth page move on. The code of an
 * address no account uses adds a third step (decision 047): the display name, which creates the account.
 */
export function EmailCodeForm({ onBack, greeting = 'header' }: EmailCodeFormProps) {
  const queryClient = useQueryClient()
  const ids = useId()
  const [step, setStep] = useState<'request' | 'verify' | 'name'>('request')
  const [emailOrUsername, setEmailOrUsername] = useState('')
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [signUp, setSignUp] = useState<PendingSignUp | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const countdown = useCountdown()
  const emailRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLParagraphElement>(null)
  // Where focus goes after the next render: the code input on step 2, the email input when going
  // back, the alert after an error (spec: focus follows what the person has to deal with next).
  const focusNext = useRef<'email' | 'code' | 'name' | 'alert' | null>(null)
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const element = { email: emailRef, code: codeRef, name: nameRef, alert: alertRef }[target].current
    element?.focus()
  })

  function showError(message: string) {
    // The same message again does not re-render, so focus the alert that is already there.
    if (message === error) alertRef.current?.focus()
    else focusNext.current = 'alert'
    setError(message)
  }

  async function onRequest(event: FormEvent) {
    event.preventDefault()
    if (pending || countdown.remaining > 0) return
    const invalid = validateEmailOrUsername(emailOrUsername)
    if (invalid) return showError(invalid)
    if (browserIsOffline()) return showError(NEEDS_NETWORK.signIn)
    setError(null)
    setPending(true)
    try {
      const reply = await requestLoginCode(emailOrUsername.trim())
      if (isHighLoadReply(reply)) {
        serviceBusy(reply.retryAfter)
        return
      }
      toast({ title: 'Login Code Sent', description: 'Code sent successfully. Please check your email.' })
      setCode('')
      setStep('verify')
      focusNext.current = 'code'
    } catch (caught) {
      const apiError = toApiError(caught)
      const body = typeof apiError.body === 'object' && apiError.body !== null ? (apiError.body as { error?: unknown; message?: unknown }) : null
      const retryAfter = retryAfterOf(caught)
      if (isHighLoadReply(body) || (apiError.status === 429 && isHighLoad(apiError.serverMessage) && retryAfter)) {
        // The server answered with the high-traffic reply (429 + retryAfter): wait it out.
        serviceBusy(retryAfter)
      } else if (isHighLoad(apiError.serverMessage)) {
        toast({ variant: 'destructive', title: 'Service Busy', description: SERVICE_BUSY_UNAVAILABLE, duration: SERVICE_BUSY_DURATION_MS })
      } else {
        // Every other failure, the 60 s resend cooldown included: the server's words, and a
        // countdown when the server said how long to wait.
        if (apiError.status === 429) countdown.start(retryAfter ?? DEFAULT_RETRY_AFTER_S)
        else showError(authErrorMessage(caught, 'request-code'))
        toast({
          variant: 'destructive',
          title: 'Error',
          description: apiError.status === 503 || apiError.status === undefined
            ? authErrorMessage(caught, 'request-code')
            : (apiError.serverMessage ?? 'Failed to send login code. Please try again later.'),
        })
      }
    } finally {
      setPending(false)
    }
  }

  function serviceBusy(retryAfter: number | undefined) {
    toast({ variant: 'destructive', title: 'Service Busy', description: SERVICE_BUSY_COUNTDOWN, duration: SERVICE_BUSY_DURATION_MS })
    countdown.start(retryAfter && retryAfter > 0 ? Math.ceil(retryAfter) : DEFAULT_RETRY_AFTER_S)
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const invalid = validateCode(code)
    if (invalid) return showError(invalid)
    if (browserIsOffline()) return showError(NEEDS_NETWORK.signIn)
    setError(null)
    setPending(true)
    try {
      const reply = await verifyLoginCode(emailOrUsername.trim(), code.trim())
      if (isSignUpNeeded(reply)) {
        setSignUp({ email: reply.email, token: reply.signUpToken })
        setName('')
        setStep('name')
        focusNext.current = 'name'
        return
      }
      completeSignIn(queryClient, reply, greeting)
    } catch (caught) {
      const message = verifyErrorMessage(caught)
      showError(message)
      if (message.toLowerCase().includes('expired')) {
        toast({ variant: 'destructive', title: 'Code Expired', description: 'Your verification code has expired. Please request a new one.' })
      }
    } finally {
      setPending(false)
    }
  }

  async function onSignUp(event: FormEvent) {
    event.preventDefault()
    if (pending || !signUp) return
    const invalid = validateDisplayName(name)
    if (invalid) return showError(invalid)
    if (browserIsOffline()) return showError(NEEDS_NETWORK.signIn)
    setError(null)
    setPending(true)
    try {
      const user = await signUpWithToken(signUp.token, name.trim())
      completeSignIn(queryClient, user, 'new-account')
    } catch (caught) {
      const apiError = toApiError(caught)
      const code = typeof apiError.body === 'object' && apiError.body !== null ? (apiError.body as { code?: unknown }).code : undefined
      const message = verifyErrorMessage(caught)
      if (typeof code === 'string' && SIGN_UP_RESTART_CODES.has(code)) {
        // Used, expired or taken meanwhile: a new code is the way on (it signs in if the address has an account now).
        setSignUp(null)
        setStep('request')
        focusNext.current = 'alert'
        setError(message)
      } else {
        showError(message)
      }
    } finally {
      setPending(false)
    }
  }

  function tryDifferentEmail() {
    setStep('request')
    setCode('')
    setName('')
    setSignUp(null)
    setError(null)
    focusNext.current = 'email'
  }

  const errorId = `${ids}-error`
  const describedBy = error ? errorId : undefined
  return (
    <div className="space-y-4">
      <NeedsNetwork action="signIn" />
      {onBack ? (
        <button type="button" onClick={onBack} className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to sign-in options
        </button>
      ) : null}

      {step === 'request' ? (
        <form noValidate onSubmit={onRequest} className="space-y-3" aria-label="Request a login code">
          <label htmlFor={`${ids}-email`} className="block text-sm font-medium text-slate-800">
            Email or username
          </label>
          <input
            ref={emailRef}
            id={`${ids}-email`}
            name="emailOrUsername"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={emailOrUsername}
            onChange={(e) => setEmailOrUsername(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="h-11 w-full rounded-md border border-slate-400 px-3 text-base text-slate-900"
          />
          <FormError ref={alertRef} id={errorId} message={error} />
          <Button type="submit" className="w-full" disabled={pending || countdown.remaining > 0}>
            {countdown.remaining > 0
              ? `Try again in ${countdown.remaining} seconds`
              : pending
                ? 'Sending login code...'
                : 'Send Login Code'}
          </Button>
          <p className="text-xs text-slate-600">
            We&rsquo;ll email you a {CODE_LENGTH}-character code. No password needed: if you&rsquo;re new to Gala, the code creates your account.
          </p>
        </form>
      ) : step === 'name' && signUp ? (
        <form noValidate onSubmit={onSignUp} className="space-y-3" aria-labelledby={`${ids}-name-title`}>
          <h2 id={`${ids}-name-title`} className="text-base font-bold text-slate-900">
            Choose your display name
          </h2>
          <p className="text-sm text-slate-700">
            No Gala account uses <strong className="break-all">{signUp.email}</strong> yet. Choose the name people see on your reviews
            and likes, and your account is ready.
          </p>
          <label htmlFor={`${ids}-name`} className="block text-sm font-medium text-slate-800">
            Display name
          </label>
          <input
            ref={nameRef}
            id={`${ids}-name`}
            name="name"
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${ids}-name-hint` : `${ids}-name-hint`}
            className="h-11 w-full rounded-md border border-slate-400 px-3 text-base text-slate-900"
          />
          <p id={`${ids}-name-hint`} className="text-xs text-slate-600">
            {DISPLAY_NAME_MIN}&ndash;{DISPLAY_NAME_MAX} characters. You can change it later in Account Settings.
          </p>
          <FormError ref={alertRef} id={errorId} message={error} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Creating your account…' : 'Create account'}
          </Button>
          <Button type="button" variant="outline" className="w-full" onClick={tryDifferentEmail}>
            Use a Different Email
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={onVerify} className="space-y-3" aria-label="Enter your login code">
          <p className="text-sm text-slate-700">
            We sent a {CODE_LENGTH}-character code to <strong className="break-all">{emailOrUsername.trim()}</strong>. It expires in 10
            minutes.
          </p>
          <label htmlFor={`${ids}-code`} className="block text-sm font-medium text-slate-800">
            Login code
          </label>
          <input
            ref={codeRef}
            id={`${ids}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\s+/g, '').slice(0, CODE_LENGTH))}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="h-11 w-full rounded-md border border-slate-400 px-3 font-mono text-lg tracking-[0.4em] text-slate-900"
          />
          <FormError ref={alertRef} id={errorId} message={error} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Verifying code....' : 'Verify Code'}
          </Button>
          <Button type="button" variant="outline" className="w-full" onClick={tryDifferentEmail}>
            Try Different Email
          </Button>
        </form>
      )}
    </div>
  )
}

function FormError({ id, message, ref }: { id: string; message: string | null; ref: Ref<HTMLParagraphElement> }) {
  if (!message) return null
  return (
    <p ref={ref} id={id} role="alert" tabIndex={-1} className="flex items-start gap-2 rounded-md bg-red-50 p-2 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-700">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  )
}
