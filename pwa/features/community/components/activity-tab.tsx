import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { activityVerb, PROFILE_MESSAGES } from '@contracts/community-rules'
import { privacyMessages } from '@contracts/privacy'
import { PageSpinner } from '@/components/page-spinner'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { usePageTitle } from '@/lib/use-page-title'
import { deleteActivity } from '../api/delete-activity'
import { profileQuery } from '../api/get-profile'
import { userActivitiesKey, useUserActivitiesResponse } from '../api/get-user-activities'
import { activityBadge, activityEntityTitle, activityHref } from '../lib/activity-text'
import { SubjectThumb } from './subject-thumb'
import { serverMessage } from '../lib/errors'
import type { Activity } from '../types'
import { profileName } from './profile-shell'
import { RowMenu } from './row-menu'
import { ShortTime } from './short-time'

/**
 * The Recent Activity tab (doc 3 §2): '{name} reviewed / replied to / … {entity title}' with an activity
 * badge and an entity badge; the owner gets a three-dot menu with Delete ('Activity deleted').
 */
export function ActivityTab({ username }: { username: string }) {
  usePageTitle(`${username}'s Recent Activity`)
  const { data: profile } = useSuspenseQuery(profileQuery(username))
  const { data: me } = useCurrentUser()
  const answer = useUserActivitiesResponse(username)
  const queryClient = useQueryClient()
  const own = me != null && me.id === profile.id
  const name = profileName(profile)

  async function remove(activity: Activity) {
    try {
      await deleteActivity(activity.id)
      toast({ title: PROFILE_MESSAGES.activityDeletedTitle, description: PROFILE_MESSAGES.activityDeleted })
      await queryClient.invalidateQueries({ queryKey: userActivitiesKey(username) })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: PROFILE_MESSAGES.activityDeleteFailed(serverMessage(error, '')) })
    }
  }

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <h1 id="activity-heading" className="text-xl font-bold text-slate-900">
        {PROFILE_MESSAGES.activityHeading}
      </h1>
      {answer.isPending ? (
        <PageSpinner label="Loading activity…" />
      ) : answer.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {PROFILE_MESSAGES.activitiesFailed}
        </p>
      ) : answer.data.private ? (
        <p data-testid="activity-private" className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
          {privacyMessages.activityPrivate}
        </p>
      ) : answer.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">{PROFILE_MESSAGES.noRecentActivity}</p>
      ) : (
        <ul className="space-y-3">
          {answer.data.data.map((activity) => {
            const title = activityEntityTitle(activity)
            const href = activityHref(activity)
            return (
              <li key={activity.id} data-testid="activity" className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <SubjectThumb subject={activity.subject} />
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm text-slate-800">
                    <span className="font-semibold text-slate-900">{name}</span> {activityVerb(activity.activityType)}{' '}
                    {href && href !== '#' ? (
                      <a href={href} className="font-semibold text-blue-700 hover:underline">
                        {title}
                      </a>
                    ) : (
                      <span className="font-semibold">{title}</span>
                    )}
                  </p>
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                    <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-800">{activityBadge(activity.activityType)}</span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold capitalize text-slate-700">{activity.entityType}</span>
                    <ShortTime iso={activity.createdAt} className="text-slate-600" />
                  </p>
                </div>
                {own ? <RowMenu label="Activity actions" actionLabel="Delete" onAction={() => void remove(activity)} /> : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
