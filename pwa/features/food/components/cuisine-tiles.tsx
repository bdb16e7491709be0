import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { CUISINES } from '@contracts/restaurants-rules'
import type { CuisineCount } from '@contracts/restaurants'
import { CUISINE_GUIDES } from '../content/cuisines'

/** The four cuisine pages of doc 3, with how many restaurants each lists (when known). */
export function CuisineTiles({ counts }: { counts?: CuisineCount[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {CUISINES.map((cuisine) => {
        const guide = CUISINE_GUIDES[cuisine]
        const count = counts?.find((entry) => entry.cuisine === cuisine)?.count
        return (
          <li key={cuisine} className="flex">
            <Link
              to="/food-drink/cuisine/$cuisine"
              params={{ cuisine }}
              className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-orange-300 hover:shadow-md"
            >
              <span className="flex items-center justify-between gap-2 text-lg font-bold text-slate-900">
                {guide.title}
                <ChevronRight className="h-5 w-5 text-orange-700" aria-hidden="true" />
              </span>
              <span className="text-sm text-slate-700">{guide.summary}</span>
              {count !== undefined ? (
                <span className="mt-auto pt-2 text-xs font-semibold uppercase tracking-wide text-orange-800">
                  {count} {count === 1 ? 'place' : 'places'} listed
                </span>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
