import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdArticleListResponse, AdminAdsResponse, AdminHouseAdResponse, AdSettingsBody, AdsTxtResponse, HouseAdBodyInput } from '@contracts/ads'
import { apiRequest, getJson } from '@/lib/api-client'

/** Every admin-ads query key starts here. */
export const ADMIN_ADS_KEY = ['/api/admin/ads'] as const
const NO_ADS_KEY = ['/api/admin/ads/no-ads-articles'] as const
const ADS_TXT_KEY = ['/api/admin/ads/ads-txt'] as const

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T
}

/** GET /api/admin/ads: the toggle, the network code and the house creatives with their counts. */
export const adminAdsQuery = () =>
  queryOptions({ queryKey: ADMIN_ADS_KEY, queryFn: ({ signal }) => getJson<AdminAdsResponse>(ADMIN_ADS_KEY[0], { signal }), staleTime: 0 })
export const useAdminAds = () => useQuery(adminAdsQuery())

export const adsTxtQuery = () => queryOptions({ queryKey: ADS_TXT_KEY, queryFn: ({ signal }) => getJson<AdsTxtResponse>(ADS_TXT_KEY[0], { signal }), staleTime: 0 })
export const useAdsTxt = () => useQuery(adsTxtQuery())

export const noAdsArticlesQuery = () =>
  queryOptions({ queryKey: NO_ADS_KEY, queryFn: ({ signal }) => getJson<AdArticleListResponse>(NO_ADS_KEY[0], { signal }), staleTime: 0 })
export const useNoAdsArticles = () => useQuery(noAdsArticlesQuery())

/** GET /api/admin/ads/articles?q=: articles to pick, with whether each already shows no ads. */
export function useAdArticleSearch(q: string) {
  return useQuery({
    queryKey: ['/api/admin/ads/articles', { q }] as const,
    queryFn: ({ signal }) => getJson<AdArticleListResponse>('/api/admin/ads/articles', { params: { q }, signal }),
    enabled: q.trim().length > 0,
    staleTime: 0,
  })
}

function useWrite<I, O>(write: (input: I) => Promise<O>, keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}

export const useSaveAdSettings = () =>
  useWrite((input: AdSettingsBody) => json<{ message: string }>(apiRequest('PUT', '/api/admin/ads/settings', input)), [ADMIN_ADS_KEY])

export const useSaveCreative = () =>
  useWrite(
    ({ id, input }: { id?: number; input: HouseAdBodyInput }) =>
      json<AdminHouseAdResponse>(id ? apiRequest('PUT', `/api/admin/ads/creatives/${id}`, input) : apiRequest('POST', '/api/admin/ads/creatives', input)),
    [ADMIN_ADS_KEY],
  )

export const useDeleteCreative = () => useWrite((id: number) => json<{ message: string }>(apiRequest('DELETE', `/api/admin/ads/creatives/${id}`)), [ADMIN_ADS_KEY])

export const useSaveAdsTxt = () => useWrite((content: string) => json<AdsTxtResponse>(apiRequest('PUT', '/api/admin/ads/ads-txt', { content })), [ADS_TXT_KEY])

export const useSetNoAds = () =>
  useWrite(
    ({ id, noAds }: { id: number; noAds: boolean }) => json<AdArticleListResponse>(apiRequest(noAds ? 'PUT' : 'DELETE', `/api/admin/ads/no-ads-articles/${id}`)),
    [NO_ADS_KEY, ['/api/admin/ads/articles']],
  )
