import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicScriptsResponse } from '@contracts/site-scripts'
// The rules module, not the contract: the contract builds its zod schemas as it loads, work every page would pay.
import { PUBLIC_SCRIPTS_REFETCH_MS, PUBLIC_SCRIPTS_STALE_MS } from '@contracts/site-scripts-rules'
import { getJson } from '@/lib/api-client'

export const PUBLIC_SCRIPTS_KEY = ['/api/scripts/public'] as const

/** What a failed call gives (spec doc 1 §8: it silently falls back to empty scripts). */
export const NO_SCRIPTS: PublicScriptsResponse = { headerScripts: '', footerScripts: '', scripts: [] }

/** GET /api/scripts/public?t={timestamp} (spec doc 1 §7): never throws; a failure is "no scripts". */
export async function getPublicScripts(signal?: AbortSignal): Promise<PublicScriptsResponse> {
  try {
    const body = await getJson<PublicScriptsResponse>(PUBLIC_SCRIPTS_KEY[0], { params: { t: Date.now() }, signal })
    return Array.isArray(body?.scripts) ? body : NO_SCRIPTS
  } catch {
    return NO_SCRIPTS
  }
}

/** Polled every 30 s, fresh 25 s (spec doc 1 §9); no retries: the next poll is the retry. */
export function publicScriptsQuery() {
  return queryOptions({
    queryKey: PUBLIC_SCRIPTS_KEY,
    queryFn: ({ signal }) => getPublicScripts(signal),
    staleTime: PUBLIC_SCRIPTS_STALE_MS,
    refetchInterval: PUBLIC_SCRIPTS_REFETCH_MS,
    retry: false,
  })
}

export function usePublicScripts() {
  return useQuery(publicScriptsQuery())
}
