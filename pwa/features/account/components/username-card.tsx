import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Username } from '@contracts/auth'
import { USERNAME_CHANGE_INTERVAL_DAYS, UsernameVerificationCode, usernameMessages } from '@contracts/username'
import type { PublicUser } from '@contracts/user'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { retryAfterOf } from '@/features/auth/api/login-code'
import { useCountdown } from '@/features/auth/use-countdown'
import { Card } from '@/features/profile/components/profile-cards'
import { toApiError } from '@/lib/api-client'
import { useChangeUsername } from '../api/change-username'
import { useRequestUsernameChangeCode } from '../api/request-username-change-code'
import { CodeField } from './code-field'

interface Problem {
  messages: string[]
  suggestions: string[]
}

/** The messages (a list) and suggestions of a failed request, in the server's words. */
function problemOf(error: unknown, fallback: string): Problem {
  const apiError = toApiError(error)
  if (apiError.status === undefined) return { messages: ['Network error. Please check your connection and try again.'], suggestions: [] }
  const body = apiError.body as { issues?: { message?: string }[]; suggestions?: unknown } | undefined
  const messages = [...new Set((body?.issues ?? []).map((issue) => issue.message).filter((m): m is string => typeof m === 'string'))]
  const suggestions = Array.isArray(body?.suggestions) ? body.suggestions.filter((s): s is string => typeof s === 'string').slice(0, 5) : []
  return { messages: messages.length > 0 ? messages : [apiError.serverMessage ?? fallback], suggestions }
}

/**
 * Username change (doc 3 §4, §5, §8): "Send code" mails a 6-digit code to the account email; then the new
 * name and the code. Errors show as a list, with up to 5 suggested free names to pick from.
 */
export function UsernameCard({ user }: { user: PublicUser }) {
  const ids = useId()
  const [step, setStep] = useState<'start' | 'code'>('start')
  const [newUsername, setNewUsername] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [changedTo, setChangedTo] = useState<string | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const request = useRequestUsernameChangeCode()
  const change = useChangeUsername(user.username)
  const countdown = useCountdown()

  function fail(next: Problem) {
    setProblem(next)
    requestAnimationFrame(() => problemRef.current?.focus())
  }

  function sendCode() {
    setProblem(null)
    request.mutate(undefined, {
      onSuccess: (reply) => {
        countdown.start(reply.retryAfter)
        setStep('code')
        toast({ title: 'Code sent', description: reply.message })
      },
      onError: (err) => {
        const wait = retryAfterOf(err)
        if (wait) countdown.start(wait)
        const next = problemOf(err, 'Please try again.')
        toast({ title: usernameMessages.sendFailed, description: next.messages[0], variant: 'destructive' })
        fail(next)
      },
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const messages = [
      ...new Set([...(Username.safeParse(newUsername).error?.issues ?? []), ...(UsernameVerificationCode.safeParse(code).error?.issues ?? [])].map((issue) => issue.message)),
    ]
    if (messages.length > 0) return fail({ messages, suggestions: [] })
    setProblem(null)
    change.mutate(
      { newUsername: newUsername.trim(), verificationCode: code.trim() },
      {
        onSuccess: (updated) => {
          setChangedTo(updated.username)
          setStep('start')
          setNewUsername('')
          setCode('')
          toast({ title: 'Username changed', description: `You are now @${updated.username}.` })
        },
        onError: (err) => {
          const next = problemOf(err, 'Please try again.')
          toast({ title: usernameMessages.changeFailed, description: next.messages[0], variant: 'destructive' })
          fail(next)
        },
      },
    )
  }

  const problemId = `${ids}-problem`
  const input = 'h-11 w-full rounded-md border border-slate-400 px-3 text-slate-900'
  const waiting = countdown.remaining > 0
  return (
    <Card title="Username">
      <p className="text-sm text-slate-700">
        Your username is <strong>@{user.username}</strong>. You can change it once every {USERNAME_CHANGE_INTERVAL_DAYS} days; we send a code to
        your email to confirm it is you.
      </p>
      {changedTo ? (
        <p role="status" className="mt-3 text-sm text-green-800">
          {usernameMessages.changed}{' '}
          <Link to="/profile/$username" params={{ username: changedTo }} className="font-medium underline">
            View your profile
          </Link>
        </p>
      ) : null}
      {problem ? (
        <div ref={problemRef} id={problemId} role="alert" tabIndex={-1} className="mt-3 text-sm text-red-700">
          <ul className="list-disc pl-5 font-medium">
            {problem.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          {problem.suggestions.length > 0 ? (
            <div className="mt-2 text-slate-800">
              <p>Available usernames:</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {problem.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button
                      type="button"
                      onClick={() => setNewUsername(suggestion)}
                      className="min-h-11 rounded-full border border-slate-300 px-3 text-sm hover:bg-slate-100"
                    >
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {step === 'start' ? (
        <Button type="button" className="mt-4" onClick={sendCode} disabled={request.isPending || waiting || !user.email}>
          {request.isPending ? 'Sending…' : waiting ? `Send code in ${countdown.remaining} s` : 'Change username'}
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
          <p className="text-sm text-slate-700">We sent a 6-digit code to {user.email}.</p>
          <div className="space-y-1">
            <label htmlFor={`${ids}-new`} className="block text-sm font-medium text-slate-800">
              New username
            </label>
            <input
              id={`${ids}-new`}
              name="newUsername"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={newUsername}
              onChange={(e) => setNewUsername(e.target.value)}
              aria-describedby={problem ? problemId : undefined}
              className={input}
            />
          </div>
          <CodeField id={`${ids}-code`} value={code} onChange={setCode} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Submit'}
            </Button>
            <Button type="button" variant="outline" onClick={sendCode} disabled={waiting || request.isPending}>
              {waiting ? `Resend code in ${countdown.remaining} s` : 'Resend code'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
