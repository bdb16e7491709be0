import { createFileRoute } from '@tanstack/react-router'
import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { ArticleListPage } from '@/features/articles/components/article-list-page'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { LIST_PAGE_SIZE } from '@/features/articles/lib/section-params'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

const DESCRIPTION = 'News about Philippine TV shows, teleseryes and streaming.'
const params = (page: number) => ({ categories: [ARTICLE_CATEGORY.tv], page, per_page: LIST_PAGE_SIZE })

/** /tv/news : the TV category's articles, paged. */
export const Route = createFileRoute('/tv/news')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(articlesQuery(params(deps.page)))
    return { head: pageHead('TV News', DESCRIPTION, { origin: context.origin, path: deps.page > 1 ? `/tv/news?page=${deps.page}` : '/tv/news' }) }
  },
  head: headFromLoader,
  component: TvNewsRoute,
})

function TvNewsRoute() {
  const { page = 1 } = Route.useSearch()
  return (
    <ArticleListPage
      title="TV News"
      description={DESCRIPTION}
      crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'News' }]}
      params={{ categories: [ARTICLE_CATEGORY.tv], per_page: LIST_PAGE_SIZE }}
      page={page}
      path="/tv/news"
      showSection={false}
    />
  )
}
