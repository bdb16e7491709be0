import { z } from 'zod'

export const SEARCH_QUERY_MAX_LENGTH = 200

/** POST /api/track-search: the home and movies search boxes record a non-empty trimmed query. */
export const TrackSearch = z.object({
  query: z
    .string({ error: 'Search query must be text' })
    .trim()
    .min(1, 'Search query cannot be empty')
    .max(SEARCH_QUERY_MAX_LENGTH, `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
})
export type TrackSearch = z.infer<typeof TrackSearch>
