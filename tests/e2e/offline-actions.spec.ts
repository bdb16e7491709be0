/**
 * Actions taken offline (issue 6, acceptance 3), as people meet them in real Chromium at 360 px and
 * 1280 px against the real server: a like made when the signal drops is kept and sent once when it
 * comes back (the server has exactly one like); a replay the server refuses (signed out elsewhere) is
 * shown with the server's message and can be retried or discarded; buying tickets and signing in say
 * they need a connection; settings clears offline data but keeps unsent changes.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures.ts'
import type { WpPost } from '../../api/contracts/articles.ts'
import type { LikeResult } from '../../api/contracts/likes.ts'
import type { NearbyResponse } from '../../api/contracts/movies.ts'
import { freshAccount, openApp, registerUser, savedQueryKeys, signInWithPassword, toastWith, type E2EAccount } from './support.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const OFFLINE_SIGN_IN = "You're offline. Signing in needs a connection."
const OFFLINE_TICKETS = "You're offline. Buying tickets needs a connection."

/**
 * An article for this test and project alone (the like counts must not race another test's). The demo
 * database has dozens of articles; each test takes its own slot.
 */
async function ownArticle(page: Page, slot: number, project: string): Promise<WpPost> {
  const articles = (await (await page.request.get('/api/articles?per_page=20')).json()) as WpPost[]
  const article = articles[slot * 2 + (project === 'mobile' ? 0 : 1)]
  if (!article) throw new Error('Not enough demo articles')
  return article
}

const articlePath = (article: WpPost) => `/article/${article.id}/${article.slug}`

/** The article's likes as the given client (the page's session, or another) sees them. */
async function likesOf(client: APIRequestContext, article: WpPost): Promise<LikeResult> {
  const response = await client.get(`/api/articles/${article.id}/likes`)
  expect(response.status()).toBe(200)
  return (await response.json()) as LikeResult
}

/** A visitor's view from outside the browser: the count everybody sees. */
async function likeCount(baseURL: string, article: WpPost): Promise<number> {
  const visitor = await playwrightRequest.newContext({ baseURL })
  try {
    return (await likesOf(visitor, article)).likeCount
  } finally {
    await visitor.dispose()
  }
}

/**
 * Ends the browser's session on the server only, as signing out on another device would: the browser
 * keeps its cookie, which the server no longer knows.
 */
async function endSessionOnServer(context: BrowserContext, baseURL: string): Promise<void> {
  const session = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'gala_session')
  expect(session, 'the browser has a session cookie').toBeTruthy()
  const elsewhere = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `gala_session=${session!.value}` } })
  try {
    expect((await elsewhere.post('/api/logout')).status()).toBe(200)
  } finally {
    await elsewhere.dispose()
  }
}

async function signedInOnArticle(page: Page, account: E2EAccount, article: WpPost) {
  await signInWithPassword(page, account)
  await openApp(page, articlePath(article))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const like = page.getByRole('button', { name: 'Like', exact: true })
  await expect(page.getByTestId('like-count')).toBeVisible()
  return like
}

test('a like made offline is sent once when the connection is back: the server has exactly one like', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const account = await registerUser(page, freshAccount(testInfo, 'offlike'))
  const article = await ownArticle(page, 0, testInfo.project.name)
  const before = await likeCount(baseURL!, article)
  const like = await signedInOnArticle(page, account, article)
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('like-count')).toHaveText(`${before} ${before === 1 ? 'like' : 'likes'}`)

  // The signal drops in the basement; the person likes the article anyway.
  await context.setOffline(true)
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Will sync when online')).toBeVisible()
  await expect(page.getByTestId('like-count')).toHaveText(`${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`)
  expect(await likeCount(baseURL!, article)).toBe(before)

  // Back online: sent once, by itself.
  await context.setOffline(false)
  await expect(page.getByText('Will sync when online')).toBeHidden({ timeout: 10_000 })
  await expect.poll(() => likeCount(baseURL!, article)).toBe(before + 1)
  expect(await likesOf(page.request, article)).toEqual({ liked: true, likeCount: before + 1 })
  await expect(like).toHaveAttribute('aria-pressed', 'true')

  // A reload (and the replay that runs on start) sends nothing more.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('like-count')).toHaveText(`${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`)
  expect(await likeCount(baseURL!, article)).toBe(before + 1)
  await expect(page.getByRole('region', { name: 'Changes not saved' })).toHaveCount(0)
})

test('a replay the server refuses is shown with its message; Discard drops it, Retry after signing in sends it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const account = await registerUser(page, freshAccount(testInfo, 'refused'))
  const article = await ownArticle(page, 1, testInfo.project.name)
  const before = await likeCount(baseURL!, article)
  const like = await signedInOnArticle(page, account, article)
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  const notice = page.getByRole('region', { name: 'Changes not saved' })
  const refusal = `Couldn't save your like on “${title}”: Please log in to like items`

  // Liked offline; meanwhile the session ends on the server (signed out on another device).
  await context.setOffline(true)
  await like.click()
  await expect(page.getByText('Will sync when online')).toBeVisible()
  await endSessionOnServer(context, baseURL!)
  await context.setOffline(false)

  // The replay is refused with 401: kept and shown, not dropped.
  await expect(notice).toBeVisible({ timeout: 10_000 })
  await expect(notice).toContainText(refusal)
  await expect(page.getByText('Will sync when online')).toBeHidden()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  expect(await likeCount(baseURL!, article)).toBe(before)
  // Still there after a reload.
  await page.reload()
  await expect(notice).toContainText(refusal)

  // Discard: gone, and nothing was liked.
  await notice.getByRole('button', { name: 'Discard' }).click()
  await expect(notice).toHaveCount(0)
  expect(await likeCount(baseURL!, article)).toBe(before)

  // Again, and this time the person signs in again and retries.
  await signInWithPassword(page, account)
  await page.reload()
  await expect(page.getByTestId('like-count')).toBeVisible()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(page.getByText('Will sync when online')).toBeVisible()
  await endSessionOnServer(context, baseURL!)
  await context.setOffline(false)
  await expect(notice).toContainText(refusal, { timeout: 10_000 })
  await signInWithPassword(page, account)
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => likeCount(baseURL!, article)).toBe(before + 1)
  expect(await likesOf(page.request, article)).toEqual({ liked: true, likeCount: before + 1 })
})

test('a widget setting saved offline is kept on the device and saved once back online', async ({ page, context }, testInfo) => {
  const account = await registerUser(page, freshAccount(testInfo, 'offwidget'))
  await signInWithPassword(page, account)
  await openApp(page, '/settings')
  const forex = page.getByRole('switch', { name: 'Foreign Exchange' })
  await expect(forex).not.toBeChecked()

  await context.setOffline(true)
  await forex.click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Saved on this device')).toContainText(
    "You're offline. Your widget settings will be saved when you're back online.",
  )
  await expect(forex).toBeChecked()
  expect(await (await page.request.get('/api/user/widget-preferences')).json()).toMatchObject({ forexEnabled: false, isDefault: true })

  await context.setOffline(false)
  await expect
    .poll(async () => ((await (await page.request.get('/api/user/widget-preferences')).json()) as { forexEnabled: boolean }).forexEnabled, {
      timeout: 10_000,
    })
    .toBe(true)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page.getByRole('region', { name: 'Foreign Exchange' })).toBeVisible()
})

test('buying tickets and signing in say they need a connection when offline', async ({ page, context }) => {
  // A showtime page, reached online.
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)
  const nearby = (await (await page.request.get('/api/movies/nearby-malls?latitude=14.5509&longitude=121.0244')).json()) as NearbyResponse
  await openApp(page, `/movies/theaters/${nearby.data[0]!.slug}/${tomorrow}`)
  await page
    .getByRole('list', { name: /^Showtimes of / })
    .first()
    .getByRole('link')
    .first()
    .click()
  await expect(page).toHaveURL(/\/movies\/tickets\/\d+\/schedule\/\d+/)
  await expect(page.getByRole('combobox', { name: 'Date' })).toBeVisible()
  await expect(page.getByText(OFFLINE_TICKETS)).toHaveCount(0)

  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TICKETS })).toBeVisible()

  // Signing in (from the header, beside the page's "Please log in to purchase tickets"): the menu says it needs a
  // connection, the provider buttons are disabled, and the email form does not try.
  await expect(page.getByRole('note').filter({ hasText: 'Please log in to purchase tickets.' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const menu = page.getByRole('dialog', { name: 'Sign in to Gala' })
  await expect(menu.getByRole('status').filter({ hasText: OFFLINE_SIGN_IN })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-disabled', 'true')
  await menu.getByRole('button', { name: 'Sign in with Email' }).click()
  await menu.getByRole('textbox', { name: 'Email or username' }).fill('someone@gala.test')
  await menu.getByRole('button', { name: 'Send Login Code' }).click()
  await expect(menu.getByRole('alert')).toHaveText(OFFLINE_SIGN_IN)
  await expect(menu.getByRole('textbox', { name: 'Login code' })).toHaveCount(0)

  // Back online, the notes go away.
  await context.setOffline(false)
  await expect(menu.getByRole('status').filter({ hasText: OFFLINE_SIGN_IN })).toHaveCount(0)
  await expect(menu.getByRole('button', { name: 'Back to sign-in options' })).toBeVisible()
})

test('settings clears offline data and keeps changes waiting to be sent', async ({ page, context }, testInfo) => {
  const account = await registerUser(page, freshAccount(testInfo, 'cleardata'))
  const article = await ownArticle(page, 2, testInfo.project.name)
  await signedInOnArticle(page, account, article)
  // Something in the service worker's image cache, and the article saved for offline.
  await page.evaluate(async () => {
    const cache = await caches.open('gala-images')
    await cache.put('/media/test-image.png', new Response('x', { headers: { 'Content-Type': 'image/png' } }))
  })
  await expect.poll(() => savedArticleIds(page), { timeout: 10_000 }).toContain(article.id)

  // A like that waits for the connection; back online, the server stays out of reach for likes (as in
  // an outage), so it keeps waiting.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(page.getByText('Will sync when online')).toBeVisible()
  await page.route('**/api/articles/*/like', (route) => route.abort('internetdisconnected'))
  await context.setOffline(false)

  await openApp(page, '/settings')
  const section = page.getByRole('region', { name: 'Offline data' })
  await expect(section).toBeVisible()
  await expect(section.getByTestId('storage-used')).toHaveText(/^\d+(\.\d)? (bytes|KB|MB|GB)( of .+ available)?$/)
  await expect(section).toContainText('1 change is waiting to be sent. Clearing offline data keeps it.')

  await section.getByRole('button', { name: 'Clear offline data' }).click()
  await expect(section.getByRole('status')).toHaveText('Offline data cleared.')
  expect(await page.evaluate(() => caches.has('gala-images'))).toBe(false)
  await expect.poll(() => savedArticleIds(page)).not.toContain(article.id)
  // The unsent like is still there, and still goes out once the server can be reached.
  await expect(section).toContainText('1 change is waiting to be sent.')
  await page.unroute('**/api/articles/*/like')
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(section).not.toContainText('waiting to be sent', { timeout: 10_000 })
  expect(await likesOf(page.request, article)).toMatchObject({ liked: true })
})

/** Ids of the articles saved for offline in IndexedDB (lib/query-persistence.ts). */
async function savedArticleIds(page: Page): Promise<number[]> {
  const keys = await savedQueryKeys(page)
  return keys.filter((key) => key[0] === '/api/articles' && typeof key[1] === 'number').map((key) => key[1] as number)
}
