import { Link } from '@tanstack/react-router'
import { BedDouble, CalendarDays, Clapperboard, Compass, Map, MapPin, PartyPopper, ShoppingBag, Store, Utensils } from 'lucide-react'
import { IconTile } from '@/components/icon-tile'
import { PeopleToFollow } from '@/features/feed/components/people-to-follow'
import { GUIDES } from '../content'
import { PageIntro } from './page-intro'

const DISCOVER = [
  { to: '/places', label: 'Places', icon: MapPin },
  { to: '/food-drink', label: 'Food & Drink', icon: Utensils },
  { to: '/events', label: 'Events', icon: CalendarDays },
  { to: '/festivals', label: 'Festivals', icon: PartyPopper },
  { to: '/activities', label: 'Activities', icon: Compass },
  { to: '/malls', label: 'Malls', icon: Store },
  { to: '/hotels', label: 'Hotels', icon: BedDouble },
  { to: '/districts', label: 'Areas', icon: Map },
  { to: '/movies', label: 'Movies', icon: Clapperboard },
  { to: '/shops-services', label: 'Shops & Services', icon: ShoppingBag },
] as const

/**
 * /explore: one page that opens every way into the city guide (the home grid's Explore tile), and the people
 * to follow (doc 3's 'Explore Users' link; decision 025).
 */
export function ExplorePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Explore' }]}
        title="Explore the city"
        lead="Where to go, what to eat, what is on and how to get there: start anywhere."
      />
      <section aria-labelledby="discover-heading">
        <h2 id="discover-heading" className="sr-only">
          Sections
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {DISCOVER.map((item) => (
            <li key={item.to}>
              <IconTile to={item.to} label={item.label} icon={item.icon} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="explore-guides-heading" className="mt-12">
        <h2 id="explore-guides-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
          Essential City Guides
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDES.map((guide) => (
            <li key={guide.path}>
              <Link to={guide.path} className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50">
                <guide.icon className="mt-0.5 h-6 w-6 shrink-0 text-blue-700" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{guide.title}</span>
                  <span className="block text-sm text-slate-700">{guide.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <PeopleToFollow />
    </div>
  )
}
