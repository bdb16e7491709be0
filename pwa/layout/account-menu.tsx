import { lazy, Suspense, useEffect } from 'react'
import { LogIn } from 'lucide-react'
import type { PublicUser } from '@contracts/user'
import { Avatar } from '@/components/avatar'
import { SideSheet, type SideSheetProps } from '@/components/ui/side-sheet'
import { useUnreadCount } from '@/features/notifications/api/get-unread-count'
import { useReleaseAlertSync } from '@/features/notifications/api/use-release-alert-sync'
import { afterInteractive } from '@/lib/after-interactive'
import { badgeText } from '@/lib/unread-badge'

// The menu bodies (sign-in options and email code form, profile links) are not in the first download:
// they load once the page is idle, or when the menu opens before that.
let panels: Promise<typeof import('./account-menu-panels')> | undefined
const loadPanels = () =>
  (panels ??= import('./account-menu-panels').catch((error: unknown) => {
    panels = undefined // offline before the chunk was cached: the next open tries again
    throw error
  }))
const SignInMenuBody = lazy(() => loadPanels().then((module) => ({ default: module.SignInMenuBody })))
const ProfileMenuBody = lazy(() => loadPanels().then((module) => ({ default: module.ProfileMenuBody })))

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
  useEffect(() => afterInteractive(() => void loadPanels().catch(() => undefined)), [])
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
  if (user) {
    return (
      <SideSheet open={open} onOpenChange={onOpenChange} side="right" title="Your account" data-testid="profile-menu" trigger={(props) => <AvatarTrigger user={user} {...props} />}>
        <Suspense fallback={null}>
          <ProfileMenuBody user={user} onNavigate={() => onOpenChange(false)} />
        </Suspense>
      </SideSheet>
    )
  }
  return (
    <SideSheet open={open} onOpenChange={onOpenChange} side="right" title="Sign in to Gala" data-testid="sign-in-menu" trigger={(props) => <SignInTrigger {...props} />}>
      <Suspense fallback={null}>
        <SignInMenuBody />
      </Suspense>
    </SideSheet>
  )
}

type TriggerProps = Parameters<SideSheetProps['trigger']>[0]

function SignInTrigger(props: TriggerProps) {
  return (
    <button {...props} aria-label="Sign in" className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-900/10">
      <LogIn className="h-6 w-6" aria-hidden="true" />
    </button>
  )
}

function AvatarTrigger({ user, ...props }: { user: PublicUser } & TriggerProps) {
  const unread = useUnreadCount(true)
  useReleaseAlertSync(user.id)
  const badge = badgeText(unread)
  const label = badge ? `Open profile menu, ${unread} unread notifications` : 'Open profile menu'
  return (
    <button {...props} aria-label={label} className="relative inline-flex h-11 w-11 items-center justify-center rounded-full">
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
    </button>
  )
}
