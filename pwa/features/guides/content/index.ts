import { culturalSitesGuide, dayTripsGuide, localTipsGuide, resourcesGuide, shoppingGuide } from './more-guides'
import { neighborhoodsGuide } from './neighborhoods'
import { transportationGuide } from './transportation'
import type { Guide } from './types'

/** The city guides of doc 3 (/guides and its sub-pages), in menu order. */
export const GUIDES: readonly Guide[] = [
  transportationGuide,
  neighborhoodsGuide,
  shoppingGuide,
  culturalSitesGuide,
  dayTripsGuide,
  localTipsGuide,
  resourcesGuide,
]

export { culturalSitesGuide, dayTripsGuide, localTipsGuide, neighborhoodsGuide, resourcesGuide, shoppingGuide, transportationGuide }
