import type { MallRegion } from '@contracts/malls'
import { collectionHead } from '@/lib/page-head'

/**
 * The head of /malls (?region=), built by its loader: "Malls", the canonical address with its region filter, and a
 * CollectionPage with the breadcrumb trail. The malls have no pages of their own to list.
 */
export function mallsHead(region: MallRegion | undefined, origin: string) {
  return collectionHead(origin, {
    name: 'Malls',
    description: 'Malls in Metro Manila and the provinces with their cinemas: addresses, mall groups and links to today’s showtimes.',
    path: region ? `/malls?region=${region}` : '/malls',
  })
}
