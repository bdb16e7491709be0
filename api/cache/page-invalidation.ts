import type { PageTarget } from './page-targets.ts'

/**
 * Which rendered pages each write through the API changes (decision 043). The page cache (api/ssr.ts) keeps a
 * page's HTML per URL; after a successful write, the pages that show what it changed are dropped in every
 * process (cache-bus.ts invalidatePages), and no other page. Every write route of the API is in this table, keyed
 * by method and router path exactly as the router registers it (`ctx._matchedRoute`); tests/api/ssr-cache.test.ts
 * walks the composed router and fails on a write route that is not here, so a new route forces a decision.
 *
 * Each entry is one of:
 * - `none`: the write changes nothing a server-rendered page shows (counters, reports, the sender's own
 *   settings, sessions, pages that are rendered in the browser only, such as the account's own and staff pages);
 * - `all`: a staff write that may change many pages nobody lists one by one: only staff can send it, so it
 *   cannot be used to empty the cache; the test allows it on /api/admin/* routes only (and the exceptions
 *   named in ALL_PAGES_OUTSIDE_ADMIN);
 * - a function of the write (its path parameters, its request and response bodies, the signed-in user, and
 *   reads of the public API as a visitor sees it) giving the pages that show what changed.
 */

/** What a rule knows about a write that succeeded. */
export interface WriteFacts {
  params: Readonly<Record<string, string>>
  /** The parsed JSON request body (unknown: a rule reads it with the helpers below, never trusting its shape). */
  request: unknown
  /** The JSON response body. */
  response: unknown
  /** The signed-in user as the request began (before a change of username, say), or null. */
  user: { id: number; username: string } | null
  /** What the rule's `before` found before the write ran (undefined without one). */
  before: unknown
  /** A GET of this API as a visitor (no cookie) over loopback: the JSON body, or null for any non-2xx answer. */
  read(path: string): Promise<unknown>
}

export type PageEffect =
  | { kind: 'none'; why: string }
  | { kind: 'all'; why: string }
  | {
      kind: 'pages'
      /** Runs before the write, for what the write removes (a deleted review's pages); only for a signed-in request. */
      before?: (facts: Pick<WriteFacts, 'params' | 'user' | 'read'>) => Promise<unknown>
      pages: (facts: WriteFacts) => PageTarget[] | 'all' | Promise<PageTarget[] | 'all'>
    }

const none = (why: string): PageEffect => ({ kind: 'none', why })
const all = (why: string): PageEffect => ({ kind: 'all', why })

// ---- Reading bodies without trusting them ------------------------------------------------------------

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : undefined)

/** `/a/b` from segments, each percent-encoded as the API writes its own links. */
const pathOf = (...segments: string[]) => `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`

const page = (path: string): PageTarget => ({ path })
const tree = (path: string): PageTarget => ({ path, tree: true })

// ---- The pages of things ---------------------------------------------------------------------------

/** A person's public profile and its tabs (/profile/{username}/…), and the people list of /explore. */
export function profilePages(username: string | undefined): PageTarget[] {
  return username ? [tree(pathOf('profile', username)), page('/explore')] : [page('/explore')]
}

/**
 * The pages of the thing a review is about, from its page address (a post's externalContentData.url, written by
 * the server) or, without one, from its content type: a movie's pages under /movies/title/{hash}; a place's
 * under /places/{slug} and the places list (its rating); a restaurant's under /food-drink/{id} (and the old
 * /restaurants/{id}) and the restaurant lists (their cards show the rating).
 */
export function contentPages(contentTypeId: unknown, url: unknown): PageTarget[] {
  const segments = typeof url === 'string' && url.startsWith('/') ? url.split(/[?#]/)[0]!.split('/').filter(Boolean).map(safeDecode) : []
  if (contentTypeId === 2) {
    if (segments[0] === 'movies' && segments[1] === 'title' && segments[2]) return [tree(pathOf('movies', 'title', segments[2]))]
    return [tree('/movies/title')]
  }
  if (contentTypeId === 1) {
    if (segments[0] === 'places' && segments[1]) return [tree(pathOf('places', segments[1])), page('/places')]
    return [tree('/places')]
  }
  if (contentTypeId === 3) {
    const lists = [page('/food-drink'), tree('/food-drink/cuisine')]
    if (segments[0] === 'food-drink' && segments[1]) return [tree(pathOf('food-drink', segments[1])), tree(pathOf('restaurants', segments[1])), ...lists]
    return [tree('/food-drink'), tree('/restaurants')]
  }
  return []
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The pages showing one post (a review or a reply, as the API sends it): the thing it is about, its author's
 * profile, and its own page (/post/{hashId}); a reply also shows on its review's page, whose address the reply
 * does not carry, so every /post page goes then (reviews' own pages only).
 */
export function postPages(post: unknown): PageTarget[] {
  const data = field(post, 'data') ?? post
  if (typeof field(data, 'id') !== 'number') return []
  const targets = [
    ...contentPages(field(data, 'contentTypeId'), field(field(data, 'externalContentData'), 'url')),
    ...profilePages(text(field(field(data, 'user'), 'username'))),
  ]
  const hashId = text(field(data, 'hashId'))
  if (hashId) targets.push(page(pathOf('post', hashId)))
  if (field(data, 'postType') === 'reply' || field(data, 'parentPostId') != null) targets.push(tree('/post'))
  return targets
}

/** The post `id` as a visitor reads it (null when hidden or gone: then no page shows it). */
const readPost = (facts: Pick<WriteFacts, 'read'>, id: string | undefined) => (id && /^\d{1,12}$/.test(id) ? facts.read(`/api/posts/${id}`) : Promise.resolve(null))

/** At most this many pages of a person's reviews are read to find the pages showing their name; past it, every page goes. */
const REVIEW_PAGES_READ = 10

/**
 * The pages showing a person: their profile, and the pages of everything they reviewed (the reviews there carry
 * their name and avatar). 'all' when they wrote more reviews than REVIEW_PAGES_READ pages hold.
 */
async function personPages(facts: Pick<WriteFacts, 'read'>, userId: number, usernames: (string | undefined)[]): Promise<PageTarget[] | 'all'> {
  const targets = usernames.flatMap(profilePages)
  for (let pageNumber = 1; ; pageNumber++) {
    const list = await facts.read(`/api/users/${userId}/reviews?page=${pageNumber}`)
    const reviews = field(list, 'data')
    if (!Array.isArray(reviews)) break
    for (const review of reviews) targets.push(...postPages(review))
    const totalPages = field(field(list, 'pagination'), 'total_pages')
    if (typeof totalPages !== 'number' || pageNumber >= totalPages) break
    if (pageNumber >= REVIEW_PAGES_READ) return 'all'
  }
  return targets
}

const userPages = (facts: WriteFacts) => (facts.user ? personPages(facts, facts.user.id, [facts.user.username]) : Promise.resolve([] as PageTarget[]))

/** Article `id`'s page, read under any section (/article/{id}/{slug}, /{section}/article/{id}/{slug}). */
const articlePages = (id: string | undefined): PageTarget[] => (id ? [tree(pathOf('article', id)), tree(`/*${pathOf('article', id)}`)] : [])

// ---- The table ---------------------------------------------------------------------------------------

const SIGN_IN = none('signing in, out or up changes no page: pages are rendered as a visitor sees them')
const OWN_SETTINGS = none("the account's own settings and pages, which the browser renders (never server-rendered)")
const NO_PAGE_COUNT = none('no page shows this count: the app has no control for it (reference API compatibility)')
const TICKETS = none('holds and sales show on the seat page, which is rendered in the browser for the signed-in buyer; the showtime lists do not change with them')

export const PAGE_WRITES: Readonly<Record<string, PageEffect>> = {
  // Sign-in, accounts, sessions
  'POST /api/request-login-code': none('a code is mailed; nothing shown changes'),
  'POST /api/verify-login-code': SIGN_IN,
  'POST /api/login': SIGN_IN,
  'POST /api/register': SIGN_IN,
  'POST /api/sign-up': SIGN_IN,
  'POST /api/logout': SIGN_IN,
  'POST /api/user/email-confirmation': OWN_SETTINGS,
  'POST /api/user/email-confirmation/verify': OWN_SETTINGS,
  'POST /api/forgot-password': none('a reset link is mailed; nothing shown changes'),
  'POST /api/reset-password': SIGN_IN,
  'PUT /api/user/password': OWN_SETTINGS,
  'POST /api/user/sessions/sign-out-others': OWN_SETTINGS,
  'DELETE /api/user/sessions/:id': OWN_SETTINGS,
  'POST /api/user/linked-accounts/:provider': OWN_SETTINGS,
  'DELETE /api/user/linked-accounts/:provider': OWN_SETTINGS,
  'POST /api/user/request-username-change-code': none('a code is mailed; nothing shown changes'),
  'POST /api/user/request-account-deletion-code': none('a code is mailed; nothing shown changes'),
  'PUT /api/user/widget-preferences': OWN_SETTINGS,
  'POST /api/push/subscriptions': OWN_SETTINGS,
  'DELETE /api/push/subscriptions': OWN_SETTINGS,
  'POST /api/movies/:id/notifications': OWN_SETTINGS,
  'DELETE /api/movies/:id/notifications': OWN_SETTINGS,
  'POST /api/tv/titles/:id/notifications': OWN_SETTINGS,
  'DELETE /api/tv/titles/:id/notifications': OWN_SETTINGS,
  'PUT /api/notifications/:id/read': OWN_SETTINGS,
  'DELETE /api/notifications/:id': OWN_SETTINGS,

  // The person as others see them: their profile, and their name and avatar beside their reviews
  'PATCH /api/user/profile': { kind: 'pages', pages: userPages },
  'PATCH /api/user/avatar-color': { kind: 'pages', pages: userPages },
  'PATCH /api/user/privacy': { kind: 'pages', pages: (facts) => profilePages(facts.user?.username) },
  'POST /api/user/change-username': {
    kind: 'pages',
    pages: (facts) => (facts.user ? personPages(facts, facts.user.id, [facts.user.username, text(field(facts.request, 'newUsername'))]) : []),
  },
  'DELETE /api/user': {
    kind: 'pages',
    // The account's reviews go with it: read them (and its name) while they are still there.
    before: (facts) => (facts.user ? personPages(facts, facts.user.id, [facts.user.username]) : Promise.resolve([])),
    pages: (facts) => facts.before as PageTarget[] | 'all',
  },
  'DELETE /api/user-activities/:id': { kind: 'pages', pages: (facts) => profilePages(facts.user?.username) },
  'POST /api/daily-challenge/complete': { kind: 'pages', pages: (facts) => profilePages(facts.user?.username) },

  // Reviews and replies
  'POST /api/posts': { kind: 'pages', pages: (facts) => postPages(facts.response) },
  'PATCH /api/posts/:id': { kind: 'pages', pages: (facts) => postPages(facts.response) },
  'PUT /api/posts/:id': { kind: 'pages', pages: (facts) => postPages(facts.response) },
  'DELETE /api/posts/:id': { kind: 'pages', before: (facts) => readPost(facts, facts.params.id), pages: (facts) => postPages(facts.before) },
  'POST /api/posts/:id/like': { kind: 'pages', pages: async (facts) => postPages(await readPost(facts, facts.params.id)) },
  'DELETE /api/posts/:id/like': { kind: 'pages', pages: async (facts) => postPages(await readPost(facts, facts.params.id)) },
  'POST /api/posts/:id/report': none('a report is for moderators; the post shows as before'),

  // Likes of things
  'POST /api/articles/:id/like': { kind: 'pages', pages: (facts) => articlePages(facts.params.id) },
  'DELETE /api/articles/:id/like': { kind: 'pages', pages: (facts) => articlePages(facts.params.id) },
  'POST /api/places/:id/likes': { kind: 'pages', pages: (facts) => placeLikePages(facts) },
  'DELETE /api/places/:id/likes': { kind: 'pages', pages: (facts) => placeLikePages(facts) },
  'POST /api/movies/:id/like': NO_PAGE_COUNT,
  'DELETE /api/movies/:id/like': NO_PAGE_COUNT,
  'POST /api/restaurants/:id/like': NO_PAGE_COUNT,
  'DELETE /api/restaurants/:id/like': NO_PAGE_COUNT,
  'POST /api/festivals/:id/like': NO_PAGE_COUNT,
  'POST /api/events/:id/like': NO_PAGE_COUNT,
  'POST /api/profiles/:id/like': NO_PAGE_COUNT,

  // Follows: both profiles' counts and lists
  'POST /api/users/:username/follow': { kind: 'pages', pages: (facts) => [...profilePages(facts.user?.username), ...profilePages(facts.params.username)] },
  'DELETE /api/users/:username/follow': { kind: 'pages', pages: (facts) => [...profilePages(facts.user?.username), ...profilePages(facts.params.username)] },
  // By user id: the other profile's address (its username) is not in the write, so every profile page goes.
  'POST /api/unified/follow': { kind: 'pages', pages: () => [tree('/profile'), page('/explore')] },
  'DELETE /api/unified/follow/:userId': { kind: 'pages', pages: () => [tree('/profile'), page('/explore')] },

  // Counters and reports
  // /search shows the trending list, counted over days: it follows within the page cache's lifetime (10 minutes).
  'POST /api/track-search': none('a search is counted into the trending list, an aggregate over days; no page shows one search'),
  'POST /api/movies/ratings/batch': none('a read sent as POST (a batch of ratings); it writes nothing'),
  'POST /api/analytics/events': none('analytics are counted for staff reports only'),
  'POST /api/ads/impressions': none('ad impressions are counted for staff reports only'),
  'POST /api/events': none('a submitted event waits for staff approval; it shows nowhere until approved (an admin write)'),

  // Tickets
  'POST /api/showtimes/:scheduleId/holds': TICKETS,
  'DELETE /api/holds/:id': TICKETS,
  'POST /api/holds/:id/checkout': TICKETS,
  'POST /api/payments/:provider/callback': TICKETS,
  'POST /api/tickets/check-in': none('a ticket checked in at the door shows only in staff tools and the buyer\u2019s own tickets'),

  // Staff: the admin tools
  'DELETE /api/admin/search/trending/:term': { kind: 'pages', pages: () => [page('/search')] },
  'POST /api/admin/movies/:id/release-alerts': none('sends alerts; no page changes'),
  'POST /api/admin/cache/:name/purge': all('staff emptied a cache whose contents pages show'),
  'POST /api/admin/posts/bulk': all('moderation of many posts (staff only)'),
  'POST /api/admin/posts/:id/hide': all('moderation (staff only)'),
  'POST /api/admin/posts/:id/restore': all('moderation (staff only)'),
  'POST /api/admin/posts/:id/dismiss-reports': none('reports are for moderators; the post shows as before'),
  'DELETE /api/admin/posts/:id': all('moderation (staff only)'),
  'PUT /api/admin/users/:id/role': all('a role shows on the person\u2019s profile and reviews (staff only)'),
  'POST /api/admin/users/:id/suspension': all('a suspended person\u2019s profile and reviews (staff only)'),
  'DELETE /api/admin/users/:id/suspension': all('a suspended person\u2019s profile and reviews (staff only)'),
  'POST /api/admin/events/import': all('events show on their pages, the listings and the home page (staff only)'),
  'POST /api/admin/events': all('events show on their pages, the listings and the home page (staff only)'),
  'PUT /api/admin/events/:id': all('events show on their pages, the listings and the home page (staff only)'),
  'POST /api/admin/events/:id/publish': all('events show on their pages, the listings and the home page (staff only)'),
  'POST /api/admin/events/:id/unpublish': all('events show on their pages, the listings and the home page (staff only)'),
  'POST /api/admin/events/:id/approve': all('events show on their pages, the listings and the home page (staff only)'),
  'POST /api/admin/events/:id/reject': none('a rejected submission was never shown'),
  'DELETE /api/admin/events/:id': all('events show on their pages, the listings and the home page (staff only)'),
  'POST /api/admin/streaming-shows': all('streaming titles show on the TV, movie and listing pages (staff only)'),
  'PUT /api/admin/streaming-shows/:id': all('streaming titles show on the TV, movie and listing pages (staff only)'),
  'DELETE /api/admin/streaming-shows/:id': all('streaming titles show on the TV, movie and listing pages (staff only)'),
  'POST /api/admin/reflinks': all('reflinks change article bodies (staff only)'),
  'POST /api/admin/reflinks/preview': none('a preview stores nothing'),
  'PATCH /api/admin/reflinks/:id': all('reflinks change article bodies (staff only)'),
  'DELETE /api/admin/reflinks/:id': all('reflinks change article bodies (staff only)'),
  'PUT /api/admin/seo/robots': none('robots.txt is not a rendered page'),
  'POST /api/admin/seo/overrides': all('an override changes a page\u2019s head (staff only)'),
  'PUT /api/admin/seo/overrides/:id': all('an override changes a page\u2019s head (staff only)'),
  'DELETE /api/admin/seo/overrides/:id': all('an override changes a page\u2019s head (staff only)'),
  'POST /api/admin/scripts': all('site scripts may be part of every page (staff only)'),
  'PUT /api/admin/scripts/:id': all('site scripts may be part of every page (staff only)'),
  'DELETE /api/admin/scripts/:id': all('site scripts may be part of every page (staff only)'),
  'PUT /api/admin/ads/settings': all('ad slots show on every page (staff only)'),
  'POST /api/admin/ads/creatives': all('house ads show on every page (staff only)'),
  'PUT /api/admin/ads/creatives/:id': all('house ads show on every page (staff only)'),
  'DELETE /api/admin/ads/creatives/:id': all('house ads show on every page (staff only)'),
  'PUT /api/admin/ads/ads-txt': none('ads.txt is not a rendered page'),
  'PUT /api/admin/ads/no-ads-articles/:id': all('an article\u2019s ad slots (staff only)'),
  'DELETE /api/admin/ads/no-ads-articles/:id': all('an article\u2019s ad slots (staff only)'),
  'PUT /api/admin/ticket-settings/:group': all('ticket sales show on the showtime and ticket pages (staff only)'),
  'POST /api/admin/ticket-transactions/:id/refund': none('a refund shows in staff tools and the buyer\u2019s own tickets'),
  'POST /api/admin/halls': all('halls decide which showtimes sell online (staff only)'),
  'PUT /api/admin/halls/:id': all('halls decide which showtimes sell online (staff only)'),
  'PATCH /api/admin/showtimes/:id/hall': all('halls decide which showtimes sell online (staff only)'),
}

/** Write routes outside /api/admin/* that may empty every page, with why that cannot be abused (the test holds the table to it). */
export const ALL_PAGES_OUTSIDE_ADMIN: readonly string[] = []

/** A place's page by its slug; a numeric id is looked up (GET /api/places/{id}) for the slug its address uses. */
async function placeLikePages(facts: WriteFacts): Promise<PageTarget[]> {
  const id = facts.params.id ?? ''
  let slug: string | undefined = /^\d+$/.test(id) ? undefined : id
  if (!slug) {
    const place = await facts.read(`/api/places/${encodeURIComponent(id)}`)
    slug = text(field(field(place, 'data') ?? place, 'slug'))
  }
  return slug ? [tree(pathOf('places', slug)), page('/places')] : [tree('/places')]
}

/** The entry of a write route, by method and router path (`POST /api/posts/:id/like`). */
export function pageEffect(method: string, routePath: string): PageEffect | undefined {
  return Object.hasOwn(PAGE_WRITES, `${method} ${routePath}`) ? PAGE_WRITES[`${method} ${routePath}`] : undefined
}

/** The entries that look before the write, with the pattern of their path: matched against the request before it runs. */
const WITH_BEFORE = Object.entries(PAGE_WRITES)
  .filter(([, effect]) => effect.kind === 'pages' && effect.before)
  .map(([key]) => {
    const [method, path] = key.split(' ') as [string, string]
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '(?<$1>[^/]+)')
    return { method, pattern: new RegExp(`^${source}$`), key }
  })

/** The entry with a `before` whose route a request's method and path match, with the path's parameters (as the router decodes them). */
export function routeWithBefore(method: string, path: string): { key: string; params: Record<string, string> } | undefined {
  for (const route of WITH_BEFORE) {
    if (route.method !== method) continue
    const match = route.pattern.exec(path)
    if (!match) continue
    const params: Record<string, string> = {}
    for (const [name, value] of Object.entries(match.groups ?? {})) params[name] = safeDecode(value)
    return { key: route.key, params }
  }
  return undefined
}
