import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminReflinkListResponse, ReflinkArticlesResponse } from '@contracts/admin-reflinks'
import { getJson } from '@/lib/api-client'

/** Every admin-reflinks query key starts here, so a write invalidates them all precisely. */
export const ADMIN_REFLINKS_KEY = ['/api/admin/reflinks'] as const

/** GET /api/admin/reflinks (admins): every rule with the number of published articles it links. */
export function reflinksQuery() {
  return queryOptions({
    queryKey: ADMIN_REFLINKS_KEY,
    queryFn: ({ signal }) => getJson<AdminReflinkListResponse>(ADMIN_REFLINKS_KEY[0], { signal }),
    staleTime: 10_000,
  })
}

export function useReflinks() {
  return useQuery(reflinksQuery())
}

/** GET /api/admin/reflinks/articles?q= : published articles by title, for the preview. */
export function useReflinkArticles(q: string) {
  const params = { q: q.trim() || undefined }
  return useQuery({
    queryKey: [`${ADMIN_REFLINKS_KEY[0]}/articles`, params] as const,
    queryFn: ({ signal }) => getJson<ReflinkArticlesResponse>(`${ADMIN_REFLINKS_KEY[0]}/articles`, { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
