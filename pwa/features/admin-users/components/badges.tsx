import type { Role } from '@contracts/user'

const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', moderator: 'Moderator', user: 'User' }

/** The effective role; "(configuration)" when the staff lists in configuration give it, not the stored role. */
export function RoleBadge({ role, throughConfiguration }: { role: Role; throughConfiguration?: boolean }) {
  const colour = role === 'admin' ? 'bg-purple-100 text-purple-900' : role === 'moderator' ? 'bg-blue-100 text-blue-900' : 'bg-slate-100 text-slate-800'
  return (
    <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${colour}`}>
      {ROLE_LABELS[role]}
      {throughConfiguration ? ' (configuration)' : ''}
    </span>
  )
}

export function SuspendedBadge() {
  return <span className="whitespace-nowrap rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Suspended</span>
}
