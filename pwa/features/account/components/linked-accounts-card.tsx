import { CheckCircle2, KeyRound, Mail, XCircle } from 'lucide-react'
import { accountSecurityMessages, type SignInMethods } from '@contracts/account-security'
import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, oauthErrorMessages, type OAuthProvider } from '@contracts/oauth'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { useAccountStatus } from '../api/get-account-status'
import { useLinkAccount } from '../api/link-account'
import { useUnlinkAccount } from '../api/unlink-account'
import { errorText } from './error-text'

/** Every sentence the OAuth callback may return with ?linkError=: only these are shown, so a crafted link cannot put words on the page. */
const LINK_ERRORS = new Set(
  Object.values(OAUTH_PROVIDER_LABELS).flatMap((label) => [
    ...Object.values(oauthErrorMessages).map((message) => message(label)),
    accountSecurityMessages.linkedElsewhere(label),
    accountSecurityMessages.alreadyHasProvider(label),
    accountSecurityMessages.linkWrongUser(label),
  ]),
)

/** The toast for the callback's ?linked= / ?linkError= on /profile/account, or null when there is nothing to say. */
export function linkOutcome(linked: string | undefined, linkError: string | undefined) {
  const provider = OAUTH_PROVIDERS.find((name) => name === linked)
  if (provider) return { title: 'Account linked', description: accountSecurityMessages.linked(OAUTH_PROVIDER_LABELS[provider]) }
  if (linkError === undefined) return null
  return { variant: 'destructive' as const, title: 'Could not link', description: LINK_ERRORS.has(linkError) ? linkError : 'Linking failed. Please try again.' }
}

function Status({ on }: { on: boolean }) {
  return on ? (
    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
  ) : (
    <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
  )
}

/**
 * Doc 3's account-integration status card (decision 022): the ways into the account (email code once the
 * address is confirmed, password, Google, Facebook), with Link and Unlink for the providers. The server
 * refuses to unlink the last way in, and says so.
 */
export function LinkedAccountsCard() {
  const status = useAccountStatus()
  const link = useLinkAccount()
  const unlink = useUnlinkAccount()

  function onLink(provider: OAuthProvider) {
    link.mutate(provider, {
      onError: (err) => toast({ variant: 'destructive', title: 'Could not link', description: errorText(err, 'Please try again.') }),
    })
  }
  function onUnlink(provider: OAuthProvider) {
    unlink.mutate(provider, {
      onSuccess: (reply) => toast({ title: 'Unlinked', description: reply.message }),
      onError: (err) => toast({ variant: 'destructive', title: 'Could not unlink', description: errorText(err, 'Please try again.') }),
    })
  }

  if (status.isPending) {
    return (
      <Card title="Account Integration">
        <p className="text-sm text-slate-600">Loading sign-in methods…</p>
      </Card>
    )
  }
  if (status.isError) {
    return (
      <Card title="Account Integration">
        <p role="alert" className="text-sm text-red-700">
          {errorText(status.error, 'Sign-in methods could not be loaded.')}
        </p>
      </Card>
    )
  }
  const { methods, email, providersAvailable } = status.data
  const busy = link.isPending || unlink.isPending
  return (
    <Card title="Account Integration">
      <p className="text-sm text-slate-700">The ways you can sign in to Gala. Keep at least one.</p>
      <ul className="mt-4 divide-y divide-slate-200" aria-label="Sign-in methods">
        <li className="flex items-start gap-3 py-3">
          <Status on={methods.emailCode} />
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">Email code</p>
            <p className="break-all text-sm text-slate-600">{email ?? 'No email address'}</p>
            {email && !methods.emailCode ? <p className="text-sm text-slate-600">Confirm it to sign in with a code.</p> : null}
          </div>
        </li>
        <li className="flex items-start gap-3 py-3">
          <Status on={methods.password} />
          <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">Password</p>
            <p className="text-sm text-slate-600">{methods.password ? 'Set' : 'Not set'}</p>
          </div>
        </li>
        {OAUTH_PROVIDERS.map((provider) => {
          const label = OAUTH_PROVIDER_LABELS[provider]
          const linked = methods[provider satisfies keyof SignInMethods]
          return (
            <li key={provider} className="flex flex-wrap items-center gap-3 py-3">
              <Status on={linked} />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{label}</p>
                <p className="text-sm text-slate-600">{linked ? 'Linked' : providersAvailable[provider] ? 'Not linked' : 'Not available'}</p>
              </div>
              {linked ? (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => onUnlink(provider)}>
                  Unlink<span className="sr-only"> {label}</span>
                </Button>
              ) : providersAvailable[provider] ? (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => onLink(provider)}>
                  Link<span className="sr-only"> {label}</span>
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
