import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
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

/** The specs also run at desktop width (see the desktop project). */
const DESKTOP_SPECS = ['shell', 'ads', 'guides', 'home', 'movies', 'theaters', 'site-scripts', 'discovery', 'admin-*']

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Gala is built for phones first: every flow runs at 360 px. At 1280 px run the specs whose layout or controls
      // differ with the width (the header and menus, ad slots, guide and list grids, the cookie banner, search filters)
      // and the admin area, which editors use at a desk.
      testMatch: DESKTOP_SPECS.map((name) => `**/${name}.spec.ts`),
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
