import { createFileRoute } from '@tanstack/react-router'
import { CalendarDays, Compass, Film, Map as MapIcon, Mountain, Plane, ShoppingBag, Tv, Utensils } from 'lucide-react'
import { IconTile } from '@/components/icon-tile'
import { SearchBox } from '@/components/search-box'
import { SectionHeading } from '@/components/section-heading'
import { ContentCard } from '@/components/content-card'
import { HydrateWhenSeen } from '@/components/hydrate-when-seen'
import { HomeWidget } from '@/features/widgets/components/home-widget'
import {
  ComingSoonSection,
  FeaturedEventsSection,
  HotOffThePressSection,
  LatestUpdatesSection,
  NewThisWeekSection,
  NowShowingSection,
  PopularPlacesSection,
  UpcomingAndRandomSection,
  homeSectionQueries,
} from '@/features/home/components/home-sections'
import { homeHead } from '@/features/home/lib/home-head'
import { headFromLoader } from '@/lib/route-head'
import { AdSlot } from '@/features/ads/components/ad-slot'

/**
 * The home page; its head (WebSite structured data) comes from the loader, in the page's lazy chunk. The loader
 * starts the sections' lists without waiting for them: the server renders them (it waits for started reads), and in
 * the browser the sections show their skeletons until they come.
 */
export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    for (const query of homeSectionQueries()) void context.queryClient.prefetchQuery(query as Parameters<typeof context.queryClient.prefetchQuery>[0]).catch(() => undefined)
    return { head: homeHead(context.origin) }
  },
  head: headFromLoader,
  component: HomePage,
})

const CATEGORIES = [
  { to: '/movies', label: 'Movies', icon: Film },
  { to: '/tv', label: 'TV', icon: Tv },
  { to: '/events', label: 'Events', icon: CalendarDays },
  { to: '/food-drink', label: 'Food & Drink', icon: Utensils },
  { to: '/shops-services', label: 'Shops & Services', icon: ShoppingBag },
  { to: '/explore', label: 'Explore', icon: Compass },
  { to: '/travel', label: 'Travel', icon: Plane },
  { to: '/activities', label: 'Activities', icon: Mountain, disabled: true },
  { to: '/districts', label: 'Areas', icon: MapIcon, disabled: true },
] as const

const CITY_GUIDES = [
  { to: '/guides/transportation', title: 'Getting Around', description: 'Trains, buses, jeepneys and ride-hailing: how to move through Metro Manila.' },
  { to: '/guides/neighborhoods', title: 'Neighborhoods', description: 'From Intramuros to BGC: what each part of the city is known for.' },
  { to: '/guides/local-tips', title: 'Local Tips', description: 'Weather, rush hours, tipping and the small things locals know.' },
] as const

function HomePage() {
  return (
    <>
      <Hero />
      <HomeWidget />
      <div className="mx-auto max-w-7xl space-y-14 px-4 pt-10">
        <section aria-labelledby="categories-heading">
          <SectionHeading id="categories-heading" title="Explore by category" />
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
            {CATEGORIES.map((category) => (
              <li key={category.to}>
                <IconTile to={category.to} label={category.label} icon={category.icon} disabled={'disabled' in category} className="h-full" />
              </li>
            ))}
          </ul>
        </section>
        <HydrateWhenSeen part={LatestUpdatesSection} />
        <AdSlot slot="homestream" />
        <HydrateWhenSeen part={PopularPlacesSection} />
        <HydrateWhenSeen part={NowShowingSection} />
        <AdSlot slot="mrec1" />
        <HydrateWhenSeen part={ComingSoonSection} />
        <HydrateWhenSeen part={NewThisWeekSection} />
        <HydrateWhenSeen part={HotOffThePressSection} />
        <HydrateWhenSeen part={FeaturedEventsSection} />
        <AdSlot slot="mrec2" />
        <HydrateWhenSeen part={CityGuides} />
        <HydrateWhenSeen part={UpcomingAndRandomSection} />
        <AdSlot slot="lower-leaderboard-ad" />
      </div>
    </>
  )
}

function CityGuides() {
  return (
    <section aria-labelledby="guides-heading">
      <SectionHeading id="guides-heading" title="Essential City Guides" />
      <div className="grid gap-4 md:grid-cols-3">
        {CITY_GUIDES.map((guide) => (
          <ContentCard key={guide.to} to={guide.to} title={guide.title} description={guide.description} />
        ))}
      </div>
    </section>
  )
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="-mt-16 bg-gradient-to-b from-sky-100 via-blue-50 to-slate-50 px-4 pb-12 pt-28 sm:pb-16 sm:pt-36">
      <div className="mx-auto max-w-3xl text-center">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Discover Your City
        </h1>
        <p className="mt-3 text-base text-slate-700 sm:text-lg">
          Movies, events, food and places to go in Metro Manila and across the Philippines.
        </p>
        <SearchBox id="home-search" label="Search Gala" placeholder="I'm looking for..." large iconButton className="mx-auto mt-8 max-w-xl" />
      </div>
    </section>
  )
}
