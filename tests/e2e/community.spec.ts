/**
 * Community pages (issue 12, acceptance 3 and 4) as people use them at 360 px and 1280 px against the
 * real server: a review with pros and cons, edited; another person replies and likes it; the author sees
 * the reply count and their activity, and deletes an entry; follow and unfollow with the exact toasts and
 * the followers search; a visitor's like asks them to log in; a review written offline is posted once when
 * the connection is back; markup people wrote is shown as characters wherever a post appears.
 */
import { randomBytes } from 'node:crypto'
import { expect, test, type Page, type TestInfo } from './fixtures.ts'
import type { MovieSummary } from '../../api/contracts/movies.ts'
import type { PlaceListResponse } from '../../api/contracts/places.ts'
import type { ContentPostsResponse } from '../../api/contracts/posts.ts'
import { movieSlug } from '../../api/contracts/slugs.ts'
import { freshAccount, openApp, registerUser, signInWithPassword, toastWith, type E2EAccount } from './support.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const HOSTILE = '<img src=x onerror=alert(1)>'

/** A fresh account with a name no other test uses (cards are found by their author's name). */
function person(testInfo: TestInfo, label: string, first: string): E2EAccount {
  return freshAccount(testInfo, label, `${first} ${randomBytes(3).toString('hex')}`)
}

/** A demo place for this test and project alone, so counts never race another test. */
async function ownPlace(page: Page, slot: number, project: string): Promise<{ slug: string; name: string }> {
  const places = (await (await page.request.get('/api/places?per_page=20')).json()) as PlaceListResponse
  const place = places.data[slot * 2 + (project === 'mobile' ? 0 : 1)]
  if (!place) throw new Error('Not enough demo places')
  return { slug: place.slug, name: place.name }
}

/** Signs the page's session in as `account` (signing out whoever was in) and opens `path`. */
async function as(page: Page, account: E2EAccount, path: string) {
  await page.request.post('/api/logout')
  await signInWithPassword(page, account)
  await openApp(page, path)
}

const reviewBy = (page: Page, account: E2EAccount) => page.getByTestId('review').filter({ hasText: account.name })
const likeButton = (scope: ReturnType<Page['getByTestId']>) => scope.getByRole('button', { name: /^Like \d+ likes?/ }).first()

async function writeReview(page: Page, review: { rating: number; title: string; content: string; pros: string; cons: string }) {
  await page.getByRole('button', { name: 'Write a Review' }).click()
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByRole('radio', { name: `${review.rating} stars` }).click()
  await form.getByLabel('Title').fill(review.title)
  await form.getByLabel('Review', { exact: true }).fill(review.content)
  await form.getByLabel('Pros').fill(review.pros)
  await form.getByLabel('Cons').fill(review.cons)
  await form.getByRole('button', { name: 'Post Review' }).click()
}

/** The reviews of a place the server has, by username. */
async function reviewsOf(page: Page, slug: string, username: string) {
  const response = await page.request.get(`/api/posts/content/1/${slug}?page=1`)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as ContentPostsResponse
  return body.data.filter((review) => review.user.username === username)
}

test('a review with pros and cons, edited; a reply and a like from someone else; the author sees the count and deletes an activity', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000) // a whole conversation between two people: room for a loaded CI machine
  const author = await registerUser(page, person(testInfo, 'author', 'Ana'))
  const other = await registerUser(page, person(testInfo, 'replier', 'Ben'))
  const place = await ownPlace(page, 0, testInfo.project.name)
  const placePath = `/places/${place.slug}`

  await as(page, author, placePath)
  await writeReview(page, { rating: 4, title: 'Worth the walk', content: 'Shady paths and old walls.', pros: 'Free entry', cons: 'Crowded on Sundays' })
  const mine = reviewBy(page, author)
  await expect(mine).toContainText('Shady paths and old walls.')
  await expect(mine.getByTestId('review-pros')).toContainText('Free entry')
  await expect(mine.getByTestId('review-cons')).toContainText('Crowded on Sundays')
  await expect(mine.getByLabel('Rated 4.0 out of 5')).toBeVisible()
  // One review per person: the button is gone.
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0)

  // Edit: the card becomes the form, then the new text.
  await mine.getByRole('button', { name: 'Edit review' }).click()
  const edit = page.getByRole('form', { name: 'Edit your review' })
  await expect(edit.getByLabel('Review', { exact: true })).toHaveValue('Shady paths and old walls.')
  await edit.getByLabel('Review', { exact: true }).fill('Shady paths, old walls and a good museum.')
  await edit.getByRole('button', { name: 'Update Review' }).click()
  await expect(mine).toContainText('Shady paths, old walls and a good museum.')
  await expect(mine).not.toContainText('Shady paths and old walls.')

  // Someone else replies and likes it.
  await as(page, other, placePath)
  const theirs = reviewBy(page, author)
  await theirs.getByRole('button', { name: 'Reply' }).click()
  await theirs.getByLabel('Your reply').fill('Agreed, go early!')
  await theirs.getByRole('button', { name: 'Post Reply' }).click()
  await expect(theirs.getByTestId('reply')).toContainText('Agreed, go early!')
  await expect(likeButton(theirs)).toHaveAttribute('aria-pressed', 'false')
  await likeButton(theirs).click()
  await expect(likeButton(theirs)).toHaveAttribute('aria-pressed', 'true')
  await expect(likeButton(theirs)).toHaveAccessibleName(/^Like 1 like/)

  // The author sees the reply count, the like and their activity; deletes an entry.
  await as(page, author, placePath)
  await expect(reviewBy(page, author).getByTestId('reply-count')).toHaveText('1 reply')
  await expect(likeButton(reviewBy(page, author))).toHaveAccessibleName(/^Like 1 like/)
  await openApp(page, `/profile/${author.username}/activity`)
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
  const entries = page.getByTestId('activity')
  await expect(entries.filter({ hasText: `${author.name} reviewed ${place.name}` })).toHaveCount(1)
  const before = await entries.count()
  await entries.filter({ hasText: 'reviewed' }).first().getByRole('button', { name: 'Activity actions' }).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toastWith(page, 'Activity deleted')).toContainText('The activity has been removed from your profile.')
  await expect(entries).toHaveCount(before - 1)
})

test('follow and unfollow with the exact toasts, then find the follower by searching the list', async ({ page }, testInfo) => {
  const followed = await registerUser(page, person(testInfo, 'followed', 'Carla'))
  const follower = await registerUser(page, person(testInfo, 'follower', 'Dino'))

  await as(page, follower, `/profile/${followed.username}`)
  await expect(page.getByTestId('profile-name')).toHaveText(followed.name)
  await expect(page.getByTestId('count-followers')).toHaveText('0')
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(toastWith(page, `You are now following ${followed.name}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await expect(page.getByTestId('count-followers')).toHaveText('1')

  await page.getByRole('button', { name: 'Unfollow' }).click()
  await expect(toastWith(page, `You have unfollowed ${followed.name}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  await expect(page.getByTestId('count-followers')).toHaveText('0')

  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(toastWith(page, `You are now following ${followed.name}`)).toBeVisible()

  // The followers page: the title, then the search (any case, name or username).
  await page.getByRole('link', { name: /Followers/ }).click()
  await expect(page.getByRole('heading', { name: `${followed.name}'s Followers` })).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search followers...' })
  const cards = page.getByTestId('follow-card')
  await search.fill(follower.username.toUpperCase())
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(follower.name)
  await expect(cards.first()).toContainText(`@${follower.username}`)
  await search.fill(follower.name.split(' ')[1]!.toUpperCase())
  await expect(cards).toHaveCount(1)
  await search.fill('nobody-has-this-name')
  await expect(page.getByText('No Matching Followers')).toBeVisible()
  await expect(cards).toHaveCount(0)
})

test('a visitor pressing like sees the login message and the sign-in menu', async ({ page }, testInfo) => {
  // Someone has reviewed the place (through the API, as the review form would send it).
  const reviewer = await registerUser(page, person(testInfo, 'liked', 'Jo'))
  const place = await ownPlace(page, 3, testInfo.project.name)
  await signInWithPassword(page, reviewer)
  const posted = await page.request.post('/api/posts', {
    data: { postType: 'review', contentTypeId: 1, externalContentId: place.slug, content: 'Lovely at sunset.', rating: 5 },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  expect((await page.request.post('/api/logout')).status()).toBe(200)

  await openApp(page, `/places/${place.slug}`)
  const first = page.getByTestId('review').first()
  await expect(first).toBeVisible()
  await likeButton(first).click()
  await expect(toastWith(page, 'Login Required')).toContainText('Please log in to like posts')
  await expect(page.getByRole('dialog', { name: 'Sign in to Gala' })).toBeVisible()
  // Escape closes the dialog, though the toast came after it; the toast stays for its time.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(toastWith(page, 'Login Required')).toBeVisible()
  // Nothing was liked.
  await expect(likeButton(first)).toHaveAttribute('aria-pressed', 'false')
})

test('a review written offline appears once the connection is back, once', async ({ page, context }, testInfo) => {
  const author = await registerUser(page, person(testInfo, 'offline', 'Eli'))
  const place = await ownPlace(page, 1, testInfo.project.name)
  await as(page, author, `/places/${place.slug}`)
  await expect(page.getByRole('button', { name: 'Write a Review' })).toBeVisible()

  await context.setOffline(true)
  await writeReview(page, { rating: 5, title: 'Basement review', content: 'Written with no signal.', pros: 'Quiet', cons: 'No signal' })
  await expect(page.getByRole('status').filter({ hasText: "Your review will be posted when you're back online." })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0)
  expect(await reviewsOf(page, place.slug, author.username)).toHaveLength(0)

  await context.setOffline(false)
  await expect(reviewBy(page, author)).toContainText('Written with no signal.', { timeout: 15_000 })
  await expect(reviewBy(page, author)).toHaveCount(1)
  await expect.poll(async () => (await reviewsOf(page, place.slug, author.username)).length).toBe(1)

  // A reload (and the replay on start) posts nothing more.
  await page.reload()
  await expect(reviewBy(page, author)).toHaveCount(1)
  expect(await reviewsOf(page, place.slug, author.username)).toHaveLength(1)
  await expect(page.getByRole('region', { name: 'Changes not saved' })).toHaveCount(0)
})

test('markup in a title, review, pros, cons and a reply is shown as characters wherever the post appears (acceptance 4)', async ({
  page,
}, testInfo) => {
  // Six page loads by two people: room for a loaded CI machine (it passed its 30 s only when the machine was quiet).
  test.setTimeout(90_000)
  const author = await registerUser(page, person(testInfo, 'xss-author', 'Fe'))
  const other = await registerUser(page, person(testInfo, 'xss-reply', 'Gil'))
  const place = await ownPlace(page, 2, testInfo.project.name)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const noInjectedImage = async () => expect(page.locator('img[src="x"]')).toHaveCount(0)

  await as(page, author, `/places/${place.slug}`)
  await writeReview(page, { rating: 3, title: `T ${HOSTILE}`, content: `C ${HOSTILE}`, pros: `P ${HOSTILE}`, cons: `N ${HOSTILE}` })
  const card = reviewBy(page, author)
  await expect(card.getByTestId('review-title')).toHaveText(`T ${HOSTILE}`)
  await expect(card.getByTestId('review-content')).toHaveText(`C ${HOSTILE}`)

  await as(page, other, `/places/${place.slug}`)
  const theirs = reviewBy(page, author)
  await theirs.getByRole('button', { name: 'Reply' }).click()
  await theirs.getByLabel('Your reply').fill(`R ${HOSTILE}`)
  await theirs.getByRole('button', { name: 'Post Reply' }).click()
  await expect(theirs.getByTestId('reply-content')).toHaveText(`R ${HOSTILE}`)

  // The place page.
  await openApp(page, `/places/${place.slug}`)
  const onPlace = reviewBy(page, author)
  await expect(onPlace.getByTestId('review-title')).toHaveText(`T ${HOSTILE}`)
  await expect(onPlace.getByTestId('review-content')).toHaveText(`C ${HOSTILE}`)
  await expect(onPlace.getByTestId('review-pros')).toContainText(`P ${HOSTILE}`)
  await expect(onPlace.getByTestId('review-cons')).toContainText(`N ${HOSTILE}`)
  await expect(onPlace.getByTestId('reply-content')).toHaveText(`R ${HOSTILE}`)
  await noInjectedImage()

  // The author's posts tab, reviews tab, and the post's own page.
  await openApp(page, `/profile/${author.username}`)
  const post = page.getByTestId('post-card').first()
  await expect(post.getByTestId('review-title')).toHaveText(`T ${HOSTILE}`)
  await expect(post.getByTestId('review-content')).toHaveText(`C ${HOSTILE}`)
  await expect(post.getByTestId('review-pros')).toContainText(`P ${HOSTILE}`)
  await expect(post.getByTestId('review-cons')).toContainText(`N ${HOSTILE}`)
  await noInjectedImage()
  await openApp(page, `/profile/${author.username}/reviews`)
  await expect(page.getByTestId('user-review').first()).toContainText(`T ${HOSTILE}`)
  await expect(page.getByTestId('user-review').first()).toContainText(`C ${HOSTILE}`)
  await noInjectedImage()
  const [review] = await reviewsOf(page, place.slug, author.username)
  await openApp(page, `/post/${review!.hashId}`)
  await expect(page.getByTestId('review-title')).toHaveText(`T ${HOSTILE}`)
  await expect(page.getByTestId('reply-content')).toHaveText(`R ${HOSTILE}`)
  await noInjectedImage()

  // The replier's posts tab shows the reply.
  await openApp(page, `/profile/${other.username}`)
  await expect(page.getByTestId('post-card').first()).toContainText('replied to a review')
  await expect(page.getByTestId('post-card').first().getByTestId('review-content')).toHaveText(`R ${HOSTILE}`)
  await noInjectedImage()
  expect(dialogs).toEqual([])
})

test('beyond the reference site: a spoiler review is blurred until tapped, a review can be reported once, and the order is remembered', async ({
  page,
}, testInfo) => {
  const critic = await registerUser(page, person(testInfo, 'spoiler', 'Hana'))
  const reader = await registerUser(page, person(testInfo, 'reader', 'Ivo'))
  const movies = ((await (await page.request.get('/api/movies/now-showing')).json()) as { data: MovieSummary[] }).data
  const movie = movies[testInfo.project.name === 'mobile' ? 0 : 1]!
  const moviePath = `/movies/title/${movie.hash}/${movieSlug(movie.title)}`

  await as(page, critic, moviePath)
  await page.getByRole('button', { name: 'Write a Review' }).click()
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByRole('radio', { name: '5 stars' }).click()
  await form.getByLabel('Review', { exact: true }).fill('The twist: it was all a dream.')
  await form.getByRole('switch', { name: 'Contains spoilers' }).click()
  await expect(form.getByRole('switch', { name: 'Contains spoilers' })).toBeChecked()
  await form.getByRole('button', { name: 'Post Review' }).click()
  // The author sees it blurred too, until tapped.
  await expect(reviewBy(page, critic).getByTestId('spoiler-blur')).toBeVisible()

  await as(page, reader, moviePath)
  const card = reviewBy(page, critic)
  // Blurred and hidden from the accessibility tree until tapped.
  await expect(card.getByTestId('spoiler-blur')).toBeVisible()
  await expect(card.getByTestId('spoiler-blur')).toHaveAttribute('aria-hidden', 'true')
  await expect(card.getByRole('paragraph').filter({ hasText: 'The twist' })).toHaveCount(0)
  await card.getByRole('button', { name: /Tap to reveal spoilers/ }).click()
  await expect(card.getByTestId('spoiler-blur')).toHaveCount(0)
  await expect(card.getByTestId('review-content')).toHaveText('The twist: it was all a dream.')

  // Report once: afterwards it says Reported.
  await card.getByRole('button', { name: 'Report review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this review' })
  await dialog.getByRole('radio', { name: 'Unmarked spoilers' }).check()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(toastWith(page, 'Reported')).toBeVisible()
  await expect(card.getByText('Reported')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Report review' })).toHaveCount(0)

  // The order: Most liked stays chosen after a reload (remembered on the device).
  const sort = page.getByRole('group', { name: 'Sort reviews' })
  await expect(sort.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true')
  await sort.getByRole('button', { name: 'Most liked' }).click()
  await expect(sort.getByRole('button', { name: 'Most liked' })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('group', { name: 'Sort reviews' }).getByRole('button', { name: 'Most liked' })).toHaveAttribute('aria-pressed', 'true')
  await expect(reviewBy(page, critic)).toBeVisible()
})

test('a missing person: the posts tab and the followers page say so in their own words', async ({ page }) => {
  await openApp(page, '/profile/nobody-by-this-name')
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
  await expect(page.getByText("The user @nobody-by-this-name doesn't exist or has been removed.")).toBeVisible()
  await openApp(page, '/profile/nobody-by-this-name/followers')
  await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible()
  await expect(page.getByText("The user profile you're looking for doesn't exist.")).toBeVisible()
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
