import { expect, test, type Page } from './fixtures.ts'
import type { AdminReflinkListResponse } from '../../api/contracts/admin-reflinks.ts'
import type { WpPost } from '../../api/contracts/articles.ts'
import { adminAccount, openApp, registerUser, signInWithPassword } from './support.ts'

/**
 * Issue 15 acceptance 4 (article reflinks, decision 033): an admin adds a reflink rule for a phrase of a seeded
 * article, previews it, and sees the link in the public article. Each project links its own phrase of the Bohol
 * travel story (no other spec reads that body), and deletes its rule at the end.
 */
const ARTICLE_TITLE = 'Bohol beyond the Chocolate Hills'
const PHRASES = {
  mobile: { phrase: 'tarsiers', url: 'https://tarsier.example/visit', paid: true, rel: 'sponsored noopener' },
  desktop: { phrase: 'heritage churches', url: 'https://churches.example/bohol', paid: false, rel: 'noopener' },
} as const

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

/** Deletes this project's rule when a previous run left it behind. */
async function removeLeftover(page: Page, phrase: string) {
  const list = (await (await page.request.get('/api/admin/reflinks')).json()) as AdminReflinkListResponse
  for (const rule of list.data.filter((r) => r.phrase.toLowerCase() === phrase)) {
    expect((await page.request.delete(`/api/admin/reflinks/${rule.id}`)).status()).toBe(200)
  }
}

test('an admin adds a reflink rule, previews it and sees it in an article', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const mine = PHRASES[testInfo.project.name as keyof typeof PHRASES]
  const account = await registerUser(page, adminAccount(testInfo, 'reflinks-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  await removeLeftover(page, mine.phrase)

  await openApp(page, '/admin/article-reflinks')
  await expect(page.getByRole('heading', { name: 'Article Reflinks', level: 1 })).toBeVisible()

  // Create: the server's messages first, then a valid rule.
  await page.getByRole('button', { name: 'New rule' }).click()
  await page.getByLabel('Phrase').fill(mine.phrase)
  await page.getByLabel('Link address').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Create rule' }).click()
  await expect(page.getByText('URL must be a full web address starting with http:// or https://')).toBeVisible()
  await page.getByLabel('Link address').fill(mine.url)
  if (mine.paid) await page.getByLabel(/Paid link/).check()
  await page.getByRole('button', { name: 'Create rule' }).click()
  // The form closes once the rule is saved (its toast may be gone by then on a slow, shared machine).
  await expect(page.getByRole('button', { name: 'Create rule' })).toHaveCount(0)
  const row = page.getByTestId('reflink-rule').filter({ has: page.getByRole('heading', { name: mine.phrase, exact: true }) })
  await expect(row).toBeVisible()
  await expect(row.getByTestId('reflink-count')).toHaveText(/^Links [1-9]\d*\+? articles?$/)
  await expect(row.getByText(mine.paid ? 'Paid · sponsored' : 'Editorial')).toBeVisible()
  await expectNoHorizontalScroll(page)

  // Preview on the Bohol story: the inserted link is marked.
  await row.getByRole('button', { name: `Preview ${mine.phrase}` }).click()
  await page.getByLabel('Find an article by title').fill('Bohol')
  await page.getByRole('button', { name: ARTICLE_TITLE }).click()
  const preview = page.getByTestId('reflink-preview')
  const previewed = preview.getByRole('link', { name: mine.phrase, exact: true })
  await expect(previewed).toHaveAttribute('href', mine.url)
  await expect(previewed).toHaveAttribute('data-reflink', /^\d+$/)
  await expect(preview.getByText(`Links inserted (highlighted):`)).toContainText(`“${mine.phrase}”`)
  await expectNoHorizontalScroll(page)

  // The public article page has the link with the right rel.
  await preview.getByRole('link', { name: 'Open the article' }).click()
  await expect(page).toHaveURL(/\/article\/\d+\/bohol-beyond-the-chocolate-hills$/)
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible()
  const linked = page.getByRole('main').getByRole('link', { name: mine.phrase, exact: true })
  await expect(linked).toHaveCount(1)
  await expect(linked).toHaveAttribute('href', mine.url)
  await expect(linked).toHaveAttribute('rel', mine.rel)
  await expect(linked).not.toHaveAttribute('data-reflink', /.*/)

  // Delete the rule: the article is served without the link.
  await openApp(page, '/admin/article-reflinks')
  await row.getByRole('button', { name: `Delete ${mine.phrase}` }).click()
  await row.getByRole('button', { name: 'Delete rule' }).click()
  await expect(row).toHaveCount(0)
  const articles = (await (await page.request.get('/api/articles?search=Bohol%20Chocolate')).json()) as WpPost[]
  const bohol = articles.find((article) => article.slug === 'bohol-beyond-the-chocolate-hills')
  expect(bohol?.content.rendered).not.toContain(mine.url)
})
