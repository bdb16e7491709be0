import { Link, useLocation } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { TICKET_MESSAGES } from '@contracts/tickets'
import { EmailCodeForm } from '@/features/auth/components/email-code-form'
import { OrDivider, SocialSignInButtons } from '@/features/auth/components/sign-in-options'
import { safeRedirectPath } from '@/features/auth/redirect-path'

/** Words of the visitor's seat page (decision 048), in one place. */
const SEAT_SIGN_IN_TEXT = {
  title: 'Sign in to choose your seats',
  kept: 'Your showtime is kept: once you are signed in, its seats open right here. New to Gala? The email code creates your account.',
  back: 'Back to showtimes',
} as const

/**
 * What a visitor sees in place of a showtime's seats (spec doc 2 §2: 'Please log in to purchase tickets.'; decision
 * 048): the sign-in and the sign-up right there, the email code first (it creates an account for a new address), then
 * Google and Facebook, which come back to this address. Signing in here draws the seats of the same showtime, so the
 * chosen showtime survives the sign-up.
 */
export function SeatSignIn({ theaterId, movieId }: { theaterId: string; movieId: string }) {
  const location = useLocation()
  return (
    <section aria-labelledby="seat-sign-in-title" className="mx-auto w-full max-w-md px-4 pb-16 pt-6">
      <Link
        to="/movies/tickets/$theaterId/schedule/$movieId"
        params={{ theaterId, movieId }}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {SEAT_SIGN_IN_TEXT.back}
      </Link>
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h1 id="seat-sign-in-title" className="text-xl font-bold text-slate-900">
          {SEAT_SIGN_IN_TEXT.title}
        </h1>
        <p className="mt-2 font-medium text-slate-900">{TICKET_MESSAGES.signIn}</p>
        <p className="mt-1 text-sm text-slate-700">{SEAT_SIGN_IN_TEXT.kept}</p>
        <div className="mt-5 space-y-3">
          <EmailCodeForm greeting="welcome-back" />
          <OrDivider />
          <SocialSignInButtons redirectTo={safeRedirectPath(location.href)} />
        </div>
      </div>
    </section>
  )
}
