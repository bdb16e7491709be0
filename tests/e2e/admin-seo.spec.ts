import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import { adminAccount, openApp, registerUser, signInWithPassword } from './support.ts'

// Issue 15, /admin/seo-tools (decision 032): an admin sets a title override for a public page and sees it
// as that page's document title; edits the robots policy and sees /robots.txt change. Each project uses
// its own page and its own robots lines, so the two projects can run at once on one server.
test('an admin overrides a page title and edits robots.txt', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const account = await registerUser(page, adminAccount(testInfo, 'seo-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  const tag = randomBytes(3).toString('hex')
  // Pages no other spec reads the title of (the specs share one server): the override stays after the test.
  const pagePath = testInfo.project.name === 'mobile' ? '/health-beauty' : '/campus'
  const title = `Gala SEO check ${tag}`

  await openApp(page, '/admin/seo-tools')
  await expect(page.getByRole('heading', { name: 'SEO Tools', level: 1 })).toBeVisible()
  await expect(page.getByTestId('sitemap-kinds').getByRole('row', { name: /Movies/ })).toBeVisible()

  // The title override: edit this project's override when an earlier run left one, else add it.
  const overrides = page.getByRole('region', { name: 'Title and description overrides' })
  await overrides.getByRole('searchbox', { name: 'Search overrides' }).fill(pagePath)
  await overrides.getByRole('button', { name: 'Search', exact: true }).click()
  const existing = overrides.getByTestId('seo-overrides').getByRole('listitem').filter({ has: page.getByRole('link', { name: pagePath, exact: true }) })
  await expect(existing.or(overrides.getByText('No override matches.'))).toBeVisible()
  if (await existing.count()) await existing.getByRole('button', { name: `Edit ${pagePath}` }).click()
  else await overrides.getByLabel('Page path').fill(pagePath)
  await overrides.getByLabel('Title', { exact: true }).fill('x'.repeat(71))
  await expect(overrides.getByLabel('Title', { exact: true })).toHaveValue('x'.repeat(70))
  await overrides.getByLabel('Title', { exact: true }).fill(title)
  await overrides.getByLabel('Description', { exact: true }).fill(`A page about Gala, checked by run ${tag}.`)
  await overrides.getByRole('button', { name: /Add override|Save override/ }).click()
  await expect(overrides.getByTestId('seo-overrides').getByText(title)).toBeVisible()

  await openApp(page, pagePath)
  await expect(page).toHaveTitle(title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `A page about Gala, checked by run ${tag}.`)

  // The robots policy: a refused line, then a valid one, then /robots.txt serves it.
  await openApp(page, '/admin/seo-tools')
  const robots = page.getByRole('region', { name: 'Robots policy' })
  const policy = robots.getByRole('textbox', { name: /Policy/ })
  await expect(policy).toHaveValue(/User-agent/)
  const current = await policy.inputValue()
  const cleaned = current
    .split('\n')
    .filter((line) => !line.includes(`e2e-seo-${testInfo.project.name}`))
    .join('\n')
  await policy.fill(`${cleaned}\nNoindex: /x`)
  await expect(robots.getByTestId('robots-issues')).toContainText(/Line \d+: unknown directive "Noindex"/)
  await expect(robots.getByRole('button', { name: 'Save policy' })).toBeDisabled()
  const lines = `User-agent: e2e-seo-${testInfo.project.name}\nDisallow: /e2e-${tag}/`
  await policy.fill(`${cleaned}\n\n${lines}`)
  await expect(robots.getByTestId('robots-preview')).toContainText(`Disallow: /e2e-${tag}/`)
  await expect(robots.getByTestId('robots-preview')).toContainText(/Sitemap: http.*\/sitemap\.xml/)
  await robots.getByRole('button', { name: 'Save policy' }).click()
  await expect(page.getByText('Robots policy saved').first()).toBeVisible()

  const served = await request.get('/robots.txt')
  expect(served.status()).toBe(200)
  const text = await served.text()
  expect(text).toContain(lines)
  expect(text).toMatch(/Sitemap: http\S*\/sitemap\.xml\n$/)
  await page.goto('/robots.txt')
  await expect(page.locator('body')).toContainText(`Disallow: /e2e-${tag}/`)
})
