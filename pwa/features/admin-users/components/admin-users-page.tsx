import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Search, Users } from 'lucide-react'
import { Avatar } from '@/components/avatar'
import { Button } from '@/components/ui/button'
import { errorText } from '@/features/account/components/error-text'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminUsers, type AdminUserSearchParams } from '../api/search-users'
import { RoleBadge, SuspendedBadge } from './badges'

const joined = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' })

/** /admin/users: search by name, username or email; filter by role or suspension; 20 a page. */
export function AdminUsersPage({ search }: { search: AdminUserSearchParams }) {
  usePageTitle('Users · Admin')
  const navigate = useNavigate()
  const [q, setQ] = useState(search.q ?? '')
  const users = useAdminUsers(search)
  const go = (next: AdminUserSearchParams) => void navigate({ to: '/admin/users', search: { ...next, page: next.page && next.page > 1 ? next.page : undefined } })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    go({ ...search, q: q.trim() || undefined, page: 1 })
  }

  return (
    <section aria-labelledby="admin-users-title" className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <p className="text-sm">
        <Link to="/admin/dashboard" className="text-blue-700 hover:underline">
          Admin Dashboard
        </Link>
      </p>
      <h1 id="admin-users-title" className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Users className="h-8 w-8 text-blue-700" aria-hidden="true" />
        Users
      </h1>

      <form role="search" onSubmit={onSubmit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="admin-users-q" className="block text-sm font-medium text-slate-800">
            Name, username or email
          </label>
          <input
            id="admin-users-q"
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </div>
        <div>
          <label htmlFor="admin-users-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id="admin-users-role"
            value={search.role ?? ''}
            onChange={(event) => go({ ...search, role: (event.target.value || undefined) as AdminUserSearchParams['role'], page: 1 })}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:w-auto"
          >
            <option value="">Any role</option>
            <option value="admin">Administrators</option>
            <option value="moderator">Moderators</option>
            <option value="user">Users</option>
          </select>
        </div>
        <label className="flex items-center gap-2 py-2 text-sm text-slate-800">
          <input type="checkbox" checked={search.suspended === true} onChange={(event) => go({ ...search, suspended: event.target.checked ? true : undefined, page: 1 })} />
          Suspended only
        </label>
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          Search
        </Button>
      </form>

      {users.isPending ? <p className="mt-6 text-slate-600">Loading users…</p> : null}
      {users.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {errorText(users.error, 'The users could not be loaded.')}
        </p>
      ) : null}
      {users.data ? (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {users.data.pagination.total === 1 ? '1 account' : `${users.data.pagination.total} accounts`}
          </p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Users">
            {users.data.items.map((user) => (
              <li key={user.id} className="flex items-center gap-3 p-3">
                <Avatar name={user.name ?? user.username} username={user.username} src={user.avatar} color={user.avatarColor} size="sm" />
                <div className="min-w-0 flex-1">
                  <Link to="/admin/users/$id" params={{ id: String(user.id) }} className="font-semibold text-blue-700 hover:underline">
                    {user.name ?? user.username}
                  </Link>{' '}
                  <span className="text-slate-600">@{user.username}</span>
                  <p className="truncate text-sm text-slate-600">
                    {user.email ?? 'No email'} · Joined {joined.format(new Date(user.createdAt))}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row">
                  <RoleBadge role={user.role} throughConfiguration={user.roleThroughConfiguration} />
                  {user.suspended ? <SuspendedBadge /> : null}
                </div>
              </li>
            ))}
          </ul>
          {users.data.items.length === 0 ? <p className="mt-4 text-slate-700">No account matches.</p> : null}
          {users.data.pagination.total_pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" disabled={(search.page ?? 1) <= 1} onClick={() => go({ ...search, page: (search.page ?? 1) - 1 })}>
                Previous
              </Button>
              <span className="text-sm text-slate-700">
                Page {users.data.pagination.page} of {users.data.pagination.total_pages}
              </span>
              <Button
                variant="outline"
                disabled={(search.page ?? 1) >= users.data.pagination.total_pages}
                onClick={() => go({ ...search, page: (search.page ?? 1) + 1 })}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
