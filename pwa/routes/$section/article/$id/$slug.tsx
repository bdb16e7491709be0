import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { articleQuery } from '@/features/articles/api/get-article'
import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { ArticlePage } from '@/features/articles/components/article-page'
import { articleHead } from '@/features/articles/lib/article-head'
import { loadArticle } from '@/features/articles/lib/load-article'
import { headFromLoader } from '@/lib/route-head'

/**
 * An article under a section: /{section}/article/{id}/{slug} for every section of spec doc 3 (and tv,
 * which doc 2's category map produces). An unknown section is not found; a wrong slug redirects. The loader builds
 * the head (NewsArticle structured data, Open Graph).
 */
export const Route = createFileRoute('/$section/article/$id/$slug')({
  loader: async ({ context, params }) => ({ head: articleHead(await loadArticle(context.queryClient, params), context.origin, params.section) }),
  head: headFromLoader,
  notFoundComponent: () => <ArticleNotFound />,
  component: SectionArticleRoute,
})

function SectionArticleRoute() {
  const { section, id } = Route.useParams()
  const { data: article } = useSuspenseQuery(articleQuery(Number(id)))
  return <ArticlePage article={article} sectionSlug={section} />
}
