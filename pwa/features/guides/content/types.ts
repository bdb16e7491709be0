import type { LucideIcon } from 'lucide-react'

/** A link inside a guide: a page of ours (`to` starting with /) or another site (`href`). */
export type GuideLink = { label: string; description?: string } & ({ to: string; href?: never } | { href: string; to?: never })

/**
 * The pieces a guide section is made of. Guides are plain data rendered by GuideSectionView: every
 * string is text (React escapes it), so content can never inject markup.
 */
export type GuideBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'steps'; items: string[] }
  | { type: 'tip'; text: string }
  | { type: 'facts'; items: { label: string; value: string }[] }
  | { type: 'cards'; items: { title: string; subtitle?: string; text: string; links?: GuideLink[] }[] }
  | { type: 'links'; items: GuideLink[] }

export interface GuideSection {
  /** Anchor id, unique on the page. */
  id: string
  title: string
  blocks: GuideBlock[]
}

export interface Guide {
  /** Path of the page, e.g. /guides/local-tips. */
  path: string
  title: string
  /** Short name for menus and tiles. */
  label: string
  icon: LucideIcon
  /** One sentence for tiles and the meta description. */
  summary: string
  /** The opening paragraph under the title. */
  lead: string
  sections: GuideSection[]
  /** When the facts were last checked (shown at the foot of the page). */
  reviewed: string
}

/** Month the guides' facts were last checked against official sources. */
export const GUIDES_REVIEWED = 'November 2026'
