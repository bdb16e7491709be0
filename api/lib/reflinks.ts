/**
 * The reflink linker (issue 15, decision 033): turns the FIRST whole-word occurrence of each rule's phrase in
 * an article body into a link, when the body is served (after sanitising, api/lib/sanitize-html.ts).
 *
 * The body is parsed with htmlparser2 (the parser sanitize-html itself uses), never matched with regular
 * expressions over raw HTML. Only text nodes are searched, so a phrase is never linked inside an attribute,
 * and text under a, h1-h6, code, pre, kbd, samp, script, style (and the other elements in SKIPPED) is left
 * alone. A phrase matches inside one text node only ("Manila <em>Bay</em>" does not match "Manila Bay").
 * Whole words: the characters either side of the match are not letters, digits or "_" (Unicode-aware).
 * Whitespace in a phrase matches any run of whitespace (a non-breaking space included), and text is matched
 * decoded, so "Rock & Roll" finds "Rock &amp; Roll".
 *
 * Several rules: longer phrases are placed first, so "Manila Bay" wins over an overlapping "Manila", which
 * then takes its first occurrence that does not overlap a placed link. Each rule links once at most, and a
 * rule whose URL the body already links to is skipped (the reader already has that link).
 *
 * The output is the input with only the changed text nodes rewritten (their text re-escaped around the new
 * <a>), found by the parser's source offsets: every other byte of the body is kept as it was.
 */
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element, ParentNode, Text } from 'domhandler'

export interface ReflinkRule {
  id: number
  phrase: string
  url: string
  paid: boolean
  caseSensitive: boolean
}

export interface LinkResult {
  html: string
  /** Ids of the rules that inserted a link, in the order of their links in the body. */
  applied: number[]
}

export interface LinkOptions {
  /** Marks inserted links with data-reflink="<rule id>" (the admin preview highlights them). */
  highlight?: boolean
}

/** Elements whose text is never linked. */
const SKIPPED = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'title', 'noscript', 'template', 'svg', 'math', 'button', 'select', 'option', 'iframe', 'object'])

/** The rel of an inserted link: paid links are marked sponsored (Google's guidance for paid links). */
export const reflinkRel = (paid: boolean) => (paid ? 'sponsored noopener' : 'noopener')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;')
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The phrase as the linker reads it: trimmed, inner whitespace runs as one space. */
export const normalisePhrase = (phrase: string) => phrase.trim().replace(/\s+/g, ' ')

/** A regular expression finding the phrase as whole words (global, Unicode; case-insensitive unless asked). */
export function phrasePattern(phrase: string, caseSensitive: boolean): RegExp {
  const body = normalisePhrase(phrase).split(' ').map(escapeRegExp).join('\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])${body}(?![\\p{L}\\p{N}\\p{M}_])`, caseSensitive ? 'gu' : 'giu')
}

interface Compiled {
  rule: ReflinkRule
  pattern: RegExp
}

interface Claim {
  start: number
  end: number
  rule: ReflinkRule
}

function textNodes(root: ParentNode): { texts: Text[]; hrefs: Set<string> } {
  const texts: Text[] = []
  const hrefs = new Set<string>()
  const visit = (nodes: ChildNode[], skipped: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (!skipped) texts.push(node)
      } else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const element = node as Element
        if (element.name === 'a' && element.attribs.href) hrefs.add(element.attribs.href)
        visit(element.children, skipped || SKIPPED.has(element.name))
      }
    }
  }
  visit(root.children, false)
  return { texts, hrefs }
}

/** Precompiles rules (longest phrase first, then by id) into a function linking one body. */
export function createLinker(rules: readonly ReflinkRule[]): (html: string, options?: LinkOptions) => LinkResult {
  const compiled: Compiled[] = rules
    .filter((rule) => normalisePhrase(rule.phrase).length > 0)
    .map((rule) => ({ rule, pattern: phrasePattern(rule.phrase, rule.caseSensitive) }))
    .sort((a, b) => normalisePhrase(b.rule.phrase).length - normalisePhrase(a.rule.phrase).length || a.rule.id - b.rule.id)

  return (html, options = {}) => {
    if (!html || compiled.length === 0) return { html, applied: [] }
    const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true })
    const { texts, hrefs } = textNodes(doc)
    const claims = new Map<Text, Claim[]>()

    for (const { rule, pattern } of compiled) {
      if (hrefs.has(rule.url)) continue
      placing: for (const node of texts) {
        const taken = claims.get(node) ?? []
        pattern.lastIndex = 0
        for (let match = pattern.exec(node.data); match; match = pattern.exec(node.data)) {
          const start = match.index
          const end = start + match[0].length
          if (taken.some((claim) => start < claim.end && claim.start < end)) {
            pattern.lastIndex = start + 1
            continue
          }
          claims.set(node, [...taken, { start, end, rule }])
          break placing
        }
      }
    }
    if (claims.size === 0) return { html, applied: [] }

    const edits = [...claims].sort(([a], [b]) => (b.startIndex ?? 0) - (a.startIndex ?? 0))
    const applied: Array<{ at: number; id: number }> = []
    let out = html
    for (const [node, nodeClaims] of edits) {
      if (node.startIndex === null || node.endIndex === null) continue
      nodeClaims.sort((a, b) => a.start - b.start)
      let rewritten = ''
      let cursor = 0
      for (const claim of nodeClaims) {
        const marker = options.highlight ? ` data-reflink="${claim.rule.id}"` : ''
        rewritten += escapeText(node.data.slice(cursor, claim.start))
        rewritten += `<a href="${escapeAttribute(claim.rule.url)}" rel="${reflinkRel(claim.rule.paid)}"${marker}>${escapeText(node.data.slice(claim.start, claim.end))}</a>`
        cursor = claim.end
        applied.push({ at: node.startIndex + claim.start, id: claim.rule.id })
      }
      rewritten += escapeText(node.data.slice(cursor))
      out = out.slice(0, node.startIndex) + rewritten + out.slice(node.endIndex + 1)
    }
    return { html: out, applied: applied.sort((a, b) => a.at - b.at).map((entry) => entry.id) }
  }
}

/**
 * A linker with a memo of its results by exact input (bodies are served over and over and parsing costs far
 * more than a map lookup). Made once per version of the rules, so a rule change starts from an empty memo.
 */
export function createMemoLinker(rules: readonly ReflinkRule[], maxEntries = 1000): (html: string) => string {
  const link = createLinker(rules)
  const memo = new Map<string, string>()
  return (html) => {
    if (rules.length === 0) return html
    const hit = memo.get(html)
    if (hit !== undefined) return hit
    const linked = link(html).html
    memo.set(html, linked)
    if (memo.size > maxEntries) memo.delete(memo.keys().next().value as string)
    return linked
  }
}
