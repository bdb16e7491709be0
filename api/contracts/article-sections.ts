/**
 * Article sections and the category-id-to-section maps, in one place for the API (article links)
 * and the PWA (routes, section pages, activity links).
 *
 * The two specification documents give two different maps, for two different things:
 * - doc 2 §3 maps the WordPress category ids that articles carry to section slugs (7 movies,
 *   9 food-drink …). Our ArticleCategory ids are these ids, and article addresses use this map.
 * - doc 3 §2 (activity tab) maps the `articleCategory` of a profile activity entry to a section prefix
 *   (7 food-drink, 9 movies …), a different numbering. Only activity links use it.
 */

// ---- Doc 2 §3: article category ids → section slugs -------------------------------------------

export const ARTICLE_CATEGORY_SECTIONS: Readonly<Record<number, string>> = {
  7: 'movies',
  8: 'tv',
  9: 'food-drink',
  10: 'shops-services',
  11: 'health-beauty',
  15: 'events',
  17: 'theatre',
  58: 'tech',
  74: 'time-out',
  96: 'music',
  117: 'local',
  149: 'travel',
  354: 'whats-new',
  1274: 'campus',
}

/** Category ids by name, for the spec's calls (doc 2 §7). */
export const ARTICLE_CATEGORY = {
  movies: 7,
  tv: 8,
  foodDrink: 9,
  whatsNew: 354,
  /**
   * Arts has no id in doc 2's map; 14 is the arts id of doc 3's activity map and is unused in doc 2's
   * numbering, so an imported or local "arts" category should take it.
   */
  arts: 14,
} as const

/** Where a category is absent on other listings, the section defaults to food-drink (doc 2 §2, doc 1 §9). */
export const DEFAULT_ARTICLE_SECTION = 'food-drink'

/** The partner-content desk: the home page lists its articles separately (doc 2 §7 author=11). */
export const PARTNER_AUTHOR_ID = 11
/** Latest articles leave out these categories (doc 2 §7: categories_exclude=1,4695). */
export const LATEST_EXCLUDED_CATEGORIES = [1, 4695] as const
/** The partner list ("Hot Off the Press") leaves out these (doc 2 §7: categories_exclude=1,4695,7,278). */
export const HOT_OFF_THE_PRESS_EXCLUDED_CATEGORIES = [1, 4695, 7, 278] as const

// ---- Doc 3 §2: activity entries' article category → section prefix -----------------------------

export const ACTIVITY_ARTICLE_SECTIONS: Readonly<Record<number, string>> = {
  7: 'food-drink',
  8: 'events',
  9: 'movies',
  10: 'tv',
  11: 'places',
  12: 'transportation',
  13: 'time-out',
  14: 'arts',
  15: 'local',
  16: 'shops-services',
  17: 'health-beauty',
  18: 'tech',
  19: 'music',
  20: 'campus',
  21: 'theatre',
  22: 'travel',
}

// ---- Sections (doc 3 route table) -------------------------------------------------------------

export interface ArticleSection {
  slug: string
  name: string
  /** One line under the section's heading. */
  description: string
  /** The categories whose articles the section lists (WordPress ORs them). */
  categoryIds: readonly number[]
  /**
   * Path of the section's home page when the articles feature builds it; null when the section's home
   * belongs to another part of the site (/movies, /events, /food-drink) or there is none (/tv).
   */
  homePath: string | null
  /** Path of the section's article list, or null. */
  listPath: string | null
}

const section = (
  slug: string,
  name: string,
  description: string,
  categoryIds: readonly number[],
  paths: { home?: string | null; list?: string | null },
): ArticleSection => ({ slug, name, description, categoryIds, homePath: paths.home ?? null, listPath: paths.list ?? null })

/**
 * Every section an article can be read under: doc 3's sections (article lists under movies, events,
 * time-out, local, arts and food-drink; home pages for arts, events, health-beauty, campus, travel,
 * time-out, music, theatre, local, shops-services, tech; what's new), the section slugs doc 2's map
 * produces (tv), and the streaming prefixes of doc 3's article-reading routes.
 */
export const ARTICLE_SECTIONS: readonly ArticleSection[] = [
  section('movies', 'Movies', 'News, reviews and features about the films in Philippine cinemas.', [7], { home: '/movies', list: '/movies/articles' }),
  section('events', 'Events', 'Concerts, festivals, fairs and what is on around the metro.', [15], { home: '/events', list: '/events/articles' }),
  section('food-drink', 'Food & Drink', 'Where to eat and drink, from carinderias to tasting menus.', [9], { home: '/food-drink', list: '/food-drink/articles' }),
  section('time-out', 'Time Out', 'Weekend plans, nights out and days off in and around Manila.', [74], { home: '/time-out', list: '/time-out/articles' }),
  section('local', 'Local', 'Stories from the barangays, cities and people of Metro Manila.', [117], { home: '/local', list: '/local/articles' }),
  section('arts', 'Arts & Culture', 'Theatre, music, galleries and the people who make them.', [ARTICLE_CATEGORY.arts, 17, 96], {
    home: '/arts',
    list: '/arts/articles',
  }),
  section('health-beauty', 'Health & Beauty', 'Wellness, fitness and self-care for city life.', [11], { home: '/health-beauty' }),
  section('campus', 'Campus', 'Student life, schools and youth culture.', [1274], { home: '/campus' }),
  section('travel', 'Travel', 'Trips around the islands, from weekend escapes to long journeys.', [149], { home: '/travel' }),
  section('music', 'Music', 'OPM, live gigs, new releases and the local scene.', [96], { home: '/music' }),
  section('theatre', 'Theatre', 'Plays, musicals and dance on Manila stages.', [17], { home: '/theatre' }),
  section('shops-services', 'Shops & Services', 'Markets, local brands and the services worth knowing.', [10], { home: '/shops-services' }),
  section('tech', 'Tech', 'Apps, gadgets and the digital side of life in the Philippines.', [58], { home: '/tech' }),
  section('whats-new', "What's New", 'New openings, launches and first looks around the city.', [354], { home: '/whats-new-home', list: '/whats-new' }),
  section('tv', 'TV', 'Teleseryes, streaming and what to watch at home.', [8], {}),
  ...(
    [
      ['netflix', 'Netflix'],
      ['disney-plus', 'Disney+'],
      ['prime-video', 'Prime Video'],
      ['hbo', 'HBO'],
      ['hbo-max', 'HBO Max'],
      ['max', 'Max'],
      ['lionsgate-play', 'Lionsgate Play'],
      ['iwanttfc', 'iWantTFC'],
      ['axn-asia', 'AXN Asia'],
    ] as const
  ).map(([slug, name]) => section(slug, name, `What to watch on ${name}.`, [8], {})),
]

const SECTIONS_BY_SLUG = new Map(ARTICLE_SECTIONS.map((entry) => [entry.slug, entry]))

export function articleSectionBySlug(slug: string): ArticleSection | undefined {
  return SECTIONS_BY_SLUG.get(slug)
}

/** Whether `/{slug}/article/{id}/{slug}` is an article address. */
export function isArticleSection(slug: string): boolean {
  return SECTIONS_BY_SLUG.has(slug)
}

/**
 * The section an article is shown under: its first category that doc 2's map knows; food-drink when
 * it has categories but none is known; null when it has no category at all.
 */
export function articleSectionSlug(categoryIds: readonly number[] | undefined): string | null {
  if (!categoryIds || categoryIds.length === 0) return null
  for (const id of categoryIds) {
    const slug = ARTICLE_CATEGORY_SECTIONS[id]
    if (slug) return slug
  }
  return DEFAULT_ARTICLE_SECTION
}

/**
 * An article's address (doc 1 §9, doc 2 §2): /{section}/article/{id}/{slug}, or /article/{id}/{slug}
 * when it has no category.
 */
export function articlePath(article: { id: number; slug: string; categories?: readonly number[] }): string {
  const sectionSlug = articleSectionSlug(article.categories)
  const tail = `article/${article.id}/${encodeURIComponent(article.slug)}`
  return sectionSlug ? `/${sectionSlug}/${tail}` : `/${tail}`
}

/** An activity entry's article link (doc 3 §2): /{section}/article/{id}/{slug}, the section from doc 3's map, default food-drink. */
export function activityArticlePath(articleCategory: number | null | undefined, id: number | string, slug: string): string {
  const sectionSlug = (articleCategory != null && ACTIVITY_ARTICLE_SECTIONS[articleCategory]) || DEFAULT_ARTICLE_SECTION
  return `/${sectionSlug}/article/${id}/${encodeURIComponent(slug)}`
}

export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`
export const authorPath = (slug: string) => `/author/${encodeURIComponent(slug)}`
