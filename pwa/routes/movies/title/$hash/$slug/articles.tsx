import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageSpinner } from '@/components/page-spinner'
import { movieQuery } from '@/features/movies/api/get-movie'
import { useMovieArticles } from '@/features/movies/api/get-movie-articles'
import { ArticleCards } from '@/features/movies/components/article-cards'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

export const Route = createFileRoute('/movies/title/$hash/$slug/articles')({
  component: MovieArticlesPage,
})

function MovieArticlesPage() {
  const params = Route.useParams()
  const { data: movie } = useSuspenseQuery(movieQuery(params.hash))
  usePageMeta(`${movie.title}: Articles`, `News, reviews and features about ${movie.title}.`)
  const { data: articles, isPending } = useMovieArticles({ perPage: 12, search: movie.title })
  return (
    <section aria-labelledby="movie-articles-heading">
      <h2 id="movie-articles-heading" className="mb-4 text-lg font-bold text-slate-900">
        Articles about {movie.title}
      </h2>
      {isPending ? (
        <PageSpinner label="Loading articles…" />
      ) : articles && articles.length > 0 ? (
        <ArticleCards articles={articles} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">No articles about this movie yet.</p>
      )}
    </section>
  )
}
