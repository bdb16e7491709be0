import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft, CheckCircle2, Mail } from 'lucide-react'
import { AvatarColorCard } from '@/features/account/components/avatar-color-card'
import { ConfirmEmailCard } from '@/features/account/components/confirm-email-card'
import { PrivacyCard } from '@/features/account/components/privacy-card'
import { ProfileInfoForm } from '@/features/account/components/profile-info-form'
import { UsernameCard } from '@/features/account/components/username-card'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { Card, ProfileSideCard, StatsCard } from '@/features/profile/components/profile-cards'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * `?code=` comes from the confirmation mail's link: it only fills the field, the person submits it (POST);
 * opening the link changes nothing. The router reads "123456" as a number, so both forms are accepted.
 */
function validateAccountSearch(search: Record<string, unknown>): { code?: string } {
  const code = typeof search.code === 'number' ? String(search.code) : search.code
  return typeof code === 'string' && /^\d{6}$/.test(code) ? { code } : {}
}

export const Route = createFileRoute('/_authed/profile/account')({
  validateSearch: validateAccountSearch,
  component: AccountSettingsPage,
})

/**
 * Account settings (spec doc 3): the email confirmation state (decision 015), profile information
 * (the display name; email and username read-only), the avatar colour, privacy & data (decision 022), the account-integration
 * status, and the side profile and stats cards.
 */
function AccountSettingsPage() {
  usePageTitle('Account Settings')
  const { data: user } = useCurrentUser()
  const { code } = Route.useSearch()
  if (!user) return null
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <Link to="/profile" className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to profile
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Account Settings</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0 space-y-6">
          <ConfirmEmailCard user={user} initialCode={code} />
          <ProfileInfoForm key={user.id} user={user} />
          <AvatarColorCard user={user} />
          <UsernameCard user={user} />

          <PrivacyCard user={user} />

          <Card title="Account Integration">
            <ul className="space-y-3 text-sm text-slate-800">
              <li className="flex items-start gap-2">
                <Mail className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
                <span>
                  Email address on record: <strong className="break-all">{user.email ?? 'none'}</strong>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                <span>Sign-in methods: email code</span>
              </li>
            </ul>
          </Card>
        </div>
        <aside className="space-y-6" aria-label="Your profile">
          <ProfileSideCard user={user} />
          <StatsCard user={user} />
        </aside>
      </div>
    </div>
  )
}
