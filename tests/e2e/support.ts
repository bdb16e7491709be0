/**
 * Helpers for signing in for real in the E2E tests: accounts are created through POST /api/register,
 * sign-in codes are read from the mail the app sent to the local SMTP server (see
 * tests/support/e2e-server.ts). Rate limits and the 60 s resend cooldown are per account, so every test
 * uses its own fresh account.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import type { PublicUser } from '../../api/contracts/user.ts'
import { E2E_ADMIN_EMAILS, E2E_MAIL_PORT, E2E_MODERATOR_EMAILS } from './accounts.ts'
import { waitForApp } from './fixtures.ts'

export const E2E_PASSWORD = 'gala-e2e-password-1'

export interface E2EAccount {
  username: string
  email: string
  name: string
  password: string
}

export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  date: string
}

/** A fresh account for this test and project: `e2e-{label}-{m|d}-{random}` at gala.test. */
export function freshAccount(testInfo: TestInfo, label: string, name = 'Juan dela Cruz'): E2EAccount {
  const project = testInfo.project.name.slice(0, 1)
  const username = `e2e-${label.slice(0, 12)}-${project}-${randomBytes(4).toString('hex')}`.toLowerCase()
  return { username, email: `${username}@gala.test`, name, password: E2E_PASSWORD }
}

/** The admin accounts' labels, read from E2E_ADMIN_EMAILS (`e2e-{label}-{project}@gala.test`). */
type AdminLabel = (typeof E2E_ADMIN_EMAILS)[number] extends `e2e-${infer L}-${'mobile' | 'desktop'}@gala.test` ? L : never

/**
 * An administrator account of this project (its email is in the E2E server's ADMIN_EMAILS):
 * `e2e-{label}-{project}@gala.test`. Fixed addresses, so register it with `allowExisting`.
 */
export function adminAccount(testInfo: TestInfo, label: AdminLabel = 'admin'): E2EAccount {
  const email = E2E_ADMIN_EMAILS.find((address) => address === `e2e-${label}-${testInfo.project.name}@gala.test`)
  if (!email) throw new Error(`No E2E admin address for ${label} in project ${testInfo.project.name}`)
  return { username: email.split('@')[0]!, email, name: 'Ana Reyes', password: E2E_PASSWORD }
}

/** The moderator account of this project (its email is in the E2E server's MODERATOR_EMAILS). Register it with `allowExisting`. */
export function moderatorAccount(testInfo: TestInfo): E2EAccount {
  const email = `e2e-moderator-${testInfo.project.name}@gala.test`
  if (!(E2E_MODERATOR_EMAILS as readonly string[]).includes(email)) throw new Error(`No E2E moderator address for project ${testInfo.project.name}`)
  return { username: email.split('@')[0]!, email, name: 'Mara Cruz', password: E2E_PASSWORD }
}

/**
 * Creates the account through the real POST /api/register, then signs out again (registering signs
 * in), so the test starts as a visitor. `allowExisting` accepts the documented 409 for fixed
 * accounts (the admin of a project, on a retry).
 */
export async function registerUser(page: Page, account: E2EAccount, options: { allowExisting?: boolean } = {}): Promise<E2EAccount> {
  const since = Date.now()
  const response = await page.request.post('/api/register', {
    data: { username: account.username, email: account.email, password: account.password, name: account.name },
  })
  if (!(options.allowExisting && response.status() === 409)) {
    expect(response.status(), await response.text()).toBe(201)
    const user = (await response.json()) as PublicUser
    expect(user.username).toBe(account.username)
    // Staff lists count only for a proven address (decision 015): the admin accounts confirm theirs.
    if (([...E2E_ADMIN_EMAILS, ...E2E_MODERATOR_EMAILS] as string[]).includes(account.email)) await confirmEmail(page.request, account.email, since)
  }
  const logout = await page.request.post('/api/logout')
  expect(logout.status()).toBe(200)
  return account
}

/** Signs in with the password through POST /api/login (the session cookie is shared with the page). */
export async function signInWithPassword(page: Page, account: E2EAccount): Promise<PublicUser> {
  const response = await page.request.post('/api/login', { data: { username: account.username, password: account.password } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as PublicUser
}

/**
 * Confirms the address of the account signed in on `request` with the code of the confirmation mail sent
 * at or after `since` (POST /api/user/email-confirmation/verify, as the Account Settings card does).
 */
export async function confirmEmail(request: APIRequestContext, email: string, since: number): Promise<void> {
  const code = await readLatestCode(email, since, CONFIRMATION_SUBJECT)
  const response = await request.post('/api/user/email-confirmation/verify', { data: { code } })
  expect(response.status(), await response.text()).toBe(200)
  expect(((await response.json()) as PublicUser).emailVerified).toBe(true)
}

/** Subjects of the two kinds of mail that carry a code. */
export const SIGN_IN_SUBJECT = /sign-in code/i
export const CONFIRMATION_SUBJECT = /confirm your gala email/i

/** Every mail the local SMTP server received for `email`, oldest first. */
export async function readMail(email: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_MAIL_PORT}/messages?to=${encodeURIComponent(email)}`)
  expect(response.ok).toBe(true)
  return (await response.json()) as CaughtMail[]
}

/**
 * The code of the newest sign-in mail (or other mail whose subject matches `subject`) to `email` that
 * arrived at or after `since` (ms since epoch), waiting for it (the app sends mail after replying).
 */
export async function readLatestCode(email: string, since = 0, subject: RegExp = SIGN_IN_SUBJECT): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await readMail(email)).filter((mail) => Date.parse(mail.date) >= since - 1000 && subject.test(mail.subject))
        const latest = mails.at(-1)
        code = latest ? /\b(\d{6})\b/.exec(latest.subject)?.[1] ?? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined
        return code
      },
      { message: `a code mailed to ${email} (${subject})`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

/** Waits until the app has rendered its header and knows who is signed in. */
export async function openApp(page: Page, path: string) {
  await page.goto(path)
  // Pages of a context the test launched itself (a persistent profile) are not covered by fixtures.ts.
  await waitForApp(page)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading account' })).toHaveCount(0)
}

/** The header's avatar button (signed in). */
export function avatarButton(page: Page) {
  return page.getByRole('button', { name: /^Open profile menu/ })
}

/**
 * A toast on screen containing `text`: the item in the toast viewport, there for the toast's 5 s. (Radix also
 * announces a toast in a role=status element, but only for its first second, too short to rely on when the
 * machine is busy.) Found by CSS, not by role: while a dialog is open the rest of the page, the viewport
 * included, is hidden from the accessibility tree.
 */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: text })
}

/**
 * Signs in as a person would with the header's sign-in menu: Sign in → Sign in with Email → address
 * → Send Login Code → the code from the mail → Verify Code. Ends signed in, with every menu closed.
 */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click()
  const menu = page.getByRole('dialog', { name: 'Sign in to Gala' })
  await menu.getByRole('button', { name: 'Sign in with Email' }).click()
  await menu.getByRole('textbox', { name: 'Email or username' }).fill(email)
  const since = Date.now()
  await menu.getByRole('button', { name: 'Send Login Code' }).click()
  const codeInput = menu.getByRole('textbox', { name: 'Login code' })
  await expect(codeInput).toBeFocused()
  await codeInput.fill(await readLatestCode(email, since))
  await menu.getByRole('button', { name: 'Verify Code' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(avatarButton(page)).toBeVisible()
}

/** The query keys the app has saved for offline use in IndexedDB (pwa/lib/query-persistence.ts). */
export async function savedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () =>
      new Promise<unknown[][]>((resolve) => {
        const open = indexedDB.open('gala-cache')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve([])
          const read = db.transaction('queries').objectStore('queries').get('client')
          read.onsuccess = () => {
            const client = read.result as { clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined
            resolve((client?.clientState?.queries ?? []).map((query) => query.queryKey))
          }
          read.onerror = () => resolve([])
        }
      }),
  )
}

const ADS_LOCK = join(tmpdir(), `gala-e2e-ads-toggle-${process.env.E2E_PORT ?? 4173}`)

/**
 * Runs `work` while holding the ads-toggle lock (a directory: mkdir is atomic). The ads toggle is global and the E2E
 * server is shared: tests that need ads on and the one that switches them off (tests/e2e/ads.spec.ts) take it.
 */
export async function withAdsLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      mkdirSync(ADS_LOCK)
      break
    } catch {
      // A lock left by a crashed run is older than any test.
      try {
        if (Date.now() - statSync(ADS_LOCK).mtimeMs > 150_000) rmSync(ADS_LOCK, { recursive: true, force: true })
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error('ads toggle lock not released')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(ADS_LOCK, { recursive: true, force: true })
  }
}
