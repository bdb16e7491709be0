/**
 * Every link the shell shows, in the order of spec doc 1 §2. The header menus and the footer
 * read these lists; nothing else declares them.
 */
export interface NavLink {
  readonly to: string
  readonly label: string
}

/** Navigation menu (left side menu). */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/movies', label: 'Movies' },
  { to: '/movies/now-showing', label: 'Now Showing' },
  { to: '/movies/coming-soon', label: 'Coming Soon' },
  { to: '/movies/theaters/nearby', label: 'Theaters Near You' },
  { to: '/tv', label: 'TV Guide' },
  { to: '/events', label: 'Events' },
  { to: '/festivals', label: 'Festivals' },
  { to: '/food-drink', label: 'Food & Drink' },
  { to: '/food-drink/articles', label: 'Food & Drink Articles' },
  { to: '/hotels', label: 'Hotels' },
  { to: '/activities', label: 'Activities' },
  { to: '/districts', label: 'Areas' },
  { to: '/tickets', label: 'Tickets' },
  { to: '/music', label: 'Music' },
  { to: '/tech', label: 'Tech' },
  { to: '/travel', label: 'Travel' },
  { to: '/shops-services', label: 'Shops & Services' },
  { to: '/health-beauty', label: 'Health & Beauty' },
  { to: '/time-out', label: 'Time Out' },
  { to: '/arts', label: 'Arts' },
  { to: '/theatre', label: 'Theatre' },
  { to: '/campus', label: 'Campus' },
]

/** Profile menu (right side menu, signed in), relative to /profile/{username}. */
export function profileLinks(username: string): NavLink[] {
  const base = `/profile/${encodeURIComponent(username)}`
  return [
    { to: base, label: 'My Profile' },
    { to: `${base}/activity`, label: 'Activity' },
    { to: `${base}/notifications`, label: 'Notifications' },
    { to: `${base}/followers`, label: 'Followers' },
    { to: `${base}/following`, label: 'Following' },
    { to: `${base}/widget-settings`, label: 'Widget Settings' },
  ]
}

/** Admin Tools section of the profile menu (users with isAdmin true). */
export const ADMIN_LINKS: readonly NavLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/system-dashboard', label: 'System Dashboard' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/ad-settings', label: 'Ad Settings' },
  { to: '/admin/script-management', label: 'Script Management' },
  { to: '/admin/streaming-shows', label: 'Streaming Shows' },
  { to: '/admin/ads-txt', label: 'ads.txt' },
  { to: '/admin/no-ads-articles', label: 'No-Ads Articles' },
  { to: '/admin/article-reflinks', label: 'Article Reflinks' },
  { to: '/admin/seo-tools', label: 'SEO Tools' },
  { to: '/admin/ticket-settings', label: 'Ticket Settings' },
]

/** Footer links. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { to: '/events', label: 'Events' },
  { to: '/food-drink', label: 'Food & Drink' },
  { to: '/movies', label: 'Movies' },
  { to: '/places', label: 'Places' },
  { to: '/tv', label: 'TV Guide' },
  { to: '/guides/transportation', label: 'Getting Around' },
  { to: '/guides/neighborhoods', label: 'Neighborhoods' },
  { to: '/districts', label: 'Areas' },
  { to: '/hotels', label: 'Hotels' },
  { to: '/activities', label: 'Activities' },
  { to: '/about', label: 'About Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/disclaimer', label: 'Disclaimer' },
]

export interface SocialLink {
  readonly href: string
  readonly label: string
  readonly network: 'facebook' | 'x' | 'instagram' | 'youtube' | 'tiktok'
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { href: 'https://www.facebook.com/gala.ph', label: 'Gala on Facebook', network: 'facebook' },
  { href: 'https://x.com/gala_ph', label: 'Gala on X (Twitter)', network: 'x' },
  { href: 'https://www.instagram.com/gala.ph', label: 'Gala on Instagram', network: 'instagram' },
  { href: 'https://www.youtube.com/@gala.ph', label: 'Gala on YouTube', network: 'youtube' },
  { href: 'https://www.tiktok.com/@gala.ph', label: 'Gala on TikTok', network: 'tiktok' },
]

export const CONTACT_EMAIL = 'hello@gala.ph'
