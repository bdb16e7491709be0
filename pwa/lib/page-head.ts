/**
 * The complete head of a page (issue 21): "{title} | Gala", the meta description, the canonical address, Open Graph,
 * the Twitter card and the page's JSON-LD, as the `head` a route returns from its loader (route-head.ts explains why
 * from the loader). Addresses are absolute on the site's origin, which loaders read from the router context
 * (`context.origin`: PUBLIC_URL's on the server, the page's own in the browser), never from `window`.
 *
 * Only loaders import this module (lazy chunks); the entry chunk keeps route-head.ts alone.
 */
import { notFound } from '@tanstack/react-router'
import type { HeadMeta, PageHead } from './route-head'

/** use-page-title.ts's SITE_NAME, repeated: importing it would list an entry module among every page chunk's dependencies. */
const SITE_NAME = 'Gala'

export interface HeadImage {
  /** The image's address, relative to the site or absolute. */
  url: string
  /** Its real size in px, when known. */
  width?: number
  height?: number
  alt?: string
}

/** The site's share picture (public/screenshots/home-wide.png, 1280 × 800) for pages without a picture of their own. */
export const SITE_IMAGE: HeadImage = { url: '/screenshots/home-wide.png', width: 1280, height: 800, alt: 'Gala: movies, events, food and places in Metro Manila' }

/** The site's logo (public/icons/icon-512.png), the publisher's logo in structured data. */
export const SITE_LOGO_IMAGE: HeadImage = { url: '/icons/icon-512.png', width: 512, height: 512 }

export const SITE_DESCRIPTION = 'Movies and showtimes, events, food and drink, places and city guides for Metro Manila and the Philippines.'

export interface PageHeadOptions {
  /** The site's origin (https://…), from the router context. */
  origin: string
  /** The page's canonical path (with its query when that is part of the address, e.g. ?page=2). */
  path: string
  /** The page's picture; the site's share picture when there is none. */
  image?: HeadImage | null
  /** og:type: website (default), article, profile, video.movie … */
  type?: string
  /** schema.org data, one <script type="application/ld+json"> each. */
  jsonLd?: Record<string, unknown> | readonly (Record<string, unknown> | null | undefined)[] | null
  /** e.g. 'noindex' for a page that should stay out of search results. */
  robots?: string
  /** The whole <title> instead of "{title} | Gala" (the home page). */
  fullTitle?: string
}

/** `url` on the site's origin: '/movies' → 'https://gala.ph/movies'; absolute addresses stay as they are. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin || undefined).href
  } catch {
    return url
  }
}

/** The first `max` characters of a text, cut at a word and ended with an ellipsis when shortened (meta descriptions). */
export function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * Gala's generated images (api/modules/media), by address: the height:width ratio and the width their link preview is
 * drawn at (a width media.raster.ts draws exactly: posters 600 × 900, cards 1200 × 675, logos 400 × 400).
 */
const MEDIA_SHAPES: readonly [RegExp, number, number][] = [
  [/^\/media\/(?:posters|tv\/shows)\//, 1.5, 600],
  [/^\/media\/images\//, 9 / 16, 1200],
  [/^\/media\/tv\/(?:channels|networks)\//, 1, 400],
]

/**
 * A page picture with its size. Gala's generated images become the JPEG the server draws of them, at the width of a
 * link preview: Facebook, Messenger, Viber and X show no SVG, and want 600 px or more. The placeholder pictures of
 * public/images/fallbacks are no page picture (null: the site's share picture is used). Other addresses keep no size.
 */
export function headImage(url: string | null | undefined, alt?: string): HeadImage | null {
  if (!url || url.startsWith('/images/fallbacks/')) return null
  const [path = ''] = url.split('?')
  const shape = MEDIA_SHAPES.find(([pattern]) => pattern.test(path))
  if (!shape) return { url, alt }
  const [, ratio, width] = shape
  return { url: previewPictureUrl(`${path}?w=${width}`), width, height: Math.round(width * ratio), alt }
}

/** The JPEG of one of Gala's generated images (the same address and width), the format every link preview shows. */
export function previewPictureUrl(url: string): string {
  return url.replace(/^(\/media\/[^?]+)\.(?:svg|webp)(?=\?|$)/, '$1.jpg')
}

/**
 * The head of a page. Without `options` only the title and the description (as before); with them, the canonical
 * link and og:url (absolute), Open Graph (title, description, type, image with its size, site name, locale), the
 * Twitter card (a large picture for a landscape one of 300 px or more) and one ld+json entry per JSON-LD object.
 */
export function pageHead(title: string, description: string, options?: PageHeadOptions): PageHead {
  const meta: HeadMeta[] = [{ title: options?.fullTitle ?? `${title} | ${SITE_NAME}` }, { name: 'description', content: description }]
  if (!options) return { meta }
  const { origin } = options
  const url = absoluteUrl(options.path, origin)
  const image = options.image ?? SITE_IMAGE
  const imageUrl = absoluteUrl(previewPictureUrl(image.url), origin)
  const sized = image.width && image.height ? image : null
  const large = sized ? sized.width! >= 300 && sized.width! >= sized.height! : false
  const socialTitle = options.fullTitle ?? title
  meta.push(
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_PH' },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
  )
  if (sized) meta.push({ property: 'og:image:width', content: String(sized.width) }, { property: 'og:image:height', content: String(sized.height) })
  if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt })
  meta.push(
    { name: 'twitter:card', content: large ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  )
  if (image.alt) meta.push({ name: 'twitter:image:alt', content: image.alt })
  if (options.robots) meta.push({ name: 'robots', content: options.robots })
  for (const data of [options.jsonLd ?? []].flat()) if (data) meta.push({ 'script:ld+json': data })
  return { meta, links: [{ rel: 'canonical', href: url }] }
}

const NOT_FOUND_DESCRIPTION = 'We could not find that page. It may have moved or been removed.'

/**
 * The head of a page that answers normally but whose subject does not exist (a theater, a restaurant): its message as
 * the title, kept out of search indexes.
 */
export function notFoundHead(title: string, description = NOT_FOUND_DESCRIPTION): PageHead {
  return { meta: [{ title: `${title} | ${SITE_NAME}` }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }] }
}

/**
 * The router's not-found for a loader to throw, carrying the page's head ("{title} | Gala", the message the route's
 * notFoundComponent shows): `headFromLoader` reads it from the match's error. The server answers it 404 and adds
 * robots noindex itself.
 */
export function notFoundError(title: string) {
  return notFound({ data: { head: { meta: [{ title: `${title} | ${SITE_NAME}` }, { name: 'description', content: NOT_FOUND_DESCRIPTION }] } satisfies PageHead } })
}

// ---- schema.org helpers shared by the pages ---------------------------------------------------

/** A BreadcrumbList of [name, path] steps, Home first (the trail the page shows, with Gala's home before it). */
export function breadcrumbJsonLd(origin: string, steps: readonly (readonly [string, string])[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...breadcrumbList(origin, steps) }
}

/** `breadcrumbJsonLd` as a node inside another (a WebPage's `breadcrumb`), without its own @context. */
export function breadcrumbList(origin: string, steps: readonly (readonly [string, string])[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'] as const, ...steps].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path, origin),
    })),
  }
}

/** Gala as an Organization (publisher of articles, the site's owner). */
export function siteOrganization(origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/', origin),
    logo: { '@type': 'ImageObject', url: absoluteUrl(SITE_LOGO_IMAGE.url, origin), width: SITE_LOGO_IMAGE.width, height: SITE_LOGO_IMAGE.height },
  }
}

/** A CollectionPage (a section or list page) listing `items` (name and path) in order. */
export function collectionPageJsonLd(
  origin: string,
  page: { name: string; description: string; path: string },
  items: readonly { name: string; path: string; type?: string }[] = [],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path, origin),
    inLanguage: 'en-PH',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/', origin) },
    ...(items.length > 0
      ? {
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: items.map((item, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              ...(item.type ? { item: { '@type': item.type, name: item.name, url: absoluteUrl(item.path, origin) } } : { name: item.name, url: absoluteUrl(item.path, origin) }),
            })),
          },
        }
      : {}),
  }
}

/** A breadcrumb trail before a page: [name, path] steps after Home. */
export type Trail = readonly (readonly [string, string])[]

/** A list page (a CollectionPage): what its head says. */
export interface ListPage {
  /** The list's name: its heading, the CollectionPage's name and its title unless `title` says otherwise. */
  name: string
  /** The page's title when it is not the name (" (page N)" is added to it past the first page). */
  title?: string
  description: string
  /** Its address without ?page=. */
  path: string
  /** The page of the list (?page=N past the first). */
  page?: number
  /** The steps before it in the breadcrumb (Home comes first by itself). */
  trail?: Trail
  /** Its own step's name in the breadcrumb when not its name (the page's breadcrumb says 'Articles'). */
  crumb?: string
  image?: HeadImage | null
}

/** `path` with ?page=N past the first page ('/tags/x' → '/tags/x?page=2', '/places?type=Museum' → '/places?type=Museum&page=2'). */
export function pagedPath(path: string, page = 1): string {
  return page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${page}` : path
}

/**
 * The head of a list page (movies, articles, places, restaurants, festivals …): "{title}" with "(page N)" past the
 * first page, the canonical address with its ?page=, a CollectionPage listing `items` in order, and the
 * BreadcrumbList of its trail ending with the list.
 */
export function collectionHead(origin: string, list: ListPage, items: readonly { name: string; path: string; type?: string }[] = []): PageHead {
  const path = pagedPath(list.path, list.page)
  const title = list.title ?? list.name
  return pageHead(list.page && list.page > 1 ? `${title} (page ${list.page})` : title, list.description, {
    origin,
    path,
    image: list.image,
    jsonLd: [
      collectionPageJsonLd(origin, { name: list.name, description: list.description, path }, items),
      breadcrumbJsonLd(origin, [...(list.trail ?? []), [list.crumb ?? list.name, list.path]]),
    ],
  })
}

/** A page that is neither a list nor a thing (a guide, an about page): what its head says. */
export interface InfoPage {
  /** Its heading: the WebPage's name and the last step of its trail. */
  name: string
  /** The page's title when it is not the name. */
  title?: string
  description: string
  path: string
  trail?: Trail
  /** Its own step's name in the breadcrumb when not its name (a guide's short label). */
  crumb?: string
  /** The schema.org type: WebPage (default), AboutPage, ContactPage … */
  type?: string
  /** The page's picture (the site's share picture without one). */
  image?: HeadImage | null
  /** What the page is about (a schema.org node, e.g. the Movie of a movie's cast page). */
  about?: Record<string, unknown>
}

/** The head of a page of information (a city guide, the about page, a policy): its WebPage with the breadcrumb trail. */
export function webPageHead(origin: string, page: InfoPage): PageHead {
  return pageHead(page.title ?? page.name, page.description, {
    origin,
    path: page.path,
    image: page.image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': page.type ?? 'WebPage',
      name: page.name,
      description: page.description,
      url: absoluteUrl(page.path, origin),
      inLanguage: 'en-PH',
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/', origin) },
      ...(page.about ? { about: page.about } : {}),
      breadcrumb: breadcrumbList(origin, [...(page.trail ?? []), [page.crumb ?? page.name, page.path]]),
    },
  })
}
