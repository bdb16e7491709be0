import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { GUIDES } from '../content'
import { PageIntro } from './page-intro'

const EXPLORE_MORE = [
  { to: '/districts', title: 'Areas of Metro Manila', text: 'The sixteen cities and one municipality, and what each is known for.' },
  { to: '/food-drink', title: 'Food & Drink', text: 'Filipino, Japanese, Italian and Chinese food, restaurants and cafés.' },
  { to: '/activities', title: 'Things to do', text: 'Museums, parks, sunsets, nightlife and family days out.' },
  { to: '/hotels', title: 'Where to stay', text: 'The best areas for hotels, by what you came for.' },
]

/** /guides: every city guide, then the other pages that help plan a visit. */
export function GuidesIndexPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Guides' }]}
        title="Essential City Guides"
        lead="Everything you need to find your way around Metro Manila: how to get from A to B, which neighbourhood suits you, where to shop, what to see, where to go for a day, and the local habits that make it all easier."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.path} className="flex">
            <Link to={guide.path} className="group flex w-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-300 hover:shadow-md">
              <guide.icon className="h-8 w-8 text-blue-700" aria-hidden="true" />
              <span className="text-lg font-bold text-slate-900 group-hover:underline">{guide.title}</span>
              <span className="text-sm text-slate-700">{guide.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="plan-heading" className="mt-12">
        <h2 id="plan-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
          Plan your days
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {EXPLORE_MORE.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50">
                <span>
                  <span className="block font-semibold text-slate-900">{item.title}</span>
                  <span className="block text-sm text-slate-700">{item.text}</span>
                </span>
                <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
