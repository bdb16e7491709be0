import { Link } from '@tanstack/react-router'
import type { EventCategoryCount } from '@contracts/events'
import { cn } from '@/lib/cn'

const CHIP = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors'
const ACTIVE = 'border-blue-700 bg-blue-700 text-white'
const IDLE = 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:text-blue-800'

/** Category filter of the events page: 'All Events' plus the categories of upcoming events. */
export function CategoryChips({ categories, active }: { categories: EventCategoryCount[]; active: string | undefined }) {
  const chips = [{ label: 'All Events', slug: undefined as string | undefined }, ...categories.map((category) => ({ label: category.name, slug: category.slug }))]
  return (
    <nav aria-label="Event categories" className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {chips.map((chip) => {
          const current = chip.slug === active
          return (
            <li key={chip.label} className="shrink-0">
              <Link
                to="/events"
                search={{ category: chip.slug }}
                aria-current={current ? 'page' : undefined}
                className={cn(CHIP, current ? ACTIVE : IDLE)}
                resetScroll={false}
              >
                {chip.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
