import { Link } from '@tanstack/react-router'
import { MapPinOff } from 'lucide-react'
import { PLACE_MESSAGES } from '@contracts/places-rules'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** An unknown place address (doc 3: 'Place not found' with a link back to /places). */
export function PlaceNotFound() {
  usePageTitle(PLACE_MESSAGES.notFound)
  return (
    <section aria-labelledby="place-not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <MapPinOff className="h-12 w-12 text-blue-700" aria-hidden="true" />
      <h1 id="place-not-found-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {PLACE_MESSAGES.notFound}
      </h1>
      <p className="mt-3 text-slate-700">We couldn&rsquo;t find that place. It may have closed, or the address may be mistyped.</p>
      <Link to="/places" className={buttonClasses({ className: 'mt-8' })}>
        Browse places
      </Link>
    </section>
  )
}
