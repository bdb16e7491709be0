import { createFileRoute, Link } from '@tanstack/react-router'
import { Newspaper } from 'lucide-react'
import { PageSpinner } from '@/components/page-spinner'
import { useMovieArticles } from '@/features/movies/api/get-movie-articles'
import { ArticleCards } from '@/features/movies/components/article-cards'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

export const Route = createFileRoute('/movies/news')({
  component: MovieNewsPage,
})

const NEWS_PAGE_SIZE = 12

function MovieNewsPage() {
  usePageMeta('Movie News', 'The latest movie news, reviews and features from Gala.')
  const { data: articles, isPending } = useMovieArticles({ perPage: NEWS_PAGE_SIZE })
  return (
    <MoviesPageHeader title="Movie News" description="News, reviews and features about the movies in Philippine cinemas.">
      {isPending ? (
        <PageSpinner label="Loading movie news…" />
      ) : articles && articles.length > 0 ? (
        <ArticleCards articles={articles} />
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <Newspaper className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">Movie news is coming soon</p>
          <p className="mt-1 text-sm text-slate-700">
            Meanwhile, see what is{' '}
            <Link to="/movies/now-showing" className="font-semibold text-blue-700 underline">
              now showing
            </Link>
            .
          </p>
        </div>
      )}
    </MoviesPageHeader>
  )
}
