import { Link } from '@tanstack/react-router'
import { activityVerb, PROFILE_MESSAGES } from '@contracts/community-rules'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/features/profile/components/profile-cards'
import { useUserActivities } from '../api/get-user-activities'
import { activityBadge, activityEntityTitle, activityHref } from '../lib/activity-text'
import { ShortTime } from './short-time'

/** The own profile's 'Activity Stream' (doc 3 §2 /profile): up to 20 entries, or 'No activities yet' and 'Explore movies'. */
export function ActivityStream({ username, name }: { username: string; name: string }) {
  const activities = useUserActivities(username)
  return (
    <Card title={PROFILE_MESSAGES.activityStream}>
      {activities.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading activity…
        </p>
      ) : activities.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {PROFILE_MESSAGES.activitiesFailed}
        </p>
      ) : activities.data.length === 0 ? (
        <div className="text-center">
          <p className="text-slate-700">{PROFILE_MESSAGES.noActivities}</p>
          <Link to="/movies" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
            {PROFILE_MESSAGES.exploreMovies}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {activities.data.map((activity) => {
            const href = activityHref(activity)
            const title = activityEntityTitle(activity)
            return (
              <li key={activity.id} className="py-2 text-sm text-slate-800">
                <span className="font-semibold text-slate-900">{name}</span> {activityVerb(activity.activityType)}{' '}
                {href && href !== '#' ? (
                  <a href={href} className="font-semibold text-blue-700 hover:underline">
                    {title}
                  </a>
                ) : (
                  <span className="font-semibold">{title}</span>
                )}
                <span className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">{activityBadge(activity.activityType)}</span>{' '}
                <ShortTime iso={activity.createdAt} className="text-xs text-slate-600" />
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
