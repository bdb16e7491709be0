import { useEffect } from 'react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { toast } from '@/components/ui/use-toast'
import { AvatarColorCard } from '@/features/account/components/avatar-color-card'
import { ConfirmEmailCard } from '@/features/account/components/confirm-email-card'
import { LinkedAccountsCard, linkOutcome } from '@/features/account/components/linked-accounts-card'
import { PasswordCard } from '@/features/account/components/password-card'
import { PrivacyCard } from '@/features/account/components/privacy-card'
import { ProfileInfoForm } from '@/features/account/components/profile-info-form'
import { SessionsCard } from '@/features/account/components/sessions-card'
import { UsernameCard } from '@/features/account/components/username-card'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { ProfileSideCard, StatsCard } from '@/features/profile/components/profile-cards'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * `?code=` comes from the confirmation mail's link: it only fills the field, the person submits it (POST);
 * opening the link changes nothing. The router reads "123456" as a number, so both forms are accepted.
 */
interface AccountSearch {
  code?: string
  /** Set by the OAuth callback after linking a provider (decision 022): the toast says how it went. */
  linked?: string
  linkError?: string
}

function validateAccountSearch(search: Record<string, unknown>): AccountSearch {
  const result: AccountSearch = {}
  const code = typeof search.code === 'number' ? String(search.code) : search.code
  if (typeof code === 'string' && /^\d{6}$/.test(code)) result.code = code
  // Plain checks only: this part of the route is in the first download (no contracts, no zod); the
  // component (lazy) decides what the values mean.
  if (typeof search.linked === 'string' && search.linked.length <= 20) result.linked = search.linked
  if (typeof search.linkError === 'string' && search.linkError.length <= 300) result.linkError = search.linkError
  return result
}

export const Route = createFileRoute('/_authed/profile/account')({
  validateSearch: validateAccountSearch,
  component: AccountSettingsPage,
})

/**
 * Account settings (spec doc 3): the email confirmation state (decision 015), profile information
 * (the display name; email and username read-only), the avatar colour, privacy & data (decision 023), the account-integration
 * status, and the side profile and stats cards.
 */
function AccountSettingsPage() {
  usePageTitle('Account Settings')
  const { data: user } = useCurrentUser()
  const { code, linked, linkError } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  useEffect(() => {
    const outcome = linkOutcome(linked, linkError)
    if (!outcome) return
    toast(outcome)
    void navigate({ search: (prev) => ({ ...prev, linked: undefined, linkError: undefined }), replace: true })
  }, [linked, linkError, navigate])
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

          <LinkedAccountsCard />
          <PasswordCard />
          <SessionsCard />
        </div>
        <aside className="space-y-6" aria-label="Your profile">
          <ProfileSideCard user={user} />
          <StatsCard user={user} />
        </aside>
      </div>
    </div>
  )
}
