import type { CachedBody } from '../../cache/response-cache.ts'
import { showtimesCache, showtimesKey } from '../../cache/showtimes-cache.ts'
import type { PublicUser } from '../../contracts/user.ts'
import {
  TV_MESSAGES,
  type ChannelListResponse,
  type ChannelResponse,
  type ChannelScheduleResponse,
  type NetworkListResponse,
  type NetworkResponse,
  type OnNowResponse,
  type ScheduleGridResponse,
  type ShowListQuery,
  type ShowListResponse,
  type ShowResponse,
  type StreamingNotifyRequest,
  type StreamingNotifyResponse,
  type StreamingTitleResponse,
} from '../../contracts/tv.ts'
import { Conflict, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { notificationsService } from '../notifications/notifications.service.ts'
import { presentChannel, presentNetwork, presentProgramme, presentShow, presentTitle, titleStatus } from './tv.presenter.ts'
import { tvRepository, type ChannelRow, type ProgrammeRow } from './tv.repository.ts'
import { manilaDayWindow, manilaIso } from './tv-time.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

export const ChannelNotFound = () => NotFound(TV_MESSAGES.channelNotFound, 'CHANNEL_NOT_FOUND')
export const ShowNotFound = () => NotFound(TV_MESSAGES.showNotFound, 'SHOW_NOT_FOUND')
export const NetworkNotFound = () => NotFound(TV_MESSAGES.networkNotFound, 'NETWORK_NOT_FOUND')
export const TitleNotFound = () => NotFound(TV_MESSAGES.titleNotFound, 'TITLE_NOT_FOUND')

/** Airings listed on a show page; titles listed per network and section. */
const SHOW_AIRINGS = 20
/** Tonight's highlights: programmes of a show starting between these Manila hours today. */
const TONIGHT_FROM_HOUR = 18
const TONIGHT_TO_HOUR = 23

/**
 * The TV guide and streaming reads (issue 18). Every answer is a cached serialized body with an ETag in the
 * showtimes cache (decision 006), under keys that start with the Manila date, so "today" rolls over at
 * midnight; the admin writes call invalidateShowtimes (a streaming title is also a movie row). On now/next
 * is keyed by the minute.
 */
export function tvService(deps: Deps) {
  const repo = tvRepository(deps.db)
  const cache = showtimesCache(deps.db, deps.clock)
  const today = () => manilaToday(deps.clock)
  const key = (name: string, ...parts: (string | number | undefined)[]) => showtimesKey(today(), `tv-${name}`, ...parts)
  const scheduleKey = (idOrSlug: string, date?: string) => key('channel-schedule', idOrSlug, date)
  const minute = () => Math.floor(deps.clock.now().getTime() / 60_000) * 60_000

  async function channelOrThrow(idOrSlug: string): Promise<ChannelRow> {
    const row = await repo.channelByIdOrSlug(idOrSlug)
    if (!row) throw ChannelNotFound()
    return row
  }

  async function networkNames() {
    return new Map((await repo.networks()).map((network) => [network.slug, network]))
  }

  async function titleOrThrow(id: number) {
    const row = await repo.titleById(id)
    if (!row) throw TitleNotFound()
    return row
  }

  function withChannels(rows: ProgrammeRow[], channels: ChannelRow[]) {
    const byId = new Map(channels.map((channel) => [channel.id, presentChannel(channel)]))
    return rows.flatMap((row) => {
      const channel = byId.get(row.channelId)
      return channel ? [{ channel, programme: presentProgramme(row) }] : []
    })
  }

  return {
    /** Cached answers only (never computed): the fast path's lookups (api/cache/hot-reads.ts). */
    cached: {
      channelSchedule: (idOrSlug: string, date?: string) => cache.get(scheduleKey(idOrSlug, date)),
    },

    channels(kind?: string): Promise<CachedBody> {
      return cache.getOrCompute(key('channels', kind), async (): Promise<ChannelListResponse> => ({
        status: 'success',
        data: (await repo.channels(kind)).map(presentChannel),
      }))
    },

    channel(idOrSlug: string): Promise<CachedBody> {
      return cache.getOrCompute(key('channel', idOrSlug), async (): Promise<ChannelResponse> => {
        const channel = await channelOrThrow(idOrSlug)
        return { status: 'success', data: { channel: presentChannel(channel), available_dates: await repo.availableDates(today(), channel.id) } }
      })
    },

    /** A channel's programmes on a Manila date (default today): every programme overlapping the day. */
    channelSchedule(idOrSlug: string, requestedDate?: string): Promise<CachedBody> {
      return cache.getOrCompute(scheduleKey(idOrSlug, requestedDate), async (): Promise<ChannelScheduleResponse> => {
        const channel = await channelOrThrow(idOrSlug)
        const date = requestedDate ?? today()
        const rows = await repo.programmesOn(date, channel.id)
        return {
          status: 'success',
          message: rows.length > 0 ? TV_MESSAGES.scheduleFound : TV_MESSAGES.noProgrammes,
          data: {
            channel: presentChannel(channel),
            date,
            available_dates: await repo.availableDates(today(), channel.id),
            programmes: rows.map(presentProgramme),
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    /** Every channel's programmes on a Manila date (default today): the /tv/schedules grid. */
    grid(requestedDate?: string): Promise<CachedBody> {
      return cache.getOrCompute(key('grid', requestedDate), async (): Promise<ScheduleGridResponse> => {
        const date = requestedDate ?? today()
        const [channels, rows, available] = await Promise.all([repo.channels(), repo.programmesOn(date), repo.availableDates(today())])
        return {
          status: 'success',
          data: {
            date,
            available_dates: available,
            channels: channels.map((channel) => ({
              channel: presentChannel(channel),
              programmes: rows.filter((row) => row.channelId === channel.id).map(presentProgramme),
            })),
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    /** What is on at this minute on every channel, what follows, and tonight's highlights. */
    onNow(): Promise<CachedBody> {
      const at = minute()
      return cache.getOrCompute(key('on-now', at), async (): Promise<OnNowResponse> => {
        const instant = new Date(at)
        const { start } = manilaDayWindow(today())
        const from = new Date(start.getTime() + TONIGHT_FROM_HOUR * 3600_000)
        const to = new Date(start.getTime() + TONIGHT_TO_HOUR * 3600_000)
        const [channels, around, evening] = await Promise.all([repo.channels(), repo.programmesAround(instant, 12), repo.programmesBetween(from, to)])
        return {
          status: 'success',
          data: {
            at: manilaIso(instant),
            channels: channels.map((channel) => {
              const rows = around.filter((row) => row.channelId === channel.id)
              const now = rows.find((row) => row.startsAt <= instant && row.endsAt > instant) ?? null
              const next = rows.find((row) => row.startsAt > instant) ?? null
              return { channel: presentChannel(channel), now: now && presentProgramme(now), next: next && presentProgramme(next) }
            }),
            tonight: withChannels(
              evening.filter((row) => row.show !== null),
              channels,
            ),
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    shows(query: ShowListQuery): Promise<CachedBody> {
      const genre = query.genre?.toLowerCase()
      const network = query.network?.toLowerCase()
      return cache.getOrCompute(key('shows', genre, network), async (): Promise<ShowListResponse> => {
        const networks = await networkNames()
        const shows = (await repo.shows()).map((row) => presentShow(row, networks))
        return {
          status: 'success',
          data: shows.filter(
            (show) =>
              (!genre || show.genres.some((name) => name.toLowerCase() === genre)) &&
              (!network ||
                show.network.toLowerCase() === network ||
                show.channel?.slug === network ||
                show.where_to_stream.some((link) => link.slug === network)),
          ),
        }
      })
    },

    show(idOrSlug: string): Promise<CachedBody> {
      return cache.getOrCompute(key('show', idOrSlug), async (): Promise<ShowResponse> => {
        const row = await repo.showByIdOrSlug(idOrSlug)
        if (!row) throw ShowNotFound()
        const [networks, airings, titles] = await Promise.all([
          networkNames(),
          repo.showAirings(row.id, deps.clock.now(), SHOW_AIRINGS),
          repo.titles({ showId: row.id }),
        ])
        const channels = await repo.channelsByIds([...new Set(airings.map((airing) => airing.channelId))])
        return {
          status: 'success',
          data: {
            show: presentShow(row, networks),
            airings: withChannels(airings, channels),
            streaming: titles.map((title) => presentTitle(title, today())),
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    networks(): Promise<CachedBody> {
      return cache.getOrCompute(key('networks'), async (): Promise<NetworkListResponse> => {
        const [networks, titles] = await Promise.all([repo.networks(), repo.titles()])
        const day = today()
        return {
          status: 'success',
          data: networks.map((network) => {
            const own = titles.filter((title) => title.network.id === network.id).map((title) => titleStatus(title.streamingDate, day))
            return presentNetwork(network, { new: own.filter((status) => status === 'new').length, upcoming: own.filter((status) => status === 'upcoming').length })
          }),
        }
      })
    },

    /** A network with its new titles (newest first) and upcoming ones (soonest first). */
    network(slug: string): Promise<CachedBody> {
      return cache.getOrCompute(key('network', slug), async (): Promise<NetworkResponse> => {
        const network = await repo.networkBySlug(slug)
        if (!network) throw NetworkNotFound()
        const day = today()
        const titles = (await repo.titles({ networkId: network.id })).map((title) => presentTitle(title, day))
        const fresh = titles.filter((title) => title.status === 'new').reverse()
        const upcoming = titles.filter((title) => title.status === 'upcoming')
        return {
          status: 'success',
          data: {
            network: presentNetwork(network, { new: fresh.length, upcoming: upcoming.length }),
            new: fresh,
            upcoming,
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    title(id: number): Promise<CachedBody> {
      return cache.getOrCompute(key('title', id), async (): Promise<StreamingTitleResponse> => ({
        status: 'success',
        data: presentTitle(await titleOrThrow(id), today()),
      }))
    },
  }
}

/**
 * "Tell me when it streams" (issue 18): a title's release record is a movie row, so the existing Notify Me
 * (decision 012: inbox, push, email on the release date, the scheduler of api/jobs) does the work; this only
 * finds the title and words its answers. Private, never cached.
 */
export function streamingNotifyService(deps: Deps) {
  const repo = tvRepository(deps.db)
  const notifications = notificationsService(deps)
  const today = () => manilaToday(deps.clock)

  async function titleOrThrow(id: number) {
    const row = await repo.titleById(id)
    if (!row) throw TitleNotFound()
    return row
  }

  return {
    async check(user: PublicUser, id: number): Promise<StreamingNotifyResponse> {
      const row = await titleOrThrow(id)
      return { ...(await notifications.check(user, row.movie.id)), title: presentTitle(row, today()) }
    },

    async create(user: PublicUser, id: number, input: StreamingNotifyRequest): Promise<{ created: boolean; body: StreamingNotifyResponse }> {
      const row = await titleOrThrow(id)
      const existing = await notifications.check(user, row.movie.id)
      if (!existing.hasNotification && row.streamingDate <= today()) throw Conflict(TV_MESSAGES.alreadyStreaming, 'ALREADY_STREAMING')
      const { created, body } = await notifications.create(user, row.movie.id, input)
      return { created, body: { ...body, title: presentTitle(row, today()) } }
    },

    async remove(user: PublicUser, id: number): Promise<StreamingNotifyResponse> {
      const row = await titleOrThrow(id)
      return { ...(await notifications.remove(user, row.movie.id)), title: presentTitle(row, today()) }
    },
  }
}
