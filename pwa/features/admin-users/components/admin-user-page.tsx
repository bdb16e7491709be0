import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { AdminUserDetail } from '@contracts/admin-users'
import { SUSPENSION_REASON_MAX } from '@contracts/admin-users'
import type { Role } from '@contracts/user'
import { Avatar } from '@/components/avatar'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { errorText, fieldMessages } from '@/features/account/components/error-text'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminUser } from '../api/get-user'
import { useLiftSuspension, useSetUserRole, useSuspendUser } from '../api/update-user'
import { RoleBadge, SuspendedBadge } from './badges'

const when = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })
const fmt = (iso: string) => when.format(new Date(iso))

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** /admin/users/{id}: the account, its roles and suspension, posts, reports, devices, sign-in methods and history. */
export function AdminUserPage({ id }: { id: number }) {
  const page = useAdminUser(id)
  usePageTitle(page.data ? `@${page.data.user.username} · Users · Admin` : 'User · Admin')
  if (page.isPending) return <p className="mx-auto max-w-5xl px-4 pt-8 text-slate-600">Loading the account…</p>
  if (page.isError) {
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 pt-8 text-red-700">
        {errorText(page.error, 'The account could not be loaded.')}
      </p>
    )
  }
  const { user } = page.data
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <p className="text-sm">
        <Link to="/admin/users" className="text-blue-700 hover:underline">
          Users
        </Link>
      </p>
      <header className="mt-2 flex flex-wrap items-center gap-4">
        <Avatar name={user.displayName ?? user.name ?? user.username} username={user.username} src={user.avatar} color={user.avatarColor} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900">{user.displayName ?? user.name ?? user.username}</h1>
          <p className="text-slate-700">
            @{user.username} · {user.email ?? 'No email'} {user.email ? (user.emailVerified ? '(confirmed)' : '(not confirmed)') : null}
          </p>
          <p className="text-sm text-slate-600">
            Joined {fmt(user.createdAt)} · Level {user.level} · {user.points} points{user.lastActiveDay ? ` · Last active ${user.lastActiveDay}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <RoleBadge role={user.role} />
          {user.suspension?.active ? <SuspendedBadge /> : null}
        </div>
      </header>

      <RolesSection user={user} />
      <SuspensionSection user={user} />

      <Section title={`Posts (${page.data.posts.total})`}>
        {page.data.posts.items.length === 0 ? <p className="text-slate-600">No posts.</p> : null}
        <ul className="divide-y divide-slate-100">
          {page.data.posts.items.map((post) => (
            <li key={post.id} className="py-2">
              <p className="text-sm text-slate-600">
                {post.postType}
                {post.rating !== null ? ` · ${post.rating}★` : ''} · {fmt(post.createdAt)}
              </p>
              <p className="text-slate-900">
                {post.title ? <strong>{post.title}: </strong> : null}
                {post.excerpt}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <ReportsSection title={`Reports they made (${page.data.reportsMade.total})`} reports={page.data.reportsMade.items} show="author" />
      <ReportsSection title={`Reports against their posts (${page.data.reportsAgainst.total})`} reports={page.data.reportsAgainst.items} show="reporter" />

      <Section title="Signed-in devices">
        {page.data.sessions.length === 0 ? <p className="text-slate-600">Not signed in anywhere.</p> : null}
        <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
          {page.data.sessions.map((session) => (
            <li key={session.id} className="py-2 text-slate-900">
              {session.browser} on {session.os}
              <span className="block text-sm text-slate-600">
                {session.location} · Signed in {fmt(session.createdAt)} · Last active {fmt(session.lastSeenAt)}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Sign-in methods">
        <ul className="grid gap-1 sm:grid-cols-2">
          {(
            [
              ['Email code', page.data.signInMethods.emailCode],
              ['Password', page.data.signInMethods.password],
              ['Google', page.data.signInMethods.google],
              ['Facebook', page.data.signInMethods.facebook],
            ] as const
          ).map(([label, on]) => (
            <li key={label} className="text-slate-900">
              {label}: <span className={on ? 'font-semibold text-green-800' : 'text-slate-600'}>{on ? 'yes' : 'no'}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="History">
        {page.data.history.length === 0 ? <p className="text-slate-600">No admin changes yet.</p> : null}
        <ul className="divide-y divide-slate-100">
          {page.data.history.map((entry) => (
            <li key={entry.id} className="py-2 text-sm text-slate-800">
              <strong>{entry.action}</strong> by {entry.actor ? `@${entry.actor.username}` : 'a deleted account'} · {fmt(entry.createdAt)}
              {entry.reason ? <span className="block">Reason: {entry.reason}</span> : null}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}

function ReportsSection({ title, reports, show }: { title: string; reports: AdminUserDetail['reportsMade']['items']; show: 'author' | 'reporter' }) {
  return (
    <Section title={title}>
      {reports.length === 0 ? <p className="text-slate-600">None.</p> : null}
      <ul className="divide-y divide-slate-100">
        {reports.map((report) => (
          <li key={report.id} className="py-2">
            <p className="text-sm text-slate-600">
              {report.reason} · {report.status} · {fmt(report.createdAt)} ·{' '}
              {show === 'author' ? `post by @${report.post.author.username}` : `reported by @${report.reporter.username}`}
            </p>
            <p className="text-slate-900">{report.post.excerpt}</p>
            {report.details ? <p className="text-sm text-slate-700">“{report.details}”</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function RolesSection({ user }: { user: AdminUserDetail['user'] }) {
  const setRole = useSetUserRole(user.id)
  const [pending, setPending] = useState<Role | null>(null)
  function confirm() {
    if (!pending) return
    setRole.mutate(pending, {
      onSuccess: (reply) => {
        setPending(null)
        toast({ title: 'Role changed', description: reply.message })
      },
      onError: (err) => {
        setPending(null)
        toast({ variant: 'destructive', title: 'The role was not changed', description: errorText(err, 'Please try again.') })
      },
    })
  }
  const choices: { role: Role; label: string }[] = [
    { role: 'user', label: 'Make regular user' },
    { role: 'moderator', label: 'Make moderator' },
    { role: 'admin', label: 'Make administrator' },
  ]
  return (
    <Section title="Role">
      <p className="text-slate-800">
        Stored role: <strong>{user.storedRole}</strong>. Effective role: <strong>{user.role}</strong>.
      </p>
      {user.adminThroughConfiguration ? (
        <p className="mt-2 rounded bg-purple-50 p-2 text-sm text-purple-900">
          Admin through configuration: the staff list in the server's configuration makes this account an administrator whatever its stored role.
        </p>
      ) : user.moderatorThroughConfiguration ? (
        <p className="mt-2 rounded bg-blue-50 p-2 text-sm text-blue-900">Moderator through configuration (the staff list in the server's configuration).</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {choices
          .filter((choice) => choice.role !== user.storedRole)
          .map((choice) => (
            <Button key={choice.role} variant="outline" onClick={() => setPending(choice.role)}>
              {choice.label}
            </Button>
          ))}
      </div>
      <DialogRoot open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        <DialogContent title="Change the role?" description={`@${user.username} will become ${pending === 'admin' ? 'an administrator' : pending === 'moderator' ? 'a moderator' : 'a regular user'} at once.`}>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button disabled={setRole.isPending} onClick={confirm}>
              {setRole.isPending ? 'Saving…' : 'Change role'}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </Section>
  )
}

function SuspensionSection({ user }: { user: AdminUserDetail['user'] }) {
  const suspend = useSuspendUser(user.id)
  const lift = useLiftSuspension(user.id)
  const [open, setOpen] = useState(false)
  const [confirmLift, setConfirmLift] = useState(false)
  const [reason, setReason] = useState('')
  const [until, setUntil] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const suspension = user.suspension

  function onSuspend(event: FormEvent) {
    event.preventDefault()
    // The field is a Manila local date and time; the server takes an ISO instant.
    const body = { reason, until: until ? `${until}:00+08:00` : null }
    suspend.mutate(body, {
      onSuccess: (reply) => {
        setOpen(false)
        setReason('')
        setUntil('')
        setErrors([])
        toast({ title: 'Suspended', description: reply.message })
      },
      onError: (err) => setErrors(fieldMessages(err, 'The account was not suspended. Please try again.')),
    })
  }
  function onLift() {
    lift.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirmLift(false)
        toast({ title: 'Suspension lifted', description: reply.message })
      },
      onError: (err) => toast({ variant: 'destructive', title: 'The suspension was not lifted', description: errorText(err, 'Please try again.') }),
    })
  }

  return (
    <Section title="Suspension">
      {suspension ? (
        <div className={suspension.active ? 'rounded bg-red-50 p-3 text-red-900' : 'rounded bg-slate-50 p-3 text-slate-800'} data-testid="suspension-status">
          <p className="font-semibold">{suspension.active ? 'Suspended' : 'Suspension ended'}</p>
          <p>Reason: {suspension.reason}</p>
          <p className="text-sm">
            Since {fmt(suspension.suspendedAt)}
            {suspension.until ? ` · until ${fmt(suspension.until)}` : ' · until lifted'}
            {suspension.by ? ` · by @${suspension.by.username}` : ''}
          </p>
        </div>
      ) : (
        <p className="text-slate-700">Not suspended.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {suspension?.active ? 'Change suspension' : 'Suspend'}
        </Button>
        {suspension ? (
          <Button variant="outline" onClick={() => setConfirmLift(true)}>
            Lift suspension
          </Button>
        ) : null}
      </div>

      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Suspend @${user.username}?`}
          description="They are signed out everywhere, cannot sign in, post, reply, like or follow until it ends, and see the reason."
        >
          <form onSubmit={onSuspend} className="space-y-3">
            <div>
              <label htmlFor="suspend-reason" className="block text-sm font-medium text-slate-800">
                Reason (shown to them)
              </label>
              <textarea
                id="suspend-reason"
                required
                maxLength={SUSPENSION_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
                rows={3}
              />
            </div>
            <div>
              <label htmlFor="suspend-until" className="block text-sm font-medium text-slate-800">
                Until (Manila time; leave empty to suspend until lifted)
              </label>
              <input
                id="suspend-until"
                type="datetime-local"
                value={until}
                onChange={(event) => setUntil(event.target.value)}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
              />
            </div>
            {errors.length > 0 ? (
              <ul role="alert" className="text-sm text-red-700">
                {errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={suspend.isPending}>
                {suspend.isPending ? 'Suspending…' : 'Suspend and sign out'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </DialogRoot>

      <DialogRoot open={confirmLift} onOpenChange={setConfirmLift}>
        <DialogContent title="Lift the suspension?" description={`@${user.username} can sign in and write again at once.`}>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button disabled={lift.isPending} onClick={onLift}>
              {lift.isPending ? 'Lifting…' : 'Lift suspension'}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </Section>
  )
}
