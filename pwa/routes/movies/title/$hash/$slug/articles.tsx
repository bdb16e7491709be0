import { createFileRoute } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import { PageSpinner } from '@/components/page-spinner'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { ArticleGrid } from '@/features/articles/components/article-grid'
import { movieQuery } from '@/features/movies/api/get-movie'
import { loadMovieSubPageHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/title/$hash/$slug/articles')({
  loader: ({ context, params }) => loadMovieSubPageHead(context.queryClient, params.hash, 'articles', context.origin),
  head: headFromLoader,
  component: MovieArticlesPage,
})

function MovieArticlesPage() {
  const params = Route.useParams()
  const { data: movie } = useSuspenseQuery(movieQuery(params.hash))
  // Movie news (category 7) that mention the title; a failing list reads as empty (spec doc 2 §8).
  const { data, isPending } = useQuery(articlesQuery({ categories: [ARTICLE_CATEGORY.movies], search: movie.title, per_page: 12 }))
  const articles = data?.articles
  return (
    <section aria-labelledby="movie-articles-heading">
      <h2 id="movie-articles-heading" className="mb-4 text-lg font-bold text-slate-900">
        Articles about {movie.title}
      </h2>
      {isPending ? (
        <PageSpinner label="Loading articles…" />
      ) : articles && articles.length > 0 ? (
        <ArticleGrid articles={articles} showSection={false} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">No articles about this movie yet.</p>
      )}
    </section>
  )
}
