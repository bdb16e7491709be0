import { useEffect } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { SEARCH_CATEGORIES, SEARCH_CATEGORY_LABELS, SEARCH_QUERY_MAX_LENGTH } from '@contracts/search-rules'
import type { SearchCategory } from '@contracts/search'
import { PAGER_LINK, Pager } from '@/features/places/components/pager'
import { searchQuery } from '@/features/search/api/search'
import { trendingQuery } from '@/features/search/api/get-trending'
import { CategoryTabs } from '@/features/search/components/category-tabs'
import { ResultCard } from '@/features/search/components/result-card'
import { SearchBox } from '@/components/search-box'
import { TrendingSearches } from '@/features/search/components/trending-searches'
import { trackSearchOnce } from '@/features/search/lib/track-once'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

interface SearchPageSearch {
  q?: string
  category?: SearchCategory
  page?: number
}

/** /search?q=&category= (doc 2 §2: the home hero goes to /search?q={query}&category=all). */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchPageSearch => {
    const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, SEARCH_QUERY_MAX_LENGTH) : ''
    const category = SEARCH_CATEGORIES.find((candidate) => candidate === search.category)
    const page = Number(search.page)
    return { q: q || undefined, category: category ?? 'all', page: Number.isInteger(page) && page > 1 ? page : undefined }
  },
  loaderDeps: ({ search }) => ({ q: search.q, category: search.category, page: search.page }),
  loader: ({ context, deps }) =>
    deps.q
      ? context.queryClient.ensureQueryData(searchQuery({ q: deps.q, category: deps.category, page: deps.page }))
      : context.queryClient.prefetchQuery(trendingQuery()),
  component: SearchPage,
})

function SearchPage() {
  const { q, category = 'all', page } = Route.useSearch()
  usePageMeta(q ? `Search: ${q}` : 'Search', 'Search Gala for movies, cinemas, places, events and articles across Metro Manila and the Philippines.')
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{q ? <>Results for &ldquo;{q}&rdquo;</> : 'Search Gala'}</h1>
      <SearchBox
        key={q ?? ''}
        id="search-page-input"
        label="Search Gala"
        placeholder="I'm looking for..."
        category={category}
        initialQuery={q ?? ''}
        large
        className="mt-4 max-w-2xl"
      />
      {q ? <Results q={q} category={category} page={page} /> : <TrendingSearches />}
    </div>
  )
}

function Results({ q, category, page }: { q: string; category: SearchCategory; page: number | undefined }) {
  const { data } = useSuspenseQuery(searchQuery({ q, category, page }))
  useEffect(() => trackSearchOnce(q, undefined, data.counts.all), [q]) // eslint-disable-line react-hooks/exhaustive-deps -- counted once per term, with the count first shown
  const label = SEARCH_CATEGORY_LABELS[category]
  return (
    <>
      <CategoryTabs query={q} active={category} counts={data.counts} />
      <section aria-label={`${label} results`} className="mt-4">
        <p role="status" className="text-sm text-slate-700">
          {data.pagination.total === 0
            ? ''
            : `${data.pagination.total} ${data.pagination.total === 1 ? 'result' : 'results'}${category === 'all' ? '' : ` in ${label}`}`}
        </p>
        {data.data.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
            <p className="font-semibold text-slate-900">
              No {category === 'all' ? 'results' : label.toLowerCase()} found for &ldquo;{q}&rdquo;.
            </p>
            <p className="mt-1">
              {category !== 'all' && data.counts.all > 0 ? (
                <>
                  There {data.counts.all === 1 ? 'is 1 result' : `are ${data.counts.all} results`} in{' '}
                  <Link to="/search" search={{ q, category: 'all' }} className="font-semibold text-blue-700 underline">
                    all categories
                  </Link>
                  .
                </>
              ) : (
                'Check the spelling, or try fewer or more general words.'
              )}
            </p>
          </div>
        ) : (
          <ul className="mt-3 space-y-3">
            {data.data.map((result) => (
              <li key={`${result.type}:${result.id}`}>
                <ResultCard result={result} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          pagination={data.pagination}
          label="Search result pages"
          link={(target, content, rel) => (
            <Link to="/search" search={{ q, category, page: target > 1 ? target : undefined }} className={PAGER_LINK} rel={rel}>
              {content}
            </Link>
          )}
        />
      </section>
      {data.counts.all === 0 ? <TrendingSearches title="Try one of these" /> : null}
    </>
  )
}
