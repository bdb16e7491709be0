/**
 * Parts of a server-rendered page that hydrate when they come into view (components/hydrate-when-seen.tsx,
 * decision 040 "Stop 31"): on the home page at 360 px, a section far below the first screen is still the server's
 * HTML once the page has been taken over, its content already readable; it comes to life when scrolled to or when
 * the keyboard's focus reaches it, and a tap right after a jump there is not lost: the link navigates inside the app.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test.use({ serviceWorkers: 'block' })

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Whether React has taken this element over (hydration attaches its fiber to the node). */
function hydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))
}

const GUIDE_LINK = 'section[aria-labelledby="guides-heading"] a[href="/guides/transportation"]'
const guideLink = (page: Page) => page.locator(GUIDE_LINK)
const pressLink = (page: Page) => section(page, 'Hot Off the Press').getByRole('link', { name: 'View all Hot Off the Press' })

test('a section below the first screen stays server HTML until it is seen, then hydrates', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the first screen is the phone one')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your City' })).toBeVisible()
  // The page is taken over (the header is live), and the guides, far below, are readable but not hydrated.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(section(page, 'Essential City Guides').getByRole('link', { name: /Getting Around/ })).toHaveAttribute('href', '/guides/transportation')
  expect(await hydrated(page.getByRole('link', { name: 'Gala home' }))).toBe(true)
  expect(await hydrated(guideLink(page))).toBe(false)
  expect(await hydrated(pressLink(page))).toBe(false)

  await guideLink(page).evaluate((node) => node.scrollIntoView({ block: 'center' }))
  await expect.poll(() => hydrated(guideLink(page))).toBe(true)
  // A section skipped over on the way, never near the screen, still waits.
  expect(await hydrated(pressLink(page))).toBe(false)
})

test('a section reached by the keyboard before it is seen hydrates, and its link navigates inside the app', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the first screen is the phone one')
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await hydrated(guideLink(page))).toBe(false)
  // A mark on the window survives a navigation inside the app and not a page load.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  // Focus without scrolling: the section is still far from the screen, so only the focus can open it.
  await guideLink(page).evaluate((node) => (node as HTMLElement).focus({ preventScroll: true }))
  await expect.poll(() => hydrated(guideLink(page))).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/guides/transportation')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
})

test('a tap right after a jump to a section far below is not lost', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the first screen is the phone one')
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await guideLink(page).evaluate((node) => node.scrollIntoView({ block: 'center' }))
  await guideLink(page).tap()
  await expect(page).toHaveURL('/guides/transportation')
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
})
