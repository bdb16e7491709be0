import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { articleQuery } from '@/features/articles/api/get-article'
import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { ArticlePage } from '@/features/articles/components/article-page'
import { articleHead } from '@/features/articles/lib/article-head'
import { loadArticle } from '@/features/articles/lib/load-article'
import { headFromLoader } from '@/lib/route-head'

/** An article without a category (doc 1 §9); one that has a section is redirected to its section address. */
export const Route = createFileRoute('/article/$id/$slug')({
  loader: async ({ context, params }) => ({ head: articleHead(await loadArticle(context.queryClient, { id: params.id, slug: params.slug }), context.origin) }),
  head: headFromLoader,
  notFoundComponent: () => <ArticleNotFound />,
  component: ArticleRoute,
})

function ArticleRoute() {
  const { id } = Route.useParams()
  const { data: article } = useSuspenseQuery(articleQuery(Number(id)))
  return <ArticlePage article={article} />
}
