import { SectionHeading } from '@/components/section-heading'
import { NearbyTheaters } from './nearby-theaters'

/**
 * The nearby-theaters section of the movies landing (spec doc 2 §2): at most 4 cinemas nearest the
 * person, Change Location / Refresh / manual entry / Use Manila / Try Again, and 'View all N'
 * linking to /movies/theaters/nearby.
 */
export function NearbyTheatersSection() {
  return (
    <section aria-labelledby="nearby-theaters-heading">
      <SectionHeading id="nearby-theaters-heading" title="Cinemas Near You" />
      <NearbyTheaters variant="panel" />
    </section>
  )
}
