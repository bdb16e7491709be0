import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { authorQuery } from '@/features/articles/api/get-terms'
import { ArticlesFrame, PagedArticles } from '@/features/articles/components/article-list-page'
import { authorList, loadArticleList } from '@/features/articles/lib/section-head'
import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { authorAvatarUrl } from '@/features/articles/lib/article-meta'
import { orNotFound } from '@/features/articles/lib/load-article'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** An author and their stories: /author/{authorSlug} (doc 3 editorial routes); unknown → 'Author not found'. */
export const Route = createFileRoute('/author/$authorSlug')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const author = await orNotFound(context.queryClient.ensureQueryData(authorQuery(params.authorSlug)))
    return loadArticleList(context.queryClient, { author: [author.id] }, authorList(author, deps.page), context.origin)
  },
  head: headFromLoader,
  notFoundComponent: () => <ArticleNotFound what="Author" />,
  component: AuthorRoute,
})

function AuthorRoute() {
  const { authorSlug } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const { data: author } = useSuspenseQuery(authorQuery(authorSlug))
  const count = author.count ?? 0
  return (
    <ArticlesFrame
      title={author.name}
      crumbs={[{ label: 'Authors', to: '/authors' }, { label: author.name }]}
      description={
        <span className="mt-2 flex items-center gap-3">
          <img src={authorAvatarUrl(author)} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full bg-slate-200 object-cover" />
          <span>
            {author.description ? <span className="block">{author.description}</span> : null}
            <span className="block text-sm text-slate-600">
              {count} {count === 1 ? 'story' : 'stories'}
            </span>
          </span>
        </span>
      }
    >
      <h2 className="sr-only">Stories by {author.name}</h2>
      <PagedArticles params={{ author: [author.id] }} page={page} path={`/author/${author.slug}`} />
    </ArticlesFrame>
  )
}
