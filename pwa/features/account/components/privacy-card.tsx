import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { DeleteAccount, PRIVACY_PATHS, privacyMessages } from '@contracts/privacy'
import type { PublicUser } from '@contracts/user'
import { Button, buttonClasses } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { retryAfterOf } from '@/features/auth/api/login-code'
import { useCountdown } from '@/features/auth/use-countdown'
import { Card } from '@/features/profile/components/profile-cards'
import { toApiError } from '@/lib/api-client'
import { useDeleteAccount, useForgetDeletedAccount } from '../api/delete-account'
import { usePrivacySettings } from '../api/get-privacy-settings'
import { useRequestAccountDeletionCode } from '../api/request-account-deletion-code'
import { useUpdatePrivacy } from '../api/update-privacy'
import { CodeField } from './code-field'

const messageOf = (error: unknown) => toApiError(error).serverMessage ?? 'Please try again.'

/**
 * Privacy & data (decision 023): the switch that keeps the activity stream to oneself, "Download my data"
 * (a real download of GET /api/user/export), and "Delete my account" with the mailed code in a dialog.
 */
export function PrivacyCard({ user }: { user: PublicUser }) {
  const ids = useId()
  const settings = usePrivacySettings()
  const update = useUpdatePrivacy({
    onSuccess: (next) => toast({ title: 'Privacy updated', description: next.activityPrivate ? privacyMessages.activityPrivateOn : privacyMessages.activityPrivateOff }),
    onError: (error) => toast({ variant: 'destructive', title: 'Privacy not updated', description: messageOf(error) }),
  })

  const toggle = (activityPrivate: boolean) => update.mutate({ activityPrivate })

  return (
    <Card title="Privacy & data">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={`${ids}-private`} className="font-medium text-slate-900">
            Keep my activity private
          </label>
          <p id={`${ids}-private-help`} className="text-sm text-slate-700">
            Only you see your activity stream; other people see &ldquo;{privacyMessages.activityPrivate}&rdquo;
          </p>
        </div>
        <Switch
          id={`${ids}-private`}
          aria-describedby={`${ids}-private-help`}
          checked={settings.data?.activityPrivate ?? false}
          disabled={!settings.data || update.isPending}
          onCheckedChange={toggle}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">Your email address is never shown to other people.</p>

      <div className="mt-5 border-t border-slate-200 pt-4">
        <h3 className="font-medium text-slate-900">Your data</h3>
        <p className="text-sm text-slate-700">A JSON file of everything Gala stores about your account.</p>
        <a href={PRIVACY_PATHS.export} download className={buttonClasses({ variant: 'outline', className: 'mt-3' })}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download my data
        </a>
      </div>

      <div className="mt-5 border-t border-slate-200 pt-4">
        <h3 className="font-medium text-red-800">Delete my account</h3>
        <p className="text-sm text-slate-700">{privacyMessages.deleteWarning}</p>
        <DeleteAccountDialog user={user} />
      </div>
    </Card>
  )
}

function DeleteAccountDialog({ user }: { user: PublicUser }) {
  const ids = useId()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const request = useRequestAccountDeletionCode()
  const remove = useDeleteAccount()
  const forget = useForgetDeletedAccount()
  const countdown = useCountdown()
  const waiting = countdown.remaining > 0

  function sendCode() {
    setProblem(null)
    request.mutate(undefined, {
      onSuccess: (reply) => {
        countdown.start(reply.retryAfter)
        setSent(true)
      },
      onError: (error) => {
        const wait = retryAfterOf(error)
        if (wait) countdown.start(wait)
        setProblem(messageOf(error))
      },
    })
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = DeleteAccount.safeParse({ verificationCode: code })
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? privacyMessages.codeDigits)
    setProblem(null)
    let reply
    try {
      reply = await remove.mutateAsync(parsed.data)
    } catch (error) {
      return setProblem(messageOf(error))
    }
    // Said at once (the toast list lives in the root layout and stays through the navigation); then leave the
    // signed-in area, then forget the account (the page would otherwise bounce to sign-in).
    toast({ title: 'Account deleted', description: reply.message })
    setOpen(false)
    await navigate({ to: '/' })
    forget()
  }

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button type="button" variant="destructive" className="mt-3" onClick={() => setOpen(true)} disabled={!user.email}>
        Delete my account
      </Button>
      <DialogContent title="Delete your account?" description={privacyMessages.deleteWarning}>
        {problem ? (
          <p id={`${ids}-problem`} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        {!sent ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={sendCode} disabled={request.isPending || waiting}>
              {request.isPending ? 'Sending…' : waiting ? `Send code in ${countdown.remaining} s` : 'Email me a code'}
            </Button>
          </div>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
            <p className="text-sm text-slate-700">We sent a 6-digit code to {user.email}. Enter it to delete your account for good.</p>
            <CodeField id={`${ids}-code`} value={code} onChange={setCode} problemId={problem ? `${ids}-problem` : undefined} />
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={sendCode} disabled={waiting || request.isPending}>
                {waiting ? `Resend code in ${countdown.remaining} s` : 'Resend code'}
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  )
}
