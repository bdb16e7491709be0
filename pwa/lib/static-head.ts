/**
 * Heads of the short text pages (about, policies), built by their routes' loaders (see route-head.ts): the page's
 * heading as its title, a description of what it covers, the canonical address, Open Graph, and its WebPage
 * (AboutPage for /about). Only loaders import this module (lazy chunks).
 */
import { webPageHead } from './page-head'

const STATIC_PAGES = {
  '/about': {
    name: 'About Gala',
    type: 'AboutPage',
    description:
      'Gala is the Philippines’ digital lifestyle and entertainment guide: movies and showtimes, events, food and drink, places and city guides for Metro Manila and beyond.',
  },
  '/privacy-policy': {
    name: 'Privacy Policy',
    description: 'What personal information Gala collects, why, who we share it with, how long we keep it and your rights under the Data Privacy Act of 2012.',
  },
  '/terms-of-service': {
    name: 'Terms of Service',
    description: 'The terms of using Gala on the web and as an installed app: your account, what you post, tickets and third parties, and using Gala fairly.',
  },
  '/disclaimer': {
    name: 'Disclaimer',
    description: 'Gala’s listings, showtimes, prices, guides and articles are published in good faith for general information: confirm with the venue before you go.',
  },
  '/cookie-policy': {
    name: 'Cookie Policy',
    description: 'The cookies and storage Gala uses, which need your consent, how long they last and how to change your choice.',
  },
} as const satisfies Record<string, { name: string; description: string; type?: string }>

export type StaticPath = keyof typeof STATIC_PAGES

/** The head of a text page: /about, /privacy-policy, /terms-of-service, /disclaimer or /cookie-policy. */
export function staticPageHead(path: StaticPath, origin: string) {
  return webPageHead(origin, { ...STATIC_PAGES[path], path })
}
