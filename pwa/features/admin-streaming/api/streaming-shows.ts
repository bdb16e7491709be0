import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminStreamingShowDeleteResponse,
  AdminStreamingShowListResponse,
  AdminStreamingShowResponse,
  StreamingNetworkSlug,
  StreamingShowCreateInput,
  StreamingShowUpdate,
} from '@contracts/tv'
import { apiRequest, getJson } from '@/lib/api-client'

/** Every admin streaming-shows query key starts here, so a write refreshes them all. */
export const ADMIN_STREAMING_KEY = ['/api/admin/streaming-shows'] as const
export const ADMIN_STREAMING_PER_PAGE = 20

export interface StreamingShowsFilter {
  q?: string
  network?: StreamingNetworkSlug
  page: number
}

/** GET /api/admin/streaming-shows (admins): titles by streaming date, newest first, with their waiting alerts. */
export function streamingShowsQuery(filter: StreamingShowsFilter) {
  const params = { q: filter.q?.trim() || undefined, network: filter.network, page: filter.page, per_page: ADMIN_STREAMING_PER_PAGE }
  return queryOptions({
    queryKey: [ADMIN_STREAMING_KEY[0], params] as const,
    queryFn: ({ signal }) => getJson<AdminStreamingShowListResponse>(ADMIN_STREAMING_KEY[0], { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function useStreamingShows(filter: StreamingShowsFilter) {
  return useQuery(streamingShowsQuery(filter))
}

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T
}

/**
 * The writes. Each refreshes the admin list and the public TV and streaming answers (['/api/tv' …] and the
 * movies lists, where a streaming title's release record shows). Never retried: a repeated create would add twice.
 */
function useStreamingWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_STREAMING_KEY })
      void queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/tv') })
    },
  })
}

export function useCreateStreamingShow() {
  return useStreamingWrite((input: StreamingShowCreateInput) => json<AdminStreamingShowResponse>(apiRequest('POST', ADMIN_STREAMING_KEY[0], input)))
}

export function useUpdateStreamingShow() {
  return useStreamingWrite(({ id, ...input }: StreamingShowUpdate & { id: number }) =>
    json<AdminStreamingShowResponse>(apiRequest('PUT', `${ADMIN_STREAMING_KEY[0]}/${id}`, input)),
  )
}

export function useDeleteStreamingShow() {
  return useStreamingWrite(({ id }: { id: number }) => json<AdminStreamingShowDeleteResponse>(apiRequest('DELETE', `${ADMIN_STREAMING_KEY[0]}/${id}`)))
}
