import { createFileRoute } from '@tanstack/react-router'
import { SectionArticlesPage } from '@/features/articles/components/section-pages'
import { loadSectionArticles } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** The movies section's article list (spec doc 3: article lists under movies, events, time-out, local, arts and food-drink). */
export const Route = createFileRoute('/movies/articles')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSectionArticles(context.queryClient, 'movies', deps.page, context.origin),
  head: headFromLoader,
  component: MoviesArticlesRoute,
})

function MoviesArticlesRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionArticlesPage slug="movies" page={page} />
}
