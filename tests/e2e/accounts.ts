/**
 * Fixed facts shared by the E2E server (tests/support/e2e-server.ts) and the tests. No Playwright
 * import here: the server process loads this file too.
 */

/** Accounts the admin tests register; the E2E server lists them in ADMIN_EMAILS. One per test and project. */
export const E2E_ADMIN_EMAILS = [
  'e2e-admin-mobile@gala.test',
  'e2e-admin-desktop@gala.test',
  'e2e-menu-admin-mobile@gala.test',
  'e2e-menu-admin-desktop@gala.test',
  'e2e-alerts-admin-mobile@gala.test',
  'e2e-alerts-admin-desktop@gala.test',
  'e2e-users-admin-mobile@gala.test',
  'e2e-users-admin-desktop@gala.test',
  'e2e-events-admin-mobile@gala.test',
  'e2e-events-admin-desktop@gala.test',
  'e2e-dash-admin-mobile@gala.test',
  'e2e-dash-admin-desktop@gala.test',
  'e2e-reflinks-admin-mobile@gala.test',
  'e2e-reflinks-admin-desktop@gala.test',
  'e2e-seo-admin-mobile@gala.test',
  'e2e-seo-admin-desktop@gala.test',
  'e2e-scripts-admin-mobile@gala.test',
  'e2e-scripts-admin-desktop@gala.test',
  'e2e-analytics-admin-mobile@gala.test',
  'e2e-analytics-admin-desktop@gala.test',
  'e2e-ads-admin-mobile@gala.test',
  'e2e-ads-admin-desktop@gala.test',
  'e2e-tickets-admin-mobile@gala.test',
  'e2e-tickets-admin-desktop@gala.test',
  'e2e-routes-admin-mobile@gala.test',
  'e2e-routes-admin-desktop@gala.test',
  'e2e-streaming-admin-mobile@gala.test',
  'e2e-streaming-admin-desktop@gala.test',
  'e2e-ticketads-admin-mobile@gala.test',
  'e2e-ticketads-admin-desktop@gala.test',
] as const

/** Moderator accounts (the E2E server lists them in MODERATOR_EMAILS): the moderation tests, one per project. */
export const E2E_MODERATOR_EMAILS = ['e2e-moderator-mobile@gala.test', 'e2e-moderator-desktop@gala.test'] as const

/** Where the E2E server serves the mail its local SMTP server caught. */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 4174)
