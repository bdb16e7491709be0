import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { authorPath } from '@contracts/article-sections'
import { authorsQuery } from '@/features/articles/api/get-terms'
import { ArticlesFrame } from '@/features/articles/components/article-list-page'
import { authorAvatarUrl } from '@/features/articles/lib/article-meta'
import { authorsHead } from '@/features/articles/lib/section-head'
import { headFromLoader } from '@/lib/route-head'

/** Everyone who writes for Gala (doc 3 editorial routes), with the number of their stories. */
export const Route = createFileRoute('/authors')({
  loader: async ({ context }) => ({ head: authorsHead(await context.queryClient.ensureQueryData(authorsQuery()), context.origin) }),
  head: headFromLoader,
  component: AuthorsRoute,
})

function AuthorsRoute() {
  const { data: authors } = useSuspenseQuery(authorsQuery())
  return (
    <ArticlesFrame title="Authors" description="The writers and editors behind Gala’s stories." crumbs={[{ label: 'Authors' }]}>
      {authors.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No authors yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {authors.map((author) => (
            <li key={author.id}>
              <article className="relative flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition focus-within:ring-3 focus-within:ring-blue-700 hover:shadow-md">
                <img src={authorAvatarUrl(author)} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-full bg-slate-200 object-cover" />
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">
                    <Link to={authorPath(author.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
                      {author.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-700">
                    {author.count ?? 0} {author.count === 1 ? 'story' : 'stories'}
                  </p>
                  {author.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{author.description}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ArticlesFrame>
  )
}
