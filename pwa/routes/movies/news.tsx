import { createFileRoute, Link } from '@tanstack/react-router'
import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import { PageSpinner } from '@/components/page-spinner'
import { useArticles, type ArticlesParams } from '@/features/articles/api/get-articles'
import { ArticleGrid, NoArticles } from '@/features/articles/components/article-grid'
import { LIST_PAGE_SIZE } from '@/features/articles/lib/section-params'
import { ArticlePager } from '@/features/articles/components/article-pager'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { loadArticleList } from '@/features/articles/lib/section-head'
import { headFromLoader } from '@/lib/route-head'

/** Movie news: the articles of the movies category (7, doc 2 §3), newest first, paged. */
const PARAMS: ArticlesParams = { categories: [ARTICLE_CATEGORY.movies] }

export const Route = createFileRoute('/movies/news')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    loadArticleList(
      context.queryClient,
      PARAMS,
      { name: 'Movie News', description: 'The latest movie news, reviews and features from Gala.', path: '/movies/news', page: deps.page, trail: [['Movies', '/movies']] },
      context.origin,
    ),
  head: headFromLoader,
  component: MovieNewsPage,
})

function MovieNewsPage() {
  const { page = 1 } = Route.useSearch()
  const { data, isPending } = useArticles({ ...PARAMS, page, per_page: LIST_PAGE_SIZE })
  return (
    <MoviesPageHeader title="Movie News" description="News, reviews and features about the movies in Philippine cinemas.">
      {isPending ? (
        <PageSpinner label="Loading movie news…" />
      ) : data && data.articles.length > 0 ? (
        <>
          <ArticleGrid articles={data.articles} showSection={false} />
          <ArticlePager path="/movies/news" page={page} totalPages={data.totalPages} label="Movie news pages" />
        </>
      ) : (
        <NoArticles>
          Meanwhile, see what is{' '}
          <Link to="/movies/now-showing" className="font-semibold text-blue-700 underline">
            now showing
          </Link>
          .
        </NoArticles>
      )}
    </MoviesPageHeader>
  )
}
