/**
 * Installability (issue 6, acceptance 1): Chromium's own checks, through CDP, in a persistent profile
 * (a default Playwright context is incognito-like, where installability answers `in-incognito`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, test } from './fixtures.ts'
import { chromiumPath, playwrightChromiumArgs } from '../../playwright.config.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts, and Playwright applies the
// project's options to contexts a test launches itself).
test.use({ serviceWorkers: 'allow' })

test('Chromium finds the app installable and its manifest free of errors', async ({ baseURL }, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'gala-install-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: playwrightChromiumArgs, baseURL, viewport: testInfo.project.use.viewport ?? undefined, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.goto('/')
    // Installability includes an active service worker controlling the page in some Chromium versions.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string }
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
    expect(manifest.errors).toEqual([])
    const data = JSON.parse(manifest.data ?? '{}') as { shortcuts?: { name: string; url: string }[]; screenshots?: { form_factor: string }[] }
    expect(data.shortcuts?.map((shortcut) => shortcut.name)).toEqual(['Now Showing', 'Cinemas near me', 'Notifications'])
    expect(data.screenshots?.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors, { timeout: 15_000 })
      .toEqual([])
    // Every icon, shortcut icon and screenshot the manifest names is served as a PNG.
    const images = [...(JSON.parse(manifest.data ?? '{}').icons ?? []), ...(data.shortcuts ?? []).flatMap((s) => (s as { icons?: { src: string }[] }).icons ?? []), ...((data.screenshots ?? []) as unknown as { src: string }[])] as { src: string }[]
    for (const image of images) {
      const response = await page.request.get(image.src)
      expect(response.status(), image.src).toBe(200)
      expect(response.headers()['content-type'], image.src).toBe('image/png')
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
