/**
 * The update flow (issue 6, acceptance 4): a release deployed while the app is open installs in the
 * background and waits; the page says a new version is ready, nothing reloads by itself, and Reload
 * brings the new version in. The app runs on a copy of the build, so "deploying" here cannot disturb
 * the other tests' server.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, waitForServiceWorker } from './fixtures.ts'
import { projectRoot } from '../../api/env.ts'
import { startTestApp } from '../support/test-app.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test('a new release waits for the user, then Reload loads it', async ({ page }) => {
  test.slow()
  const build = mkdtempSync(path.join(tmpdir(), 'gala-release-'))
  cpSync(process.env.DIST_DIR || path.join(projectRoot, 'dist'), build, { recursive: true })
  const app = await startTestApp({ env: { DIST_DIR: build } })
  try {
    await page.goto(`${app.url}/about`)
    await expect(page.getByRole('heading', { level: 1, name: 'About Gala' })).toBeVisible()
    await waitForServiceWorker(page)

    // Deploy: a new index.html, and a service worker whose precache names its new revision.
    const index = path.join(build, 'index.html')
    writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', '<meta name="gala-release" content="next"></head>'))
    const sw = path.join(build, 'sw.js')
    const nextWorker = readFileSync(sw, 'utf8').replace(/"revision":"[0-9a-f]+","url":"index.html"/, '"revision":"next-release","url":"index.html"')
    expect(nextWorker).toContain('"revision":"next-release","url":"index.html"')
    writeFileSync(sw, nextWorker)

    // The app looks for a release when it comes back to the foreground (and hourly); here the test asks.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
    const notice = page.getByRole('status').filter({ hasText: 'A new version of Gala is ready.' })
    await expect(notice).toBeVisible({ timeout: 15_000 })
    // Nothing changes until the person agrees.
    await expect(page.locator('meta[name="gala-release"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'About Gala' })).toBeVisible()

    await notice.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('meta[name="gala-release"]')).toHaveAttribute('content', 'next', { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'About Gala' })).toBeVisible()
    await expect(notice).toBeHidden()
  } finally {
    await app.close()
    rmSync(build, { recursive: true, force: true })
  }
})

test('Later puts the notice away and keeps the current version', async ({ page }) => {
  test.slow()
  const build = mkdtempSync(path.join(tmpdir(), 'gala-release-'))
  cpSync(process.env.DIST_DIR || path.join(projectRoot, 'dist'), build, { recursive: true })
  const app = await startTestApp({ env: { DIST_DIR: build } })
  try {
    await page.goto(`${app.url}/about`)
    await waitForServiceWorker(page)
    const sw = path.join(build, 'sw.js')
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next release\n`)
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
    const notice = page.getByRole('status').filter({ hasText: 'A new version of Gala is ready.' })
    await expect(notice).toBeVisible({ timeout: 15_000 })
    await notice.getByRole('button', { name: 'Later' }).click()
    await expect(notice).toBeHidden()
    // The new worker is still waiting: it was not forced on the page.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting !== null))).toBe(true)
  } finally {
    await app.close()
    rmSync(build, { recursive: true, force: true })
  }
})
