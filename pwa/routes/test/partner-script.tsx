import { createFileRoute } from '@tanstack/react-router'
import { PartnerScriptPage } from '@/features/test-pages/components/partner-script-page'

/** /test/partner-script?path=… (doc 3 "Test pages"): which site scripts a path would inject; administrators only (see ./route.tsx). */
export const Route = createFileRoute('/test/partner-script')({
  validateSearch: (search: Record<string, unknown>): { path?: string } =>
    typeof search.path === 'string' && search.path.trim() ? { path: search.path.trim().slice(0, 300) } : {},
  component: function PartnerScriptRoute() {
    const { path = '/' } = Route.useSearch()
    return <PartnerScriptPage key={path} path={path} />
  },
})
