import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  MetadataKind,
  MissingMetadataResponse,
  RobotsPolicyResponse,
  SeoOverrideBodyInput,
  SeoOverrideListResponse,
  SeoOverrideResponse,
  SitemapSummary,
} from '@contracts/seo'
import { apiRequest, getJson } from '@/lib/api-client'
import { SEO_OVERRIDE_KEY } from '@/lib/seo-override'

export const SITEMAP_KEY = ['/api/admin/seo/sitemap'] as const
export const ROBOTS_KEY = ['/api/admin/seo/robots'] as const
export const OVERRIDES_KEY = '/api/admin/seo/overrides'
export const MISSING_KEY = '/api/admin/seo/missing-metadata'
const AUDIT_LOG_KEY = '/api/admin/audit-log'

export const sitemapQuery = () =>
  queryOptions({ queryKey: SITEMAP_KEY, queryFn: ({ signal }) => getJson<SitemapSummary>(SITEMAP_KEY[0], { signal }), staleTime: 30_000, retry: 1 })

export const robotsQuery = () =>
  queryOptions({ queryKey: ROBOTS_KEY, queryFn: ({ signal }) => getJson<RobotsPolicyResponse>(ROBOTS_KEY[0], { signal }), staleTime: 30_000, retry: 1 })

export const overridesQuery = (filters: { q?: string; page?: number }) =>
  queryOptions({
    queryKey: [OVERRIDES_KEY, filters] as const,
    queryFn: ({ signal }) => getJson<SeoOverrideListResponse>(OVERRIDES_KEY, { signal, params: { ...filters, per_page: 20 } }),
    staleTime: 10_000,
    retry: false,
    placeholderData: keepPreviousData,
  })

export const missingQuery = (filters: { kind: MetadataKind; page: number }) =>
  queryOptions({
    queryKey: [MISSING_KEY, filters] as const,
    queryFn: ({ signal }) => getJson<MissingMetadataResponse>(MISSING_KEY, { signal, params: { ...filters, per_page: 20 } }),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  })

export const useSitemapSummary = () => useQuery(sitemapQuery())
export const useRobots = () => useQuery(robotsQuery())
export const useOverrides = (filters: { q?: string; page?: number }) => useQuery(overridesQuery(filters))
export const useMissingMetadata = (filters: { kind: MetadataKind; page: number }) => useQuery(missingQuery(filters))

/** PUT /api/admin/seo/robots (audited). */
export function useSaveRobots() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (policy: string) => (await (await apiRequest('PUT', ROBOTS_KEY[0], { policy })).json()) as RobotsPolicyResponse,
    onSuccess: (result) => queryClient.setQueryData(ROBOTS_KEY, result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_KEY] }),
  })
}

/** Create (no id) or edit an override; both drop the admin list and the public lookups. */
export function useSaveOverride() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: SeoOverrideBodyInput }) => {
      const response = id === undefined ? await apiRequest('POST', OVERRIDES_KEY, body) : await apiRequest('PUT', `${OVERRIDES_KEY}/${id}`, body)
      return (await response.json()) as SeoOverrideResponse
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [OVERRIDES_KEY] }),
        queryClient.invalidateQueries({ queryKey: [SEO_OVERRIDE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_KEY] }),
      ]),
  })
}

export function useDeleteOverride() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${OVERRIDES_KEY}/${id}`)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [OVERRIDES_KEY] }),
        queryClient.invalidateQueries({ queryKey: [SEO_OVERRIDE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_KEY] }),
      ]),
  })
}
