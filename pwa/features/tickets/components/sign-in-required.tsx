import type { ReactNode } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { TICKET_MESSAGES } from '@contracts/tickets'
import { buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { safeRedirectPath } from '@/features/auth/redirect-path'

/**
 * The ticket pages past the seat map need a signed-in buyer (doc 2 §3): a visitor reads 'Please log in to
 * purchase tickets.' with a way to sign in and come back. The API refuses them as well (401).
 */
export function SignInRequired({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const location = useLocation()
  if (user === undefined) return <p className="px-4 py-8 text-center text-slate-700" role="status">Checking your sign-in…</p>
  if (user === null)
    return (
      <div className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-xl font-bold text-slate-900">Sign in to continue</h1>
        <p className="mt-2 text-slate-700">{TICKET_MESSAGES.signIn}</p>
        <Link to="/auth" search={{ redirect_to: safeRedirectPath(location.href) }} className={buttonClasses({ className: 'mt-4' })}>
          Sign in
        </Link>
      </div>
    )
  return <>{children}</>
}
