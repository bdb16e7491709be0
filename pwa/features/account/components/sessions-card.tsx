import { useState } from 'react'
import { Laptop, Smartphone } from 'lucide-react'
import type { SessionInfo } from '@contracts/account-security'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { useSessions } from '../api/get-sessions'
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions'
import { useSignOutSession } from '../api/sign-out-session'
import { errorText } from './error-text'

const MOBILE = new Set(['Android', 'iOS', 'iPadOS'])
const when = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })

/**
 * The account's signed-in devices (decision 022): browser and system, place (unknown: no geo-IP data),
 * last seen; "Sign out" for each other device and, after a confirmation, "Sign out everywhere else".
 */
export function SessionsCard() {
  const sessions = useSessions()
  const signOutOne = useSignOutSession()
  const signOutOthers = useSignOutOtherSessions()
  const [confirming, setConfirming] = useState(false)

  function onSignOut(session: SessionInfo) {
    signOutOne.mutate(session.id, {
      onSuccess: (reply) => toast({ title: 'Signed out', description: reply.message }),
      onError: (err) => toast({ variant: 'destructive', title: 'Could not sign out', description: errorText(err, 'Please try again.') }),
    })
  }
  function onSignOutOthers() {
    signOutOthers.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirming(false)
        toast({ title: 'Signed out', description: reply.message })
      },
      onError: (err) => toast({ variant: 'destructive', title: 'Could not sign out', description: errorText(err, 'Please try again.') }),
    })
  }

  if (sessions.isPending) {
    return (
      <Card title="Where you're signed in">
        <p className="text-sm text-slate-600">Loading devices…</p>
      </Card>
    )
  }
  if (sessions.isError) {
    return (
      <Card title="Where you're signed in">
        <p role="alert" className="text-sm text-red-700">
          {errorText(sessions.error, 'Your devices could not be loaded.')}
        </p>
      </Card>
    )
  }
  const list = sessions.data.data
  const others = list.filter((session) => !session.current).length
  return (
    <Card title="Where you're signed in">
      <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
        {list.map((session) => {
          const Icon = MOBILE.has(session.os) ? Smartphone : Laptop
          const name = `${session.browser} on ${session.os}`
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
              <Icon className="h-6 w-6 shrink-0 text-slate-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {name}
                  {session.current ? <span className="ml-2 inline-block whitespace-nowrap rounded bg-green-100 px-2 py-0.5 align-middle text-xs font-semibold text-green-800">This device</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {session.location} · Last active {when.format(new Date(session.lastSeenAt))}
                </p>
              </div>
              {session.current ? null : (
                <Button variant="outline" size="sm" disabled={signOutOne.isPending} onClick={() => onSignOut(session)}>
                  Sign out<span className="sr-only"> {name}</span>
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {others > 0 ? (
        <DialogRoot open={confirming} onOpenChange={setConfirming}>
          <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
          <DialogContent
            title="Sign out everywhere else?"
            description={`${others === 1 ? 'The other device' : `The ${others} other devices`} will need to sign in again. This device stays signed in.`}
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" disabled={signOutOthers.isPending} onClick={onSignOutOthers}>
                {signOutOthers.isPending ? 'Signing out…' : 'Sign out'}
              </Button>
            </div>
          </DialogContent>
        </DialogRoot>
      ) : (
        <p className="mt-3 text-sm text-slate-600">You're not signed in anywhere else.</p>
      )}
    </Card>
  )
}
