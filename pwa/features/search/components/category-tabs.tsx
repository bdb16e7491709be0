import { Link } from '@tanstack/react-router'
import { SEARCH_CATEGORIES, SEARCH_CATEGORY_LABELS } from '@contracts/search-rules'
import type { SearchCategory, SearchCounts } from '@contracts/search'
import { send, tabSwitchEvent } from '@/features/analytics/events'
import { cn } from '@/lib/cn'

/**
 * The category tabs of the search page. Each tab is a link (the tab lives in the address, so a tab
 * can be shared and the back button returns to the previous one), marked current for assistive
 * technology, with its number of results. All, the current tab and a tab for every kind the results
 * hold; the tabs wrap onto a second line on a narrow phone rather than hide off screen.
 */
export function CategoryTabs({ query, active, counts }: { query: string; active: SearchCategory; counts: SearchCounts }) {
  return (
    <nav aria-label="Search categories" className="mt-6">
      <ul className="flex flex-wrap gap-x-1.5 gap-y-2">
        {SEARCH_CATEGORIES.filter((category) => category === 'all' || category === active || counts[category] > 0).map((category) => {
          const current = category === active
          return (
            <li key={category}>
              <Link
                to="/search"
                search={{ q: query, category }}
                aria-current={current ? 'page' : undefined}
                resetScroll={false}
                onClick={() => {
                  if (!current) send(tabSwitchEvent(category, 'search'))
                }}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1 rounded-full border px-2.5 text-sm font-semibold',
                  current ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                )}
              >
                {SEARCH_CATEGORY_LABELS[category]}
                <span className={cn('rounded-full px-1 text-xs', current ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700')}>
                  <span className="sr-only">(</span>
                  {counts[category]}
                  <span className="sr-only"> results)</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
