import { createFileRoute } from '@tanstack/react-router'
import { MALL_REGIONS } from '@contracts/malls-rules'
import type { MallRegion } from '@contracts/malls'
import { mallsQuery } from '@/features/malls/api/get-malls'
import { MallsPage } from '@/features/malls/components/malls-page'
import { mallsHead } from '@/features/malls/lib/malls-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/malls')({
  validateSearch: (search: Record<string, unknown>): { region?: MallRegion } =>
    typeof search.region === 'string' && (MALL_REGIONS as readonly string[]).includes(search.region) ? { region: search.region as MallRegion } : {},
  loaderDeps: ({ search }) => ({ region: search.region }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(mallsQuery(deps.region))
    return { head: mallsHead(deps.region, context.origin) }
  },
  head: headFromLoader,
  component: function MallsRoute() {
    const { region } = Route.useSearch()
    return <MallsPage region={region} />
  },
})
