import { Link } from '@tanstack/react-router'
import { GUIDES } from '../content'

/** The other city guides, as a row of links at the foot of a guide. */
export function MoreGuides({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="more-guides-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="more-guides-heading" className="mb-3 text-lg font-bold text-slate-900">
        More city guides
      </h2>
      <ul className="flex flex-wrap gap-2">
        {GUIDES.filter((guide) => guide.path !== current).map((guide) => (
          <li key={guide.path}>
            <Link to={guide.path} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50">
              <guide.icon className="h-4 w-4 text-blue-700" aria-hidden="true" />
              {guide.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/guides" className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50">
            All guides
          </Link>
        </li>
      </ul>
    </nav>
  )
}
