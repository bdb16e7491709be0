import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { articleQuery } from '@/features/articles/api/get-article'
import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { ArticlePage } from '@/features/articles/components/article-page'
import { loadArticle } from '@/features/articles/lib/load-article'

/**
 * An article under a section: /{section}/article/{id}/{slug} for every section of spec doc 3 (and tv,
 * which doc 2's category map produces). An unknown section is not found; a wrong slug redirects.
 */
export const Route = createFileRoute('/$section/article/$id/$slug')({
  loader: ({ context, params }) => loadArticle(context.queryClient, params),
  notFoundComponent: () => <ArticleNotFound />,
  component: SectionArticleRoute,
})

function SectionArticleRoute() {
  const { section, id } = Route.useParams()
  const { data: article } = useSuspenseQuery(articleQuery(Number(id)))
  return <ArticlePage article={article} sectionSlug={section} />
}
