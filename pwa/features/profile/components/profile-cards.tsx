import type { ReactNode } from 'react'
import { Flame, Star, Trophy } from 'lucide-react'
import { levelThreshold, POINTS_MESSAGES } from '@contracts/points-rules'
import type { PublicUser } from '@contracts/user'
import { Avatar } from '@/components/avatar'
import { greetingName } from '@/features/auth/api/session'
import { cn } from '@/lib/cn'

/** A titled white card (the account pages are a column of these). */
export function Card({ title, children, className, headingLevel = 2 }: { title: string; children: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-label={title} className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** Side profile card: avatar, name, @username and level. */
export function ProfileSideCard({ user }: { user: PublicUser }) {
  const name = greetingName(user)
  return (
    <section aria-label="Profile" className="rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
      <Avatar name={name} username={user.username} src={user.avatar} color={user.avatarColor} size="xl" className="mx-auto" />
      <p className="mt-3 break-words text-lg font-semibold text-slate-900">{name}</p>
      <p className="break-all text-sm text-slate-600">@{user.username}</p>
      <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800">
        <Trophy className="h-4 w-4" aria-hidden="true" />
        Level {user.level}
      </p>
    </section>
  )
}

/** Stats card: points, level and day streak (decision 024), and how far the next level is. */
export function StatsCard({ user }: { user: Pick<PublicUser, 'points' | 'level' | 'streakDays'> }) {
  const stats = [
    { label: 'Points', value: user.points, icon: Star },
    { label: 'Level', value: user.level, icon: Trophy },
    { label: 'Day streak', value: user.streakDays, icon: Flame },
  ]
  return (
    <Card title="Stats">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="flex flex-col items-center gap-1 text-xs text-slate-600">
              <Icon className="h-4 w-4 text-blue-700" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-xs text-slate-600">{POINTS_MESSAGES.nextLevel(Math.max(0, levelThreshold(user.level + 1) - user.points), user.level + 1)}</p>
    </Card>
  )
}
