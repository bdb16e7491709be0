import { createFileRoute } from '@tanstack/react-router'
import { HOT_OFF_THE_PRESS_EXCLUDED_CATEGORIES, PARTNER_AUTHOR_ID } from '@contracts/article-sections'
import type { ArticlesParams } from '@/features/articles/api/get-articles'
import { ArticleListPage } from '@/features/articles/components/article-list-page'
import { loadArticleList } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** The partner desk's stories, as the home page's "Hot Off the Press" list asks for them (doc 2 §7). */
const PARAMS: ArticlesParams = { author: [PARTNER_AUTHOR_ID], categories_exclude: HOT_OFF_THE_PRESS_EXCLUDED_CATEGORIES }

export const Route = createFileRoute('/hot-off-the-press')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    loadArticleList(
      context.queryClient,
      PARAMS,
      { name: 'Hot Off the Press', description: 'Launches, announcements and news from the brands, venues and organisers around the city.', path: '/hot-off-the-press', page: deps.page },
      context.origin,
    ),
  head: headFromLoader,
  component: HotOffThePressRoute,
})

function HotOffThePressRoute() {
  const { page = 1 } = Route.useSearch()
  return (
    <ArticleListPage
      title="Hot Off the Press"
      description="Launches, announcements and news from the brands, venues and organisers around the city."
      params={PARAMS}
      page={page}
      path="/hot-off-the-press"
    />
  )
}
