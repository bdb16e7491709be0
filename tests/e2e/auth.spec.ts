/**
 * Sign-in as a person does it, in real Chromium at both widths (360 px and 1280 px), against the real
 * server: accounts come from POST /api/register, sign-in codes from the mail the app sent to the local
 * SMTP server. Nothing of ours is faked; a few tests only slow down or cut a real request.
 */
import { expect, test } from './fixtures.ts'
import { EmailOrUsername, LOGIN_CODE_LENGTH, LOGIN_CODE_RESEND_SECONDS, authMessages } from '../../api/contracts/auth.ts'
import { OAUTH_PROVIDER_LABELS, safeRedirectPath as serverRedirectPath } from '../../api/contracts/oauth.ts'
import { PROVIDER_LABELS } from '../../pwa/features/auth/api/get-providers.ts'
import { safeRedirectPath } from '../../pwa/features/auth/redirect-path.ts'
import { CODE_LENGTH, DEFAULT_RETRY_AFTER_S, validateDisplayName, validateEmailOrUsername } from '../../pwa/features/auth/validation.ts'
import { DisplayName } from '../../api/contracts/account.ts'
import type { NearbyResponse } from '../../api/contracts/movies.ts'
import {
  adminAccount,
  avatarButton,
  freshAccount,
  openApp,
  readLatestCode,
  SIGN_IN_SUBJECT,
  readMail,
  registerUser,
  signInWithCode,
  signInWithPassword,
  toastWith,
} from './support.ts'

test.use({ serviceWorkers: 'block' })

test('the header form applies the server contract’s rules (restated without zod for the first download)', () => {
  expect(CODE_LENGTH).toBe(LOGIN_CODE_LENGTH)
  expect(DEFAULT_RETRY_AFTER_S).toBe(LOGIN_CODE_RESEND_SECONDS)
  expect(PROVIDER_LABELS).toEqual(OAUTH_PROVIDER_LABELS)
  const samples = ['juan@example.ph', ' Juan@Example.PH ', 'juan@example', 'juan @x.ph', '@x.ph', 'maria_santos', 'ab', 'a'.repeat(30),
    'a'.repeat(31), '_maria', 'maria-s', 'maría', 'juan.dc', '']
  for (const sample of samples) {
    const server = EmailOrUsername.safeParse(sample).success
    expect(validateEmailOrUsername(sample) === null, sample).toBe(server)
  }
  expect(validateEmailOrUsername('x')).toBe(authMessages.invalidEmail)
  for (const path of ['/', '/about', '/profile/account?tab=1', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb', '/%2F%2Fevil']) {
    const server = serverRedirectPath(path)
    expect(safeRedirectPath(path) ?? '/', path).toBe(server)
  }
  expect(safeRedirectPath('/auth?redirect_to=%2F')).toBeUndefined()
  for (const name of ['Juan dela Cruz', '  Jo ', 'J', '', '   ', 'x'.repeat(50), 'x'.repeat(51), ` ${'x'.repeat(50)} `, 'Juan\u0007', 'Juan\nCruz', 'Ñoño 🎬', '\ud800Juan']) {
    const server = DisplayName.safeParse(name)
    expect(validateDisplayName(name), JSON.stringify(name)).toBe(server.success ? null : server.error.issues[0]!.message)
  }
})

test.describe('email-code sign-in from the header', () => {
  test('request a code, read it from the mail, sign in, stay signed in after a reload, sign out', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'header'))
    await openApp(page, '/about')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(avatarButton(page)).toHaveCount(0)

    await signInWithCode(page, account.email)
    await expect(toastWith(page, 'You have been successfully logged in')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
    await expect(avatarButton(page)).toContainText('J')
    await expect(page).toHaveURL(/\/about$/)

    const mail = (await readMail(account.email)).filter((sent) => SIGN_IN_SUBJECT.test(sent.subject)).at(-1)!
    expect(mail.subject).toMatch(/^Your Gala sign-in code: \d{6}$/)
    expect(mail.text).toContain('10 minutes')

    await page.reload()
    await expect(avatarButton(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)

    await avatarButton(page).click()
    const menu = page.getByRole('dialog', { name: 'Your account' })
    await expect(menu).toContainText(`@${account.username}`)
    await menu.getByRole('button', { name: 'Sign out' }).click()
    await expect(toastWith(page, 'You have been successfully logged out.')).toBeVisible()
    await expect(avatarButton(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()

    // The session ended on the server too.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await (await page.request.get('/api/user')).json()).toBeNull()
  })

  test('progress texts, a wrong code, Try Different Email, the 6-character cap and the resend countdown', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'wrongcode'))
    await openApp(page, '/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const menu = page.getByRole('dialog', { name: 'Sign in to Gala' })
    await menu.getByRole('button', { name: 'Sign in with Email' }).click()
    await menu.getByRole('textbox', { name: 'Email or username' }).fill(account.email)

    // Hold the real request for a moment to see the progress text.
    let releaseRequest!: () => void
    const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve))
    await page.route('**/api/request-login-code', async (route) => {
      await requestHeld
      await route.continue()
    })
    const since = Date.now()
    await menu.getByRole('button', { name: 'Send Login Code' }).click()
    await expect(menu.getByRole('button', { name: 'Sending login code...' })).toBeDisabled()
    releaseRequest()
    await expect(toastWith(page, 'Login Code Sent')).toContainText('Code sent successfully. Please check your email.')
    const codeInput = menu.getByRole('textbox', { name: 'Login code' })
    await expect(codeInput).toBeFocused()
    await page.unroute('**/api/request-login-code')
    const code = await readLatestCode(account.email, since)

    await codeInput.fill('12345')
    await menu.getByRole('button', { name: 'Verify Code' }).click()
    await expect(menu.getByRole('alert')).toHaveText('Code must be 6 characters')
    await expect(menu.getByRole('alert')).toBeFocused()
    await codeInput.fill('1234567890')
    await expect(codeInput).toHaveValue('123456')

    const wrong = code === '000000' ? '111111' : '000000'
    await codeInput.fill(wrong)
    let releaseVerify!: () => void
    const verifyHeld = new Promise<void>((resolve) => (releaseVerify = resolve))
    await page.route('**/api/verify-login-code', async (route) => {
      await verifyHeld
      await route.continue()
    })
    await menu.getByRole('button', { name: 'Verify Code' }).click()
    await expect(menu.getByRole('button', { name: 'Verifying code....' })).toBeDisabled()
    releaseVerify()
    // The server's message, shown inline and focused.
    await expect(menu.getByRole('alert')).toHaveText('Invalid code. Please check it and try again.')
    await expect(menu.getByRole('alert')).toBeFocused()
    await expect(codeInput).toHaveAttribute('aria-invalid', 'true')
    await page.unroute('**/api/verify-login-code')

    await menu.getByRole('button', { name: 'Try Different Email' }).click()
    const emailInput = menu.getByRole('textbox', { name: 'Email or username' })
    await expect(emailInput).toHaveValue(account.email)
    await expect(menu.getByRole('alert')).toHaveCount(0)

    // Asking again within 60 s: the server refuses, the send button counts down every second.
    await menu.getByRole('button', { name: 'Send Login Code' }).click()
    await expect(toastWith(page, 'A code was sent moments ago')).toBeVisible()
    const countdown = menu.getByRole('button', { name: /^Try again in \d+ seconds$/ })
    await expect(countdown).toBeDisabled()
    const first = Number(/(\d+)/.exec((await countdown.textContent()) ?? '')![1])
    expect(first).toBeGreaterThan(40)
    expect(first).toBeLessThanOrEqual(60)
    await expect(menu.getByRole('button', { name: `Try again in ${first - 1} seconds` })).toBeVisible({ timeout: 2500 })
    // One sign-in mail (registration also mailed its address confirmation).
    expect((await readMail(account.email)).filter((mail) => SIGN_IN_SUBJECT.test(mail.subject)).length).toBe(1)
  })

  test('five wrong codes void the code: the right one then gets the Code Expired toast', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'expired'))
    await openApp(page, '/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const menu = page.getByRole('dialog', { name: 'Sign in to Gala' })
    await menu.getByRole('button', { name: 'Sign in with Email' }).click()
    await menu.getByRole('textbox', { name: 'Email or username' }).fill(account.username)
    const since = Date.now()
    await menu.getByRole('button', { name: 'Send Login Code' }).click()
    const code = await readLatestCode(account.email, since)
    const wrong = code === '000000' ? '111111' : '000000'
    const codeInput = menu.getByRole('textbox', { name: 'Login code' })
    for (let attempt = 1; attempt <= 5; attempt++) {
      await codeInput.fill(wrong)
      await menu.getByRole('button', { name: 'Verify Code' }).click()
      await expect(menu.getByRole('button', { name: 'Verify Code' })).toBeEnabled()
    }
    await codeInput.fill(code)
    await menu.getByRole('button', { name: 'Verify Code' }).click()
    await expect(menu.getByRole('alert')).toContainText('expired')
    await expect(toastWith(page, 'Code Expired')).toContainText('Your verification code has expired. Please request a new one.')
    await expect(avatarButton(page)).toHaveCount(0)
  })

  test('high traffic, database and network failures get their own wording', async ({ page }) => {
    // Staged replies in the server's error shape: reaching the real per-IP limit (30 code requests in
    // 15 minutes) would starve every other test of this run, and the database cannot be stopped here.
    let reply: 'busy' | 'database' | 'network' = 'busy'
    await page.route('**/api/request-login-code', async (route) => {
      if (reply === 'network') return route.abort('connectionrefused')
      const [status, body] =
        reply === 'busy'
          ? [429, { status: 429, code: 'HIGH_TRAFFIC', error: 'high_traffic', retryAfter: 3, requestId: 'e2e',
                    message: 'The authentication service is currently experiencing high traffic. Please wait for the countdown to complete.' }]
          : [503, { status: 503, code: 'DATABASE_UNAVAILABLE', requestId: 'e2e', message: 'Database connection error. Please try again later.' }]
      await route.fulfill({ status, contentType: 'application/json', headers: status === 429 ? { 'Retry-After': '3' } : {}, body: JSON.stringify(body) })
    })
    await openApp(page, '/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const menu = page.getByRole('dialog', { name: 'Sign in to Gala' })
    await menu.getByRole('button', { name: 'Sign in with Email' }).click()
    await menu.getByRole('textbox', { name: 'Email or username' }).fill('someone@gala.test')
    await menu.getByRole('button', { name: 'Send Login Code' }).click()

    await expect(toastWith(page, 'Service Busy')).toContainText('Please wait for the countdown to complete.')
    await expect(menu.getByRole('button', { name: 'Try again in 3 seconds' })).toBeDisabled()
    await expect(menu.getByRole('button', { name: 'Try again in 2 seconds' })).toBeDisabled()
    await expect(menu.getByRole('button', { name: 'Send Login Code' })).toBeEnabled({ timeout: 4000 })

    reply = 'database'
    await menu.getByRole('button', { name: 'Send Login Code' }).click()
    await expect(menu.getByRole('alert')).toHaveText('Database connection error. Please try again later.')
    await expect(toastWith(page, 'Error')).toContainText('Database connection error. Please try again later.')

    reply = 'network'
    await menu.getByRole('button', { name: 'Send Login Code' }).click()
    await expect(menu.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.')
    await expect(menu.getByRole('textbox', { name: 'Login code' })).toHaveCount(0)
  })

  test('a server failure on logout still logs out locally', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'logoutfail'))
    await signInWithPassword(page, account)
    await openApp(page, '/')
    await page.route('**/api/logout', (route) => route.abort('connectionrefused'))
    await avatarButton(page).click()
    await page.getByRole('dialog', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click()
    await expect(toastWith(page, 'Logout completed')).toContainText('You have been logged out locally.')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })
})

test.describe('sign-up by email code', () => {
  const tomorrow = () => new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)

  test('a visitor on a showtime’s seat page signs up with the mailed code and a display name, and gets that showtime’s seats, signed in', async ({ page }, testInfo) => {
    const email = freshAccount(testInfo, 'signup').email // no account uses it
    // The showtime chosen as a person does: the nearest cinema tomorrow, a movie, one of its showtimes.
    const nearby = (await (await page.request.get('/api/movies/nearby-malls?latitude=14.5509&longitude=121.0244')).json()) as NearbyResponse
    await openApp(page, `/movies/theaters/${nearby.data[0]!.slug}/${tomorrow()}`)
    await page.getByRole('list', { name: /^Showtimes of / }).first().getByRole('link').first().click()
    await expect(page.getByRole('note').filter({ hasText: 'Please log in to purchase tickets.' })).toBeVisible()
    const showtime = page.getByRole('list', { name: 'Showtimes' }).getByRole('link').nth(2)
    const seatPath = await showtime.getAttribute('href')
    expect(seatPath).toMatch(/^\/movies\/tickets\/\d+\/schedule\/\d+\/seat\/\d+\?date=/)
    await showtime.click()
    await expect(page).toHaveURL(seatPath!)

    // In place of the seats: the spec's message, with the sign-in and the sign-up right there.
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in to choose your seats' })).toBeVisible()
    await expect(main.getByText('Please log in to purchase tickets.')).toBeVisible()
    await main.getByRole('textbox', { name: 'Email or username' }).fill(email)
    const since = Date.now()
    await main.getByRole('button', { name: 'Send Login Code' }).click()
    const codeInput = main.getByRole('textbox', { name: 'Login code' })
    await expect(codeInput).toBeFocused()
    await codeInput.fill(await readLatestCode(email, since, /sign-up code/i))
    expect((await readMail(email)).map((sent) => sent.subject)).toEqual([expect.stringMatching(/^Your Gala sign-up code: \d{6}$/)])
    await main.getByRole('button', { name: 'Verify Code' }).click()

    // The only question: a display name (checked as the server checks it), then the account exists.
    await expect(main.getByRole('heading', { name: 'Choose your display name' })).toBeVisible()
    await expect(main.getByText(`No Gala account uses ${email} yet`)).toBeVisible()
    const nameInput = main.getByRole('textbox', { name: 'Display name' })
    await expect(nameInput).toBeFocused()
    await main.getByRole('button', { name: 'Create account' }).click()
    await expect(main.getByRole('alert')).toHaveText('Please enter your name')
    await nameInput.fill('Juan dela Cruz')
    await main.getByRole('button', { name: 'Create account' }).click()

    // Back on the same showtime's seats, signed in.
    await expect(toastWith(page, 'Account created')).toContainText('Welcome to Gala, Juan dela Cruz!')
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats', exact: true })).toBeVisible()
    await expect(page.locator('[data-seat]').first()).toBeVisible()
    await expect(page).toHaveURL(seatPath!)
    await expect(avatarButton(page)).toContainText('J')
    const user = (await (await page.request.get('/api/user')).json()) as { email: string; emailVerified: boolean; displayName: string }
    expect(user).toMatchObject({ email, emailVerified: true, displayName: 'Juan dela Cruz' })
  })
})

test.describe('the /auth page and route gates', () => {
  test('a protected page sends a visitor to /auth?redirect_to= and back after signing in there', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'gate', 'Maria Clara'))
    await page.goto('/profile/account')
    await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fprofile%2Faccount$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Gala' })).toBeVisible()
    await expect(page.getByText('New to Gala? An email code creates your account (you only choose a display name), and so do Google and Facebook.')).toBeVisible()

    await page.getByRole('main').getByRole('button', { name: 'Login with Email Code' }).click()
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Email or username' }).fill(account.email)
    const since = Date.now()
    await main.getByRole('button', { name: 'Send Login Code' }).click()
    await main.getByRole('textbox', { name: 'Login code' }).fill(await readLatestCode(account.email, since))
    await main.getByRole('button', { name: 'Verify Code' }).click()

    await expect(page).toHaveURL(/\/profile\/account$/)
    await expect(toastWith(page, 'Login successful')).toContainText('Welcome back, Maria Clara!')
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
    await expect(main.getByRole('region', { name: 'Profile Information' }).getByRole('textbox', { name: 'Email' })).toHaveValue(account.email)
    // The code sign-in proved the address: email code is a way in (decision 022's sign-in methods).
    const methods = main.getByRole('region', { name: 'Account Integration' }).getByRole('list', { name: 'Sign-in methods' })
    await expect(methods.getByRole('listitem').filter({ hasText: 'Email code' })).toContainText(account.email)
    await expect(main.getByRole('region', { name: 'Stats' })).toContainText('Day streak')
    await expect(main.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile')

    // Signed in, /auth has nothing to offer: it goes on to redirect_to, or home.
    await page.goto('/auth?redirect_to=%2Fabout')
    await expect(page).toHaveURL(/\/about$/)
    await page.goto('/auth')
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Your City' })).toBeVisible()
    // /settings (login-protected) is the widget settings page.
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Widget Settings' })).toBeVisible()
  })

  test('a spinner shows while the user loads on a protected page', async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/user', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/profile/account')
    await expect(page.getByRole('main').getByRole('status')).toContainText('Checking your sign-in')
    release()
    await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fprofile%2Faccount$/)
  })

  test('shows ?error= once and removes it from the address; unconfigured providers are disabled; #_=_ goes', async ({ page }) => {
    await page.goto('/auth?redirect_to=%2Fabout&error=Something%20failed')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toHaveText('Something failed')
    await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fabout$/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Gala' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)

    // This server has no Google or Facebook credentials: the buttons say so instead of failing.
    for (const provider of ['Google', 'Facebook']) {
      const button = page.getByRole('main').getByRole('button', { name: `Continue with ${provider}` })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription(`${provider} sign-in is not configured`)
      await expect(page.getByRole('main').getByText(`${provider} sign-in is not configured`)).toBeVisible()
    }
    await expect(page.getByRole('main').locator('a[href^="/api/auth/"]')).toHaveCount(0)

    await openApp(page, '/about#_=_')
    await expect(page).toHaveURL(/\/about$/)
    expect(await page.evaluate(() => window.location.hash)).toBe('')
  })

  test('an admin page shows a non-admin the Access Denied card; Go Back works', async ({ page }, testInfo) => {
    const account = await registerUser(page, freshAccount(testInfo, 'nonadmin'))
    await signInWithPassword(page, account)
    await openApp(page, '/about')
    // Following a plain link from one of our pages (a full page load with our page as referrer).
    await page.evaluate(() => window.location.assign('/admin/dashboard'))
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    await expect(main).toContainText("You don't have permission to access this admin page. Only administrators can view this content.")
    await expect(main.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
    await main.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About Gala' })).toBeVisible()

    // Opened in a fresh tab there is nothing to go back to: home instead.
    const tab = await page.context().newPage()
    await tab.goto('/admin/system-dashboard')
    await expect(tab.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    await tab.getByRole('button', { name: 'Go Back' }).click()
    await expect(tab.getByRole('heading', { level: 1, name: 'Discover Your City' })).toBeVisible()
  })

  test('an admin (ADMIN_EMAILS) signs in from /auth?redirect_to= and sees the dashboard', async ({ page }, testInfo) => {
    const account = await registerUser(page, adminAccount(testInfo), { allowExisting: true })
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fadmin%2Fdashboard$/)

    await signInWithPassword(page, account)
    await page.reload()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(main.getByTestId('admin-signed-in-as')).toContainText(`@${account.username}`)
    // The Admin Tools of doc 1 §2 that have no section of their own (the System Dashboard and Ticket Settings do), each a link.
    const tools = main.getByRole('list', { name: 'Admin tools' }).getByRole('listitem')
    await expect(tools).toHaveCount(7)
    await expect(tools.getByRole('link')).toHaveCount(7)
    await expect(tools.first().getByRole('link', { name: 'Ad Settings' })).toBeVisible()
    await expect(main.getByText('Coming soon')).toHaveCount(0)
  })
})
