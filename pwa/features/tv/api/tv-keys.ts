/**
 * Query keys of the TV guide: the API path first (the offline rules and the persisted cache read it), then
 * the query-string object.
 */
export const tvKeys = {
  onNow: () => ['/api/tv/on-now'] as const,
  channels: (kind?: string) => ['/api/tv/channels', { kind }] as const,
  channel: (idOrSlug: string) => [`/api/tv/channels/${encodeURIComponent(idOrSlug)}`] as const,
  channelSchedule: (idOrSlug: string, date?: string) => [`/api/tv/channels/${encodeURIComponent(idOrSlug)}/schedule`, { date }] as const,
  scheduleGrid: (date?: string) => ['/api/tv/schedules', { date }] as const,
  shows: (params: { genre?: string; network?: string } = {}) => ['/api/tv/shows', { genre: params.genre, network: params.network }] as const,
  show: (idOrSlug: string) => [`/api/tv/shows/${encodeURIComponent(idOrSlug)}`] as const,
  networks: () => ['/api/tv/networks'] as const,
  network: (slug: string) => [`/api/tv/networks/${encodeURIComponent(slug)}`] as const,
  titleNotificationCheck: (titleId: number) => [`/api/tv/titles/${titleId}/notifications/check`] as const,
}

/** Schedules and on-now move during the day: fresh for 5 minutes, like showtimes. */
export const TV_SCHEDULE_STALE_MS = 5 * 60_000
/** Channels, shows and networks change rarely. */
export const TV_CATALOGUE_STALE_MS = 30 * 60_000
