import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCacheName, CacheList, CachePurgeResult, MemoryHistory, SystemDashboard } from '@contracts/admin-system'
import type { AuditLogPage } from '@contracts/audit-log'
import { apiRequest, getJson } from '@/lib/api-client'

export const SYSTEM_KEY = ['/api/admin/system'] as const
export const MEMORY_KEY = ['/api/admin/system/memory'] as const
export const CACHE_KEY = ['/api/admin/cache'] as const
export const AUDIT_LOG_KEY = '/api/admin/audit-log'

/** GET /api/admin/system (admins): refreshed every 10 s while the page is open. */
export function systemQuery() {
  return queryOptions({
    queryKey: SYSTEM_KEY,
    queryFn: ({ signal }) => getJson<SystemDashboard>(SYSTEM_KEY[0], { signal }),
    staleTime: 5_000,
    refetchInterval: 10_000,
    retry: 1,
  })
}

/** GET /api/admin/system/memory: the server samples every 10 s, so does the page. */
export function memoryQuery() {
  return queryOptions({
    queryKey: MEMORY_KEY,
    queryFn: ({ signal }) => getJson<MemoryHistory>(MEMORY_KEY[0], { signal }),
    staleTime: 5_000,
    refetchInterval: 10_000,
    retry: 1,
  })
}

export function cacheQuery() {
  return queryOptions({
    queryKey: CACHE_KEY,
    queryFn: ({ signal }) => getJson<CacheList>(CACHE_KEY[0], { signal }),
    staleTime: 5_000,
    refetchInterval: 15_000,
    retry: 1,
  })
}

export interface AuditLogFilters {
  actor?: string
  action?: string
  entity_type?: string
  entity_id?: string
  from?: string
  to?: string
  page?: number
}

export function auditLogQuery(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: [AUDIT_LOG_KEY, filters] as const,
    queryFn: ({ signal }) => getJson<AuditLogPage>(AUDIT_LOG_KEY, { signal, params: { ...filters } }),
    staleTime: 5_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

export const useSystem = () => useQuery(systemQuery())
export const useMemory = () => useQuery(memoryQuery())
export const useCaches = () => useQuery(cacheQuery())
export const useAuditLog = (filters: AuditLogFilters) => useQuery(auditLogQuery(filters))

/** POST /api/admin/cache/{name}/purge: empties the cache everywhere (audited on the server). */
export async function purgeCache(name: AdminCacheName): Promise<CachePurgeResult> {
  const response = await apiRequest('POST', `/api/admin/cache/${encodeURIComponent(name)}/purge`)
  return (await response.json()) as CachePurgeResult
}

export function usePurgeCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: purgeCache,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CACHE_KEY }),
        queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }),
        queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_KEY] }),
      ])
    },
  })
}
