import type { ReactNode } from 'react'
import { Globe, Heart, MapPin, MessageCircle } from 'lucide-react'
import type { PlaceDetail } from '@contracts/places'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { Breadcrumb } from '@/components/breadcrumb'
import { AdSlot } from '@/features/ads/components/ad-slot'
import { SocialIcon } from '@/components/social-icon'
import { ReviewsBlock } from '@/features/community/components/reviews-block'
import { useSiteOrigin } from '@/lib/use-site-origin'
import { placeQuery } from '../api/get-place'
import { cardHoursText, hoursLines } from '../lib/hours'
import { PlaceRatings } from './place-ratings'
import { PlaceImage } from './place-image'
import { RelatedPlaces } from './related-places'
import { ShareButton } from './share-button'
import { formatCount } from '@/lib/manila'

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const

/** The street address on one line: street, locality, region and postal code. */
function fullAddress(place: PlaceDetail): string {
  const { streetAddress, addressLocality, addressRegion, postalCode } = place.address
  return [streetAddress, addressLocality, [addressRegion, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/** "nationalmuseum.gov.ph" from "https://www.nationalmuseum.gov.ph/…" for link text. */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * The place detail page of doc 3: hero, breadcrumb, rating and review count, address, website,
 * Instagram, likes, comments and share; About, Features & Amenities, Ideal For, Gallery,
 * Information, reviews and 'You might also like'. Its schema.org structured data is the route's head (place-head.ts).
 */
export function PlaceDetailView({ place }: { place: PlaceDetail }) {
  const address = fullAddress(place)
  const origin = useSiteOrigin()
  const pageUrl = origin ? new URL(place.path, origin).href : place.path
  const hours = hoursLines(place.openingHoursSpecification)
  const information: [string, ReactNode][] = [
    ['Opening hours', hours.length > 0 ? hours.map((line) => <span key={line} className="block">{line}</span>) : cardHoursText(place).text],
    ['Address', address],
    ['Price range', place.priceRange],
    ['Phone', place.telephone ? <a href={`tel:${place.telephone.replace(/[^\d+]/g, '')}`} className="text-blue-700 underline">{place.telephone}</a> : null],
    ['Email', place.email ? <a href={`mailto:${place.email}`} className="text-blue-700 underline">{place.email}</a> : null],
    ['Best season', place.bestSeason],
    ['Languages', place.availableLanguage.join(', ')],
    ['Payment', place.paymentAccepted.join(', ')],
  ]
  return (
    <article className="pb-12">
      <div className="mx-auto max-w-5xl sm:px-4 sm:pt-6">
        <PlaceImage src={place.image[0]} alt="" eager className="max-h-[60vh] sm:rounded-2xl" />
      </div>

      <div className="mx-auto max-w-5xl space-y-10 px-4 pt-4">
        <div className="space-y-4">
          <Breadcrumb items={[{ label: 'Places', to: '/places' }, { label: place.name }]} />

          <header>
            <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">{place.category ?? place.type_label}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{place.name}</h1>
          </header>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-2">
              <PlaceRatings place={place} />
              {address ? (
                <p className="flex items-start gap-1.5 text-slate-800">
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">Address: </span>
                  {address}
                </p>
              ) : null}
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                <span className="inline-flex items-center gap-1">
                  <Heart className="h-4 w-4 text-rose-600" aria-hidden="true" />
                  {formatCount(place.likeCount)} {place.likeCount === 1 ? 'like' : 'likes'}
                </span>
                <a href="#reviews-heading" className="inline-flex items-center gap-1 text-blue-700 hover:underline">
                  <MessageCircle className="h-4 w-4" aria-hidden="true" />
                  {formatCount(place.reviewCount)} {place.reviewCount === 1 ? 'review' : 'reviews'} on Gala
                </a>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {place.url ? (
                <a href={place.url} {...EXTERNAL} className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50">
                  <Globe className="h-4 w-4" aria-hidden="true" />
                  Official website<span className="sr-only"> ({hostOf(place.url)}, opens in a new tab)</span>
                </a>
              ) : null}
              {place.instagram ? (
                <a href={place.instagram} {...EXTERNAL} className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50">
                  <SocialIcon network="instagram" />
                  Instagram<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <ShareButton title={place.name} url={pageUrl} />
            </div>
          </div>
        </div>

        <Section id="about" title="About">
          <p className="max-w-prose whitespace-pre-line leading-relaxed text-slate-800">{place.description}</p>
        </Section>

        {place.amenityFeature.length > 0 ? (
          <Section id="amenities" title="Features & Amenities">
            <ul className="flex flex-wrap gap-2">
              {place.amenityFeature.map((feature) => (
                <li key={feature.name} className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
                  {feature.name}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {place.touristType.length > 0 ? (
          <Section id="ideal-for" title="Ideal For">
            <ul className="flex flex-wrap gap-2">
              {place.touristType.map((type) => (
                <li key={type} className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900">
                  {type}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {place.photos.length > 0 ? (
          <Section id="gallery" title="Gallery">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {place.photos.map((photo, index) => (
                <li key={photo} className="overflow-hidden rounded-lg">
                  <PlaceImage src={photo} alt={`${place.name}, photo ${index + 1}`} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section id="information" title="Information">
          <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
            {information
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold text-slate-700">{term}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
        </Section>

        <ReviewsBlock
          content={{ contentTypeId: CONTENT_TYPE_IDS.place, externalContentId: place.slug }}
          subject={{ name: place.name, image: place.image[0] ?? null, type: 'place', url: place.path }}
          alsoInvalidate={[placeQuery(place.slug).queryKey]}
        />

        <AdSlot slot="mrec1" />
        <RelatedPlaces slug={place.slug} />
        <AdSlot slot="mrec2" />
      </div>
    </article>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
