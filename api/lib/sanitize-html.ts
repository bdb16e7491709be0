/**
 * The one HTML sanitiser of the API (sanitize-html, an allow-list sanitiser built on htmlparser2).
 * Article bodies and excerpts pass through it twice: when they are written (the WordPress importer,
 * the seed) and again when they are served, so a row written by anything else (an older import, a
 * hand edit, a restored backup) still reaches the browser inert. The browser adds a third layer:
 * the page's Content-Security-Policy allows no inline script and no event-handler attributes.
 *
 * What survives: headings, paragraphs, lists, links (http, https, mailto and same-site paths; external
 * ones get rel="noopener noreferrer"), images (http(s) or same-site src only), figures, quotes,
 * emphasis, code and tables. Everything else goes: script, style, iframe, object, embed, form and
 * their content; every on* handler, style, class and id attribute; javascript:, data: and
 * vbscript: URLs, including entity- and whitespace-obfuscated ones.
 */
import sanitizeHtml from 'sanitize-html'

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6',
  'p', 'br', 'hr', 'div', 'span',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'blockquote', 'q', 'cite',
  'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'time',
  'code', 'pre', 'kbd',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
  ol: ['start', 'reversed'],
  li: ['value'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  abbr: ['title'],
  time: ['datetime'],
}

/** Elements dropped together with their text (sanitize-html keeps the text of other refused tags). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'title', 'xmp', 'noembed', 'noframes', 'svg', 'math', 'select', 'button']

const isAbsoluteHttp = (url: string) => /^https?:\/\//i.test(url.trim())

export interface SanitizeOptions {
  /**
   * Rewrites each image address (e.g. external images through the image proxy, which the page's
   * CSP requires). Returning undefined drops the image.
   */
  imageSrc?: (src: string) => string | undefined
}

function options({ imageSrc }: SanitizeOptions): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    // Browsers parse deeply nested markup slowly; nothing legitimate nests this deep.
    nestingLimit: 40,
    transformTags: {
      // The page's own title is the only h1.
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? ''
        const kept: sanitizeHtml.Attributes = {}
        if (href) kept.href = href
        if (attribs.title) kept.title = attribs.title
        if (isAbsoluteHttp(href)) kept.rel = 'noopener noreferrer'
        return { tagName, attribs: kept }
      },
      img: (tagName, attribs) => {
        const kept: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', decoding: 'async' }
        delete kept.srcset
        delete kept.sizes
        const src = (attribs.src ?? '').trim()
        // Only http(s) and same-site paths ("/media/…", not "//host/…"); data: and the rest are dropped.
        const allowed = isAbsoluteHttp(src) || (src.startsWith('/') && !src.startsWith('//')) ? src : ''
        const rewritten = allowed && imageSrc ? imageSrc(allowed) : allowed
        if (rewritten) kept.src = rewritten
        else delete kept.src
        return { tagName, attribs: kept }
      },
    },
    // An image that lost its address is dropped rather than left as a broken box.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }
}

const plainOptions = options({})

/** Sanitises article HTML (bodies and excerpts) with the allow-list above. */
export function sanitizeArticleHtml(html: string, sanitizeOptions: SanitizeOptions = {}): string {
  if (!html) return ''
  return sanitizeHtml(html, sanitizeOptions.imageSrc ? options(sanitizeOptions) : plainOptions).trim()
}

/** Text of an HTML fragment with the tags removed and entities decoded ("Foo &#8217;s <b>bar</b>" → "Foo ’s bar"). */
export function htmlToText(html: string): string {
  if (!html) return ''
  const escapedText = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT })
  return decodeEntities(escapedText).replace(/\s+/g, ' ').trim()
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”' }

/** Decodes the numeric entities and the common named ones that WordPress writes in titles. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity
  })
}

/** Escapes text for use as HTML (WordPress's `title.rendered` is HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;')
}

/**
 * Serve-time sanitising of a body or excerpt, memoised by the exact input: the same rows are read
 * over and over (lists, the article page) and sanitising costs far more than a map lookup.
 */
export function createSanitizeMemo(sanitizeOptions: SanitizeOptions, maxEntries = 1000): (html: string) => string {
  const memo = new Map<string, string>()
  return (html) => {
    const hit = memo.get(html)
    if (hit !== undefined) return hit
    const clean = sanitizeArticleHtml(html, sanitizeOptions)
    memo.set(html, clean)
    if (memo.size > maxEntries) memo.delete(memo.keys().next().value as string)
    return clean
  }
}
