import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

/** A card with a title, a description and a link; the whole card is the link's click target. */
export function ContentCard({
  title,
  description,
  to,
  image,
  meta,
  className,
}: {
  title: string
  description?: ReactNode
  to: string
  image?: { src: string; alt: string }
  meta?: ReactNode
  className?: string
}) {
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md',
        className,
      )}
    >
      {image ? <img src={image.src} alt={image.alt} loading="lazy" className="aspect-video w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {meta ? <div className="text-xs font-medium uppercase tracking-wide text-slate-600">{meta}</div> : null}
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={to} className="after:absolute after:inset-0 hover:underline">
            {title}
          </Link>
        </h3>
        {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      </div>
    </article>
  )
}
