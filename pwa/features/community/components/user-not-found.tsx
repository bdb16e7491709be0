import { Link } from '@tanstack/react-router'
import { FOLLOW_MESSAGES } from '@contracts/follows-rules'
import { PROFILE_MESSAGES } from '@contracts/community-rules'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * A profile that does not exist. The posts tab says 'User not found' / 'The user @{username} doesn't exist
 * or has been removed.'; the followers and following pages 'User Not Found' with 'Return Home' (doc 3 §2).
 */
export function UserNotFound({ username, variant = 'posts' }: { username: string; variant?: 'posts' | 'follows' }) {
  const title = variant === 'posts' ? PROFILE_MESSAGES.userNotFound : FOLLOW_MESSAGES.userNotFoundTitle
  usePageTitle(title)
  return (
    <section aria-labelledby="user-missing" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="user-missing" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 break-words text-slate-700">{variant === 'posts' ? PROFILE_MESSAGES.userMissing(username) : FOLLOW_MESSAGES.userNotFound}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        {FOLLOW_MESSAGES.returnHome}
      </Link>
    </section>
  )
}
