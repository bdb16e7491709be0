import type { ChannelScheduleResponse } from '@contracts/tv'
import { FreshnessLabel } from '@/components/freshness-label'
import { formatShowDate } from '@/features/theaters/lib/showtime'
import { useNow } from '@/features/theaters/lib/use-now'
import { useChannelSchedule } from '../api/get-channel-schedule'
import { ChannelLogo } from './channel-logo'
import { TvDatePicker } from './date-picker'
import { ProgrammeList } from './programme-list'
import { TvFrame } from './tv-frame'
import { TV_NOT_FOUND, TvQueryState } from './tv-query-state'

/**
 * /tv/channels/{id}?date= : a channel's programmes for one Manila day, with a date picker. The answer is kept
 * for offline use (offline-rules.ts) and says how old it is, like a cinema's showtimes. Its structured data
 * (the channel and the day's BroadcastEvents) is in the route's head (routes/tv/channels/$id.tsx).
 */
export function ChannelPage({ id, date }: { id: string; date?: string }) {
  const schedule = useChannelSchedule(id, date)
  return (
    <TvQueryState query={schedule} loading="Loading the schedule…" notFound={TV_NOT_FOUND.channel}>
      {(answer) => <ChannelSchedule id={id} requested={date} data={answer.data} message={answer.message} updatedAt={schedule.dataUpdatedAt} />}
    </TvQueryState>
  )
}

function ChannelSchedule({
  id,
  requested,
  data,
  message,
  updatedAt,
}: {
  id: string
  requested?: string
  data: ChannelScheduleResponse['data']
  message: string
  updatedAt: number
}) {
  const now = useNow()
  const { channel } = data
  return (
    <TvFrame
      title={channel.name}
      description={channel.description}
      crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Channels', to: '/tv/channels' }, { label: channel.name }]}
      headerExtra={
        <div className="flex items-center gap-3 text-sm text-slate-700">
          <ChannelLogo channel={channel} size={56} />
          <p>
            {channel.kind === 'free-to-air' ? 'Free-to-air' : 'Cable'} · Channel {channel.number} · {channel.network}
          </p>
        </div>
      }
    >
      <TvDatePicker selected={requested ?? data.date} available={data.available_dates} now={now} link={(day) => ({ to: '/tv/channels/$id', params: { id }, search: { date: day } })} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">
          Schedule for <time dateTime={data.date}>{formatShowDate(data.date, { weekday: 'long', month: 'long', day: 'numeric' })}</time>
        </h2>
        <FreshnessLabel updatedAt={updatedAt} />
      </div>
      {data.programmes.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{message}</p>
      ) : (
        <ProgrammeList programmes={data.programmes} date={data.date} now={now} label={`${channel.name} programmes`} />
      )}
    </TvFrame>
  )
}
