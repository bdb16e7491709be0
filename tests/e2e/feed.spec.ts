/**
 * The feed, people to follow on /explore and the profile-completion dialog (decision 025) as people use
 * them at 360 px (and 1280 px) against the real server: follow two reviewers and read their reviews in /feed;
 * follow someone from /explore; a person without a display name presses like, names themselves, and the
 * like goes through.
 */
import { randomBytes } from 'node:crypto'
import { expect, test, type Page, type TestInfo } from './fixtures.ts'
import type { PlaceListResponse } from '../../api/contracts/places.ts'
import { freshAccount, openApp, registerUser, signInWithPassword, type E2EAccount } from './support.ts'

function person(testInfo: TestInfo, label: string, first: string): E2EAccount {
  return freshAccount(testInfo, label, `${first} ${randomBytes(3).toString('hex')}`)
}

/** A demo place for this test and project alone (slots 6 and up; community.spec.ts uses 0-3). */
async function ownPlace(page: Page, slot: number, project: string): Promise<{ slug: string; name: string }> {
  const places = (await (await page.request.get('/api/places?per_page=30')).json()) as PlaceListResponse
  const place = places.data[slot * 2 + (project === 'mobile' ? 0 : 1)]
  if (!place) throw new Error('Not enough demo places')
  return { slug: place.slug, name: place.name }
}

/** Signs the page's session in as `account` and posts a review of the place through the API. */
async function reviewAs(page: Page, account: E2EAccount, placeSlug: string, content: string) {
  await page.request.post('/api/logout')
  await signInWithPassword(page, account)
  const posted = await page.request.post('/api/posts', { data: { postType: 'review', contentTypeId: 1, externalContentId: placeSlug, content, rating: 5 } })
  expect(posted.status(), await posted.text()).toBe(201)
  await page.request.post('/api/logout')
}

test('following two reviewers brings their reviews into /feed, newest first, linked to the person and the place', async ({ page }, testInfo) => {
  // Three accounts, two reviews and two profile visits: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  const ana = await registerUser(page, person(testInfo, 'feed-ana', 'Ana'))
  const ben = await registerUser(page, person(testInfo, 'feed-ben', 'Ben'))
  const me = await registerUser(page, person(testInfo, 'feed-me', 'Mia'))
  const fort = await ownPlace(page, 6, testInfo.project.name)
  const park = await ownPlace(page, 7, testInfo.project.name)
  await reviewAs(page, ana, fort.slug, 'Walls older than the city.')
  await reviewAs(page, ben, park.slug, 'Best at sunrise.')

  await signInWithPassword(page, me)
  await openApp(page, '/feed')
  await expect(page.getByRole('heading', { name: 'Not Following Anyone Yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute('href', '/explore#people')

  for (const account of [ana, ben]) {
    await openApp(page, `/profile/${account.username}`)
    await page.getByRole('button', { name: 'Follow', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  }

  await openApp(page, '/feed')
  const items = page.getByTestId('feed-item')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText(`${ben.name} reviewed ${park.name}`)
  await expect(items.nth(0)).toContainText('Best at sunrise.')
  await expect(items.nth(1)).toContainText(`${ana.name} reviewed ${fort.name}`)
  await expect(items.nth(1).getByRole('link', { name: fort.name })).toHaveAttribute('href', `/places/${fort.slug}`)
  // With the place's picture beside it (issue 36): small, lazy, sized so the list does not move.
  const picture = items.nth(1).locator(`a[href="/places/${fort.slug}"] img`)
  await expect(picture).toHaveAttribute('loading', 'lazy')
  await expect(picture).toHaveAttribute('width', '48')
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await page.screenshot({ path: testInfo.outputPath('feed-360.png') })
  await items.nth(1).getByRole('link', { name: ana.name }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${ana.username}$`))
})

test('/explore suggests people followed by those one follows, with a Follow button that works', async ({ page }, testInfo) => {
  const me = await registerUser(page, person(testInfo, 'explore-me', 'Ivy'))
  const friend = await registerUser(page, person(testInfo, 'explore-fr', 'Rex'))
  const suggested = await registerUser(page, person(testInfo, 'explore-sg', 'Sol'))
  await signInWithPassword(page, friend)
  expect((await page.request.post(`/api/users/${suggested.username}/follow`)).status()).toBe(200)
  await page.request.post('/api/logout')
  await signInWithPassword(page, me)
  expect((await page.request.post(`/api/users/${friend.username}/follow`)).status()).toBe(200)

  await openApp(page, '/explore')
  await expect(page.getByRole('heading', { name: 'People to follow' })).toBeVisible()
  const network = page.getByRole('list', { name: 'Followed by people you follow' })
  const card = network.getByTestId('person-card').filter({ hasText: suggested.name })
  await expect(card).toContainText(`Followed by ${friend.name}`)
  // The active reviewers of the demo data are offered too, never oneself or the friend already followed.
  await expect(page.getByRole('list', { name: 'Most active reviewers' }).getByRole('button', { name: 'Follow', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('article', { name: me.name, exact: true })).toHaveCount(0)
  await expect(page.getByRole('article', { name: friend.name, exact: true })).toHaveCount(0)
  await expect(page.getByRole('article', { name: suggested.name, exact: true })).toHaveCount(1)

  await card.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  const status = await page.request.get(`/api/users/${suggested.username}/follow-status`)
  expect(await status.json()).toMatchObject({ isFollowing: true })
})

test('a person without a display name who presses like is asked for one, and the like then goes through', async ({ page }, testInfo) => {
  const author = await registerUser(page, person(testInfo, 'gate-author', 'Lea'))
  const place = await ownPlace(page, 8, testInfo.project.name)
  await reviewAs(page, author, place.slug, 'Quiet on weekday mornings.')
  const nameless = await registerUser(page, { ...freshAccount(testInfo, 'gate-noname'), name: '' })

  await signInWithPassword(page, nameless)
  await openApp(page, `/places/${place.slug}`)
  const review = page.getByTestId('review').filter({ hasText: author.name })
  const like = review.getByRole('button', { name: /^Like \d+ likes?/ })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await like.click()

  const dialog = page.getByRole('dialog', { name: 'Complete your profile' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Save and continue' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a display name to continue.')
  await dialog.getByLabel('Display name').fill('Nena Cruz')
  await dialog.getByRole('button', { name: 'Save and continue' }).click()
  await expect(dialog).toHaveCount(0)

  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(review.getByTestId('post-like-count')).toHaveText('1')
  const user = (await (await page.request.get('/api/user')).json()) as { displayName: string | null }
  expect(user.displayName).toBe('Nena Cruz')
})
