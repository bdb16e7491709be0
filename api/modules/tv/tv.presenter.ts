import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { moviePath } from '../movies/movie.presenter.ts'
import { manilaDate, manilaShowTime } from '../movies/manila-dates.ts'
import { posterUrl } from '../media/media.urls.ts'
import {
  STREAMING_NETWORKS,
  STREAMING_NEW_DAYS,
  channelLogoUrl,
  channelPath,
  networkLogoUrl,
  networkPath,
  showPath,
  tvPosterUrl,
  type Channel,
  type ChannelKind,
  type NetworkLink,
  type Programme,
  type Show,
  type ShowLink,
  type StreamingNetwork,
  type StreamingTitle,
  type StreamingTitleKind,
} from '../../contracts/tv.ts'
import type { ChannelRow, NetworkRow, ProgrammeRow, ShowRow, TitleRow } from './tv.repository.ts'
import { manilaIso } from './tv-time.ts'

export function presentChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind as ChannelKind,
    logo: channelLogoUrl(row.slug),
    number: row.number,
    network: row.network,
    description: row.description,
    url: channelPath(row.id),
  }
}

const showLink = (show: { id: number; slug: string; title: string }): ShowLink => ({ id: show.id, slug: show.slug, title: show.title, url: showPath(show.id) })

export function presentProgramme(row: ProgrammeRow): Programme {
  return {
    id: row.id,
    channel_id: row.channelId,
    title: row.title,
    episode_title: row.episodeTitle,
    start: manilaIso(row.startsAt),
    end: manilaIso(row.endsAt),
    start_time: manilaShowTime(row.startsAt),
    end_time: manilaShowTime(row.endsAt),
    start_date: manilaDate(row.startsAt),
    duration_minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    genre: row.genre,
    show: row.show ? showLink(row.show) : null,
    is_live: row.isLive,
  }
}

const networkInfo = (slug: string) => STREAMING_NETWORKS.find((network) => network.slug === slug)

export function presentNetworkLink(row: { slug: string; name: string }): NetworkLink {
  return { slug: row.slug, name: row.name, url: networkPath(row.slug), logo: networkLogoUrl(row.slug) }
}

export function presentNetwork(row: NetworkRow, counts: { new: number; upcoming: number }): StreamingNetwork {
  const info = networkInfo(row.slug)
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: networkLogoUrl(row.slug),
    description: row.description,
    url: networkPath(row.slug),
    page_url: info?.page ?? null,
    article_section: info?.articleSection ?? null,
    website: row.website,
    new_count: counts.new,
    upcoming_count: counts.upcoming,
  }
}

/** The Manila date `days` after a "YYYY-MM-DD" date. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** upcoming before its streaming date; new from it for STREAMING_NEW_DAYS days; then streaming. */
export function titleStatus(streamingDate: string, today: string): StreamingTitle['status'] {
  if (streamingDate > today) return 'upcoming'
  return addDaysToDate(streamingDate, STREAMING_NEW_DAYS) > today ? 'new' : 'streaming'
}

export function presentTitle(row: TitleRow, today: string): StreamingTitle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    kind: row.kind as StreamingTitleKind,
    synopsis: row.synopsis,
    genres: parseJsonColumn<string[]>(row.genres, []),
    season: row.season,
    network: presentNetworkLink(row.network),
    streaming_date: row.streamingDate,
    status: titleStatus(row.streamingDate, today),
    is_featured: row.isFeatured,
    poster: row.movie.poster ?? posterUrl(row.movie.hash),
    show: row.show ? showLink(row.show) : null,
    movie_id: row.movie.id,
    movie_url: moviePath(row.movie),
    can_notify: row.streamingDate > today,
  }
}

export function presentShow(row: ShowRow, networks: Map<string, { slug: string; name: string }>): Show {
  const streamingOn = parseJsonColumn<string[]>(row.streamingOn, [])
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    synopsis: row.synopsis,
    genres: parseJsonColumn<string[]>(row.genres, []),
    network: row.network,
    channel: row.channel ? { id: row.channel.id, slug: row.channel.slug, name: row.channel.name, url: channelPath(row.channel.id) } : null,
    seasons: row.seasons,
    first_aired: row.firstAired,
    mtrcb_rating: row.mtrcbRating,
    poster: tvPosterUrl('show', row.slug),
    where_to_stream: streamingOn.flatMap((slug) => {
      const network = networks.get(slug)
      return network ? [presentNetworkLink(network)] : []
    }),
    url: showPath(row.id),
  }
}
