/**
 * Article sections and addresses (spec doc 1 §9, doc 2 §2-§3, doc 3 §2), the image size fallback
 * order (doc 1 §9), page parsing and the HTML sanitiser, the last as properties over hostile input.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_ARTICLE_SECTIONS,
  ARTICLE_CATEGORY_SECTIONS,
  ARTICLE_SECTIONS,
  activityArticlePath,
  articlePath,
  articleSectionBySlug,
  articleSectionSlug,
  isArticleSection,
} from '../../api/contracts/article-sections.ts'
import { ARTICLE_FALLBACK_IMAGE, type WpMedia } from '../../api/contracts/articles.ts'
import { htmlToText, sanitizeArticleHtml } from '../../api/lib/sanitize-html.ts'
import { mediaImageUrl, sizeCandidates } from '../../pwa/features/articles/lib/article-image.ts'
import { truncate } from '../../pwa/features/articles/lib/article-meta.ts'
import { validatePageSearch } from '../../pwa/features/articles/lib/page-search.ts'

describe('category-id-to-section maps', () => {
  it('are doc 2 §3’s map for articles', () => {
    expect(ARTICLE_CATEGORY_SECTIONS).toEqual({
      7: 'movies',
      8: 'tv',
      9: 'food-drink',
      10: 'shops-services',
      11: 'health-beauty',
      15: 'events',
      17: 'theatre',
      58: 'tech',
      74: 'time-out',
      96: 'music',
      117: 'local',
      149: 'travel',
      354: 'whats-new',
      1274: 'campus',
    })
  })

  it('are doc 3 §2’s map for activity links, default food-drink', () => {
    expect(Object.keys(ACTIVITY_ARTICLE_SECTIONS).map(Number)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])
    expect(activityArticlePath(9, 12, 'a-story')).toBe('/movies/article/12/a-story')
    expect(activityArticlePath(7, 12, 'a-story')).toBe('/food-drink/article/12/a-story')
    expect(activityArticlePath(99, 12, 'a-story')).toBe('/food-drink/article/12/a-story')
    expect(activityArticlePath(null, '12', 'a-story')).toBe('/food-drink/article/12/a-story')
  })

  it('give every section of doc 3 (and every slug doc 2’s map produces) an article address', () => {
    const doc3 = ['movies', 'events', 'time-out', 'local', 'arts', 'food-drink', 'health-beauty', 'campus', 'travel', 'music', 'theatre', 'shops-services', 'tech']
    const streaming = ['netflix', 'disney-plus', 'prime-video', 'hbo', 'hbo-max', 'max', 'lionsgate-play', 'iwanttfc', 'axn-asia']
    for (const slug of [...doc3, ...streaming, ...Object.values(ARTICLE_CATEGORY_SECTIONS)]) expect(isArticleSection(slug), slug).toBe(true)
    for (const slug of ['places', 'profile', 'admin', '', 'article']) expect(isArticleSection(slug), slug).toBe(false)
    expect(new Set(ARTICLE_SECTIONS.map((section) => section.slug)).size).toBe(ARTICLE_SECTIONS.length)
    // Doc 3's article lists and section home pages.
    for (const slug of ['movies', 'events', 'time-out', 'local', 'arts', 'food-drink']) expect(articleSectionBySlug(slug)?.listPath).toBe(`/${slug}/articles`)
    for (const slug of ['arts', 'events', 'health-beauty', 'campus', 'travel', 'time-out', 'music', 'theatre', 'local', 'shops-services', 'tech']) {
      expect(articleSectionBySlug(slug)?.homePath).toBe(`/${slug}`)
    }
    expect(articleSectionBySlug('whats-new')).toMatchObject({ homePath: '/whats-new-home', listPath: '/whats-new' })
  })
})

describe('articlePath (doc 1 §9)', () => {
  it('is /{section}/article/{id}/{slug}, or /article/{id}/{slug} without a category', () => {
    expect(articlePath({ id: 3, slug: 'best-sisig', categories: [9] })).toBe('/food-drink/article/3/best-sisig')
    expect(articlePath({ id: 3, slug: 'best-sisig', categories: [1, 74] })).toBe('/time-out/article/3/best-sisig')
    expect(articlePath({ id: 3, slug: 'best-sisig', categories: [] })).toBe('/article/3/best-sisig')
    expect(articlePath({ id: 3, slug: 'best-sisig' })).toBe('/article/3/best-sisig')
  })

  it('defaults to food-drink when no category is a known section', () => {
    expect(articleSectionSlug([1, 4695])).toBe('food-drink')
    expect(articlePath({ id: 8, slug: 'x', categories: [4695] })).toBe('/food-drink/article/8/x')
  })

  it('always gives a path of four segments or three, whatever the slug', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.string(), fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 4 }), (id, slug, categories) => {
        const path = articlePath({ id, slug, categories })
        const segments = path.split('/').slice(1)
        expect(segments.length).toBe(categories.length > 0 ? 4 : 3)
        expect(decodeURIComponent(segments.at(-1)!)).toBe(slug)
        if (categories.length > 0) expect(isArticleSection(segments[0]!)).toBe(true)
      }),
    )
  })
})

describe('image size fallback order (doc 1 §9)', () => {
  it('tries the wanted size, then the documented order', () => {
    expect(sizeCandidates('thumbnail')).toEqual(['thumbnail', 'medium', 'large', 'full'])
    expect(sizeCandidates('medium')).toEqual(['medium', 'medium_large', 'large', 'full', 'thumbnail'])
    expect(sizeCandidates('medium_large')).toEqual(['medium_large', 'large', 'medium', 'full', 'thumbnail'])
    expect(sizeCandidates('large')).toEqual(['large', 'medium_large', 'medium', 'full', 'thumbnail'])
    expect(sizeCandidates('full')).toEqual(['full', 'large', 'medium_large', 'medium', 'thumbnail'])
    expect(sizeCandidates('post-thumbnail')).toEqual(['post-thumbnail', 'large', 'medium_large', 'medium', 'thumbnail'])
  })

  const media = (sizes: Partial<Record<string, string>>, source = '/media/full.svg') =>
    ({
      source_url: source,
      media_details: {
        width: 1200,
        height: 675,
        sizes: Object.fromEntries(Object.entries(sizes).map(([name, url]) => [name, { source_url: url!, width: 1, height: 1 }])),
      },
    }) as Pick<WpMedia, 'source_url' | 'media_details'>

  it('picks the first size present, then source_url, then the fallback image', () => {
    expect(mediaImageUrl(media({ thumbnail: '/t.svg', large: '/l.svg' }), 'thumbnail')).toBe('/t.svg')
    expect(mediaImageUrl(media({ large: '/l.svg', full: '/f.svg' }), 'thumbnail')).toBe('/l.svg')
    expect(mediaImageUrl(media({ medium: '/m.svg', full: '/f.svg' }), 'large')).toBe('/m.svg')
    expect(mediaImageUrl(media({ thumbnail: '/t.svg' }), 'medium_large')).toBe('/t.svg')
    expect(mediaImageUrl(media({}), 'medium')).toBe('/media/full.svg')
    expect(mediaImageUrl(media({}, ''), 'medium')).toBe(ARTICLE_FALLBACK_IMAGE)
    expect(mediaImageUrl(null, 'medium')).toBe(ARTICLE_FALLBACK_IMAGE)
  })

  it('sends outside images through the image proxy and refuses other schemes', () => {
    expect(mediaImageUrl(media({ medium: 'https://cdn.example.com/a.jpg' }), 'medium')).toBe('/api/image-proxy?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&cdn=gala')
    expect(mediaImageUrl(media({ medium: 'javascript:alert(1)' }, 'data:image/png;base64,AA'), 'medium')).toBe(ARTICLE_FALLBACK_IMAGE)
  })
})

describe('list helpers', () => {
  it('reads ?page= as a whole number above 1, anything else as page 1', () => {
    expect(validatePageSearch({ page: '3' })).toEqual({ page: 3 })
    expect(validatePageSearch({ page: 2 })).toEqual({ page: 2 })
    for (const page of ['1', '0', '-2', '2.5', 'abc', undefined, '99999999']) expect(validatePageSearch({ page })).toEqual({})
  })

  it('truncates at a word with an ellipsis, never longer than asked', () => {
    expect(truncate('short', 180)).toBe('short')
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 200 }), (text, max) => {
        const cut = truncate(text, max)
        expect(cut.length).toBeLessThanOrEqual(max)
        if (text.length <= max) expect(cut).toBe(text)
        else expect(cut.endsWith('…')).toBe(true)
      }),
    )
  })
})

describe('sanitizeArticleHtml (acceptance 6)', () => {
  const hostile = fc.constantFrom(
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<img src="/ok.svg" ONERROR="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)><script>alert(1)</script></svg>',
    '<math><mtext><script>alert(1)</script></mtext></math>',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    '<body onload=alert(1)>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<style>@import "evil.css"</style>',
    '<p><<script>script>alert(1)<</script>/script></p>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="https://evil.example/">',
    '<a href="//evil.example/">protocol-relative</a>',
  )
  const benign = fc.constantFrom('<p>Hello</p>', '<h2>Title</h2>', '<ul><li>One</li></ul>', 'plain text & more', '<a href="https://example.com">ok</a>', '<em>', '</p>', '<img src="/media/a.svg" alt="a">')
  const fragments = fc.array(fc.oneof(hostile, benign, fc.string({ maxLength: 20 })), { maxLength: 12 }).map((parts) => parts.join(''))

  it('leaves no script, frame, handler, style or dangerous URL, whatever is mixed in', () => {
    fc.assert(
      fc.property(fragments, (html) => {
        const clean = sanitizeArticleHtml(html)
        expect(clean).not.toMatch(/<\s*(script|iframe|svg|math|style|object|embed|form|button|meta|base|body)\b/i)
        expect(clean).not.toMatch(/\son[a-z]+\s*=/i)
        expect(clean).not.toMatch(/\sstyle\s*=/i)
        expect(clean).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i)
        expect(clean).not.toMatch(/(href|src)\s*=\s*"\/\//i)
      }),
      { numRuns: 300 },
    )
  })

  it('is stable: sanitising again changes nothing', () => {
    fc.assert(
      fc.property(fragments, (html) => {
        const once = sanitizeArticleHtml(html)
        expect(sanitizeArticleHtml(once)).toBe(once)
      }),
      { numRuns: 200 },
    )
  })

  it('keeps the allowed structure', () => {
    const html =
      '<h1>Big</h1><h2>Sub</h2><p>A <strong>b</strong> <em>c</em></p><ol start="3"><li>x</li></ol><blockquote><p>q</p></blockquote>' +
      '<figure><img src="https://wp.example/a.jpg" alt="A" width="10" height="5"><figcaption>Cap</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<p><a href="mailto:hi@gala.ph">mail</a> <a href="/movies">movies</a></p>'
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Big</h2><h2>Sub</h2><p>A <strong>b</strong> <em>c</em></p><ol start="3"><li>x</li></ol><blockquote><p>q</p></blockquote>' +
        '<figure><img src="https://wp.example/a.jpg" alt="A" width="10" height="5" loading="lazy" decoding="async" /><figcaption>Cap</figcaption></figure>' +
        '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
        '<p><a href="mailto:hi@gala.ph">mail</a> <a href="/movies">movies</a></p>',
    )
  })

  it('turns WordPress titles into text', () => {
    expect(htmlToText('Ana&#8217;s <em>pick</em> &amp; more')).toBe('Ana’s pick & more')
    expect(htmlToText('<script>alert(1)</script>Safe')).toBe('Safe')
  })
})
