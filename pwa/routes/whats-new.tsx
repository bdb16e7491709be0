import { createFileRoute } from '@tanstack/react-router'
import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import type { ArticlesParams } from '@/features/articles/api/get-articles'
import { ArticleListPage } from '@/features/articles/components/article-list-page'
import { loadArticleList } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** What's New: the article list of category 354 (doc 2 §3); its home page is /whats-new-home. */
const PARAMS: ArticlesParams = { categories: [ARTICLE_CATEGORY.whatsNew] }

export const Route = createFileRoute('/whats-new')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    loadArticleList(
      context.queryClient,
      PARAMS,
      {
        name: "What's New",
        description: 'New openings, launches and first looks around the city.',
        path: '/whats-new',
        page: deps.page,
        trail: [["What's New", '/whats-new-home']],
        crumb: 'All stories',
      },
      context.origin,
    ),
  head: headFromLoader,
  component: WhatsNewRoute,
})

function WhatsNewRoute() {
  const { page = 1 } = Route.useSearch()
  return (
    <ArticleListPage
      title="What's New"
      description="New openings, launches and first looks around the city."
      crumbs={[{ label: "What's New", to: '/whats-new-home' }, { label: 'All stories' }]}
      params={PARAMS}
      page={page}
      path="/whats-new"
      showSection={false}
    />
  )
}
