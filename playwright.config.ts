import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * Browser UI that Debian's Chromium builds for every new window, and so for every browser context a test opens: the
 * address bar's suggestion popups are web pages of their own (chrome://omnibox-popup.top-chrome/), each loaded in a
 * renderer process that the test never sees. Playwright's own headless browser has no such UI; this full Chromium
 * in headless mode does, and paid about a quarter of a second of CPU per context for it on these 2-core machines.
 */
export const CHROMIUM_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright 1.65 turns off in every Chromium it launches (playwright-core's chromiumSwitches.ts).
 * Chromium reads only the last --disable-features it is given, so a list of ours must repeat these; the check in
 * tests/unit/chromium-flags.test.ts fails when an upgrade of Playwright changes them.
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** One --disable-features switch with the launcher's own features and ours: Chromium keeps only the last one. */
export const disableFeatures = (launcherDefaults: readonly string[]) =>
  `--disable-features=${[...new Set([...launcherDefaults, ...CHROMIUM_UI_FEATURES_OFF])].join(',')}`

/** Flags for Debian's Chromium on these machines (see ../shared/TOOLCHAIN.md): no sandbox as root, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** chromiumArgs for a browser that Playwright launches. */
export const playwrightChromiumArgs = [...chromiumArgs, disableFeatures(PLAYWRIGHT_FEATURES_OFF)]

/** Admin flows that run at desktop width only (see the mobile project). */
const DESK_ONLY_SPECS = ['admin-events', 'admin-reflinks', 'admin-seo', 'admin-streaming', 'admin-users']

/** The specs also run at desktop width (see the desktop project). */
const DESKTOP_SPECS = ['shell', 'ads', 'guides', 'home', 'movies', 'site-scripts', 'discovery', 'admin-*']

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test.only left in a spec would silently run alone in CI: refuse it there.
  forbidOnly: !!process.env.CI,
  // One retry in CI, so one stumble of a loaded 2-core machine does not fail the run; but a test that passed only on
  // its retry is a flake, and tests/support/flaky-reporter.ts lists each one at the end (and in test-results/flaky.txt).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./tests/support/flaky-reporter.ts']]
    : [['list'], ['./tests/support/flaky-reporter.ts']],
  // CI runs two browsers, the server and the build's service workers on two cores: slower steps, same checks.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace only for a test's retry: recording one for every test made the whole run about a quarter slower.
    trace: 'on-first-retry',
    // No service worker unless a spec asks for one (test.use({ serviceWorkers: 'allow' })): the worker precaches the
    // whole app (about 500 files) on every new context, which on two cores slows every other test running beside it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: playwrightChromiumArgs },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
      // Editors run these admin tools from a desk: their flows run at 1280 px only. Every admin page is still opened at
      // 360 px by the route table (its heading, and no horizontal overflow), and the dashboard, system and moderation
      // specs (a moderator on a phone; the figures' layout) run at both widths.
      testIgnore: DESK_ONLY_SPECS.map((name) => `**/${name}.spec.ts`),
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Gala is built for phones first: every flow runs at 360 px. At 1280 px run the specs whose layout or controls
      // differ with the width (the header and menus, ad slots, guide and list grids, the cookie banner, search filters)
      // and the admin area, which editors use at a desk.
      testMatch: DESKTOP_SPECS.map((name) => `**/${name}.spec.ts`),
      // Their tests whose subject does not depend on the width (tagged ONE_WIDTH in tests/e2e/fixtures.ts) run at 360 px only.
      grepInvert: /@one-width/,
    },
  ],
  webServer: {
    command: 'tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    // A fresh server (and database) every run: the auth rate limits are per IP and must start from zero.
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
