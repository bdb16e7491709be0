import { useId, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Mail } from 'lucide-react'
import { NeedsNetwork } from '@/components/needs-network'
import { buttonClasses } from '@/components/ui/button'
import { useIsOffline } from '@/lib/connectivity'
import { cn } from '@/lib/cn'
import { PROVIDER_LABELS, providerSignInHref, useAuthProviders, type AuthProvider } from '../api/get-providers'
import { safeRedirectPath } from '../redirect-path'
import { EmailCodeForm } from './email-code-form'

/**
 * The content of the header's sign-in menu (spec doc 1 §2): Google and Facebook as full-page links
 * (the server redirects to the provider and back to the page the person was on), or the email-code
 * form with a back link to these options.
 */
export function SignInOptions() {
  const [withEmail, setWithEmail] = useState(false)
  const location = useLocation()
  const here = safeRedirectPath(location.href)
  const redirectTo = here === '/' ? undefined : here
  if (withEmail) return <EmailCodeForm onBack={() => setWithEmail(false)} greeting="header" />
  return (
    <div className="space-y-3">
      <NeedsNetwork action="signIn" />
      <p className="text-sm text-slate-700">Sign in to like, review, follow people and get movie release alerts.</p>
      <SocialSignInButtons redirectTo={redirectTo} />
      <OrDivider />
      <button type="button" onClick={() => setWithEmail(true)} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        Sign in with Email
      </button>
      <p className="pt-2 text-xs text-slate-600">New to Gala? Sign in with Email creates your account with a code, and so do Google and Facebook.</p>
    </div>
  )
}

/** The Google and Facebook buttons; an unconfigured provider's button is disabled and says so. */
export function SocialSignInButtons({ redirectTo }: { redirectTo?: string }) {
  const providers = useAuthProviders()
  return (
    <div className="space-y-3">
      <ProviderButton provider="google" configured={providers.google} redirectTo={redirectTo} />
      <ProviderButton provider="facebook" configured={providers.facebook} redirectTo={redirectTo} />
    </div>
  )
}

const PROVIDER_STYLES: Record<AuthProvider, { variant: 'outline' | 'primary'; className: string }> = {
  google: { variant: 'outline', className: 'w-full' },
  facebook: { variant: 'primary', className: 'w-full bg-[#1664d9] hover:bg-[#0f52b8]' },
}

/**
 * A provider's sign-in: a plain link (a full-page navigation, so the server can redirect to the
 * provider) while the provider is configured or not yet known, else a disabled button with a visible
 * note. `aria-disabled` (not `disabled`) keeps it focusable, so screen-reader users find the note.
 */
function ProviderButton({ provider, configured, redirectTo }: { provider: AuthProvider; configured: boolean | undefined; redirectTo?: string }) {
  const noteId = useId()
  const label = `Continue with ${PROVIDER_LABELS[provider]}`
  const mark = provider === 'google' ? <GoogleMark /> : <FacebookMark />
  const style = PROVIDER_STYLES[provider]
  // Offline, the provider's page cannot open: the button stays (disabled) under the "needs a connection" note.
  const offline = useIsOffline()
  if (configured === false || offline) {
    return (
      <div>
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={configured === false ? noteId : undefined}
          onClick={(event) => event.preventDefault()}
          className={cn(buttonClasses(style), 'cursor-not-allowed opacity-60')}
        >
          {mark}
          {label}
        </button>
        {configured === false ? (
          <p id={noteId} className="mt-1 text-xs text-slate-600">
            {PROVIDER_LABELS[provider]} sign-in is not configured
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <a href={providerSignInHref(provider, redirectTo)} className={buttonClasses(style)}>
      {mark}
      {label}
    </a>
  )
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 py-1 text-xs uppercase text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  )
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  )
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
    </svg>
  )
}
