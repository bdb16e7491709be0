import { createFileRoute, Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { Avatar } from '@/components/avatar'
import { adminDashboardQuery } from '@/features/admin-dashboard/api/get-admin-dashboard'
import { DashboardFigures } from '@/features/admin-dashboard/components/dashboard-figures'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { greetingName } from '@/features/auth/api/session'
import { ADMIN_LINKS } from '@/lib/nav-links'
import { usePageTitle } from '@/lib/use-page-title'

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminDashboardQuery()),
  component: AdminDashboard,
})

/** The system pages (decision 030). */
const SYSTEM_PAGES = [
  { to: '/admin/system-dashboard', label: 'System Dashboard', description: 'Uptime, version, memory, event loop, database size, delivery queue.' },
  { to: '/admin/memory-monitoring', label: 'Memory Monitoring', description: 'RSS and heap over the last hour.' },
  { to: '/admin/cache', label: 'Cache', description: 'Hit ratios, and a purge per cache.' },
  { to: '/admin/audit-log', label: 'Audit Log', description: 'Who changed what in the admin area, and when.' },
] as const

/** What each Admin Tools page is for (doc 1 §2 lists them; the dashboard says what they do). */
const TOOL_DESCRIPTIONS: Record<string, string> = {
  '/admin/ad-settings': 'Ads on or off, the ad network, house ads and their counts.',
  '/admin/script-management': 'Partner scripts: where they load, and when.',
  '/admin/streaming-shows': 'New and upcoming streaming titles, and their release alerts.',
  '/admin/ads-txt': 'The lines of /ads.txt, checked one by one.',
  '/admin/no-ads-articles': 'Articles that show no ads at all.',
  '/admin/article-reflinks': 'Phrases that link to a page in every article.',
  '/admin/seo-tools': 'Sitemaps, robots, title overrides and missing metadata.',
}

/** The admin home: the site's figures (decision 031), who is signed in and the admin tools. */
function AdminDashboard() {
  usePageTitle('Admin Dashboard')
  const { data: user } = useCurrentUser()
  if (!user) return null
  const tools = ADMIN_LINKS.filter(
    (link) =>
      link.to !== '/admin/dashboard' &&
      link.to !== '/admin/analytics' &&
      link.to !== '/admin/ticket-settings' &&
      !SYSTEM_PAGES.some((page) => page.to === link.to),
  )
  return (
    <section aria-labelledby="admin-dashboard-title" className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <h1 id="admin-dashboard-title" className="flex items-center gap-2 text-3xl font-bold text-slate-900">
        <ShieldCheck className="h-8 w-8 text-blue-700" aria-hidden="true" />
        Admin Dashboard
      </h1>
      <DashboardFigures />
      <div className="mt-10 flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-signed-in-as">
        <Avatar name={greetingName(user)} username={user.username} src={user.avatar} color={user.avatarColor} size="md" />
        <div className="min-w-0">
          <p className="text-sm text-slate-600">Signed in as</p>
          <p className="truncate font-semibold text-slate-900">
            {greetingName(user)} <span className="font-normal text-slate-600">@{user.username}</span>
          </p>
          <p className="truncate text-sm text-slate-600">
            {user.email ?? 'No email on record'} · {user.isModerator ? 'Administrator and moderator' : 'Administrator'}
          </p>
        </div>
      </div>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Movie release alerts</h2>
      <p className="mt-2 text-slate-700">
        <Link to="/admin/release-alerts" className="font-semibold text-blue-700 hover:underline">
          Release Alerts
        </Link>
        : deliveries per release (sent, delivered, failed, pending) and Send alerts now.
      </p>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Moderation</h2>
      <p className="mt-2 text-slate-700">
        <Link to="/admin/reviews" className="font-semibold text-blue-700 hover:underline">
          Reviews
        </Link>{' '}
        and{' '}
        <Link to="/admin/comments" className="font-semibold text-blue-700 hover:underline">
          Comments
        </Link>
        : reported posts first; hide with a reason, restore, delete, dismiss reports (moderators too).
      </p>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Events</h2>
      <p className="mt-2 text-slate-700">
        <Link to="/admin/events" className="font-semibold text-blue-700 hover:underline">
          Events
        </Link>
        : review submissions, create, edit, publish and unpublish events;{' '}
        <Link to="/admin/events/import" className="font-semibold text-blue-700 hover:underline">
          import
        </Link>{' '}
        a CSV or iCalendar file.
      </p>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Tickets</h2>
      <p className="mt-2 text-slate-700">
        <Link to="/admin/ticket-settings" className="font-semibold text-blue-700 hover:underline">
          Ticket Settings
        </Link>
        : sales on or off, convenience fee and hold length per cinema group; transactions and refunds; sales reports; seat maps.
      </p>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Analytics</h2>
      <p className="mt-2 text-slate-700">
        <Link to="/admin/analytics" className="font-semibold text-blue-700 hover:underline">
          Analytics
        </Link>
        : page views per day, top pages and searches, searches with no results, the ticket funnel.
      </p>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">System</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="System tools">
        {SYSTEM_PAGES.map((page) => (
          <li key={page.to} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Link to={page.to} className="font-semibold text-blue-700 hover:underline">
              {page.label}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{page.description}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Users</h2>
      <p className="mt-2 text-slate-700">
        <Link to="/admin/users" className="font-semibold text-blue-700 hover:underline">
          Users
        </Link>
        : find an account, see its posts, reports and devices, change its role, suspend it or lift a suspension.
      </p>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Admin tools</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Admin tools">
        {tools.map((tool) => (
          <li key={tool.to} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Link to={tool.to} className="font-semibold text-blue-700 hover:underline">
              {tool.label}
            </Link>
            {TOOL_DESCRIPTIONS[tool.to] ? <p className="mt-1 text-sm text-slate-600">{TOOL_DESCRIPTIONS[tool.to]}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
