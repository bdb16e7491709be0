import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest. Issue 6 (installable and offline-first) completes it with
 * maskable icons, shortcuts and screenshots; the shape stays here, in one place.
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
}
