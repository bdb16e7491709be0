import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest: what the install dialog shows (name, description, screenshots) and what the
 * installed app offers from its icon (shortcuts). Shortcut icons and screenshots are PNGs under public/.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Gala: Metro Manila city and entertainment guide',
  short_name: 'Gala',
  description: 'Movies and showtimes, places, events, food and city guides for Metro Manila and the Philippines.',
  lang: 'en-PH',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0f172a',
  background_color: '#0f172a',
  categories: ['entertainment', 'lifestyle', 'travel'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Now Showing',
      short_name: 'Now Showing',
      description: 'Movies in cinemas now',
      url: '/movies/now-showing',
      icons: [{ src: '/icons/shortcuts/now-showing.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Cinemas near me',
      short_name: 'Cinemas',
      description: 'The cinemas nearest to you and their showtimes',
      url: '/movies/theaters/nearby',
      icons: [{ src: '/icons/shortcuts/cinemas-near-me.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Notifications',
      short_name: 'Notifications',
      description: 'Your movie release alerts',
      // Redirects to /profile/{username}/notifications (or to sign-in first).
      url: '/notifications',
      icons: [{ src: '/icons/shortcuts/notifications.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '360x740',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Gala on a phone: the home page with the weather and the city search',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Gala on a computer: discover movies, places and events in Metro Manila',
    },
  ],
}
