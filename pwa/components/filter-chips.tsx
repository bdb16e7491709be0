import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

const CHIP = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors'
const ACTIVE = 'border-blue-700 bg-blue-700 text-white'
const IDLE = 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:text-blue-800'

export interface FilterChip {
  label: string
  /** The page's search with this filter applied (undefined values drop the key). */
  search: Record<string, string | undefined>
  current: boolean
}

/**
 * A row of filter chips, each a link to the same page with other search params (so filters are
 * shareable and the Back button works), scrolling sideways on narrow screens.
 */
export function FilterChips({ label, to, chips }: { label: string; to: string; chips: FilterChip[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {chips.map((chip) => (
          <li key={chip.label} className="shrink-0">
            <Link
              to={to}
              search={chip.search}
              aria-current={chip.current ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
              className={cn(CHIP, chip.current ? ACTIVE : IDLE)}
              resetScroll={false}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
