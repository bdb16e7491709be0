/**
 * The home widget and widget settings as people use them, in real Chromium at 360 px and 1280 px
 * against the real server (demo widget values: the E2E database is the demo database). A visitor
 * gets the default widget; a signed-in user switches it from weather to forex and the home page follows.
 */
import { expect, test, type Page } from './fixtures.ts'
import { TILE_ROTATION_MS, WIDGET_MESSAGES } from '../../api/contracts/widget-rules.ts'
import { avatarButton, freshAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

test.use({ serviceWorkers: 'block' })

const homeWidget = (page: Page) => page.getByTestId('home-widget')

test('a visitor sees the default widget: the weather for Manila with a 3-day forecast', async ({ page }, testInfo) => {
  // The page's timers on a clock the test can move (it runs on by itself until then): see the paused rotation below.
  if (testInfo.project.name === 'mobile') await page.clock.install()
  await openApp(page, '/')
  const tile = page.getByRole('region', { name: 'Weather' })
  await expect(tile).toBeVisible()
  await expect(homeWidget(page)).toHaveAttribute('data-widget', 'weather')
  await expect(tile.getByText('Manila', { exact: true })).toBeVisible()
  await expect(tile.getByText(/\d+°C/)).toBeVisible()
  await expect(tile.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Foreign Exchange' })).toHaveCount(0)

  if (testInfo.project.name === 'mobile') {
    // Compact: the reading and the forecast take turns every 3 s, and the rotation can be paused.
    const now = tile.getByRole('button', { name: 'Now' })
    const forecast = tile.getByRole('button', { name: 'Forecast' })
    await expect(now).toHaveAttribute('aria-pressed', 'true')
    await expect(forecast).toHaveAttribute('aria-pressed', 'true', { timeout: 5000 })
    await expect(tile.getByTestId('weather-forecast').getByRole('listitem')).toHaveCount(3)
    await tile.getByRole('button', { name: 'Pause weather rotation' }).click()
    await expect(tile.getByRole('button', { name: 'Resume weather rotation' })).toHaveAttribute('aria-pressed', 'true')
    // From here the page's clock moves only when the test moves it: exactly one rotation period, whatever the
    // machine's speed. A rotation still running turns once in it, to the other panel.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100))
    const shown = (await forecast.getAttribute('aria-pressed')) === 'true' ? forecast : now
    await page.clock.runFor(TILE_ROTATION_MS)
    await expect(shown).toHaveAttribute('aria-pressed', 'true')
    await now.click()
    await expect(tile.getByTestId('weather-current')).toBeVisible()
  } else {
    // Full: both at once.
    await expect(tile.getByTestId('weather-current')).toBeVisible()
    await expect(tile.getByRole('heading', { name: '3-day forecast' })).toBeVisible()
    await expect(tile.getByTestId('weather-forecast').getByRole('listitem')).toHaveCount(3)
  }
})

test('a signed-in user switches the home widget from weather to forex in widget settings', async ({ page }, testInfo) => {
  const account = await registerUser(page, freshAccount(testInfo, 'widgets'))
  await signInWithPassword(page, account)
  await openApp(page, '/')
  await expect(page.getByRole('region', { name: 'Weather' })).toBeVisible()

  await avatarButton(page).click()
  await page.getByRole('dialog', { name: 'Your account' }).getByRole('link', { name: 'Widget Settings' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${account.username}/widget-settings$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Widget Settings' })).toBeVisible()

  const weather = page.getByRole('switch', { name: 'Weather' })
  const forex = page.getByRole('switch', { name: 'Foreign Exchange' })
  const lotto = page.getByRole('switch', { name: 'Lotto Results' })
  const save = page.getByRole('button', { name: 'Save Changes' })
  await expect(weather).toBeChecked()
  await expect(forex).not.toBeChecked()
  await expect(save).toHaveCount(0)

  // One widget at a time; nothing is saved until Save.
  await forex.click()
  await expect(forex).toBeChecked()
  await expect(weather).not.toBeChecked()
  await expect(lotto).not.toBeChecked()
  await expect(page.getByTestId('homepage-preview')).toHaveText('1 widget enabled: Foreign Exchange')
  await expect(save).toBeVisible()
  await save.click()
  await expect(toastWith(page, 'Settings Updated')).toContainText('Your widget preferences have been saved successfully.')
  await expect(save).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  const tile = page.getByRole('region', { name: 'Foreign Exchange' })
  await expect(tile).toBeVisible()
  await expect(tile.getByText(/^1 USD = \d+\.\d{2} PHP$/)).toBeVisible()
  await expect(homeWidget(page)).toHaveAttribute('data-widget', 'forex')
  await expect(page.getByRole('region', { name: 'Weather' })).toHaveCount(0)

  // Kept on the server: a new visit shows forex too.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Foreign Exchange' })).toBeVisible()
  await expect(page.getByText(WIDGET_MESSAGES.forexUnavailable)).toHaveCount(0)
})

test('/settings: turning the widget off, Saving..., and the failure toast keeps the change pending', async ({ page }, testInfo) => {
  const account = await registerUser(page, freshAccount(testInfo, 'settings'))
  await signInWithPassword(page, account)
  await openApp(page, '/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Widget Settings' })).toBeVisible()

  const weather = page.getByRole('switch', { name: 'Weather' })
  await weather.click()
  await expect(weather).not.toBeChecked()
  await expect(page.getByTestId('homepage-preview')).toHaveText('No widgets enabled')

  // The first save fails on the server side of the wire.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/user/widget-preferences', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue()
    await held
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'INTERNAL', message: 'Something went wrong' }) })
  })
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  release()
  await expect(toastWith(page, 'Update Failed')).toContainText('Failed to update widget preferences. Please try again.')
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  await expect(weather).not.toBeChecked()

  // Then it goes through, and the home page has no widget.
  await page.unroute('**/api/user/widget-preferences')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Settings Updated')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page.getByRole('heading', { name: 'Discover Your City' })).toBeVisible()
  await expect(homeWidget(page)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Weather' })).toHaveCount(0)
})
