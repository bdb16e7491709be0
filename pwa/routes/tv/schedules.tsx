import { createFileRoute } from '@tanstack/react-router'
import { scheduleGridQuery } from '@/features/tv/api/get-schedule-grid'
import { ScheduleGridPage } from '@/features/tv/components/schedule-grid-page'
import { validateDateSearch } from '@/features/tv/lib/date-search'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /tv/schedules?date= : every channel's programmes as a grid by channel and hour. */
export const Route = createFileRoute('/tv/schedules')({
  validateSearch: validateDateSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(scheduleGridQuery(deps.date))
    return { head: pageHead('TV Schedules', 'The TV schedule of every Philippine channel, hour by hour, for today and the week ahead.', { origin: context.origin, path: deps.date ? `/tv/schedules?date=${deps.date}` : '/tv/schedules' }) }
  },
  head: headFromLoader,
  component: SchedulesRoute,
})

function SchedulesRoute() {
  const { date } = Route.useSearch()
  return <ScheduleGridPage date={date} />
}
