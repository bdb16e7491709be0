import { Link } from '@tanstack/react-router'
import { NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { buttonClasses } from '@/components/ui/button'

/**
 * Shown when the notification calls answer 401 (the session ended on the server while the page was
 * open; spec doc 3 §2): 'Authentication Required' with a link to /auth.
 */
export function SignInRequired() {
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{NOTIFICATION_MESSAGES.authRequiredTitle}</p>
      <p className="mt-1 text-sm">{NOTIFICATION_MESSAGES.viewLoginRequired}</p>
      <Link to="/auth" className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
        Sign in
      </Link>
    </div>
  )
}
