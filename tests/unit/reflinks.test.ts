import { describe, expect, it } from 'vitest'
import { createLinker, createMemoLinker, phrasePattern, type ReflinkRule } from '../../api/lib/reflinks.ts'

const rule = (id: number, phrase: string, extra: Partial<ReflinkRule> = {}): ReflinkRule => ({ id, phrase, url: `https://example.com/${id}`, paid: false, caseSensitive: false, ...extra })
const link = (html: string, ...rules: ReflinkRule[]) => createLinker(rules)(html)

describe('the reflink linker', () => {
  it('links the first occurrence only, with rel="noopener"', () => {
    const out = link('<p>Try the sisig. The sisig is good.</p><p>More sisig</p>', rule(1, 'sisig'))
    expect(out.html).toBe('<p>Try the <a href="https://example.com/1" rel="noopener">sisig</a>. The sisig is good.</p><p>More sisig</p>')
    expect(out.applied).toEqual([1])
  })

  it('marks paid links sponsored', () => {
    expect(link('<p>Visit Greenbelt today</p>', rule(1, 'Greenbelt', { paid: true })).html).toBe(
      '<p>Visit <a href="https://example.com/1" rel="sponsored noopener">Greenbelt</a> today</p>',
    )
  })

  it('never links inside a link, a heading, code, pre, script or style, and takes the next occurrence', () => {
    const html =
      '<h2>Halo-halo</h2><h6>halo-halo</h6><p><a href="/x">halo-halo here</a></p><pre>halo-halo</pre><p><code>halo-halo</code></p><script>halo-halo</script><style>halo-halo{}</style><p>Best halo-halo</p>'
    const out = link(html, rule(1, 'halo-halo'))
    expect(out.html).toBe(html.replace('<p>Best halo-halo</p>', '<p>Best <a href="https://example.com/1" rel="noopener">halo-halo</a></p>'))
  })

  it('never links inside attributes', () => {
    const html = '<p><img src="/a.jpg" alt="Binondo food crawl" title="Binondo"></p><p>Walk Binondo.</p>'
    const out = link(html, rule(1, 'Binondo'))
    expect(out.html).toBe('<p><img src="/a.jpg" alt="Binondo food crawl" title="Binondo"></p><p>Walk <a href="https://example.com/1" rel="noopener">Binondo</a>.</p>')
  })

  it('matches whole words only', () => {
    expect(link('<p>Manilan and Manila_x and Manila.</p>', rule(1, 'Manila')).html).toBe('<p>Manilan and Manila_x and <a href="https://example.com/1" rel="noopener">Manila</a>.</p>')
    expect(link('<p>Cafés</p>', rule(1, 'Café')).applied).toEqual([])
  })

  it('ignores case unless the rule is case-sensitive, keeping the text as written', () => {
    expect(link('<p>the JOLLIBEE branch</p>', rule(1, 'Jollibee')).html).toContain('>JOLLIBEE</a>')
    const sensitive = rule(1, 'Jollibee', { caseSensitive: true })
    expect(link('<p>JOLLIBEE, jollibee, Jollibee</p>', sensitive).html).toBe('<p>JOLLIBEE, jollibee, <a href="https://example.com/1" rel="noopener">Jollibee</a></p>')
  })

  it('lets a longer phrase win over an overlapping shorter one; the shorter takes a later free occurrence', () => {
    const out = link('<p>Manila Bay sunsets. Manila at night.</p>', rule(1, 'Manila'), rule(2, 'Manila Bay'))
    expect(out.html).toBe('<p><a href="https://example.com/2" rel="noopener">Manila Bay</a> sunsets. <a href="https://example.com/1" rel="noopener">Manila</a> at night.</p>')
    expect(out.applied).toEqual([2, 1])
    expect(link('<p>Manila Bay only</p>', rule(1, 'Manila'), rule(2, 'Manila Bay')).applied).toEqual([2])
  })

  it('applies each rule once, several rules in one body', () => {
    const out = link('<p>Adobo, sinigang, adobo.</p><p>Sinigang</p>', rule(1, 'adobo'), rule(2, 'sinigang'))
    expect(out.applied).toEqual([1, 2])
    expect(out.html.match(/<a /g)).toHaveLength(2)
  })

  it('escapes special characters of the phrase (no regular-expression meaning)', () => {
    expect(link('<p>C++ and Cxx (beta) [1] a.b axb</p>', rule(1, 'a.b')).html).toContain('<a href="https://example.com/1" rel="noopener">a.b</a> axb')
    expect(link('<p>Try (beta) now</p>', rule(1, '(beta)')).html).toContain('>(beta)</a>')
    expect(link('<p>price $5.00 or $5x00</p>', rule(1, '$5.00')).applied).toEqual([1])
    expect(phrasePattern('a*b', false).test('aaab')).toBe(false)
  })

  it('reads HTML entities as text and escapes what it rewrites', () => {
    const out = link('<p>Rock &amp; Roll at Caf&eacute; 1&lt;2</p>', rule(1, 'Rock & Roll'))
    expect(out.html).toBe('<p><a href="https://example.com/1" rel="noopener">Rock &amp; Roll</a> at Café 1&lt;2</p>')
    expect(link('<p>Café&nbsp;Adriatico</p>', rule(1, 'Café Adriatico')).html).toBe('<p><a href="https://example.com/1" rel="noopener">Café&nbsp;Adriatico</a></p>')
  })

  it('escapes the URL in the attribute', () => {
    const out = link('<p>Go there</p>', rule(1, 'there', { url: 'https://example.com/?a=1&b="2"' }))
    expect(out.html).toBe('<p>Go <a href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="noopener">there</a></p>')
  })

  it('keeps the rest of the body byte for byte, and bodies without a match unchanged', () => {
    const html = '<p class="x">Intro <br /> <em>emphasis</em></p>\n<ul><li>One Intramuros</li></ul>'
    expect(link(html, rule(1, 'nothing here')).html).toBe(html)
    expect(link(html, rule(1, 'Intramuros')).html).toBe(html.replace('One Intramuros', 'One <a href="https://example.com/1" rel="noopener">Intramuros</a>'))
  })

  it('skips a rule whose URL the body already links to', () => {
    expect(link('<p><a href="https://example.com/1">site</a> Makati</p>', rule(1, 'Makati')).applied).toEqual([])
  })

  it('marks links for the preview when asked', () => {
    expect(createLinker([rule(7, 'Quiapo')])('<p>Quiapo</p>', { highlight: true }).html).toBe('<p><a href="https://example.com/7" rel="noopener" data-reflink="7">Quiapo</a></p>')
  })

  it('memoises by input and leaves bodies alone without rules', () => {
    const memo = createMemoLinker([rule(1, 'Pasig')])
    expect(memo('<p>Pasig river</p>')).toBe(memo('<p>Pasig river</p>'))
    expect(createMemoLinker([])('<p>Pasig</p>')).toBe('<p>Pasig</p>')
  })
})
