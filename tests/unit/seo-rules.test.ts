import { describe, expect, it } from 'vitest'
import { SeoOverrideBody, SeoPath, robotsIssues, robotsText } from '../../api/contracts/seo.ts'
import { escapeXml, w3cDatetime } from '../../api/modules/seo/sitemap-xml.ts'

describe('robots policy rules (decision 032)', () => {
  it('accepts comments, blank lines, groups and the RFC 9309 forms', () => {
    expect(robotsIssues('# Gala\n\nUser-agent: *\nDisallow:\nAllow: /*.css$\nCrawl-delay: 1.5\n\nuser-agent: Googlebot\ndisallow: /search # no results pages\nSitemap: https://gala.example/other.xml')).toEqual([])
  })

  it('names the line of each problem', () => {
    expect(robotsIssues('User-agent:\nDisallow: /a b\nHost: gala.example').map((issue) => issue.message)).toEqual([
      'Line 1: User-agent needs one crawler name or *',
      'Line 2: Disallow path must not hold spaces',
      'Line 3: unknown directive "Host" (known: User-agent, Allow, Disallow, Crawl-delay, Sitemap)',
    ])
    expect(robotsIssues('User-agent: *\r\nNope\r\n')[0]).toEqual({ line: 2, message: 'Line 2: expected "Directive: value" (e.g. "Disallow: /admin/")' })
  })

  it('always ends robots.txt with one Sitemap line', () => {
    expect(robotsText('User-agent: *\nDisallow: /admin/', 'https://gala.example')).toBe('User-agent: *\nDisallow: /admin/\n\nSitemap: https://gala.example/sitemap.xml\n')
    expect(robotsText('User-agent: *\nSitemap: https://gala.example/sitemap.xml\n', 'https://gala.example').match(/Sitemap:/g)).toHaveLength(1)
    expect(robotsText('', 'https://gala.example')).toBe('Sitemap: https://gala.example/sitemap.xml\n')
  })
})

describe('override paths and limits', () => {
  it('normalises a path and refuses what is not one', () => {
    expect(SeoPath.parse(' /events/ ')).toBe('/events')
    expect(SeoPath.parse('/')).toBe('/')
    for (const bad of ['events', '//evil.example', '/a?b=1', '/a#top', '/a b', '/a\u0000']) expect(SeoPath.safeParse(bad).success, bad).toBe(false)
  })

  it('keeps empty fields as null and needs one of them', () => {
    expect(SeoOverrideBody.parse({ path: '/a', title: ' Title ', description: '' })).toEqual({ path: '/a', title: 'Title', description: null })
    expect(SeoOverrideBody.safeParse({ path: '/a' }).success).toBe(false)
    expect(SeoOverrideBody.safeParse({ path: '/a', title: 'x'.repeat(70) }).success).toBe(true)
  })
})

describe('sitemap XML helpers', () => {
  it('escapes the XML characters and writes W3C datetimes to the second', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;')
    expect(w3cDatetime(new Date('2026-11-25T03:40:00.999Z'))).toBe('2026-11-25T03:40:00Z')
  })
})
