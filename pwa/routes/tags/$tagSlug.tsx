import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { tagBySlugQuery } from '@/features/articles/api/get-terms'
import { ArticleListPage } from '@/features/articles/components/article-list-page'
import { loadArticleList, tagList } from '@/features/articles/lib/section-head'
import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** Articles with a tag: /tags/{tagSlug} (doc 3 editorial routes); an unknown tag is not found. */
export const Route = createFileRoute('/tags/$tagSlug')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const tag = await context.queryClient.ensureQueryData(tagBySlugQuery(params.tagSlug))
    if (!tag) throw notFound()
    return loadArticleList(context.queryClient, { tags: [tag.id] }, tagList(tag, deps.page), context.origin)
  },
  head: headFromLoader,
  notFoundComponent: () => <ArticleNotFound what="Tag" />,
  component: TagRoute,
})

function TagRoute() {
  const { tagSlug } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const { data: tag } = useSuspenseQuery(tagBySlugQuery(tagSlug))
  if (!tag) return <ArticleNotFound what="Tag" />
  const { name, description } = tagList(tag, page)
  return (
    <ArticleListPage
      title={name}
      description={description}
      crumbs={[{ label: 'Tags' }, { label: tag.name }]}
      params={{ tags: [tag.id] }}
      page={page}
      path={`/tags/${tag.slug}`}
    />
  )
}
