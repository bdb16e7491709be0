import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutDashboard, Mail, Newspaper, Settings, UserRound } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { greetingName } from '@/features/auth/api/session'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { ActivityStream } from '@/features/community/components/activity-stream'
import { ProfileSideCard, StatsCard } from '@/features/profile/components/profile-cards'
import { usePageTitle } from '@/lib/use-page-title'

export const Route = createFileRoute('/_authed/profile/')({
  component: MyProfilePage,
})

/** /profile: the signed-in person's own summary (doc 3 §2 own profile): email, Activity Stream, links. */
function MyProfilePage() {
  usePageTitle('My Profile')
  const { data: user } = useCurrentUser()
  if (!user) return null
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 pb-16 pt-6">
      <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
      <ProfileSideCard user={user} />
      {user.email ? (
        <p className="flex items-center gap-2 break-all text-sm text-slate-700">
          <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
          {user.email}
        </p>
      ) : null}
      <Link to="/profile/$username" params={{ username: user.username }} className={buttonClasses({ className: 'w-full' })}>
        <UserRound className="h-4 w-4" aria-hidden="true" />
        View public profile
      </Link>
      <Link to="/feed" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
        <Newspaper className="h-4 w-4" aria-hidden="true" />
        Your Feed
      </Link>
      <ActivityStream username={user.username} name={greetingName(user)} />
      <StatsCard user={user} />
      <Link to="/profile/account" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
        <Settings className="h-4 w-4" aria-hidden="true" />
        Account Settings
      </Link>
      <Link
        to="/profile/$username/widget-settings"
        params={{ username: user.username }}
        className={buttonClasses({ variant: 'outline', className: 'w-full' })}
      >
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        Widget Settings
      </Link>
    </div>
  )
}
