import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'

/** A section title with an optional 'View all' link (the text can be changed, the default is 'View all'). */
export function SectionHeading({
  title,
  href,
  linkText = 'View all',
  id,
}: {
  title: string
  href?: string
  linkText?: string
  id?: string
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {href ? (
        <Link
          to={href}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
          aria-label={linkText === 'View all' ? `View all ${title}` : undefined}
        >
          {linkText}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  )
}
