import { ACTIVITY_GROUPS } from '../content/city'
import { GuideLinkView } from './guide-link'
import { MoreGuides } from './more-guides'
import { PageIntro } from './page-intro'

/** /activities: things to do in and around Metro Manila, by interest. */
export function ActivitiesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Activities' }]}
        title="Things to do"
        lead="Heritage in the morning, a museum when it gets hot, a food crawl at dusk and live music after: ideas for every kind of day in and around the capital."
      />
      <ul className="grid gap-4 md:grid-cols-2">
        {ACTIVITY_GROUPS.map((group) => (
          <li key={group.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold text-slate-900">{group.title}</h2>
            <p className="mt-1 text-slate-800">{group.text}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {group.ideas.map((idea) => (
                <li key={idea}>{idea}</li>
              ))}
            </ul>
            <p className="mt-auto flex flex-wrap gap-x-4 pt-4 text-sm">
              {group.links.map((link) => (
                <GuideLinkView key={link.label} link={link} className="inline-flex min-h-11 items-center font-semibold text-blue-700 underline underline-offset-2" />
              ))}
            </p>
          </li>
        ))}
      </ul>
      <MoreGuides />
    </div>
  )
}
