import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Bell, Flame, LogOut, Pencil, Star, Ticket, Trophy, User } from 'lucide-react'
import { Avatar } from '@/components/avatar'
import { buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { useLogout } from '@/features/auth/api/logout'
import { send, tabSwitchEvent } from '@/features/analytics/events'
import { DailyChallengeCard } from '@/features/profile/components/daily-challenge-card'
import { authorDisplayName } from '../lib/post-text'
import type { Profile } from '../types'
import { FollowButton } from './follow-button'
import { formatCount } from '@/lib/manila'


/** The display name of a profile: name, display name, else username. */
export const profileName = (profile: Pick<Profile, 'name' | 'displayName' | 'username'>) =>
  authorDisplayName({ name: profile.name || profile.displayName, username: profile.username })

/**
 * The profile shell (doc 3 §2): name, @username and the Posts, Following and Followers counts (links);
 * tabs 'Posts & Reviews', 'Recent Activity' and, on the own profile, 'Widget Settings'; 'Edit Profile'
 * and the account menu on the own profile, Follow / Unfollow on other people's (not for visitors).
 */
export function ProfileShell({ profile, children }: { profile: Profile; children: ReactNode }) {
  const { data: me } = useCurrentUser()
  const own = me != null && me.id === profile.id
  const name = profileName(profile)
  const params = { username: profile.username }
  const counts = [
    { label: 'Posts', value: profile.postCount, to: '/profile/$username' as const },
    { label: 'Following', value: profile.followingCount, to: '/profile/$username/following' as const },
    { label: 'Followers', value: profile.followerCount, to: '/profile/$username/followers' as const },
  ]
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <header className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-center gap-4">
          <Avatar name={name} username={profile.username} src={profile.avatar} color={profile.avatarColor} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="break-words text-xl font-bold text-slate-900" data-testid="profile-name">
              {name}
            </p>
            <p className="break-all text-sm text-slate-600">@{profile.username}</p>
          </div>
        </div>
        {profile.bio ? <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">{profile.bio}</p> : null}
        <ProfileStanding profile={profile} />
        <ul className="mt-4 grid grid-cols-3 gap-2 text-center" aria-label="Profile counts">
          {counts.map((count) => (
            <li key={count.label}>
              <Link to={count.to} params={params} className="block min-h-11 rounded-lg bg-slate-50 px-2 py-2 hover:bg-slate-100">
                <span className="block text-lg font-bold text-slate-900" data-testid={`count-${count.label.toLowerCase()}`}>
                  {formatCount(count.value)}
                </span>
                <span className="block text-xs text-slate-600">{count.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        {/* The row keeps its height while the account loads and for visitors (no button), so the page below does not
            move when Follow or Edit Profile appears (decision 049). */}
        <div className="mt-4 flex min-h-11 flex-wrap gap-2">
          {own ? (
            <Link to="/profile/account" className={buttonClasses({ variant: 'outline' })}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit Profile
            </Link>
          ) : me ? (
            <FollowButton profile={profile} />
          ) : null}
        </div>
      </header>
      <ProfileTabs username={profile.username} own={own} />
      <div className={own ? 'mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]' : 'mt-6'}>
        <div className="min-w-0">{children}</div>
        {own ? (
          <div className="space-y-6">
            <OwnProfileMenu username={profile.username} />
            <DailyChallengeCard username={profile.username} />
          </div>
        ) : null}
      </div>
    </div>
  )
}

function ProfileTabs({ username, own }: { username: string; own: boolean }) {
  const tabs = [
    { to: '/profile/$username' as const, label: 'Posts & Reviews', exact: true },
    { to: '/profile/$username/activity' as const, label: 'Recent Activity', exact: false },
    ...(own ? [{ to: '/profile/$username/widget-settings' as const, label: 'Widget Settings', exact: false }] : []),
  ]
  return (
    <nav aria-label="Profile sections" className="mt-4 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <Link
              to={tab.to}
              params={{ username }}
              activeOptions={{ exact: tab.exact }}
              onClick={() => send(tabSwitchEvent(tab.label, 'profile'))}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[status=active]:border-blue-700 data-[status=active]:text-blue-800"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Points, level and day streak (doc 1 §3; decision 024), under the name on every profile. */
function ProfileStanding({ profile }: { profile: Pick<Profile, 'points' | 'level' | 'streakDays'> }) {
  const items = [
    { label: 'Level', value: profile.level, icon: Trophy },
    { label: 'Points', value: profile.points, icon: Star },
    { label: 'Day streak', value: profile.streakDays, icon: Flame },
  ]
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Points, level and streak">
      {items.map(({ label, value, icon: Icon }) => (
        <li key={label} className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 font-medium text-blue-900">
          <Icon className="h-4 w-4" aria-hidden="true" />
          <span>
            {label} <span data-testid={`standing-${label.toLowerCase().replace(' ', '-')}`}>{formatCount(value)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The own profile's side menu: Profile, My Tickets, Notifications, Sign out (doc 3 §2). */
export function OwnProfileMenu({ username }: { username: string }) {
  const logout = useLogout()
  const item = 'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100'
  return (
    <nav aria-label="Account" className="h-fit rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
      <ul>
        <li>
          <Link to="/profile" className={item}>
            <User className="h-4 w-4" aria-hidden="true" />
            Profile
          </Link>
        </li>
        <li>
          <a href="/profile/my-tickets" className={item}>
            <Ticket className="h-4 w-4" aria-hidden="true" />
            My Tickets
          </a>
        </li>
        <li>
          <Link to="/profile/$username/notifications" params={{ username }} className={item}>
            <Bell className="h-4 w-4" aria-hidden="true" />
            Notifications
          </Link>
        </li>
        <li>
          <button type="button" className={item} onClick={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign out
          </button>
        </li>
      </ul>
    </nav>
  )
}
