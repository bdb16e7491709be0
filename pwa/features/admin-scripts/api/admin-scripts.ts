import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SiteScriptBodyInput, SiteScriptDeletedResponse, SiteScriptListResponse, SiteScriptResponse } from '@contracts/site-scripts'
import { apiRequest, getJson } from '@/lib/api-client'
import { PUBLIC_SCRIPTS_KEY } from '@/features/site-scripts/api/get-public-scripts'

/** Every admin-scripts query key starts here. */
export const ADMIN_SCRIPTS_KEY = ['/api/admin/scripts'] as const

/** GET /api/admin/scripts (admins): every script, header ones first. */
export function adminScriptsQuery() {
  return queryOptions({
    queryKey: ADMIN_SCRIPTS_KEY,
    queryFn: ({ signal }) => getJson<SiteScriptListResponse>(ADMIN_SCRIPTS_KEY[0], { signal }),
    staleTime: 10_000,
  })
}

export function useAdminScripts() {
  return useQuery(adminScriptsQuery())
}

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T
}

/** A write refreshes the admin list and this tab's public scripts at once. Never retried. */
function useScriptWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_SCRIPTS_KEY }), queryClient.invalidateQueries({ queryKey: PUBLIC_SCRIPTS_KEY })])
    },
  })
}

export function useSaveScript() {
  return useScriptWrite(({ id, input }: { id?: number; input: SiteScriptBodyInput }) =>
    json<SiteScriptResponse>(id === undefined ? apiRequest('POST', ADMIN_SCRIPTS_KEY[0], input) : apiRequest('PUT', `${ADMIN_SCRIPTS_KEY[0]}/${id}`, input)),
  )
}

export function useDeleteScript() {
  return useScriptWrite(({ id }: { id: number }) => json<SiteScriptDeletedResponse>(apiRequest('DELETE', `${ADMIN_SCRIPTS_KEY[0]}/${id}`)))
}
