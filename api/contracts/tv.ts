/**
 * TV guide and streaming (issue 18, decision 038): channels, programmes, shows, streaming networks and their
 * titles, "Tell me when it streams" and the admin streaming-shows page. Shared by the Koa API (validation,
 * presenters) and the PWA (fetchers, route search params). Field names are snake_case like the movie API.
 *
 * Time: every programme instant is an ISO string with the Manila offset ("2026-11-26T19:30:00+08:00"), so it
 * parses to the right instant anywhere and reads as Manila wall-clock time; dates are Manila calendar dates
 * "YYYY-MM-DD". A programme belongs to every Manila date it overlaps (one crossing midnight is on both days).
 *
 * Routes (all public reads answer a cached body with a strong ETag and `Cache-Control: no-cache`; If-None-Match
 * gets a 304):
 *   GET  /api/tv/channels?kind=free-to-air|cable           ChannelListResponse
 *   GET  /api/tv/channels/:idOrSlug                         ChannelResponse
 *   GET  /api/tv/channels/:idOrSlug/schedule?date=          ChannelScheduleResponse
 *   GET  /api/tv/schedules?date=                            ScheduleGridResponse   (every channel, one date)
 *   GET  /api/tv/on-now                                     OnNowResponse
 *   GET  /api/tv/shows?genre=&network=                      ShowListResponse
 *   GET  /api/tv/shows/:idOrSlug                            ShowResponse
 *   GET  /api/tv/networks                                   NetworkListResponse
 *   GET  /api/tv/networks/:slug                             NetworkResponse (the network and its new/upcoming titles)
 *   GET  /api/tv/titles/:id                                 StreamingTitleResponse
 *   GET|POST|DELETE /api/tv/titles/:id/notifications[/check]  signed in; StreamingNotifyRequest → StreamingNotifyResponse
 *   GET  /api/admin/streaming-shows?q=&network=&page=&per_page=   admin; AdminStreamingShowListResponse
 *   POST /api/admin/streaming-shows                         admin; StreamingShowCreate → 201 AdminStreamingShowResponse
 *   PUT  /api/admin/streaming-shows/:id                     admin; StreamingShowUpdate → AdminStreamingShowResponse
 *   DELETE /api/admin/streaming-shows/:id                   admin; → { status, deleted: id }
 */
import { z } from 'zod'
import { IsoDate } from './movies.ts'
import { MovieNotification } from './notifications.ts'
import { isNotifyEmail, NOTIFICATION_MESSAGES, NOTIFY_EMAIL_MAX } from './notifications-rules.ts'
import { Pagination, PAGE_MAX, wholeNumberParam } from './paging.ts'
import { text } from './text.ts'

// ---- Constants ------------------------------------------------------------------------------------

export const CHANNEL_KINDS = ['free-to-air', 'cable'] as const
export type ChannelKind = (typeof CHANNEL_KINDS)[number]

/** What a streaming title is. */
export const STREAMING_TITLE_KINDS = ['series', 'movie', 'special'] as const
export type StreamingTitleKind = (typeof STREAMING_TITLE_KINDS)[number]

/** A title is "new" on its network from its streaming date for this many days; before it, "upcoming". */
export const STREAMING_NEW_DAYS = 30
/** On now/next: the shows list and admin list bounds. */
export const ADMIN_STREAMING_PER_PAGE_MAX = 100
export const STREAMING_TITLE_MAX = 200
export const STREAMING_SYNOPSIS_MAX = 2000
export const STREAMING_GENRES_MAX = 8

/**
 * The streaming networks and their site pages. `page` is the network page of doc 3's route table (/netflix …)
 * when it has one; `articleSection` is the article section of doc 3's "Article reading" row when it has one.
 */
export const STREAMING_NETWORKS = [
  { slug: 'netflix', name: 'Netflix', page: '/netflix', articleSection: 'netflix' },
  { slug: 'disney-plus', name: 'Disney+', page: '/disney-plus', articleSection: 'disney-plus' },
  { slug: 'max', name: 'Max', page: '/max', articleSection: 'max' },
  { slug: 'prime-video', name: 'Prime Video', page: '/prime-video', articleSection: 'prime-video' },
  { slug: 'lionsgate-play', name: 'Lionsgate Play', page: '/lionsgate-play', articleSection: 'lionsgate-play' },
  { slug: 'apple-tv', name: 'Apple TV', page: '/apple-tv', articleSection: null },
  { slug: 'hbo', name: 'HBO', page: null, articleSection: 'hbo' },
  { slug: 'hbo-max', name: 'HBO Max', page: null, articleSection: 'hbo-max' },
  { slug: 'iwanttfc', name: 'iWantTFC', page: null, articleSection: 'iwanttfc' },
  { slug: 'axn-asia', name: 'AXN Asia', page: null, articleSection: 'axn-asia' },
] as const
export type StreamingNetworkSlug = (typeof STREAMING_NETWORKS)[number]['slug']
export const STREAMING_NETWORK_SLUGS = STREAMING_NETWORKS.map((network) => network.slug) as [StreamingNetworkSlug, ...StreamingNetworkSlug[]]

// ---- Messages (spec style: "Movie not found", "Invalid Date") ---------------------------------------

export const TV_MESSAGES = {
  channelNotFound: 'Channel not found',
  showNotFound: 'Show not found',
  networkNotFound: 'Network not found',
  titleNotFound: 'Title not found',
  invalidDate: 'Invalid Date',
  scheduleFound: 'Schedule retrieved successfully',
  noProgrammes: 'No programmes listed for the selected date. Please choose a different date.',
  invalidKind: 'kind must be free-to-air or cable',
  authRequired: 'Please log in to be told when this title streams',
  alreadyStreaming: 'This title is already streaming',
  // admin
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${STREAMING_TITLE_MAX} characters`,
  synopsisTooLong: `Synopsis must be at most ${STREAMING_SYNOPSIS_MAX} characters`,
  networkRequired: 'Network is required',
  unknownNetwork: 'Network must be one of the streaming networks',
  streamingDateRequired: 'Streaming date is required',
  kindInvalid: `Kind must be one of ${STREAMING_TITLE_KINDS.join(', ')}`,
  genresInvalid: `Genres must be a list of at most ${STREAMING_GENRES_MAX} names`,
  seasonInvalid: 'Season must be a whole number between 1 and 99',
  nothingToUpdate: 'Nothing to update',
} as const

// ---- Params and queries ---------------------------------------------------------------------------

/** :idOrSlug of channels and shows: a positive number or a lowercase slug. */
export const IdOrSlugParams = z.object({
  idOrSlug: text().regex(/^(?:[1-9]\d{0,8}|[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)$/, 'must be an id or a slug'),
})
export type IdOrSlugParams = z.infer<typeof IdOrSlugParams>

/** :id of titles and admin streaming shows. */
export const TvIdParams = z.object({
  id: text({ error: 'id must be a number' })
    .regex(/^[1-9]\d{0,8}$/, 'id must be a number')
    .transform(Number),
})
export type TvIdParams = z.infer<typeof TvIdParams>

/** ?date=YYYY-MM-DD (Manila); without it, today in Manila. A bad date answers 400 "Invalid Date". */
export const TvDateQuery = z.object({ date: IsoDate.optional() })
export type TvDateQuery = z.infer<typeof TvDateQuery>

export const ChannelListQuery = z.object({ kind: z.enum(CHANNEL_KINDS, { error: TV_MESSAGES.invalidKind }).optional() })
export type ChannelListQuery = z.infer<typeof ChannelListQuery>

export const ShowListQuery = z.object({
  genre: text().trim().max(60, 'genre must be at most 60 characters').optional(),
  /** A streaming network slug or a channel slug. */
  network: text().trim().max(60, 'network must be at most 60 characters').optional(),
})
export type ShowListQuery = z.infer<typeof ShowListQuery>

// ---- Channels and programmes ----------------------------------------------------------------------

export const Channel = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  /** Generated logo: /media/tv/channels/{slug}.webp (also .svg and .jpg) */
  logo: z.string(),
  /** Channel number on free TV / the usual cable number, e.g. "7" or "24". */
  number: z.string(),
  /** Owner network, e.g. "GMA Network". */
  network: z.string(),
  description: z.string(),
  /** /tv/channels/{id} */
  url: z.string(),
})
export type Channel = z.infer<typeof Channel>

/** A link to a show page. */
export const ShowLink = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), url: z.string() })
export type ShowLink = z.infer<typeof ShowLink>

export const Programme = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  title: z.string(),
  /** Episode or segment title, when known. */
  episode_title: z.string().nullable(),
  /** ISO with the Manila offset: "2026-11-26T19:30:00+08:00". */
  start: z.string(),
  end: z.string(),
  /** 12-hour Manila times: "7:30 PM". */
  start_time: z.string(),
  end_time: z.string(),
  /** Manila date "YYYY-MM-DD" of the start. */
  start_date: z.string(),
  duration_minutes: z.number().int(),
  genre: z.string(),
  /** The show page, when the programme is an episode of a listed show. */
  show: ShowLink.nullable(),
  is_live: z.boolean(),
})
export type Programme = z.infer<typeof Programme>

export const ChannelListResponse = z.object({ status: z.literal('success'), data: z.array(Channel) })
export type ChannelListResponse = z.infer<typeof ChannelListResponse>

/** GET /api/tv/channels/:idOrSlug */
export const ChannelResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    channel: Channel,
    /** Manila dates (today on, ascending) with programmes on this channel. */
    available_dates: z.array(z.string()),
  }),
})
export type ChannelResponse = z.infer<typeof ChannelResponse>

/** GET /api/tv/channels/:idOrSlug/schedule?date= : the programmes overlapping that Manila date, by start. */
export const ChannelScheduleResponse = z.object({
  status: z.literal('success'),
  /** TV_MESSAGES.scheduleFound, or TV_MESSAGES.noProgrammes when the date has none. */
  message: z.string(),
  data: z.object({
    channel: Channel,
    date: z.string(),
    available_dates: z.array(z.string()),
    programmes: z.array(Programme),
    /** ISO instant when this answer was computed (for the offline freshness label). */
    generated_at: z.string(),
  }),
})
export type ChannelScheduleResponse = z.infer<typeof ChannelScheduleResponse>

/** GET /api/tv/schedules?date= : the grid of /tv/schedules (every channel, ordered by kind then number). */
export const ScheduleGridResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    date: z.string(),
    available_dates: z.array(z.string()),
    channels: z.array(z.object({ channel: Channel, programmes: z.array(Programme) })),
    generated_at: z.string(),
  }),
})
export type ScheduleGridResponse = z.infer<typeof ScheduleGridResponse>

/** GET /api/tv/on-now : per channel, what is on at `at` and what follows. */
export const OnNowResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    /** The instant the answer is for (ISO, Manila offset), to the minute. */
    at: z.string(),
    channels: z.array(z.object({ channel: Channel, now: Programme.nullable(), next: Programme.nullable() })),
    /** Tonight's highlights: programmes starting 6 PM-11 PM Manila today that belong to a show. */
    tonight: z.array(z.object({ channel: Channel, programme: Programme })),
    generated_at: z.string(),
  }),
})
export type OnNowResponse = z.infer<typeof OnNowResponse>

// ---- Streaming networks and titles ----------------------------------------------------------------

export const NetworkLink = z.object({ slug: z.string(), name: z.string(), url: z.string(), logo: z.string() })
export type NetworkLink = z.infer<typeof NetworkLink>

export const StreamingNetwork = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Generated logo: /media/tv/networks/{slug}.webp (also .svg and .jpg) */
  logo: z.string(),
  description: z.string(),
  /** /tv/streaming/{slug} */
  url: z.string(),
  /** The network page of the route table (/netflix …), or null. */
  page_url: z.string().nullable(),
  /** Article section slug ("netflix" → /netflix/article/{id}/{slug}), or null. */
  article_section: z.string().nullable(),
  website: z.string().nullable(),
  new_count: z.number().int(),
  upcoming_count: z.number().int(),
})
export type StreamingNetwork = z.infer<typeof StreamingNetwork>

export const StreamingTitle = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  kind: z.enum(STREAMING_TITLE_KINDS),
  synopsis: z.string(),
  genres: z.array(z.string()),
  /** Season number for a series' season, else null. */
  season: z.number().int().nullable(),
  network: NetworkLink,
  /** Manila date "YYYY-MM-DD" it starts streaming. */
  streaming_date: z.string(),
  /** "new" from the streaming date for STREAMING_NEW_DAYS days, "upcoming" before it, "streaming" after. */
  status: z.enum(['upcoming', 'new', 'streaming']),
  is_featured: z.boolean(),
  /** Generated poster. */
  poster: z.string(),
  /** The TV show this is a season of, when listed. */
  show: ShowLink.nullable(),
  /** The release record behind Notify Me (a Movie row with status streamingSoon); its page is `movie_url`. */
  movie_id: z.number().int(),
  movie_url: z.string(),
  /** True while a person may still ask to be told (streaming date after today). */
  can_notify: z.boolean(),
})
export type StreamingTitle = z.infer<typeof StreamingTitle>

export const NetworkListResponse = z.object({ status: z.literal('success'), data: z.array(StreamingNetwork) })
export type NetworkListResponse = z.infer<typeof NetworkListResponse>

/** GET /api/tv/networks/:slug : the network with its new (newest first) and upcoming (soonest first) titles. */
export const NetworkResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    network: StreamingNetwork,
    new: z.array(StreamingTitle),
    upcoming: z.array(StreamingTitle),
    generated_at: z.string(),
  }),
})
export type NetworkResponse = z.infer<typeof NetworkResponse>

export const StreamingTitleResponse = z.object({ status: z.literal('success'), data: StreamingTitle })
export type StreamingTitleResponse = z.infer<typeof StreamingTitleResponse>

// ---- Shows ----------------------------------------------------------------------------------------

export const Show = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  synopsis: z.string(),
  genres: z.array(z.string()),
  /** Who makes or airs it: "GMA Network", "ABS-CBN", "Netflix" … */
  network: z.string(),
  /** The channel it airs on, or null for streaming-only shows. */
  channel: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), url: z.string() }).nullable(),
  seasons: z.number().int(),
  /** Year of the first season. */
  first_aired: z.number().int().nullable(),
  mtrcb_rating: z.string().nullable(),
  poster: z.string(),
  /** Streaming networks that carry it. */
  where_to_stream: z.array(NetworkLink),
  /** /tv/shows/{id} */
  url: z.string(),
})
export type Show = z.infer<typeof Show>

export const ShowListResponse = z.object({ status: z.literal('success'), data: z.array(Show) })
export type ShowListResponse = z.infer<typeof ShowListResponse>

/** GET /api/tv/shows/:idOrSlug : the show, its next airings (today on, at most 20) and its streaming titles. */
export const ShowResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    show: Show,
    airings: z.array(z.object({ channel: Channel, programme: Programme })),
    streaming: z.array(StreamingTitle),
    generated_at: z.string(),
  }),
})
export type ShowResponse = z.infer<typeof ShowResponse>

// ---- Tell me when it streams -----------------------------------------------------------------------

/**
 * POST /api/tv/titles/:id/notifications (signed in). `email` is one typed in the dialog; without it the
 * account's email is used. Goes through the movie release alerts (decision 012): inbox, push and email on
 * the title's streaming date (Manila).
 */
export const StreamingNotifyRequest = z.object({
  email: text({ error: NOTIFICATION_MESSAGES.invalidEmail })
    .trim()
    .max(NOTIFY_EMAIL_MAX, NOTIFICATION_MESSAGES.invalidEmail)
    .refine(isNotifyEmail, NOTIFICATION_MESSAGES.invalidEmail)
    .transform((email) => email.toLowerCase())
    .optional(),
})
export type StreamingNotifyRequest = z.infer<typeof StreamingNotifyRequest>

/** Answer of check (GET …/notifications/check), POST (201 created, 200 already set) and DELETE. */
export const StreamingNotifyResponse = z.object({
  hasNotification: z.boolean(),
  notification: MovieNotification.nullable(),
  title: StreamingTitle,
})
export type StreamingNotifyResponse = z.infer<typeof StreamingNotifyResponse>

// ---- Admin: /admin/streaming-shows ----------------------------------------------------------------

export const AdminStreamingShowsQuery = z.object({
  q: text({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
  network: z.enum(STREAMING_NETWORK_SLUGS, { error: TV_MESSAGES.unknownNetwork }).optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, ADMIN_STREAMING_PER_PAGE_MAX),
})
export type AdminStreamingShowsQuery = z.infer<typeof AdminStreamingShowsQuery>

const genreName = text({ error: TV_MESSAGES.genresInvalid }).trim().min(1, TV_MESSAGES.genresInvalid).max(40, TV_MESSAGES.genresInvalid)

/** POST /api/admin/streaming-shows */
export const StreamingShowCreate = z.object({
  title: text({ error: TV_MESSAGES.titleRequired }).trim().min(1, TV_MESSAGES.titleRequired).max(STREAMING_TITLE_MAX, TV_MESSAGES.titleTooLong),
  network: z.enum(STREAMING_NETWORK_SLUGS, { error: TV_MESSAGES.unknownNetwork }),
  streamingDate: IsoDate,
  kind: z.enum(STREAMING_TITLE_KINDS, { error: TV_MESSAGES.kindInvalid }).default('series'),
  synopsis: text({ error: 'Synopsis must be text' }).trim().max(STREAMING_SYNOPSIS_MAX, TV_MESSAGES.synopsisTooLong).default(''),
  genres: z.array(genreName, { error: TV_MESSAGES.genresInvalid }).max(STREAMING_GENRES_MAX, TV_MESSAGES.genresInvalid).default([]),
  season: z.number({ error: TV_MESSAGES.seasonInvalid }).int(TV_MESSAGES.seasonInvalid).min(1, TV_MESSAGES.seasonInvalid).max(99, TV_MESSAGES.seasonInvalid).nullable().optional(),
  /** The TV show this is a season of. */
  showId: z.number({ error: 'showId must be a number' }).int('showId must be a number').positive('showId must be a number').nullable().optional(),
  featured: z.boolean({ error: 'featured must be true or false' }).optional(),
})
export type StreamingShowCreateInput = z.input<typeof StreamingShowCreate>
export type StreamingShowCreate = z.output<typeof StreamingShowCreate>

/** PUT /api/admin/streaming-shows/:id : any of the create fields; at least one. */
export const StreamingShowUpdate = z
  .object({
    title: StreamingShowCreate.shape.title.optional(),
    network: StreamingShowCreate.shape.network.optional(),
    streamingDate: IsoDate.optional(),
    kind: z.enum(STREAMING_TITLE_KINDS, { error: TV_MESSAGES.kindInvalid }).optional(),
    synopsis: text({ error: 'Synopsis must be text' }).trim().max(STREAMING_SYNOPSIS_MAX, TV_MESSAGES.synopsisTooLong).optional(),
    genres: z.array(genreName, { error: TV_MESSAGES.genresInvalid }).max(STREAMING_GENRES_MAX, TV_MESSAGES.genresInvalid).optional(),
    season: StreamingShowCreate.shape.season,
    showId: StreamingShowCreate.shape.showId,
    featured: StreamingShowCreate.shape.featured,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), TV_MESSAGES.nothingToUpdate)
export type StreamingShowUpdate = z.infer<typeof StreamingShowUpdate>

export const AdminStreamingShow = StreamingTitle.extend({
  /** Alerts waiting for this title's streaming date. */
  waiting_alerts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminStreamingShow = z.infer<typeof AdminStreamingShow>

export const AdminStreamingShowListResponse = z.object({
  status: z.literal('success'),
  data: z.array(AdminStreamingShow),
  pagination: Pagination,
})
export type AdminStreamingShowListResponse = z.infer<typeof AdminStreamingShowListResponse>

export const AdminStreamingShowResponse = z.object({ status: z.literal('success'), data: AdminStreamingShow })
export type AdminStreamingShowResponse = z.infer<typeof AdminStreamingShowResponse>

export const AdminStreamingShowDeleteResponse = z.object({ status: z.literal('success'), deleted: z.number().int() })
export type AdminStreamingShowDeleteResponse = z.infer<typeof AdminStreamingShowDeleteResponse>

// ---- URLs -----------------------------------------------------------------------------------------

export const channelPath = (id: number) => `/tv/channels/${id}`
export const showPath = (id: number) => `/tv/shows/${id}`
export const networkPath = (slug: string) => `/tv/streaming/${encodeURIComponent(slug)}`
export const channelLogoUrl = (slug: string) => `/media/tv/channels/${encodeURIComponent(slug)}.webp`
export const networkLogoUrl = (slug: string) => `/media/tv/networks/${encodeURIComponent(slug)}.webp`
/** A TV show's generated poster (streaming titles use their movie row's poster). */
export const tvPosterUrl = (kind: 'show', slug: string) => `/media/tv/${kind}s/${encodeURIComponent(slug)}.webp`
