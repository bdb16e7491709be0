import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { CUISINE_LABELS, foodTypeLabel } from '@contracts/restaurants-rules'
import type { RestaurantSummary } from '@contracts/restaurants'
import { PLACE_MESSAGES } from '@contracts/places-rules'
import { openingHoursLines } from '../lib/opening-hours'
import { PlaceRatings } from '@/features/places/components/place-ratings'
import { FoodImage } from './food-image'

/** A restaurant in a grid: picture, name (the link), cuisines, rating, area, hours or price range. */
export function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  const area = [restaurant.address.addressLocality, restaurant.address.addressRegion].filter(Boolean).join(', ')
  const hours = openingHoursLines(restaurant.openingHoursSpecification)[0]
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <FoodImage src={restaurant.image[0]} alt="" className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-orange-800">
          {[foodTypeLabel(restaurant.type), ...restaurant.cuisines.map((cuisine) => CUISINE_LABELS[cuisine])].join(' · ')}
        </p>
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={restaurant.path} className="after:absolute after:inset-0 hover:underline">
            {restaurant.name}
          </Link>
        </h3>
        <PlaceRatings place={restaurant} />
        <p className="line-clamp-3 text-sm text-slate-700">{restaurant.excerpt}</p>
        <div className="mt-auto space-y-1 pt-1 text-sm text-slate-600">
          {area ? (
            <p className="flex items-center gap-1">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
              {area}
            </p>
          ) : null}
          <p>{hours ?? restaurant.priceRange ?? PLACE_MESSAGES.hoursNotSpecified}</p>
        </div>
      </div>
    </article>
  )
}

export function RestaurantGrid({ restaurants, empty }: { restaurants: RestaurantSummary[]; empty: string }) {
  if (restaurants.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">{empty}</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {restaurants.map((restaurant) => (
        <li key={restaurant.id} className="flex">
          <RestaurantCard restaurant={restaurant} />
        </li>
      ))}
    </ul>
  )
}
