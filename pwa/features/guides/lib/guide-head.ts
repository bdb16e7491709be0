import { collectionHead, webPageHead, type InfoPage } from '@/lib/page-head'
import type { TransportMode } from '../content/transportation'
import type { Guide } from '../content/types'

/**
 * Heads of the guide pages (the city guides, /activities, /hotels, /districts, /explore), built by their routes'
 * loaders (see headFromLoader): the words the pages show (their title and summary), the canonical address, Open
 * Graph, and a WebPage (a CollectionPage for /guides) with the page's breadcrumb trail.
 */

/** A city guide (/guides/transportation, /guides/local-tips …) under Guides. */
export function guideHead(guide: Pick<Guide, 'path' | 'title' | 'label' | 'summary'>, origin: string) {
  return webPageHead(origin, { name: guide.title, description: guide.summary, path: guide.path, trail: [['Guides', '/guides']], crumb: guide.label })
}

/** /guides: every city guide, in menu order. */
export function guidesIndexHead(guides: readonly Pick<Guide, 'path' | 'title'>[], origin: string) {
  return collectionHead(
    origin,
    {
      name: 'City Guides',
      description: 'Essential guides to Metro Manila: getting around, neighbourhoods, shopping, cultural sites, day trips, local tips and useful numbers.',
      path: '/guides',
      crumb: 'Guides',
    },
    guides.map((guide) => ({ name: guide.title, path: guide.path })),
  )
}

/** /guides/transportation/{id}: one way of getting around, under Guides › Transportation. */
export function transportModeHead(mode: Pick<TransportMode, 'id' | 'name' | 'summary'>, origin: string) {
  return webPageHead(origin, {
    name: mode.name,
    title: `${mode.name}: getting around Metro Manila`,
    description: mode.summary,
    path: `/guides/transportation/${mode.id}`,
    trail: [
      ['Guides', '/guides'],
      ['Transportation', '/guides/transportation'],
    ],
  })
}

/** The other planning pages, as their headings and breadcrumbs name them. */
const PLAN_PAGES = {
  activities: {
    name: 'Things to do in Metro Manila',
    description: 'Things to do in Metro Manila: heritage walks, museums, parks, food crawls, nights out, family days, festivals and day trips.',
    path: '/activities',
    crumb: 'Activities',
  },
  hotels: {
    name: 'Where to stay in Metro Manila',
    title: 'Hotels: where to stay in Metro Manila',
    description: 'Where to stay in Metro Manila: Makati, BGC, the bay area, Ermita and Malate, Ortigas and Quezon City compared, with booking tips.',
    path: '/hotels',
    crumb: 'Hotels',
  },
  districts: {
    name: 'Areas of Metro Manila',
    description: 'The sixteen cities and one municipality of Metro Manila: what each is known for, its highlights and its cinemas.',
    path: '/districts',
    crumb: 'Areas',
  },
  explore: {
    name: 'Explore the city',
    title: 'Explore',
    description: 'Explore Metro Manila and the Philippines: places, food and drink, events, festivals, activities, malls, hotels, areas, city guides and people to follow.',
    path: '/explore',
    crumb: 'Explore',
  },
} as const satisfies Record<string, InfoPage>

/** /activities, /hotels, /districts or /explore. */
export function planPageHead(page: keyof typeof PLAN_PAGES, origin: string) {
  return webPageHead(origin, PLAN_PAGES[page])
}
