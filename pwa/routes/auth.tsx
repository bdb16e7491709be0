import { useEffect, useRef, useState } from 'react'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { AlertCircle, Mail } from 'lucide-react'
import { NeedsNetwork } from '@/components/needs-network'
import { buttonClasses } from '@/components/ui/button'
import { authProvidersQuery } from '@/features/auth/api/get-providers'
import { currentUserQuery, useCurrentUser } from '@/features/auth/api/get-current-user'
import { EmailCodeForm } from '@/features/auth/components/email-code-form'
import { OrDivider, SocialSignInButtons } from '@/features/auth/components/sign-in-options'
import { safeRedirectPath } from '@/features/auth/redirect-path'
import { usePageTitle } from '@/lib/use-page-title'

interface AuthSearch {
  redirect_to?: string
  error?: string
}

/**
 * ?redirect_to= a path on this site (anything else is dropped), ?error= a message (1-500 characters
 * after trimming) to show once. Plain code, not zod: this part of a route file is in the entry chunk.
 */
function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {}
  if (search.redirect_to !== undefined) {
    const path = safeRedirectPath(search.redirect_to)
    if (path !== undefined) result.redirect_to = path
  }
  const error = typeof search.error === 'string' ? search.error.trim() : ''
  if (error.length >= 1 && error.length <= 500) result.error = error
  return result
}

export const Route = createFileRoute('/auth')({
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    // Spec doc 1 §2: a signed-in person has nothing to do here.
    // If the check itself fails (offline), show the page anyway rather than an error.
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null)
    if (user) throw redirect({ href: search.redirect_to ?? '/', replace: true })
  },
  loader: ({ context }) => {
    // The provider buttons need it; a failure only leaves the buttons as plain links.
    void context.queryClient.prefetchQuery(authProvidersQuery())
  },
  component: AuthPage,
})

/**
 * The sign-in page: Google, Facebook and 'Login with Email Code'. An error passed in ?error= (the
 * OAuth callback sends people here with one) is shown, then removed from the address; after a
 * sign-in the person goes to ?redirect_to= or home.
 */
function AuthPage() {
  usePageTitle('Sign in')
  const search = Route.useSearch()
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const [withEmail, setWithEmail] = useState(false)
  const [error, setError] = useState(search.error)
  const [errorFromAddress, setErrorFromAddress] = useState(search.error)
  const errorRef = useRef<HTMLDivElement>(null)
  // A new ?error= while on the page (another failed social sign-in) replaces the one shown.
  if (search.error && search.error !== errorFromAddress) {
    setErrorFromAddress(search.error)
    setError(search.error)
  } else if (!search.error && errorFromAddress) {
    setErrorFromAddress(undefined)
  }

  // Show the error, then take it out of the address (replace, keeping redirect_to) so a reload or a
  // shared link does not show it again.
  useEffect(() => {
    if (search.error) void navigate({ to: '/auth', search: { redirect_to: search.redirect_to }, replace: true })
  }, [search.error, search.redirect_to, navigate])

  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])

  // Signed in here (email code), or in another tab: go where the person was heading.
  useEffect(() => {
    if (user) void navigate({ href: search.redirect_to ?? '/', replace: true })
  }, [user, search.redirect_to, navigate])

  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md px-4 pb-16 pt-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          Sign in to Gala
        </h1>
        <p className="mt-2 text-sm text-slate-700">Like, review, follow people and get movie release alerts.</p>

        {error ? (
          <div
            ref={errorRef}
            role="alert"
            tabIndex={-1}
            className="mt-5 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none"
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </div>
        ) : null}

        <div className="mt-6 space-y-3">
          {withEmail ? null : <NeedsNetwork action="signIn" />}
          {withEmail ? (
            <EmailCodeForm onBack={() => setWithEmail(false)} greeting="welcome-back" />
          ) : (
            <>
              <SocialSignInButtons redirectTo={search.redirect_to} />
              <OrDivider />
              <button
                type="button"
                onClick={() => {
                  setError(undefined)
                  setWithEmail(true)
                }}
                className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
              >
                <Mail className="h-4 w-4" aria-hidden="true" />
                Login with Email Code
              </button>
            </>
          )}
        </div>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className="font-medium text-blue-700 hover:underline">
            Forgot password?
          </Link>
        </p>
        <p className="mt-6 text-sm text-slate-600">New to Gala? An email code creates your account (you only choose a display name), and so do Google and Facebook.</p>
      </div>
    </section>
  )
}
