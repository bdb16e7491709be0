import { Link } from '@tanstack/react-router'
import { TrendingUp } from 'lucide-react'
import { send, trendingSearchClickEvent } from '@/features/analytics/events'
import { useTrending } from '../api/get-trending'

/** Trending searches (doc 2): links that run the search. Left out when the list is empty or fails. */
export function TrendingSearches({ title = 'Trending searches' }: { title?: string }) {
  const { data: terms } = useTrending()
  if (!terms || terms.length === 0) return null
  return (
    <section aria-labelledby="trending-heading" className="mt-8">
      <h2 id="trending-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <TrendingUp className="h-5 w-5 text-blue-700" aria-hidden="true" />
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {terms.map((term, index) => (
          <li key={term.term}>
            <Link
              to="/search"
              search={{ q: term.term, category: 'all' }}
              onClick={() => send(trendingSearchClickEvent(term.term, index + 1))}
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-blue-400 hover:text-blue-800"
            >
              {term.term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
