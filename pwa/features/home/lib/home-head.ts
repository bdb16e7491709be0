import { absoluteUrl, pageHead, SITE_DESCRIPTION, siteOrganization } from '@/lib/page-head'
import { SITE_NAME } from '@/lib/use-page-title'

/**
 * The home page's head, built by its loader: the site's own title and description, the canonical address, Open Graph
 * with the site's share picture, and the schema.org WebSite (with its search, for a search box in results) and its
 * Organization.
 */
export function homeHead(origin: string) {
  const url = absoluteUrl('/', origin)
  return pageHead(SITE_NAME, SITE_DESCRIPTION, {
    origin,
    path: '/',
    fullTitle: `${SITE_NAME}: Metro Manila city and entertainment guide`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url,
        description: SITE_DESCRIPTION,
        inLanguage: 'en-PH',
        publisher: siteOrganization(origin),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search', origin)}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      { '@context': 'https://schema.org', ...siteOrganization(origin) },
    ],
  })
}
