import { useState } from 'react'
import { Mail } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { EmailCodeForm } from './email-code-form'

/**
 * The content of the sign-in menu: social sign-in as full-page links (the server redirects to the
 * provider), or the email-code form.
 */
export function SignInOptions() {
  const [withEmail, setWithEmail] = useState(false)
  if (withEmail) return <EmailCodeForm onBack={() => setWithEmail(false)} />
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">Sign in to like, review, follow people and get movie release alerts.</p>
      <a href="/api/auth/google" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
        <GoogleMark />
        Continue with Google
      </a>
      <a href="/api/auth/facebook" className={buttonClasses({ className: 'w-full bg-[#1664d9] hover:bg-[#0f52b8]' })}>
        <FacebookMark />
        Continue with Facebook
      </a>
      <div className="flex items-center gap-3 py-1 text-xs uppercase text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button type="button" onClick={() => setWithEmail(true)} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        Sign in with Email
      </button>
      <p className="pt-2 text-xs text-slate-600">New to Gala? Continue with Google or Facebook to create an account.</p>
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
