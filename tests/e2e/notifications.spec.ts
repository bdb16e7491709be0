/**
 * Movie-release alerts in real Chromium (issue 7, acceptance 3), as a fan would: sign in, tap Notify Me
 * on a coming-soon film, enable desktop notifications, the release goes out (staff "send now"), the push
 * reaches the service worker (CDP ServiceWorker.deliverPushMessage: there is no push service here), the
 * notification is shown, the inbox lists the item and marking it read clears the header badge.
 *
 * Push needs a persistent profile: Playwright's default contexts are incognito-like and refuse push
 * (TOOLCHAIN.md). `pushManager.subscribe` never settles in headless Chromium here, so the app's own
 * subscription attempt ends with its time-out message, which is asserted too.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  chromium,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  waitForServiceWorker,
} from './fixtures.ts'
import type { MovieListResponse, MovieSummary } from '../../api/contracts/movies.ts'
import type { InboxResponse, MovieNotificationListResponse, NotificationCheckResponse } from '../../api/contracts/notifications.ts'
import type { ReleaseAlertSendResponse, ReleaseAlertStatsResponse } from '../../api/contracts/push.ts'
import { buildPushPayload } from '../../api/jobs/alert-content.ts'
import { projectRoot } from '../../api/env.ts'
import { chromiumPath, playwrightChromiumArgs } from '../../playwright.config.ts'
import { createMovie, createUser } from '../factories/index.ts'
import { createSession } from '../support/signed-in.ts'
import { startTestApp } from '../support/test-app.ts'
import { adminAccount, avatarButton, confirmEmail, freshAccount, openApp, readMail, registerUser, signInWithPassword, toastWith } from './support.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/**
 * Films per test and project: staff "send now" releases every waiting alert of a film, so tests running
 * side by side must never share one.
 */
const FILMS = {
  release: { mobile: 'Ghost Ship Mindoro', desktop: 'Love in Estero' },
  cancel: { mobile: 'Kalayaan Street', desktop: 'Sky Islands' },
  visitor: { mobile: 'Night Market', desktop: 'Night Market' },
} as const

function film(kind: keyof typeof FILMS, project: string): string {
  return FILMS[kind][project === 'mobile' ? 'mobile' : 'desktop']
}

async function upcomingMovie(api: APIRequestContext, title: string): Promise<MovieSummary> {
  const response = await api.get('/api/movies/upcoming')
  expect(response.ok()).toBe(true)
  const movie = ((await response.json()) as MovieListResponse).data.find((candidate) => candidate.title === title)
  expect(movie, `${title} is coming soon in the demo data`).toBeTruthy()
  return movie!
}

/** The Coming Soon page's card of a film. */
function card(page: Page, title: string) {
  return page.getByTestId('movie-card').filter({ has: page.getByRole('link', { name: title, exact: true }) })
}

/** Waits for the service worker to control the page and answers its registration id (CDP) and scope origin. */
async function serviceWorkerRegistration(context: BrowserContext, page: Page, origin: string) {
  await waitForServiceWorker(page)
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, { registrationId: string; scopeURL: string; isDeleted: boolean }>()
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const registration of event.registrations) registrations.set(registration.registrationId, registration)
    },
  )
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => [...registrations.values()].some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true)
  const registrationId = [...registrations.values()].find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!.registrationId
  return { cdp, registrationId }
}

/** The notifications the service worker registration shows right now (title, tag, data). */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))
  })
}

test.describe('release alerts in a persistent profile', () => {
  let profile: string
  let context: BrowserContext

  test.beforeEach(async ({ baseURL }, testInfo) => {
    profile = mkdtempSync(path.join(tmpdir(), 'gala-push-'))
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: playwrightChromiumArgs,
      baseURL,
      viewport: testInfo.project.use.viewport ?? undefined,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    })
  })

  test.afterEach(async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  })

  test('Notify Me, enable desktop notifications, the release push is shown, the inbox item is marked read and the badge clears', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000)
    const origin = new URL(baseURL!).origin
    const page = context.pages()[0] ?? (await context.newPage())
    const title = film('release', testInfo.project.name)
    const account = await registerUser(page, freshAccount(testInfo, 'alerts'))
    await signInWithPassword(page, account)

    // A fan taps Notify Me on the film's card on Coming Soon (their email is on record: no dialog).
    await openApp(page, '/movies/coming-soon')
    const notifyMe = card(page, title).getByRole('button', { name: `Notify Me: ${title}` })
    await notifyMe.click()
    await expect(toastWith(page, `We’ll let you know when ${title} is released.`)).toBeVisible()
    await expect(card(page, title).getByRole('button', { name: `Cancel Notification: ${title}` })).toBeVisible()
    const check = (await (
      await page.request.get(`/api/movies/${(await upcomingMovie(page.request, title)).id}/notifications/check`)
    ).json()) as NotificationCheckResponse
    expect(check.hasNotification).toBe(true)
    expect(check.notification?.email).toBe(account.email)

    // The notifications page, from the profile menu.
    await avatarButton(page).click()
    await page.getByRole('dialog', { name: 'Your account' }).getByRole('link', { name: 'Notifications' }).click()
    await expect(page).toHaveURL(`/profile/${account.username}/notifications`)
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    const upcoming = page.getByTestId('movie-notification').filter({ hasText: title })
    await expect(upcoming).toContainText('Pending')
    const desktop = page.getByRole('region', { name: 'Desktop Notifications' })
    await expect(desktop.getByTestId('desktop-permission')).not.toHaveText('Enabled')

    // Enable desktop notifications: the fan allows them when the browser asks.
    await context.grantPermissions(['notifications'], { origin })
    await desktop.getByRole('button', { name: 'Enable Desktop Notifications' }).click()
    await expect(desktop.getByTestId('desktop-permission')).toHaveText('Enabled')
    // No push service answers here: the subscription gives up with a clear message instead of hanging (after the
    // service worker has finished installing, on a first visit, and the push service's 10 s).
    await expect(toastWith(page, 'Failed to enable notifications')).toContainText("The browser's push service did not answer in time.", {
      timeout: 45_000,
    })

    // The test notification is shown through the service worker registration and closes itself after 5 s.
    await desktop.getByRole('button', { name: 'Send Test Notification' }).click()
    await expect(toastWith(page, 'Test Notification Sent')).toBeVisible()
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.tag)).toContain('gala-test')
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.tag), { timeout: 10_000 }).not.toContain('gala-test')

    // Release day, brought forward by staff: the inbox item is created for real.
    const movie = await upcomingMovie(page.request, title)
    const staff = await playwrightRequest.newContext({ baseURL })
    try {
      const admin = adminAccount(testInfo, 'alerts-admin')
      const since = Date.now()
      const registered = await staff.post('/api/register', {
        data: { username: admin.username, email: admin.email, password: admin.password, name: admin.name },
      })
      expect([201, 409]).toContain(registered.status())
      // ADMIN_EMAILS counts only once the address is confirmed (decision 015).
      if (registered.status() === 201) await confirmEmail(staff, admin.email, since)
      expect((await staff.post('/api/login', { data: { username: admin.username, password: admin.password } })).status()).toBe(200)
      const sent = await staff.post(`/api/admin/movies/${movie.id}/release-alerts`)
      expect(sent.status(), await sent.text()).toBe(200)
      expect(((await sent.json()) as ReleaseAlertSendResponse).alerts).toBeGreaterThanOrEqual(1)
      const stats = (await (await staff.get('/api/admin/release-alerts')).json()) as ReleaseAlertStatsResponse
      expect(stats.items.find((item) => item.movieId === movie.id)?.alertsNotified).toBeGreaterThanOrEqual(1)
    } finally {
      await staff.dispose()
    }
    const inbox = (await (await page.request.get('/api/notifications/inbox')).json()) as InboxResponse
    const item = inbox.items.find((candidate) => candidate.movieId === movie.id)!
    expect(item).toMatchObject({ title: `Now showing: ${title}`, isRead: false })

    // The push service delivers the server's payload to the service worker.
    const { cdp, registrationId } = await serviceWorkerRegistration(context, page, origin)
    const payload = buildPushPayload(
      {
        id: movie.id,
        hash: movie.hash,
        slug: movie.slug,
        title: movie.title,
        poster: movie.poster,
        releaseDate: movie.release_date,
        status: movie.status,
        streamingPlatform: movie.streaming_platform,
      },
      item.id,
    )
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: payload })
    // Starting the worker for the push can take a while on a busy machine.
    await expect
      .poll(async () => (await shownNotifications(page)).find((n) => n.tag === `movie-${movie.id}`), {
        message: 'the release alert is shown',
        timeout: 20_000,
      })
      .toMatchObject({ title: `Now showing: ${title}`, data: { url: movie.url, inboxId: item.id } })

    // The open page hears about it: the badge shows the unread item.
    await expect(page.getByTestId('unread-badge')).toHaveText('1')
    await expect(page.getByRole('button', { name: 'Open profile menu, 1 unread notifications' })).toBeVisible()

    // The inbox lists it; marking it read clears the badge.
    const row = page.getByTestId('inbox-item').filter({ hasText: `Now showing: ${title}` })
    await expect(row).toHaveAttribute('data-read', 'false')
    const filters = page.getByRole('group', { name: 'Show notifications' })
    await filters.getByRole('button', { name: 'Unread (1)' }).click()
    await expect(page.getByRole('list', { name: 'Unread notifications' }).getByTestId('inbox-item')).toHaveCount(1)
    await row.getByRole('button', { name: `Mark as read: Now showing: ${title}` }).click()
    await expect(page.getByText('No unread notifications.')).toBeVisible()
    await expect(page.getByTestId('unread-badge')).toHaveCount(0)
    await filters.getByRole('button', { name: 'All' }).click()
    await expect(row).toHaveAttribute('data-read', 'true')
    await expect(upcoming).toContainText('Notified')
    const after = (await (await page.request.get('/api/notifications/inbox')).json()) as InboxResponse
    expect(after.unreadCount).toBe(0)

    // The alert also went out by email, through the same mailer as sign-in codes.
    await expect
      .poll(async () => (await readMail(account.email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain(`Now showing: ${title}`)
  })
})

test('a visitor who taps Notify Me is asked to log in', async ({ page }, testInfo) => {
  const title = film('visitor', testInfo.project.name)
  await openApp(page, '/movies/coming-soon')
  await card(page, title)
    .getByRole('button', { name: `Notify Me: ${title}` })
    .click()
  await expect(toastWith(page, 'Authentication Required')).toContainText('Please log in to receive movie notifications')
  await toastWith(page, 'Authentication Required').getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign in to Gala' })).toBeVisible()
})

test('Notify Me on a movie page, then Cancel Notification there and from the notifications page', async ({ page }, testInfo) => {
  const title = film('cancel', testInfo.project.name)
  const account = await registerUser(page, freshAccount(testInfo, 'cancel'))
  await signInWithPassword(page, account)
  const movie = await upcomingMovie(page.request, title)

  await openApp(page, movie.url)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByRole('button', { name: 'Notify Me', exact: true }).click()
  await expect(toastWith(page, 'Notification Set')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel Notification', exact: true }).click()
  await expect(toastWith(page, 'Notification Cancelled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Notify Me', exact: true })).toBeVisible()
  expect(
    ((await (await page.request.get(`/api/movies/${movie.id}/notifications/check`)).json()) as NotificationCheckResponse).hasNotification,
  ).toBe(false)

  // Set again, then cancelled from the Upcoming Movie Notifications card.
  await page.getByRole('button', { name: 'Notify Me', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Cancel Notification', exact: true })).toBeVisible()
  await openApp(page, '/notifications')
  await expect(page).toHaveURL(`/profile/${account.username}/notifications`)
  const upcoming = page.getByTestId('movie-notification').filter({ hasText: title })
  await expect(upcoming).toContainText('Pending')
  await upcoming.getByRole('button', { name: `Cancel Notification: ${title}` }).click()
  await expect(toastWith(page, 'Notification Cancelled')).toBeVisible()
  await expect(page.getByText('You haven’t asked to be notified about any movie yet.')).toBeVisible()
  expect(((await (await page.request.get('/api/notifications')).json()) as MovieNotificationListResponse).items).toEqual([])

  // Someone else's notifications page sends you to your own.
  await page.goto('/profile/someone-else/notifications')
  await expect(page).toHaveURL(`/profile/${account.username}/notifications`)

  // The release stats are for staff: the page says no, and so does the server.
  await page.goto('/admin/release-alerts')
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
  expect((await page.request.get('/api/admin/release-alerts')).status()).toBe(403)
})

test('Get Notified asks for an email when the account has none, with the spec’s validation message', async ({ page }) => {
  // An account without an email on record only comes from social sign-in; the app here runs on its own
  // database (as in update.spec.ts) so the test can create that account directly.
  const app = await startTestApp({ env: { DIST_DIR: process.env.DIST_DIR || path.join(projectRoot, 'dist') }, publicUrlFromServer: true })
  try {
    const user = await createUser(app.deps.db, { email: null })
    const movie = await createMovie(app.deps.db, { title: 'Tadhana sa Ulap', status: 'comingSoon', releaseDate: '2099-01-15' })
    await page.context().addCookies([{ name: 'gala_session', value: await createSession(app, user.id), url: app.url }])

    await page.goto(`${app.url}/movies/title/${movie.hash}/${movie.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tadhana sa Ulap' })).toBeVisible()
    await page.getByRole('button', { name: 'Notify Me', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Get Notified' })
    await expect(dialog).toBeVisible()
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeFocused()

    await dialog.getByRole('button', { name: 'Notify Me' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Email Please enter a valid email address')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('juan.example.test')
    await dialog.getByRole('button', { name: 'Notify Me' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Email Please enter a valid email address')

    await email.fill('  Juan@Example.test ')
    await dialog.getByRole('button', { name: 'Notify Me' }).click()
    await expect(dialog).toBeHidden()
    await expect(toastWith(page, 'Notification Set')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel Notification', exact: true })).toBeVisible()
    const saved = await app.deps.db.movieReleaseNotification.findMany({ where: { userId: user.id } })
    expect(saved.map((row) => ({ movieId: row.movieId, email: row.email }))).toEqual([{ movieId: movie.id, email: 'juan@example.test' }])
  } finally {
    await app.close()
  }
})
