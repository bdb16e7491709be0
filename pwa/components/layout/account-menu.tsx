import { Link } from '@tanstack/react-router'
import { LogIn, LogOut, MailWarning, ShieldCheck } from 'lucide-react'
import type { PublicUser } from '@contracts/user'
import { Avatar } from '@/components/avatar'
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet'
import { useLogout } from '@/features/auth/api/logout'
import { SignInOptions } from '@/features/auth/components/sign-in-options'
import { useUnreadCount } from '@/features/notifications/api/get-unread-count'
import { useReleaseAlertSync } from '@/features/notifications/api/use-release-alert-sync'
import { ADMIN_LINKS, profileLinks } from '@/lib/nav-links'
import { badgeText } from '@/lib/unread-badge'

interface AccountMenuProps {
  /** undefined while /api/user loads, null for a visitor. */
  user: PublicUser | null | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The right side of the header: a pulsing placeholder while the user loads, the sign-in icon and
 * sign-in menu for visitors, the avatar (with the unread badge) and profile menu when signed in.
 */
export function AccountMenu({ user, open, onOpenChange }: AccountMenuProps) {
  if (user === undefined) {
    return (
      <span
        role="status"
        aria-busy="true"
        aria-label="Loading account"
        data-testid="account-loading"
        className="inline-block h-9 w-9 animate-pulse rounded-full bg-slate-300 motion-reduce:animate-none"
      />
    )
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {user ? <AvatarTrigger user={user} /> : <SignInTrigger />}
      {user ? (
        <SheetContent side="right" title="Your account" data-testid="profile-menu">
          <ProfileMenuBody user={user} onNavigate={() => onOpenChange(false)} />
        </SheetContent>
      ) : (
        <SheetContent side="right" title="Sign in to Gala" data-testid="sign-in-menu">
          <div className="p-5">
            <SignInOptions />
          </div>
        </SheetContent>
      )}
    </Sheet>
  )
}

function SignInTrigger() {
  return (
    <SheetTrigger aria-label="Sign in" className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-900/10">
      <LogIn className="h-6 w-6" aria-hidden="true" />
    </SheetTrigger>
  )
}

function AvatarTrigger({ user }: { user: PublicUser }) {
  const unread = useUnreadCount(true)
  useReleaseAlertSync(user.id)
  const badge = badgeText(unread)
  const label = badge ? `Open profile menu, ${unread} unread notifications` : 'Open profile menu'
  return (
    <SheetTrigger aria-label={label} className="relative inline-flex h-11 w-11 items-center justify-center rounded-full">
      <Avatar name={user.displayName ?? user.name} username={user.username} src={user.avatar} color={user.avatarColor} size="sm" />
      {badge ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold leading-5 text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </SheetTrigger>
  )
}

function ProfileMenuBody({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  const logout = useLogout()
  const displayName = user.displayName ?? user.name ?? user.username
  const linkClass = 'block px-5 py-3 text-base text-slate-800 hover:bg-slate-100'
  return (
    <div className="flex min-h-full flex-col">
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
        <Avatar name={displayName} username={user.username} src={user.avatar} color={user.avatarColor} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{displayName}</p>
          <p className="truncate text-sm text-slate-600">@{user.username}</p>
          <p className="mt-1 text-xs text-slate-700">
            Level {user.level} · {user.points} points · {user.streakDays}-day streak
          </p>
        </div>
      </div>
      <nav aria-label="Profile">
        <ul className="py-2">
          {profileLinks(user.username).map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onNavigate} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 py-2">
        <Link to="/profile/account" onClick={onNavigate} className="flex items-center justify-between gap-2 px-5 py-3 text-base text-slate-800 hover:bg-slate-100">
          Account Settings
          {user.email && user.emailVerified === false ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              <MailWarning className="h-3.5 w-3.5" aria-hidden="true" />
              Confirm your email
            </span>
          ) : null}
        </Link>
      </div>
      {user.isAdmin ? (
        <nav aria-labelledby="admin-tools-heading" className="border-t border-slate-200">
          <h3 id="admin-tools-heading" className="flex items-center gap-2 px-5 pb-1 pt-4 text-xs font-bold uppercase tracking-wide text-slate-600">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            Admin Tools
          </h3>
          <ul className="pb-2">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onNavigate} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-auto border-t border-slate-200 p-4">
        <button
          type="button"
          onClick={() => {
            onNavigate()
            void logout()
          }}
          className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-3 font-medium text-slate-900 hover:bg-slate-50"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out
        </button>
      </div>
    </div>
  )
}
