import { Lightbulb } from 'lucide-react'
import type { GuideBlock, GuideSection } from '../content/types'
import { GuideLinkView } from './guide-link'

const LINK = 'font-semibold text-blue-700 underline underline-offset-2'

/** One section of a guide: its heading and blocks. Everything is rendered as text. */
export function GuideSectionView({ section }: { section: GuideSection }) {
  return (
    <section aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, index) => (
          <GuideBlockView key={index} block={block} />
        ))}
      </div>
    </section>
  )
}

function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p className="text-slate-800">{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 text-slate-800">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'steps':
      return (
        <ol className="list-decimal space-y-2 pl-6 text-slate-800">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )
    case 'tip':
      return (
        <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-amber-950">
          <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            <span className="font-semibold">Tip: </span>
            {block.text}
          </span>
        </p>
      )
    case 'facts':
      return (
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {block.items.map((item) => (
            <div key={item.label} className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{item.label}</dt>
              <dd className="text-slate-700">{item.value}</dd>
            </div>
          ))}
        </dl>
      )
    case 'cards':
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              {card.subtitle ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{card.subtitle}</p> : null}
              <p className="mt-2 text-sm text-slate-800">{card.text}</p>
              {card.links?.length ? (
                <p className="mt-auto flex flex-wrap gap-x-4 pt-3 text-sm">
                  {card.links.map((link) => (
                    <GuideLinkView key={link.label} link={link} className={LINK} />
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )
    case 'links':
      return (
        <ul className="space-y-2">
          {block.items.map((link) => (
            <li key={link.label}>
              <GuideLinkView link={link} className={LINK} />
              {link.description ? <span className="text-slate-700"> — {link.description}</span> : null}
            </li>
          ))}
        </ul>
      )
  }
}
