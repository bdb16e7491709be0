import { useEffect, useId, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { toApiError } from '@/lib/api-client'
import { CURRENT_USER_KEY } from '../api/get-current-user'
import { authErrorMessage, isHighLoad, requestLoginCode, verifyLoginCode } from '../api/login-code'
import { CODE_LENGTH, DEFAULT_RETRY_AFTER_S, validateCode, validateEmailOrUsername } from '../validation'

/**
 * The two-step email-code sign-in of the header's sign-in menu: request a code for an email or
 * username, then enter the 6-character code. Signing in stores the user in the current-user query,
 * which closes the menus.
 */
export function EmailCodeForm({ onBack }: { onBack: () => void }) {
  const queryClient = useQueryClient()
  const ids = useId()
  const [step, setStep] = useState<'request' | 'verify'>('request')
  const [emailOrUsername, setEmailOrUsername] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [retryIn, setRetryIn] = useState(0)

  useEffect(() => {
    if (retryIn <= 0) return
    const timer = setTimeout(() => setRetryIn((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [retryIn])

  async function onRequest(event: FormEvent) {
    event.preventDefault()
    const invalid = validateEmailOrUsername(emailOrUsername)
    setError(invalid)
    if (invalid || retryIn > 0) return
    setPending(true)
    try {
      const reply = await requestLoginCode(emailOrUsername.trim())
      if (reply.error && isHighLoad(reply.error)) {
        toast({
          variant: 'destructive',
          title: 'Service Busy',
          description: 'The authentication service is currently experiencing high traffic. Please wait for the countdown to complete.',
          duration: 8000,
        })
        setRetryIn(reply.retryAfter && reply.retryAfter > 0 ? Math.ceil(reply.retryAfter) : DEFAULT_RETRY_AFTER_S)
        return
      }
      toast({ title: 'Login Code Sent', description: 'Code sent successfully. Please check your email.' })
      setStep('verify')
    } catch (caught) {
      const apiError = toApiError(caught)
      if (isHighLoad(apiError.serverMessage)) {
        toast({
          variant: 'destructive',
          title: 'Service Busy',
          description: 'Sign-in is temporarily unavailable due to high traffic. Please try again in a few minutes.',
        })
      } else {
        const message = authErrorMessage(caught, 'request-code')
        setError(message)
        toast({
          variant: 'destructive',
          title: 'Error',
          description: apiError.serverMessage ?? 'Failed to send login code. Please try again later.',
        })
      }
    } finally {
      setPending(false)
    }
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault()
    const invalid = validateCode(code)
    setError(invalid)
    if (invalid) return
    setPending(true)
    try {
      const user = await verifyLoginCode(emailOrUsername.trim(), code.trim())
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      toast({ title: 'Success', description: 'You have been successfully logged in' })
    } catch (caught) {
      const serverMessage = toApiError(caught).serverMessage
      setError(serverMessage ?? 'Invalid or expired code. Please try again.')
      if (serverMessage?.toLowerCase().includes('expired')) {
        toast({ variant: 'destructive', title: 'Code Expired', description: 'Your verification code has expired. Please request a new one.' })
      }
    } finally {
      setPending(false)
    }
  }

  function tryDifferentEmail() {
    setStep('request')
    setCode('')
    setError(null)
  }

  const errorId = `${ids}-error`
  return (
    <div className="space-y-4">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to sign-in options
      </button>

      {step === 'request' ? (
        <form noValidate onSubmit={onRequest} className="space-y-3" aria-label="Request a login code">
          <label htmlFor={`${ids}-email`} className="block text-sm font-medium text-slate-800">
            Email or username
          </label>
          <input
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
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full rounded-md border border-slate-400 px-3 text-base text-slate-900"
          />
          <FormError id={errorId} message={error} />
          <Button type="submit" className="w-full" disabled={pending || retryIn > 0}>
            {retryIn > 0 ? `Try again in ${retryIn} seconds` : pending ? 'Sending login code...' : 'Send Login Code'}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={onVerify} className="space-y-3" aria-label="Enter your login code">
          <p className="text-sm text-slate-700">
            We sent a 6-character code to <strong className="break-all">{emailOrUsername.trim()}</strong>.
          </p>
          <label htmlFor={`${ids}-code`} className="block text-sm font-medium text-slate-800">
            Login code
          </label>
          <input
            id={`${ids}-code`}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.slice(0, CODE_LENGTH))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full rounded-md border border-slate-400 px-3 font-mono text-lg tracking-[0.4em] text-slate-900"
          />
          <FormError id={errorId} message={error} />
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

function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  )
}
