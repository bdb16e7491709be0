import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { tagBySlugQuery } from '@/features/articles/api/get-terms'
import { ArticleListPage } from '@/features/articles/components/article-list-page'
import { LIST_PAGE_SIZE } from '@/features/articles/lib/section-params'
import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { validatePageSearch } from '@/features/articles/lib/page-search'

/** Articles with a tag: /tags/{tagSlug} (doc 3 editorial routes); an unknown tag is not found. */
export const Route = createFileRoute('/tags/$tagSlug')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const tag = await context.queryClient.ensureQueryData(tagBySlugQuery(params.tagSlug))
    if (!tag) throw notFound()
    void context.queryClient.prefetchQuery(articlesQuery({ tags: [tag.id], page: deps.page, per_page: LIST_PAGE_SIZE }))
  },
  notFoundComponent: () => <ArticleNotFound what="Tag" />,
  component: TagRoute,
})

function TagRoute() {
  const { tagSlug } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const { data: tag } = useSuspenseQuery(tagBySlugQuery(tagSlug))
  if (!tag) return <ArticleNotFound what="Tag" />
  const count = tag.count ?? 0
  return (
    <ArticleListPage
      title={`Articles tagged “${tag.name}”`}
      description={`${count} ${count === 1 ? 'story' : 'stories'} about ${tag.name.toLowerCase()} from Gala.`}
      crumbs={[{ label: 'Tags' }, { label: tag.name }]}
      params={{ tags: [tag.id] }}
      page={page}
      path={`/tags/${tag.slug}`}
    />
  )
}
