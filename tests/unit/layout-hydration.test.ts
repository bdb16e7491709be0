/**
 * The root layout's hydration switch (pwa/lib/layout-hydration.tsx, decision 040 "First paint"): the server draws the
 * layout as hydration will find it, without its browser-only parts (which read navigator, storage and the like).
 * What happens after hydration (the switch in a transition, the header's account appearing) is seen in the browser
 * suite: tests/e2e/ssr.spec.ts acceptance 3.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LayoutClientOnly, useLayoutHydrated } from '@/lib/layout-hydration'

function Probe() {
  return createElement('p', null, useLayoutHydrated() ? 'hydrated' : 'as the server drew it')
}

function BrowserOnly(): never {
  throw new Error('navigator is not defined')
}

describe('the layout on the server', () => {
  it('is drawn as before the switch', () => {
    expect(renderToString(createElement(Probe))).toBe('<p>as the server drew it</p>')
  })

  it('leaves the browser-only parts out, so they never run there', () => {
    expect(renderToString(createElement('div', null, createElement(LayoutClientOnly, null, createElement(BrowserOnly))))).toBe('<div></div>')
  })
})
