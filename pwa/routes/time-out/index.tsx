import { createFileRoute } from '@tanstack/react-router'
import { SectionHomePage } from '@/features/articles/components/section-pages'
import { loadSectionHome } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** The time-out section's home page (spec doc 3 route table). */
export const Route = createFileRoute('/time-out/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSectionHome(context.queryClient, 'time-out', deps.page, context.origin),
  head: headFromLoader,
  component: TimeOutRoute,
})

function TimeOutRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionHomePage slug="time-out" page={page} />
}
