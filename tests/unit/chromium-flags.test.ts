import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium } from 'playwright'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_UI_FEATURES_OFF, PLAYWRIGHT_FEATURES_OFF, chromiumPath, playwrightChromiumArgs } from '../../playwright.config.ts'

/** The features the installed playwright-core turns off (its chromiumSwitches.ts, bundled into lib/coreBundle.js). */
function installedPlaywrightFeaturesOff(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1]
  if (!list) throw new Error('playwright-core no longer lists its disabled features where this test looks: read chromiumSwitches.ts again')
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!)
}

describe('the Chromium the browser tests launch', () => {
  it("keeps every feature Playwright turns off, since Chromium reads only the last --disable-features", () => {
    expect(PLAYWRIGHT_FEATURES_OFF).toEqual(installedPlaywrightFeaturesOff())
    const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    expect(switches[0]!.slice('--disable-features='.length).split(',')).toEqual([...PLAYWRIGHT_FEATURES_OFF, ...CHROMIUM_UI_FEATURES_OFF])
  })

  it('builds no address-bar popup pages for a new context', { timeout: 60_000 }, async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs })
    try {
      const context = await browser.newContext()
      await (await context.newPage()).setContent('<h1>Gala</h1>')
      const cdp = await browser.newBrowserCDPSession()
      const { targetInfos } = await cdp.send('Target.getTargets')
      expect(targetInfos.map((target) => target.url)).toEqual(['about:blank'])
    } finally {
      await browser.close()
    }
  })
})
