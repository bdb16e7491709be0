import { Link } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import type { RelatedItem } from '@contracts/places'
import { useRelatedPlaces } from '../api/get-related-places'
import { basisLabel, formatRating } from '../lib/rating'
import { PlaceImage } from './place-image'

/** 'You might also like' (doc 3): a horizontal carousel of 6 related places. Left out when there are none. */
export function RelatedPlaces({ slug }: { slug: string }) {
  const { data: items } = useRelatedPlaces(slug)
  if (!items || items.length === 0) return null
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-slate-900">
        You might also like
      </h2>
      <ul aria-label="Related places" className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2" tabIndex={0}>
        {items.map((item) => (
          <li key={item.id} className="w-60 shrink-0 snap-start">
            <RelatedCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function RelatedCard({ item }: { item: RelatedItem }) {
  return (
    <article data-testid="related-item" className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {item.image ? (
        <PlaceImage src={item.image} alt="" />
      ) : (
        <div aria-hidden="true" className="flex aspect-video items-center justify-center text-3xl font-extrabold text-white" style={{ backgroundColor: item.backgroundColor }}>
          {item.initials}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        {item.category ? <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">{item.category}</p> : null}
        <h3 className="text-sm font-semibold text-slate-900">
          <Link to={item.url} className="after:absolute after:inset-0 hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.rating != null ? (
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            <span className="sr-only">Rated </span>
            {formatRating(item.rating)}
            <span className="sr-only"> out of 5{item.ratingBasis ? ',' : ''}</span>
            {item.ratingBasis ? <span className="text-xs text-slate-600">({basisLabel(item.ratingBasis)})</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  )
}
