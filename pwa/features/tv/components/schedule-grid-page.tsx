import { useEffect, useRef } from 'react'
import { Link, ScriptOnce } from '@tanstack/react-router'
import type { ScheduleGridResponse } from '@contracts/tv'
import { FreshnessLabel } from '@/components/freshness-label'
import { formatShowDate } from '@/features/theaters/lib/showtime'
import { useNow } from '@/features/theaters/lib/use-now'
import { cn } from '@/lib/cn'
import { manilaDate } from '@/lib/manila'
import { useScheduleGrid } from '../api/get-schedule-grid'
import { hourLabel, isOnAt, manilaDayStart, programmeSpan } from '../lib/schedule'
import { broadcastEventsJsonLd } from '../lib/tv-json-ld'
import { ChannelLogo } from './channel-logo'
import { TvDatePicker } from './date-picker'
import { JsonLd } from './json-ld'
import { TvFrame } from './tv-frame'
import { TvQueryState } from './tv-query-state'

/** Width of one minute in the grid: an hour is 180 px, so a phone shows a little over an hour. */
const PX_PER_MINUTE = 3
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const DAY_WIDTH = 24 * 60 * PX_PER_MINUTE

/**
 * The grid's opening place, set by the server's HTML as soon as the grid is parsed, before the first paint: without
 * it the page showed midnight, then jumped sideways when the app took over. It reads the reader's clock, not the
 * server's, since a rendered page is cached (the same rule as the effect in Grid).
 */
function openingScroll(dayStart: number): string {
  return `(function(grid,minutes){grid.scrollLeft=(minutes>=0&&minutes<1440?Math.max(0,minutes-60):360)*${PX_PER_MINUTE}})(document.currentScript.previousElementSibling,(Date.now()-${dayStart})/60000)`
}

/** /tv/schedules?date= : every channel's day as a grid by channel and hour that scrolls sideways. */
export function ScheduleGridPage({ date }: { date?: string }) {
  const grid = useScheduleGrid(date)
  return (
    <TvFrame title="TV Schedules" description="Every channel’s programmes by the hour. Swipe sideways to move through the day." crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Schedules' }]} wide>
      <TvQueryState query={grid} loading="Loading schedules…">
        {(answer) => <Grid data={answer.data} requested={date} updatedAt={grid.dataUpdatedAt} stale={grid.isPlaceholderData} />}
      </TvQueryState>
    </TvFrame>
  )
}

function Grid({ data, requested, updatedAt, stale }: { data: ScheduleGridResponse['data']; requested?: string; updatedAt: number; stale: boolean }) {
  const now = useNow()
  const scroller = useRef<HTMLDivElement>(null)
  const isToday = data.date === manilaDate(now)
  const nowOffset = isToday ? Math.round((now.getTime() - manilaDayStart(data.date)) / 60_000) * PX_PER_MINUTE : null

  // Today opens at the hour before now; other days at 6 AM. A page the server rendered was placed by openingScroll
  // as it was parsed, and is left where it is (the reader may already have moved it); after that, once per date.
  const placed = useRef(false)
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const serverPlaced = !placed.current && element.scrollLeft > 0
    placed.current = true
    if (serverPlaced) return
    const minutes = isToday ? Math.max(0, (Date.now() - manilaDayStart(data.date)) / 60_000 - 60) : 6 * 60
    element.scrollLeft = minutes * PX_PER_MINUTE
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the date changes
  }, [data.date])

  return (
    <>
      <TvDatePicker selected={requested ?? data.date} available={data.available_dates} now={now} link={(day) => ({ to: '/tv/schedules', search: { date: day } })} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">
          <time dateTime={data.date}>{formatShowDate(data.date, { weekday: 'long', month: 'long', day: 'numeric' })}</time>
        </h2>
        <FreshnessLabel updatedAt={updatedAt} />
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label="Schedule grid, scrolls sideways"
        tabIndex={0}
        className={cn('-mx-4 overflow-x-auto overscroll-x-contain border-y border-slate-200 bg-white sm:mx-0 sm:rounded-xl sm:border', stale && 'opacity-60')}
        aria-busy={stale}
      >
        <div className="relative" style={{ width: DAY_WIDTH + 112 }}>
          <div className="flex border-b border-slate-200 bg-slate-50" aria-hidden="true">
            <div className="sticky left-0 z-30 w-28 shrink-0 border-r border-slate-200 bg-slate-50" />
            {HOURS.map((hour) => (
              <div key={hour} className="shrink-0 border-l border-slate-200 px-2 py-1 text-xs font-semibold text-slate-700" style={{ width: 60 * PX_PER_MINUTE }}>
                {hourLabel(hour)}
              </div>
            ))}
          </div>
          <ul aria-label="Channels">
            {data.channels.map(({ channel, programmes }) => (
              <li key={channel.id} className="flex border-b border-slate-200 last:border-b-0">
                <h3 className="sticky left-0 z-10 flex w-28 shrink-0 items-center gap-2 border-r border-slate-200 bg-white p-2 text-xs font-bold text-slate-900">
                  <ChannelLogo channel={channel} size={28} />
                  <Link to="/tv/channels/$id" params={{ id: String(channel.id) }} search={{ date: data.date }} className="line-clamp-2 hover:underline">
                    {channel.name}
                  </Link>
                </h3>
                <ol aria-label={`${channel.name} programmes`} className="relative h-16" style={{ width: DAY_WIDTH }}>
                  {programmes.map((programme) => {
                    const span = programmeSpan(programme, data.date)
                    const onNow = isToday && isOnAt(programme, now)
                    return (
                      <li
                        key={programme.id}
                        className={cn('absolute inset-y-1 overflow-hidden rounded-md border px-2 py-1 text-xs', onNow ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-slate-50')}
                        style={{ left: span.from * PX_PER_MINUTE + 1, width: Math.max(0, (span.to - span.from) * PX_PER_MINUTE - 2) }}
                        aria-current={onNow ? 'time' : undefined}
                      >
                        <p className="truncate font-semibold text-slate-900">
                          {programme.show ? (
                            <Link to="/tv/shows/$id" params={{ id: String(programme.show.id) }} className="hover:underline">
                              {programme.title}
                            </Link>
                          ) : (
                            programme.title
                          )}
                        </p>
                        <p className="truncate text-slate-600">
                          <time dateTime={programme.start}>{programme.start_time}</time>–<time dateTime={programme.end}>{programme.end_time}</time>
                        </p>
                      </li>
                    )
                  })}
                </ol>
              </li>
            ))}
          </ul>
          {nowOffset !== null && nowOffset >= 0 && nowOffset <= DAY_WIDTH ? (
            <div className="pointer-events-none absolute inset-y-0 z-10 w-0.5 bg-red-600" style={{ left: 112 + nowOffset }} aria-hidden="true" />
          ) : null}
        </div>
      </div>
      <ScriptOnce>{openingScroll(manilaDayStart(data.date))}</ScriptOnce>
      <JsonLd build={(origin) => broadcastEventsJsonLd(data.channels.flatMap(({ channel, programmes }) => programmes.map((programme) => ({ channel, programme }))), origin)} />
    </>
  )
}
