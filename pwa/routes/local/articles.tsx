import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { SectionArticlesPage } from '@/features/articles/components/section-pages'
import { sectionParams } from '@/features/articles/lib/section-params'
import { validatePageSearch } from '@/features/articles/lib/page-search'

/** The local section's article list (spec doc 3: article lists under movies, events, time-out, local, arts and food-drink). */
export const Route = createFileRoute('/local/articles')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(articlesQuery(sectionParams('local', deps.page))),
  component: LocalArticlesRoute,
})

function LocalArticlesRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionArticlesPage slug="local" page={page} />
}
