import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutDashboard, Settings } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { ProfileSideCard, StatsCard } from '@/features/profile/components/profile-cards'
import { usePageTitle } from '@/lib/use-page-title'

export const Route = createFileRoute('/_authed/profile/')({
  component: MyProfilePage,
})

/** /profile: the signed-in person's own summary (the public profile pages arrive with the community issue). */
function MyProfilePage() {
  usePageTitle('My Profile')
  const { data: user } = useCurrentUser()
  if (!user) return null
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 pb-16 pt-6">
      <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
      <ProfileSideCard user={user} />
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
