import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { SectionArticlesPage } from '@/features/articles/components/section-pages'
import { sectionParams } from '@/features/articles/lib/section-params'
import { validatePageSearch } from '@/features/articles/lib/page-search'

/** The time-out section's article list (spec doc 3: article lists under movies, events, time-out, local, arts and food-drink). */
export const Route = createFileRoute('/time-out/articles')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(articlesQuery(sectionParams('time-out', deps.page))),
  component: TimeOutArticlesRoute,
})

function TimeOutArticlesRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionArticlesPage slug="time-out" page={page} />
}
