import { Link } from '@tanstack/react-router'
import { GUIDES_REVIEWED } from '../content/types'
import { TRANSPORT_MODES, type TransportMode } from '../content/transportation'
import { GuideSectionView } from './guide-section'
import { MoreGuides } from './more-guides'
import { PageIntro } from './page-intro'

/** /guides/transportation/{id}: one way of getting around, its key facts and how to use it. */
export function TransportModePage({ mode }: { mode: TransportMode }) {
  const others = TRANSPORT_MODES.filter((other) => other.id !== mode.id)
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Guides', to: '/guides' }, { label: 'Transportation', to: '/guides/transportation' }, { label: mode.name }]}
        title={mode.name}
        lead={mode.summary}
      />
      <section aria-labelledby="facts-heading" className="mb-10">
        <h2 id="facts-heading" className="sr-only">
          Key facts
        </h2>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {mode.facts.map((fact) => (
            <div key={fact.label} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{fact.label}</dt>
              <dd className="text-slate-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="space-y-12">
        {mode.sections.map((section) => (
          <GuideSectionView key={section.id} section={section} />
        ))}
      </div>
      <p className="mt-10 text-sm text-slate-600">
        Facts last checked {GUIDES_REVIEWED}. Schedules and fares change: confirm with the operator before you ride.
      </p>
      <nav aria-labelledby="other-modes-heading" className="mt-12">
        <h2 id="other-modes-heading" className="mb-3 text-lg font-bold text-slate-900">
          Other ways to get around
        </h2>
        <ul className="flex flex-wrap gap-2">
          {others.map((other) => (
            <li key={other.id}>
              <Link
                to="/guides/transportation/$id"
                params={{ id: other.id }}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50"
              >
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MoreGuides />
    </article>
  )
}
