import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { PublicSeoOverrideResponse } from '@contracts/seo'
import { getJson } from '@/lib/api-client'

/**
 * Per-URL title and description overrides set at /admin/seo-tools (decision 032). The root layout reads
 * the override of the current path (GET /api/seo/overrides?path=, cached 10 minutes here and on the
 * server) and applies it after the page's own title and description; the page helpers (usePageTitle,
 * the meta description hooks) consult it too, so a title a page sets later does not undo the override.
 * Everything touching `document` runs in effects: nothing here runs while rendering on a server.
 */

type Override = NonNullable<PublicSeoOverrideResponse['data']>

export const SEO_OVERRIDE_KEY = '/api/seo/overrides'

/** "/events/" → "/events" (the server stores paths without a trailing slash). */
export function seoPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

export function seoOverrideQuery(path: string) {
  return queryOptions({
    queryKey: [SEO_OVERRIDE_KEY, { path }] as const,
    queryFn: async ({ signal }) => (await getJson<PublicSeoOverrideResponse>(SEO_OVERRIDE_KEY, { signal, params: { path } })).data,
    staleTime: 10 * 60_000,
    retry: false,
  })
}

/** The override applied now, with the path it belongs to. */
let active: Override | null = null

function currentPath(): string | null {
  return typeof window === 'undefined' ? null : seoPath(window.location.pathname)
}

/** The title override of the page shown now, if any (read in effects only). */
export function overrideTitle(): string | null {
  return active && active.path === currentPath() ? active.title : null
}

/** The description override of the page shown now, if any (read in effects only). */
export function overrideDescription(): string | null {
  return active && active.path === currentPath() ? active.description : null
}

function setDescription(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = text
}

/** Root-layout hook: fetches the current path's override and applies it over the page's own head. */
export function useSeoOverride(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const path = seoPath(pathname)
  // Admin pages are never indexed: no lookup there.
  const { data } = useQuery({ ...seoOverrideQuery(path), enabled: !path.startsWith('/admin') })
  const override = data && data.path === path ? data : null
  useEffect(() => {
    active = override
    if (!override) return
    if (override.title) document.title = override.title
    if (override.description) setDescription(override.description)
    return () => {
      if (active === override) active = null
    }
  }, [override])
}
