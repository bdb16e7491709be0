import type { ReactNode } from 'react'
import type { Guide } from '../content/types'
import type { Crumb } from '@/components/breadcrumb'
import { GuideSectionView } from './guide-section'
import { MoreGuides } from './more-guides'
import { PageIntro } from './page-intro'

/** A city guide: intro, an "On this page" list, its sections, then links to the other guides. */
export function GuidePage({ guide, crumbs, children }: { guide: Guide; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <PageIntro crumbs={crumbs ?? [{ label: 'Guides', to: '/guides' }, { label: guide.label }]} title={guide.title} lead={guide.lead} />
      {guide.sections.length > 2 ? (
        <nav aria-labelledby="toc-heading" className="mb-10 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            On this page
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}-heading`} className="font-medium text-blue-700 underline underline-offset-2">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
      <div className="space-y-12">
        {guide.sections.map((section) => (
          <GuideSectionView key={section.id} section={section} />
        ))}
      </div>
      <p className="mt-10 text-sm text-slate-600">
        Facts last checked {guide.reviewed}. Schedules, fares and opening hours change: confirm with the operator before you go.
      </p>
      <MoreGuides current={guide.path} />
    </article>
  )
}
