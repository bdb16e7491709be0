import { Link } from '@tanstack/react-router'
import type { PlaceTypeCount } from '@contracts/places'
import { cn } from '@/lib/cn'

const CHIP = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors'
const ACTIVE = 'border-blue-700 bg-blue-700 text-white'
const IDLE = 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:text-blue-800'

/** Type filter chips of the places page (doc 2 §2): 'All Places' plus one chip per place type. */
export function TypeChips({ types, active }: { types: PlaceTypeCount[]; active: string | undefined }) {
  const chips = [{ label: 'All Places', type: undefined as string | undefined }, ...types.map((type) => ({ label: type.label, type: type.type }))]
  return (
    <nav aria-label="Place types" className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {chips.map((chip) => {
          const current = chip.type === active
          return (
            <li key={chip.label} className="shrink-0">
              <Link
                to="/places"
                search={{ type: chip.type }}
                aria-current={current ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
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
