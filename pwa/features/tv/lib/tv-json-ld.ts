/**
 * Structured data of the TV pages (schema.org): a show page is a TVSeries, a schedule lists BroadcastEvents
 * (each the airing of a TV episode or programme on a channel's BroadcastService). Absolute URLs need the
 * origin: a page's head reads it from the router context, the components that still render their own JSON-LD
 * after mount (useOrigin).
 */
import type { Channel, Programme, Show, StreamingTitle } from '@contracts/tv'

export function tvSeriesJsonLd(show: Show, origin: string, streaming: readonly StreamingTitle[] = []): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    name: show.title,
    url: `${origin}${show.url}`,
    description: show.synopsis || undefined,
    image: show.poster ? `${origin}${show.poster}` : undefined,
    genre: show.genres.length > 0 ? show.genres : undefined,
    numberOfSeasons: show.seasons,
    startDate: show.first_aired ? String(show.first_aired) : undefined,
    contentRating: show.mtrcb_rating ?? undefined,
    productionCompany: { '@type': 'Organization', name: show.network },
    ...(streaming.length > 0
      ? {
          containsSeason: streaming
            .filter((title) => title.season !== null)
            .map((title) => ({ '@type': 'TVSeason', seasonNumber: title.season, name: title.title, startDate: title.streaming_date })),
        }
      : {}),
  }
}

function broadcastService(channel: Channel, origin: string) {
  return {
    '@type': 'BroadcastService',
    name: channel.name,
    broadcastDisplayName: channel.number ? `${channel.name} (${channel.number})` : channel.name,
    broadcaster: { '@type': 'Organization', name: channel.network },
    url: `${origin}${channel.url}`,
    areaServed: { '@type': 'Country', name: 'Philippines' },
  }
}

/** One BroadcastEvent per programme of a channel's day. */
export function broadcastEventsJsonLd(entries: readonly { channel: Channel; programme: Programme }[], origin: string): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': broadcastEvents(entries, origin) }
}

/**
 * A channel's page (its head, built by the route's loader): the TelevisionChannel with its BroadcastService, then
 * one BroadcastEvent per programme of the day shown.
 */
export function channelJsonLd(channel: Channel, programmes: readonly Programme[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'TelevisionChannel',
        name: channel.name,
        url: `${origin}${channel.url}`,
        ...(channel.number ? { broadcastChannelId: channel.number } : {}),
        broadcastServiceTier: channel.kind === 'free-to-air' ? 'Free-to-air' : 'Cable',
        ...(channel.description ? { description: channel.description } : {}),
        providesBroadcastService: broadcastService(channel, origin),
      },
      ...broadcastEvents(programmes.map((programme) => ({ channel, programme })), origin),
    ],
  }
}

function broadcastEvents(entries: readonly { channel: Channel; programme: Programme }[], origin: string): Record<string, unknown>[] {
  return entries.map(({ channel, programme }) => ({
    '@type': 'BroadcastEvent',
    name: programme.episode_title ? `${programme.title}: ${programme.episode_title}` : programme.title,
    startDate: programme.start,
    endDate: programme.end,
    isLiveBroadcast: programme.is_live,
    publishedOn: broadcastService(channel, origin),
    ...(programme.show
      ? {
          workPerformed: { '@type': 'TVSeries', name: programme.show.title, url: `${origin}${programme.show.url}` },
          url: `${origin}${programme.show.url}`,
        }
      : { url: `${origin}${channel.url}` }),
  }))
}
