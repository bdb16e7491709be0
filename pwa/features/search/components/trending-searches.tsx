import { Link } from '@tanstack/react-router'
import { Lightbulb, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { send, trendingSearchClickEvent } from '@/features/analytics/events'
import { useTrending } from '../api/get-trending'

const CHIP =
  'inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-blue-400 hover:text-blue-800'

function TermList({ id, heading, icon, terms, onPick }: { id: string; heading: string; icon: ReactNode; terms: string[]; onPick?: (term: string, position: number) => void }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {terms.map((term, index) => (
          <li key={term}>
            <Link to="/search" search={{ q: term, category: 'all' }} onClick={() => onPick?.(term, index + 1)} className={CHIP}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Trending searches (doc 2) and, apart from them, our suggestions (decision 017): what people searched is shown
 * under "Trending searches" only; the fixed picks that fill a quiet list are "Try searching". With `title` (the
 * no-results state) both are offered under that one heading, which claims nothing about them. Left out when
 * both lists are empty or the request fails.
 */
export function TrendingSearches({ title }: { title?: string }) {
  const { data } = useTrending()
  if (!data) return null
  const trending = data.data.map((term) => term.term)
  const pickTrending = (term: string, position: number) => send(trendingSearchClickEvent(term, position))
  if (title) {
    const terms = [...trending, ...data.suggestions]
    return terms.length > 0 ? <TermList id="try-heading" heading={title} icon={<Lightbulb className="h-5 w-5 text-blue-700" aria-hidden="true" />} terms={terms} /> : null
  }
  return (
    <>
      {trending.length > 0 ? (
        <TermList id="trending-heading" heading="Trending searches" icon={<TrendingUp className="h-5 w-5 text-blue-700" aria-hidden="true" />} terms={trending} onPick={pickTrending} />
      ) : null}
      {data.suggestions.length > 0 ? (
        <TermList id="suggested-heading" heading="Try searching" icon={<Lightbulb className="h-5 w-5 text-blue-700" aria-hidden="true" />} terms={data.suggestions} />
      ) : null}
    </>
  )
}
