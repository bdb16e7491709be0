import { Link } from '@tanstack/react-router'
import { Lightbulb } from 'lucide-react'
import { CUISINE_LABELS } from '@contracts/restaurants-rules'
import { SectionHeading } from '@/components/section-heading'
import { PageIntro } from '@/features/guides/components/page-intro'
import type { CuisineGuide } from '../content/cuisines'
import { CUISINE_GUIDES } from '../content/cuisines'
import { FoodArticles } from './food-articles'
import { RestaurantListing } from './restaurant-listing'

/** /food-drink/cuisine/{cuisine}: what to eat, where to go, the listed restaurants and related articles. */
export function CuisinePage({ guide, page }: { guide: CuisineGuide; page: number }) {
  const label = CUISINE_LABELS[guide.cuisine]
  const others = Object.values(CUISINE_GUIDES).filter((other) => other.cuisine !== guide.cuisine)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageIntro crumbs={[{ label: 'Food & Drink', to: '/food-drink' }, { label: guide.title }]} title={guide.title} lead={guide.summary} />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4 text-slate-800">
          {guide.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <h2 className="pt-4 text-xl font-bold text-slate-900">Dishes to try</h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            {guide.dishes.map((dish) => (
              <div key={dish.name} className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="font-semibold text-slate-900">{dish.name}</dt>
                <dd className="mt-1 text-sm text-slate-700">{dish.note}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside aria-labelledby="where-heading" className="space-y-4">
          <h2 id="where-heading" className="text-xl font-bold text-slate-900">
            Where to go
          </h2>
          <ul className="space-y-3">
            {guide.whereToGo.map((place) => (
              <li key={place.area} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{place.area}</p>
                <p className="mt-1 text-sm text-slate-700">{place.note}</p>
              </li>
            ))}
          </ul>
          <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
            <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            <span>{guide.tip}</span>
          </p>
        </aside>
      </div>

      <section aria-labelledby="listed-heading" className="mt-12">
        <SectionHeading id="listed-heading" title={`${label} restaurants on Gala`} />
        <RestaurantListing
          cuisine={guide.cuisine}
          page={page}
          empty={`No ${label} restaurants are listed yet. Browse all restaurants on the Food & Drink page.`}
          pageLink={(target) => ({ to: `/food-drink/cuisine/${guide.cuisine}`, search: { page: target > 1 ? target : undefined } })}
        />
      </section>

      <FoodArticles title={`${label} food stories`} search={guide.articleSearch} />

      <nav aria-labelledby="other-cuisines-heading" className="mt-12">
        <h2 id="other-cuisines-heading" className="mb-3 text-lg font-bold text-slate-900">
          Other cuisines
        </h2>
        <ul className="flex flex-wrap gap-2">
          {others.map((other) => (
            <li key={other.cuisine}>
              <Link to="/food-drink/cuisine/$cuisine" params={{ cuisine: other.cuisine }} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50">
                {other.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/food-drink" className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50">
              All food & drink
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  )
}
