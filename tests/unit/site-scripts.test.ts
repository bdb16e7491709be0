import { describe, expect, it } from 'vitest'
import { normalisePath, pageBlockReason, prefixCovers, scriptVerdict } from '../../api/contracts/site-scripts-rules.ts'
import { isRuntimeCachedApiPath } from '../../pwa/lib/offline-rules.ts'
import { withFreshNonce } from '../../sw/document-nonce.ts'

describe('withFreshNonce (the service worker answering a navigation with the precached app shell)', () => {
  const policy = (nonce: string) => `default-src 'self';script-src 'self' 'nonce-${nonce}';frame-ancestors 'none'`
  const shell = (nonce: string) =>
    new Response(`<html><head><meta name="csp-nonce" nonce="${nonce}"></head><body></body></html>`, {
      headers: {
        'Content-Security-Policy': policy(nonce),
        'Content-Type': 'text/html',
        'Content-Length': '80',
      },
    })

  it('puts one new nonce into the policy and the document', async () => {
    const answered = await withFreshNonce(shell('OLD0nonce0value0abc+/=='), 'NEW0nonce0value0xyz+/==')
    expect(answered.headers.get('Content-Security-Policy')).toBe(policy('NEW0nonce0value0xyz+/=='))
    expect(answered.headers.get('Content-Type')).toBe('text/html')
    expect(answered.headers.get('Content-Length')).toBeNull()
    const html = await answered.text()
    expect(html).toContain('nonce="NEW0nonce0value0xyz+/=="')
    expect(html).not.toContain('OLD0nonce')
  })

  it('draws a different nonce for each navigation', async () => {
    const first = (await withFreshNonce(shell('A'.repeat(24)))).headers.get('Content-Security-Policy')
    const second = (await withFreshNonce(shell('A'.repeat(24)))).headers.get('Content-Security-Policy')
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/)
    expect(first).not.toBe(second)
  })

  it('keeps no service-worker copy of the public scripts (offline they do not run)', () => {
    expect(isRuntimeCachedApiPath('/api/scripts/public')).toBe(false)
  })

  it('leaves a response without a nonce alone', async () => {
    const plain = new Response('<html></html>', {
      headers: { 'Content-Security-Policy': "script-src 'self'" },
    })
    expect(await withFreshNonce(plain)).toBe(plain)
  })
})

describe('site-script rules', () => {
  it('matches prefixes at segment boundaries, or anything below a prefix ending in /', () => {
    expect(prefixCovers('/movies', '/movies')).toBe(true)
    expect(prefixCovers('/movies', '/movies/now-showing')).toBe(true)
    expect(prefixCovers('/movies', '/moviesx')).toBe(false)
    expect(prefixCovers('/events/', '/events')).toBe(false)
    expect(prefixCovers('/events/', '/events/fair')).toBe(true)
    expect(prefixCovers('/', '/anything')).toBe(true)
  })

  it('normalises case, repeated and trailing slashes, query and fragment', () => {
    expect(normalisePath('//Admin//Dashboard/?x=1#top')).toBe('/admin/dashboard')
    expect(pageBlockReason('/TICKETS/')).not.toBeNull()
    expect(pageBlockReason('/movies/detail/abc/dune/tickets/x')).not.toBeNull()
  })

  it('reports a case-insensitive exclusion', () => {
    expect(scriptVerdict({ enabled: true, essential: true, excludedPaths: ['/Food-Drink'] }, '/food-drink/x', true)).toEqual({
      runs: false,
      reason: 'Excluded by the script (/Food-Drink)',
    })
  })
})
