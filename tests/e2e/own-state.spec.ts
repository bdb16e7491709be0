/**
 * The person's own state after a reload (issue 36, acceptance 4; decision 049). Public pages are rendered by the
 * server as a visitor sees them; once the browser knows who is signed in it asks again every read whose answer
 * depends on who asks. A like on a review of a movie and a follow on a profile, each reloaded, show as the
 * person's, without the control changing size; signing out and back in on the page takes the like away and back.
 */
import { randomBytes } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { expect, test, type Page } from './fixtures.ts'
import type { MovieSummary } from '../../api/contracts/movies.ts'
import { movieSlug } from '../../api/contracts/slugs.ts'
import { avatarButton, freshAccount, openApp, registerUser, signInWithCode, signInWithPassword, toastWith, type E2EAccount } from './support.ts'

/** A fresh account with a name no other test uses (cards are found by their author's name). */
const person = (testInfo: Parameters<typeof freshAccount>[0], label: string, first: string): E2EAccount =>
  freshAccount(testInfo, label, `${first} ${randomBytes(3).toString('hex')}`)

/** The size of a control, to compare its two states. */
async function sizeOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return { width: Math.round(box!.width), height: Math.round(box!.height) }
}

async function signOut(page: Page) {
  await avatarButton(page).click()
  await page.getByRole('dialog', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(toastWith(page, 'You have been successfully logged out.')).toBeVisible()
}

test("a review's like is still the person's after a reload, and follows them out and back in", async ({ page }, testInfo) => {
  const author = await registerUser(page, person(testInfo, 'own-author', 'Lia'))
  const fan = await registerUser(page, person(testInfo, 'own-fan', 'Marco'))
  const movies = ((await (await page.request.get('/api/movies/now-showing')).json()) as { data: MovieSummary[] }).data
  const movie = movies[2] ?? movies[0]!
  await signInWithPassword(page, author)
  const posted = await page.request.post('/api/posts', {
    data: { postType: 'review', contentTypeId: 2, externalContentId: String(movie.id), rating: 4, content: 'The second half is the reason to go.' },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  await page.request.post('/api/logout')

  await signInWithPassword(page, fan)
  await openApp(page, `/movies/title/${movie.hash}/${movieSlug(movie.title)}`)
  const like = page.getByTestId('review').filter({ hasText: author.name }).getByRole('button', { name: /^Like \d+ likes?/ })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toHaveAccessibleName(/^Like 0 likes/)
  const before = await sizeOf(like)
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveAccessibleName(/^Like 1 like$/)
  expect(await sizeOf(like)).toEqual(before)

  // The server renders the page as a visitor (not liked, 1 like); once the page is the app's, the like is the fan's.
  await page.reload()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveAccessibleName(/^Like 1 like$/)
  expect(await sizeOf(like)).toEqual(before)

  // Signed out on the page: the same review, not liked by whoever is looking now; signed in again: liked.
  await signOut(page)
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toHaveAccessibleName(/^Like 1 like$/)
  await signInWithCode(page, fan.email)
  await expect(like).toHaveAttribute('aria-pressed', 'true')
})

test('a follow is still the person’s after a reload of the profile, and the button keeps its size', async ({ page }, testInfo) => {
  const followed = await registerUser(page, person(testInfo, 'own-followed', 'Nora'))
  const follower = await registerUser(page, person(testInfo, 'own-follower', 'Oscar'))
  await signInWithPassword(page, follower)
  await openApp(page, `/profile/${followed.username}`)
  const follow = page.getByRole('button', { name: 'Follow', exact: true })
  const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true })
  await expect(page.getByTestId('count-followers')).toHaveText('0')
  const before = await sizeOf(follow)
  await follow.click()
  await expect(unfollow).toBeVisible()
  await expect(page.getByTestId('count-followers')).toHaveText('1')
  expect(await sizeOf(unfollow)).toEqual(before)

  await page.reload()
  await expect(unfollow).toBeVisible()
  await expect(follow).toHaveCount(0)
  await expect(page.getByTestId('count-followers')).toHaveText('1')
  expect(await sizeOf(unfollow)).toEqual(before)
})
