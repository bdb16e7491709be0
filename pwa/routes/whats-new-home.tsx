import { createFileRoute } from '@tanstack/react-router'
import { SectionHomePage } from '@/features/articles/components/section-pages'
import { loadSectionHome } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** The whats-new section's home page (spec doc 3 route table). */
export const Route = createFileRoute('/whats-new-home')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSectionHome(context.queryClient, 'whats-new', deps.page, context.origin),
  head: headFromLoader,
  component: WhatsNewHomeRoute,
})

function WhatsNewHomeRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionHomePage slug="whats-new" page={page} />
}
