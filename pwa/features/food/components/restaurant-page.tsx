import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Clock, ExternalLink, Globe, MapPin, Phone, Wallet } from 'lucide-react'
import { PLACE_MESSAGES } from '@contracts/places-rules'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { CUISINE_LABELS, foodTypeLabel, RESTAURANT_MESSAGES } from '@contracts/restaurants-rules'
import type { RestaurantDetail } from '@contracts/restaurants'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonClasses } from '@/components/ui/button'
import { ReviewsBlock } from '@/features/community/components/reviews-block'
import { PlaceRatings } from '@/features/places/components/place-ratings'
import { Breadcrumb } from '@/components/breadcrumb'
import { usePageTitle } from '@/lib/use-page-title'
import { RESTAURANTS_ROOT_KEY, useRestaurant } from '../api/get-restaurant'
import { openingHoursLines } from '../lib/opening-hours'
import { FoodImage } from './food-image'

/**
 * /food-drink/{id}/{slug}, /food-drink/direct/{id} and /restaurants/{id}: one page, one canonical address. Its title,
 * description, canonical address and structured data are the route's head (lib/restaurant-head.ts).
 */
export function RestaurantPage({ idOrSlug }: { idOrSlug: string }) {
  const restaurant = useRestaurant(idOrSlug)
  if (restaurant.isPending) return <PageSpinner label="Loading restaurant…" />
  if (restaurant.isError && !restaurant.data) {
    if ((restaurant.error as { status?: number }).status === 404) return <RestaurantNotFound />
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-slate-800">This restaurant could not be loaded: {restaurant.error.message}</p>
        <Button className="mt-4" onClick={() => void restaurant.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  return <RestaurantDetails restaurant={restaurant.data.data} />
}

function RestaurantNotFound() {
  usePageTitle(RESTAURANT_MESSAGES.notFound)
  return (
    <section aria-labelledby="restaurant-missing" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 id="restaurant-missing" className="text-2xl font-bold text-slate-900">
        {RESTAURANT_MESSAGES.notFound}
      </h1>
      <p className="mt-3 text-slate-700">It may have closed or moved. Find another place to eat in our food and drink guide.</p>
      <Link to="/food-drink" className={buttonClasses({ className: 'mt-6' })}>
        Back to Food & Drink
      </Link>
    </section>
  )
}

function RestaurantDetails({ restaurant }: { restaurant: RestaurantDetail }) {
  const address = [restaurant.address.streetAddress, restaurant.address.addressLocality, restaurant.address.addressRegion].filter(Boolean).join(', ')
  const hours = openingHoursLines(restaurant.openingHoursSpecification)
  const kind = [foodTypeLabel(restaurant.type), ...restaurant.cuisines.map((cuisine) => CUISINE_LABELS[cuisine])].join(' · ')
  const mapUrl = restaurant.geo ? `https://www.google.com/maps/search/?api=1&query=${restaurant.geo.latitude},${restaurant.geo.longitude}` : null
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Food & Drink', to: '/food-drink' }, { label: restaurant.name }]} />
      <FoodImage src={restaurant.photos[0] ?? restaurant.image[0]} alt={restaurant.name} className="mt-4 aspect-video max-h-96 w-full rounded-2xl" />
      <header className="mt-6 space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-800">{kind}</p>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{restaurant.name}</h1>
        <RatingLine restaurant={restaurant} />
      </header>

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-slate-900">
              About
            </h2>
            <p className="mt-2 text-slate-800">{restaurant.description}</p>
          </section>
          {restaurant.amenityFeature.length > 0 ? (
            <TagList id="amenities-heading" title="Features & Amenities" items={restaurant.amenityFeature.map((item) => item.name)} />
          ) : null}
          {restaurant.touristType.length > 0 ? <TagList id="ideal-heading" title="Ideal For" items={restaurant.touristType} /> : null}
          <ReviewsBlock
            content={{ contentTypeId: CONTENT_TYPE_IDS.restaurant, externalContentId: restaurant.slug }}
            subject={{ name: restaurant.name, image: restaurant.photos[0] ?? restaurant.image[0] ?? null, type: 'restaurant', url: restaurant.path }}
            alsoInvalidate={[RESTAURANTS_ROOT_KEY]}
          />
        </div>

        <aside aria-labelledby="info-heading" className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="info-heading" className="text-lg font-bold text-slate-900">
            Information
          </h2>
          <dl className="space-y-4 text-sm">
            {address ? (
              <InfoRow icon={MapPin} label="Address">
                {address}
                {mapUrl ? (
                  <>
                    {' '}
                    <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-blue-700 underline">
                      Open in Maps
                      <ExternalLink className="h-3 w-3" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </>
                ) : null}
              </InfoRow>
            ) : null}
            <InfoRow icon={Clock} label="Opening hours">
              {hours.length > 0 ? hours.map((line) => <span key={line} className="block">{line}</span>) : PLACE_MESSAGES.hoursNotSpecified}
            </InfoRow>
            {restaurant.priceRange ? (
              <InfoRow icon={Wallet} label="Price range">
                {restaurant.priceRange}
                {restaurant.paymentAccepted.length > 0 ? <span className="block text-slate-600">Pays with {restaurant.paymentAccepted.join(', ')}</span> : null}
              </InfoRow>
            ) : null}
            {restaurant.telephone ? (
              <InfoRow icon={Phone} label="Phone">
                <a href={`tel:${restaurant.telephone.replace(/[^\d+]/g, '')}`} className="font-semibold text-blue-700 underline">
                  {restaurant.telephone}
                </a>
              </InfoRow>
            ) : null}
            {restaurant.url || restaurant.instagram ? (
              <InfoRow icon={Globe} label="Online">
                {restaurant.url ? <ExternalAnchor href={restaurant.url}>Official website</ExternalAnchor> : null}
                {restaurant.instagram ? <ExternalAnchor href={restaurant.instagram}>Instagram</ExternalAnchor> : null}
              </InfoRow>
            ) : null}
          </dl>
        </aside>
      </div>
    </article>
  )
}

function RatingLine({ restaurant }: { restaurant: RestaurantDetail }) {
  return <PlaceRatings place={restaurant} className="text-base" />
}

function TagList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}

function InfoRow({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-orange-700" aria-hidden="true" />
      <div>
        <dt className="font-semibold text-slate-900">{label}</dt>
        <dd className="mt-0.5 text-slate-700">{children}</dd>
      </div>
    </div>
  )
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="mr-3 inline-flex items-center gap-1 font-semibold text-blue-700 underline">
      {children}
      <ExternalLink className="h-3 w-3" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
