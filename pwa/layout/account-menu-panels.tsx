import { Link } from '@tanstack/react-router'
import { LogOut, MailWarning, ShieldCheck } from 'lucide-react'
import type { PublicUser } from '@contracts/user'
import { Avatar } from '@/components/avatar'
import { useLogout } from '@/features/auth/api/logout'
import { SignInOptions } from '@/features/auth/components/sign-in-options'
import { ADMIN_LINKS, profileLinks } from '@/lib/nav-links'

/**
 * The bodies of the account side menu, loaded after the first render (./account-menu.tsx): the sign-in
 * options with the email code form for visitors, the profile links and sign-out when signed in.
 */
export function SignInMenuBody() {
  return (
    <div className="p-5">
      <SignInOptions />
    </div>
  )
}

export function ProfileMenuBody({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
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
