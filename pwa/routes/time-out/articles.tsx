import { createFileRoute } from '@tanstack/react-router'
import { SectionArticlesPage } from '@/features/articles/components/section-pages'
import { loadSectionArticles } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** The time-out section's article list (spec doc 3: article lists under movies, events, time-out, local, arts and food-drink). */
export const Route = createFileRoute('/time-out/articles')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSectionArticles(context.queryClient, 'time-out', deps.page, context.origin),
  head: headFromLoader,
  component: TimeOutArticlesRoute,
})

function TimeOutArticlesRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionArticlesPage slug="time-out" page={page} />
}
