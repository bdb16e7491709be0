import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BulkAction, BulkResponse, ModerationActionResponse, ModerationListResponse, ModerationPostType, ModerationStatus } from '@contracts/admin-moderation'
import { apiRequest, getJson } from '@/lib/api-client'

export interface ModerationFilters {
  postType: ModerationPostType
  status: ModerationStatus
  contentTypeId: '' | '1' | '2' | '3'
  rating: '' | '1' | '2' | '3' | '4' | '5'
  author: string
  from: string
  to: string
  page: number
}

export const moderationKeyRoot = ['/api/admin/posts'] as const

function searchOf(filters: ModerationFilters): string {
  const params = new URLSearchParams({ postType: filters.postType, status: filters.status, page: String(filters.page) })
  if (filters.contentTypeId) params.set('contentTypeId', filters.contentTypeId)
  if (filters.rating && filters.postType === 'review') params.set('rating', filters.rating)
  if (filters.author.trim()) params.set('author', filters.author.trim())
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  return params.toString()
}

/** GET /api/admin/posts (moderators and admins): the queue, reported first, then newest. */
export function moderationQuery(filters: ModerationFilters) {
  return queryOptions({
    queryKey: [...moderationKeyRoot, filters],
    queryFn: ({ signal }) => getJson<ModerationListResponse>(`/api/admin/posts?${searchOf(filters)}`, { signal }),
    staleTime: 5_000,
    retry: 1,
  })
}

export const useModerationQueue = (filters: ModerationFilters) => useQuery(moderationQuery(filters))

export type SingleAction = 'hide' | 'restore' | 'dismiss' | 'delete'

async function act(action: SingleAction, id: number, reason?: string): Promise<ModerationActionResponse> {
  const body = reason ? { reason } : {}
  const response =
    action === 'delete'
      ? await apiRequest('DELETE', `/api/admin/posts/${id}`, body)
      : await apiRequest('POST', `/api/admin/posts/${id}/${action === 'dismiss' ? 'dismiss-reports' : action}`, body)
  return (await response.json()) as ModerationActionResponse
}

async function bulk(action: BulkAction, ids: number[], reason?: string): Promise<BulkResponse> {
  const response = await apiRequest('POST', '/api/admin/posts/bulk', { action, ids, ...(reason ? { reason } : {}) })
  return (await response.json()) as BulkResponse
}

export function useModerationAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { action: SingleAction; id: number; reason?: string }) => act(input.action, input.id, input.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeyRoot }),
  })
}

export function useBulkModeration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { action: BulkAction; ids: number[]; reason?: string }) => bulk(input.action, input.ids, input.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeyRoot }),
  })
}
