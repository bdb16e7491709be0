import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutDashboard, Mail, Newspaper, Settings, UserRound } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { greetingName } from '@/features/auth/api/session'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { ActivityStream } from '@/features/community/components/activity-stream'
import { OwnProfileMenu } from '@/features/community/components/profile-shell'
import { DailyChallengeCard } from '@/features/profile/components/daily-challenge-card'
import { ProfileSideCard, StatsCard } from '@/features/profile/components/profile-cards'
import { usePageTitle } from '@/lib/use-page-title'

export const Route = createFileRoute('/_authed/profile/')({
  component: MyProfilePage,
})

/**
 * /profile: the signed-in person's own page (doc 3 §2 own profile and profile shell): email, points, level
 * and streak, the Activity Stream (up to 20), and beside it the account menu (Profile, My Tickets,
 * Notifications, Sign out) and the daily challenge card. One column at 360 px, two from md.
 */
function MyProfilePage() {
  usePageTitle('My Profile')
  const { data: user } = useCurrentUser()
  if (!user) return null
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0 space-y-6">
          <ProfileSideCard user={user} />
          {user.email ? (
            <p className="flex items-center gap-2 break-all text-sm text-slate-700" data-testid="profile-email">
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {user.email}
            </p>
          ) : null}
          <StatsCard user={user} />
          <ActivityStream username={user.username} name={greetingName(user)} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Link to="/profile/$username" params={{ username: user.username }} className={buttonClasses({ className: 'w-full' })}>
              <UserRound className="h-4 w-4" aria-hidden="true" />
              View public profile
            </Link>
            <Link to="/feed" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
              <Newspaper className="h-4 w-4" aria-hidden="true" />
              Your Feed
            </Link>
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
        </div>
        <aside className="space-y-6" aria-label="Your account">
          <OwnProfileMenu username={user.username} />
          <DailyChallengeCard username={user.username} />
        </aside>
      </div>
    </div>
  )
}
