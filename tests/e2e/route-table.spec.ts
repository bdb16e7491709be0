/**
 * Spec doc 3's complete route table (and the paths docs 1 and 2 name) in Chromium at 360 px: every concrete
 * path form, filled with real ids and slugs read from the demo data through the API, renders its own page
 * heading and never the generic not-found page; redirects the spec names (and aliases that send the browser
 * to their canonical address) end on the page they name; unknown ids give their section's not-found message.
 *
 * One browser context and one page for the whole table (no service worker: nothing is cached between pages);
 * checked in the mobile project only, since the table does not depend on the width. The routes of ROUTE_TABLE
 * run as a visitor, except those marked `as: 'admin'` (login and admin pages), which run afterwards signed in
 * as an administrator. PENDING_OTHER_BRANCHES holds the rows built on other branches; it is skipped until merged.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures.ts'
import { adminAccount, freshAccount, registerUser, signInWithPassword } from './support'

type Text = string | RegExp

interface RouteCase {
  /** The path; `{name}` placeholders are filled from the demo data (see readDemo). */
  path: string
  /** The page's own heading (any level; a string matches exactly after filling). Absent: any h1 but 'Page not found'. */
  heading?: Text
  /** Where the browser ends up: a redirect the spec names, or an alias sent to its canonical address. */
  landsOn?: string
  /** Opened signed in as an administrator (login-protected and admin pages). */
  as?: 'admin'
}

interface UnknownCase {
  path: string
  /** The section's not-found message (a heading). */
  message: string
  as?: 'admin'
}

interface RouteRow {
  /** The row of doc 3's route table (or the doc that names the paths). */
  row: string
  routes: RouteCase[]
  unknown?: UnknownCase[]
}

/** The streaming article sections of doc 3's "Article reading" row. */
const STREAMING_SECTIONS = ['netflix', 'disney-plus', 'prime-video', 'hbo', 'hbo-max', 'max', 'lionsgate-play', 'iwanttfc', 'axn-asia']

/** The concrete path forms of doc 3 §2 "Complete route table", row by row, and the other paths docs 1 and 2 name. */
const ROUTE_TABLE: RouteRow[] = [
  {
    row: 'Profile and account',
    routes: [
      { path: '/profile/{user.username}', heading: 'Posts & Reviews' },
      { path: '/profile/{user.username}/followers', heading: "{user.name}'s Followers" },
      { path: '/profile/{user.username}/following', heading: '{user.name} is Following' },
      { path: '/profile/{user.username}/reviews', heading: 'Reviews' },
      { path: '/profile/{user.username}/activity', heading: 'Recent Activity' },
      { path: '/profile/{user.username}/post/{post.hash}', heading: /^A review of / },
      { path: '/profile/{user.username}/post/{post.id}', heading: /^A review of / },
      { path: '/profile/{me.username}/widget-settings', heading: 'Widget Settings', as: 'admin' },
      { path: '/profile/{me.username}/notifications', heading: 'Notifications', as: 'admin' },
      { path: '/profile', heading: /Activity Stream/, as: 'admin' },
      { path: '/profile/account', heading: /Profile information/i, as: 'admin' },
      { path: '/settings', heading: 'Widget Settings', as: 'admin' },
      { path: '/feed', heading: /feed/i, as: 'admin' },
      { path: '/auth', heading: /sign in/i },
      { path: '/forgot-password', heading: 'Forgot password?' },
      { path: '/reset-password/{token}', heading: 'Choose a new password' },
      { path: '/reviews', heading: 'Your Reviews' },
      { path: '/reviews/{post.hash}', heading: /^A review of / },
      { path: '/places/{placeReview.place}/review/{placeReview.id}', heading: /^A review of / },
      { path: '/food-drink/{restaurantReview.restaurant}/review/{restaurantReview.id}', heading: /^A review of / },
      { path: '/post/{post.hash}', heading: /^A review of / },
    ],
    unknown: [
      { path: '/profile/no_such_person', message: 'User not found' },
      { path: '/profile/no_such_person/followers', message: 'User Not Found' },
      { path: '/profile/no_such_person/following', message: 'User Not Found' },
      { path: '/profile/no_such_person/reviews', message: 'User not found' },
      { path: '/profile/no_such_person/activity', message: 'User not found' },
      { path: '/profile/{user.username}/post/zzzzzzzz', message: 'Post not found' },
      { path: '/reviews/zzzzzzzz', message: 'Post not found' },
      { path: '/places/{placeReview.place}/review/99999999', message: 'Post not found' },
      { path: '/food-drink/{restaurantReview.restaurant}/review/99999999', message: 'Post not found' },
      { path: '/post/zzzzzzzz', message: 'Post not found' },
    ],
  },
  {
    row: 'Home and discovery',
    routes: [
      { path: '/', heading: 'Discover Your City' },
      { path: '/movies', heading: 'Movies' },
      { path: '/search', heading: 'Search Gala' },
      { path: '/search?q=manila&category=all', heading: 'Results for “manila”' },
      { path: '/places', heading: 'Places' },
      { path: '/places/{place.slug}', heading: '{place.name}' },
      { path: '/places/{place.id}', heading: '{place.name}', landsOn: '/places/{place.slug}' },
      { path: '/malls', heading: 'Malls and their cinemas' },
      { path: '/explore', heading: 'Explore the city' },
      { path: '/events', heading: 'Events' },
      { path: '/events/{event.slug}', heading: '{event.title}' },
      { path: '/add-event', heading: /event/i, as: 'admin' },
      { path: '/festivals', heading: 'Festivals' },
      { path: '/festivals/{festival.slug}', heading: '{festival.name}' },
    ],
    unknown: [
      { path: '/places/no-such-place', message: 'Place not found' },
      { path: '/events/no-such-event', message: 'Event not found' },
      { path: '/festivals/no-such-festival', message: 'Festival not found' },
    ],
  },
  {
    row: 'Food and drink',
    routes: [
      { path: '/food-drink', heading: 'Food & Drink' },
      { path: '/food-drink/cuisine/filipino', heading: 'Filipino food' },
      { path: '/food-drink/cuisine/japanese', heading: 'Japanese food' },
      { path: '/food-drink/cuisine/italian', heading: 'Italian food' },
      { path: '/food-drink/cuisine/chinese', heading: 'Chinese food' },
      { path: '/food-drink/direct/{restaurant.id}', heading: '{restaurant.name}' },
      { path: '/food-drink/{restaurant.id}/{restaurant.slug}', heading: '{restaurant.name}' },
      { path: '/restaurants/{restaurant.id}', heading: '{restaurant.name}' },
    ],
    unknown: [
      { path: '/food-drink/direct/99999999', message: 'Restaurant not found' },
      { path: '/food-drink/99999999/no-such-restaurant', message: 'Restaurant not found' },
      { path: '/restaurants/99999999', message: 'Restaurant not found' },
    ],
  },
  {
    row: 'Movies',
    routes: [
      { path: '/movies/now-showing', heading: 'Now Showing' },
      { path: '/movies/coming-soon', heading: 'Coming Soon' },
      { path: '/movies/streaming-soon', heading: 'Streaming Soon' },
      { path: '/movies/news', heading: 'Movie News' },
      { path: '/movies/locations', heading: 'Cinemas by Location' },
      { path: '/movies/metro-manila', heading: 'Cinemas in Metro Manila' },
      { path: '/movies/province', heading: 'Cinemas in the Provinces' },
      { path: '/movies/metro-manila/{city.slug}', heading: 'Cinemas in {city.name}' },
      { path: '/movies/province/{province.slug}', heading: 'Cinemas in {province.name}' },
      { path: '/movies/title/{movie.hash}/{movie.slug}', heading: 'Synopsis' },
      { path: '/movies/title/{movie.hash}/{movie.slug}/cast-crew', heading: '{movie.title}' },
      { path: '/movies/title/{movie.hash}/{movie.slug}/articles', heading: '{movie.title}' },
      { path: '/movies/title/{movie.hash}/{movie.slug}/tickets', heading: 'Where to watch today' },
      { path: '/movies/detail/{movie.hash}/{movie.slug}', heading: 'Synopsis', landsOn: '/movies/title/{movie.hash}/{movie.slug}' },
      { path: '/movies/profile/{movie.hash}/{movie.slug}', heading: 'Synopsis', landsOn: '/movies/title/{movie.hash}/{movie.slug}' },
      // Doc 3 §2: a movie activity links to /movies/{slug}.
      { path: '/movies/{movie.slug}', heading: 'Synopsis', landsOn: '/movies/title/{movie.hash}/{movie.slug}' },
      // Doc 1 §9 / doc 2 §2: a movie without a hash; ours all have one, so it goes to the title route.
      { path: '/movies/id/{movie.id}/{movie.slug}', heading: 'Synopsis', landsOn: '/movies/title/{movie.hash}/{movie.slug}' },
      // Doc 3 §2, posts tab: the link to a reviewed movie.
      { path: '/movies/details/{movie.id}', heading: 'Synopsis', landsOn: '/movies/title/{movie.hash}/{movie.slug}' },
      // Showtimes and schedules: movie id and slug, optional city id (a city or province slug).
      { path: '/movies/title/{movie.hash}/{movie.slug}/showtimes', heading: /^Showtimes for / },
      { path: '/movies/title/{movie.hash}/{movie.slug}/showtimes/{city.slug}', heading: /^Showtimes for .* in {city.name}$/ },
      { path: '/movies/title/{movie.hash}/{movie.slug}/schedules', heading: /^Showtimes for / },
      { path: '/movies/title/{movie.hash}/{movie.slug}/schedules/{province.slug}', heading: /^Showtimes for .* in {province.name}$/ },
      { path: '/movies/detail/{movie.hash}/{movie.slug}/showtimes', heading: /^Showtimes for /, landsOn: '/movies/title/{movie.hash}/{movie.slug}/showtimes' },
      {
        path: '/movies/detail/{movie.hash}/{movie.slug}/schedules/{city.slug}',
        heading: /^Showtimes for .* in {city.name}$/,
        landsOn: '/movies/title/{movie.hash}/{movie.slug}/schedules/{city.slug}',
      },
      { path: '/movies/showtimes/{movie.id}', heading: '{movie.title} showtimes', landsOn: '/movies/showtimes/{movie.id}/{movie.slug}' },
      { path: '/movies/showtimes/{movie.id}/{movie.slug}', heading: '{movie.title} showtimes' },
      { path: '/movies/showtimes/{movie.id}/{movie.slug}/{city.slug}', heading: /^Showtimes for .* in {city.name}$/ },
      { path: '/movies/schedules/{movie.id}', heading: '{movie.title} showtimes', landsOn: '/movies/schedules/{movie.id}/{movie.slug}' },
      { path: '/movies/schedules/{movie.id}/{movie.slug}', heading: '{movie.title} showtimes' },
      { path: '/movies/schedules/{movie.id}/{movie.slug}/{province.slug}', heading: /^Showtimes for .* in {province.name}$/ },
    ],
    unknown: [
      { path: '/movies/title/zzzzzzzz/no-such-movie', message: 'Movie not found' },
      { path: '/movies/title/zzzzzzzz/no-such-movie/cast-crew', message: 'Movie not found' },
      { path: '/movies/title/zzzzzzzz/no-such-movie/showtimes', message: 'Movie not found' },
      { path: '/movies/id/99999999/no-such-movie', message: 'Movie not found' },
      { path: '/movies/details/99999999', message: 'Movie not found' },
      { path: '/movies/details/no-such-movie', message: 'Movie not found' },
      { path: '/movies/showtimes/99999999/no-such-movie', message: 'Movie not found' },
      { path: '/movies/schedules/99999999', message: 'Movie not found' },
      { path: '/movies/no-such-film-anywhere', message: 'Movie not found' },
      { path: '/movies/metro-manila/atlantis', message: 'Location not found' },
      { path: '/movies/province/atlantis', message: 'Location not found' },
      { path: '/movies/title/{movie.hash}/{movie.slug}/showtimes/atlantis', message: 'Location not found' },
      { path: '/movies/showtimes/{movie.id}/{movie.slug}/atlantis', message: 'Location not found' },
    ],
  },
  {
    row: 'Theaters',
    routes: [
      { path: '/movies/theaters', heading: 'Cinemas Near You', landsOn: '/movies/theaters/nearby' },
      { path: '/movies/theaters/nearby', heading: 'Cinemas Near You' },
      { path: '/movies/theaters/{theater.slug}', heading: '{theater.name}' },
      { path: '/movies/theaters/{theater.slug}/{date}', heading: '{theater.name}' },
      { path: '/movies/theaters/{theater.id}/{theater.slug}', heading: '{theater.name}', landsOn: '/movies/theaters/{theater.slug}' },
      { path: '/movies/theaters/{theater.id}/{theater.slug}/{date}', heading: '{theater.name}', landsOn: '/movies/theaters/{theater.slug}/{date}' },
      { path: '/movies/theaters/{theater.id}/{date}', heading: '{theater.name}' },
      { path: '/movies/theater/{theater.id}/{theater.slug}', heading: '{theater.name}' },
      { path: '/movies/theater/{theater.id}/{theater.slug}/{date}', heading: '{theater.name}' },
      { path: '/movies/cinemas/nearby', heading: 'Cinemas Near You', landsOn: '/movies/theaters/nearby' },
      { path: '/movies/cinemas/{theater.slug}', heading: '{theater.name}', landsOn: '/movies/theaters/{theater.slug}' },
      { path: '/movies/cinemas/{theater.slug}/{date}', heading: '{theater.name}', landsOn: '/movies/theaters/{theater.slug}/{date}' },
    ],
    unknown: [
      { path: '/movies/theaters/no-such-cinema', message: 'Theater not found' },
      { path: '/movies/theaters/no-such-cinema/{date}', message: 'Theater not found' },
      { path: '/movies/theaters/99999999/{date}', message: 'Theater not found' },
      { path: '/movies/theater/99999999/no-such-cinema', message: 'Theater not found' },
      { path: '/movies/theater/99999999/no-such-cinema/{date}', message: 'Theater not found' },
      { path: '/movies/cinemas/no-such-cinema', message: 'Theater not found' },
      { path: '/movies/theaters/{theater.slug}/2026-02-30', message: 'Invalid Date' },
    ],
  },
  {
    row: 'Other',
    routes: [
      { path: '/hotels', heading: 'Where to stay in Metro Manila' },
      { path: '/activities', heading: 'Things to do' },
      { path: '/districts', heading: 'Areas of Metro Manila' },
    ],
  },
  {
    row: 'Guides',
    routes: [
      { path: '/guides', heading: 'Essential City Guides' },
      { path: '/guides/transportation', heading: 'Getting around Metro Manila' },
      { path: '/guides/transportation/{transport.id}', heading: '{transport.name}' },
      { path: '/guides/neighborhoods', heading: 'Neighborhoods of Metro Manila' },
      { path: '/guides/shopping', heading: 'Shopping in Metro Manila' },
      { path: '/guides/cultural-sites', heading: 'Cultural sites and museums' },
      { path: '/guides/day-trips', heading: 'Day trips from Manila' },
      { path: '/guides/local-tips', heading: 'Local tips' },
      { path: '/guides/resources', heading: 'Useful numbers and resources' },
    ],
    unknown: [{ path: '/guides/transportation/hyperloop', message: 'Transport guide not found' }],
  },
  {
    row: 'Sections',
    routes: [
      { path: '/movies/articles', heading: 'Movies articles' },
      { path: '/events/articles', heading: 'Events articles' },
      { path: '/time-out/articles', heading: 'Time Out articles' },
      { path: '/local/articles', heading: 'Local articles' },
      { path: '/arts/articles', heading: 'Arts & Culture articles' },
      { path: '/food-drink/articles', heading: 'Food & Drink articles' },
      { path: '/arts', heading: 'Arts & Culture' },
      { path: '/events', heading: 'Events' },
      { path: '/health-beauty', heading: 'Health & Beauty' },
      { path: '/campus', heading: 'Campus' },
      { path: '/travel', heading: 'Travel' },
      { path: '/time-out', heading: 'Time Out' },
      { path: '/music', heading: 'Music' },
      { path: '/theatre', heading: 'Theatre' },
      { path: '/local', heading: 'Local' },
      { path: '/shops-services', heading: 'Shops & Services' },
      { path: '/tech', heading: 'Tech' },
      { path: '/whats-new-home', heading: "What's New" },
      { path: '/whats-new', heading: "What's New" },
      { path: '/hot-off-the-press', heading: 'Hot Off the Press' },
    ],
  },
  {
    row: 'Article reading',
    routes: [
      ...[
        'movies',
        'events',
        'time-out',
        'local',
        'arts',
        'food-drink',
        'health-beauty',
        'campus',
        'travel',
        'music',
        'theatre',
        'shops-services',
        'tech',
        'whats-new',
      ].map((section) => ({ path: `/${section}/article/{article.${section}.id}/{article.${section}.slug}`, heading: `{article.${section}.title}` })),
      // Doc 2 §2: /article/{id}/{slug} is for articles without a category; one with a section goes to its section address.
      { path: '/article/{article.movies.id}/{article.movies.slug}', heading: '{article.movies.title}', landsOn: '/movies/article/{article.movies.id}/{article.movies.slug}' },
    ],
    unknown: [
      { path: '/movies/article/99999999/no-such-article', message: 'Article not found' },
      { path: '/article/99999999/no-such-article', message: 'Article not found' },
    ],
  },
  {
    row: 'Editorial',
    routes: [
      { path: '/tags/{tag.slug}', heading: 'Articles tagged “{tag.name}”' },
      { path: '/authors', heading: 'Authors' },
      { path: '/author/{author.slug}', heading: '{author.name}' },
    ],
    unknown: [
      { path: '/tags/no-such-tag', message: 'Tag not found' },
      { path: '/author/no-such-author', message: 'Author not found' },
    ],
  },
  {
    row: 'Static',
    routes: [
      { path: '/about', heading: 'About Gala' },
      { path: '/privacy-policy', heading: 'Privacy Policy' },
      { path: '/terms-of-service', heading: 'Terms of Service' },
      { path: '/disclaimer', heading: 'Disclaimer' },
      { path: '/cookie-policy', heading: 'Cookie Policy' },
    ],
  },
  {
    row: 'Admin',
    routes: [
      ['/admin/dashboard', 'Admin Dashboard'],
      ['/admin/reviews', 'Review moderation'],
      ['/admin/comments', 'Comment moderation'],
      ['/admin/users', 'Users'],
      ['/admin/system-dashboard', 'System Dashboard'],
      ['/admin/cache', 'Cache'],
      ['/admin/ad-settings', 'Ad Settings'],
      ['/admin/memory-monitoring', 'Memory Monitoring'],
      ['/admin/scripts', 'Scripts by page'],
      ['/admin/script-management', 'Script Management'],
      ['/admin/ads-txt', 'ads.txt'],
      ['/admin/article-reflinks', 'Article Reflinks'],
      ['/admin/seo-tools', 'SEO Tools'],
      ['/admin/events', 'Events'],
      ['/admin/events/create', /event/i],
      ['/admin/events/edit/{event.id}', /event/i],
      ['/admin/events/import', 'Import events'],
      ['/admin/no-ads-articles', 'No-Ads Articles'],
      ['/admin/ticket-settings', 'Ticket Settings'],
      ['/admin/streaming-shows', 'Streaming Shows'],
    ].map(([path, heading]) => ({ path: path as string, heading, as: 'admin' as const })),
  },
  {
    row: 'Test pages',
    routes: [
      { path: '/test/theater-logos', heading: 'Theater logos', as: 'admin' },
      { path: '/test/analytics', heading: 'Analytics events', as: 'admin' },
      { path: '/test/partner-script', heading: 'Partner scripts by path', as: 'admin' },
      { path: '/test/partner-script?path=/movies', heading: 'Scripts on /movies', as: 'admin' },
      { path: '/test/predatorbadlands', heading: 'Predator: Badlands campaign test', as: 'admin' },
    ],
  },
  {
    row: 'Profile and account (tickets)',
    routes: [
      { path: '/profile/my-tickets', heading: 'My Tickets', as: 'admin' },
      // The administrator has bought nothing: the page of a purchase that is not theirs still opens, and says so.
      { path: '/profile/ticket/999999', heading: 'Your e-ticket', as: 'admin' },
    ],
  },
  {
    row: 'Ticket flow',
    routes: [
      { path: '/movies/tickets/{show.theater}/schedule/{show.movie}' },
      // A visitor is asked to sign in (or up) right there (doc 2 §2, decision 048); an administrator gets the seat map.
      { path: '/movies/tickets/{show.theater}/schedule/{show.movie}/seat/{show.id}', heading: 'Sign in to choose your seats' },
      { path: '/movies/tickets/{show.theater}/schedule/{show.movie}/seat/{show.id}', heading: 'Choose your seats', as: 'admin' },
      { path: '/movies/tickets/{show.theater}/schedule/{show.movie}/payment-options' },
      { path: '/movies/tickets/buy' },
      { path: '/movies/tickets/summary' },
      // Doc 2 §2: the canonical address of a showtime page.
      { path: '/movies/theater/{show.theater}/schedule/{show.movie}', landsOn: '/movies/tickets/{show.theater}/schedule/{show.movie}' },
      { path: '/payment-options' },
      { path: '/tickets', heading: 'Movie Tickets' },
      { path: '/tickets/faq' },
      { path: '/buy-tickets', heading: 'Buy Tickets' },
      { path: '/test-ticket-flow', heading: 'Ticket flow test', as: 'admin' },
      { path: '/ticket-demo', heading: 'Ticket demo', as: 'admin' },
      { path: '/ayala-payment-test', heading: 'Ayala payment test', as: 'admin' },
    ],
  },
  {
    row: 'Payment provider pages',
    routes: [
      ...['pay', 'receipt', 'confirmation', 'completed'].map((step) => ({ path: `/payment/rbank-rmw/${step}` })),
      ...['pay', 'confirmation', 'process', 'completed'].map((step) => ({ path: `/payment/pesopay-ayala-cinemas/${step}` })),
      ...['pay', 'receipt', 'confirmation', 'process', 'completed'].map((step) => ({ path: `/payment/ipay88-megaworld/${step}` })),
    ],
  },
  {
    row: 'TV',
    routes: [
      { path: '/tv' },
      { path: '/tv/news' },
      { path: '/tv/channels' },
      { path: '/tv/channels/{tv.channel}', heading: '{tv.channelName}' },
      { path: '/tv/schedules' },
      { path: '/tv/shows' },
      { path: '/tv/shows/{tv.show}', heading: '{tv.showTitle}' },
      { path: '/tv/streaming' },
      { path: '/tv/streaming/{network.slug}', heading: '{network.name}' },
      ...['disney-plus', 'max', 'netflix', 'prime-video', 'lionsgate-play', 'apple-tv'].map((network) => ({ path: `/${network}` })),
    ],
    unknown: [
      { path: '/tv/channels/99999999', message: 'Channel not found' },
      { path: '/tv/shows/99999999', message: 'Show not found' },
      { path: '/tv/streaming/no-such-service', message: 'Network not found' },
    ],
  },
  {
    row: 'Article reading (streaming sections)',
    routes: STREAMING_SECTIONS.map((section) => ({
      path: `/${section}/article/{article.${section}.id}/{article.${section}.slug}`,
      heading: `{article.${section}.title}`,
    })),
  },
]

// ---- Demo data ------------------------------------------------------------------------------------------

/** Placeholder → value, e.g. 'movie.hash' → '262kqtz1'. */
type Demo = Record<string, string>

const ARTICLE_SECTIONS = [...STREAMING_SECTIONS, 'movies', 'events', 'time-out', 'local', 'arts', 'food-drink', 'health-beauty', 'campus', 'travel', 'music', 'theatre', 'shops-services', 'tech', 'whats-new']

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), `GET ${path}`).toBe(200)
  return (await response.json()) as T
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

/** Real ids, slugs and names from the seeded demo database, read through the public API (and one guide page). */
async function readDemo(request: APIRequestContext, page: Page): Promise<Demo> {
  const demo: Demo = {}
  const set = (prefix: string, values: Record<string, string | number>) => {
    for (const [key, value] of Object.entries(values)) demo[`${prefix}.${key}`] = String(value)
  }

  type Movie = { id: number; hash: string; slug: string; title: string }
  const movies = (await getJson<{ data: Movie[] }>(request, '/api/movies/now-showing')).data
  const movie = movies[0]!
  set('movie', { id: movie.id, hash: movie.hash, slug: movie.slug, title: movie.title })

  type Cinema = { theater_id: number; slug: string; theater_name: string }
  const cinemas = (await getJson<{ data: { cinemas: Cinema[] } }>(request, '/api/cinemas')).data.cinemas
  const theater = cinemas[0]!
  set('theater', { id: theater.theater_id, slug: theater.slug, name: theater.theater_name })
  type Day = { data: { date: string; movies: { movie: { id: number }; schedule: { id: number; theater_id: number }[] }[] } }
  const day = (await getJson<Day>(request, `/api/theaters/${theater.slug}/movies`)).data
  demo.date = day.date
  // A showtime of the ticket flow (its seat page): the first listed at that cinema on its first day.
  const showing0 = day.movies.find((entry) => entry.schedule.length > 0)!
  set('show', { theater: theater.theater_id, movie: showing0.movie.id, id: showing0.schedule[0]!.id })

  // The TV guide: a channel, a show and a streaming network.
  const channel = (await getJson<{ data: { id: number; name: string }[] }>(request, '/api/tv/channels')).data[0]!
  set('tv', { channel: channel.id, channelName: channel.name })
  const show = (await getJson<{ data: { id: number; title: string }[] }>(request, '/api/tv/shows')).data[0]!
  set('tv', { show: show.id, showTitle: show.title })
  const network = (await getJson<{ data: { slug: string; name: string }[] }>(request, '/api/tv/networks')).data[0]!
  set('network', { slug: network.slug, name: network.name })

  // A city and a province where the movie shows (its showtimes pages filter by them).
  type Showing = { data: { cinemas: { cinema: { city: string; city_slug: string; province: string; province_slug: string; region: string } }[] } }
  const showing = (await getJson<Showing>(request, `/api/movies/${movie.id}/showtimes`)).data.cinemas.map(({ cinema }) => cinema)
  const city = showing.find((cinema) => cinema.region === 'metro-manila')!
  const province = showing.find((cinema) => cinema.region !== 'metro-manila')!
  set('city', { slug: city.city_slug, name: city.city })
  set('province', { slug: province.province_slug, name: province.province })

  type Named = { id: number; slug: string; name: string }
  const place = (await getJson<{ data: Named[] }>(request, '/api/places')).data[0]!
  set('place', { id: place.id, slug: place.slug, name: place.name })
  const restaurant = (await getJson<{ data: Named[] }>(request, '/api/restaurants')).data[0]!
  set('restaurant', { id: restaurant.id, slug: restaurant.slug, name: restaurant.name })
  const event = (await getJson<{ data: { id: number; slug: string; title: string }[] }>(request, '/api/events')).data[0]!
  set('event', { id: event.id, slug: event.slug, title: event.title })
  const festival = (await getJson<{ data: Named[] }>(request, '/api/festivals')).data[0]!
  set('festival', { slug: festival.slug, name: festival.name })

  // A reviewer with a movie review, and reviews of a place and of a restaurant (by anyone).
  type Person = { username: string; name: string }
  const people = (await getJson<{ data: { activeReviewers: Person[] } }>(request, '/api/explore/people')).data.activeReviewers
  type Post = { id: number; hashId: string; contentTypeId: number; externalContentId: string; postType: string }
  const postsOf = new Map<string, Post[]>()
  for (const person of people) postsOf.set(person.username, (await getJson<{ data: Post[] }>(request, `/api/users/${person.username}/posts`)).data)
  const reviews = [...postsOf.values()].flat().filter((post) => post.postType === 'review')
  const author = people.find((person) => postsOf.get(person.username)!.some((post) => post.postType === 'review' && post.contentTypeId === 2))!
  const movieReview = postsOf.get(author.username)!.find((post) => post.postType === 'review' && post.contentTypeId === 2)!
  set('user', { username: author.username, name: author.name })
  set('post', { id: movieReview.id, hash: movieReview.hashId })
  const placeReview = reviews.find((post) => post.contentTypeId === 1)!
  set('placeReview', { place: placeReview.externalContentId, id: placeReview.hashId })
  const restaurantReview = reviews.find((post) => post.contentTypeId === 3)!
  set('restaurantReview', { restaurant: restaurantReview.externalContentId, id: restaurantReview.hashId })

  // An article of each section (a section without articles of its own shows any article under its address).
  type Article = { id: number; slug: string; link: string; title: { rendered: string } }
  const articles = await getJson<Article[]>(request, '/api/articles?per_page=100')
  for (const section of ARTICLE_SECTIONS) {
    const article = articles.find((candidate) => new URL(candidate.link).pathname.startsWith(`/${section}/article/`)) ?? articles[0]!
    set(`article.${section}`, { id: article.id, slug: article.slug, title: decodeEntities(article.title.rendered) })
  }
  const tag = (await getJson<{ slug: string; name: string; count: number }[]>(request, '/api/tags')).find((candidate) => candidate.count > 0)!
  set('tag', { slug: tag.slug, name: decodeEntities(tag.name) })
  const writer = (await getJson<{ slug: string; name: string; count: number }[]>(request, '/api/authors')).find((candidate) => candidate.count > 0)!
  set('author', { slug: writer.slug, name: writer.name })

  // The transport guides are content of the app, not of the API: take the first one the guide links to.
  await page.goto('/guides/transportation')
  const guideLink = page.getByRole('main').locator('a[href^="/guides/transportation/"]').first()
  await expect(guideLink).toBeVisible()
  demo['transport.id'] = (await guideLink.getAttribute('href'))!.split('/').pop()!
  await page.goto(`/guides/transportation/${demo['transport.id']}`)
  demo['transport.name'] = (await page.getByRole('heading', { level: 1 }).innerText()).trim()

  demo.token = 'a-reset-token-nobody-was-sent'
  return demo
}

function fill(template: string, demo: Demo): string {
  return template.replace(/\{([\w.-]+)\}/g, (_, key: string) => {
    const value = demo[key]
    if (value === undefined) throw new Error(`No demo value for {${key}} in ${template}`)
    return value
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A heading matcher: strings match exactly; placeholders in a RegExp's source are filled with escaped values. */
function headingMatcher(heading: Text, demo: Demo): Text {
  if (typeof heading === 'string') return fill(heading, demo)
  return new RegExp(heading.source.replace(/\{([\w.-]+)\}/g, (_, key: string) => escapeRegExp(fill(`{${key}}`, demo))), heading.flags)
}

// ---- The table in Chromium ------------------------------------------------------------------------------

let context: BrowserContext
let page: Page
let demo: Demo

async function open(path: string): Promise<void> {
  // The server renders each page (issue 21), so the checks can start on its HTML: not waiting for every script to load
  // and the page to be taken over spares a full start of the app per row. Pages the server leaves to the browser (the
  // signed-in ones) are waited for by the checks themselves; ssr.spec checks the takeover of each page kind.
  await page.goto(path, { waitUntil: 'commit' })
  // The shell is up (the header's menu button) before anything is judged.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
}

async function expectOwnPage(route: RouteCase): Promise<void> {
  const path = fill(route.path, demo)
  await open(path)
  if (route.heading !== undefined) {
    const name = headingMatcher(route.heading, demo)
    await expect(page.getByRole('heading', { name, exact: typeof name === 'string' }).first(), `${path}: its page heading`).toBeVisible()
  } else {
    await expect(page.getByRole('heading', { level: 1 }).first(), `${path}: a page heading`).toBeVisible()
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), `${path}: not the not-found page`).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' }), `${path}: not refused`).toHaveCount(0)
  if (route.landsOn) await expect.poll(() => decodeURI(new URL(page.url()).pathname), `${path}: where it lands`).toBe(fill(route.landsOn, demo))
  else expect(decodeURI(new URL(page.url()).pathname), `${path}: no redirect`).toBe(path.split('?')[0])
  // Issue 36, acceptance 3: nothing wider than the 360 px screen, so the page never pans sideways (as a visitor and signed in).
  await expect.poll(() => horizontalOverflow(page), `${path}: no horizontal overflow at 360 px`).toBe(0)
}

/** How many CSS pixels the document is wider than the viewport (0 when it fits), and what sticks out when it does not. */
async function horizontalOverflow(target: Page): Promise<number | string> {
  return target.evaluate(() => {
    const root = document.documentElement
    const overflow = root.scrollWidth - root.clientWidth
    if (overflow <= 0) return 0
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`)
    return `${overflow}px wider than the screen: ${wide.join(', ')}`
  })
}

async function expectNotFoundMessage(unknown: UnknownCase): Promise<void> {
  const path = fill(unknown.path, demo)
  await open(path)
  // The message is the page's heading, or the heading of the part of the page the id names (a location of a movie's showtimes).
  await expect(page.getByRole('heading', { name: unknown.message, exact: true }), `${path}: its section's message`).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0)
}

test.describe('route table', () => {
  // One worker goes through the table in order; a failure starts a fresh worker (and context) for the rest.
  test.describe.configure({ mode: 'default' })
  test.skip(({ isMobile }) => !isMobile, 'the route table does not depend on the width: checked once, at 360 px')

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    page = await context.newPage()
    demo = await readDemo(context.request, page)
  })

  test.afterAll(async () => {
    await context?.close()
  })

  test.describe('as a visitor', () => {
    for (const { row, routes, unknown = [] } of ROUTE_TABLE) {
      test.describe(row, () => {
        for (const route of routes.filter((candidate) => candidate.as !== 'admin')) {
          test(`${route.path} renders its page`, async () => expectOwnPage(route))
        }
        for (const missing of unknown.filter((candidate) => candidate.as !== 'admin')) {
          test(`${missing.path} says "${missing.message}"`, async () => expectNotFoundMessage(missing))
        }
      })
    }
  })

  test.describe('signed in as an administrator', () => {
    test.beforeAll(async () => {
      const admin = await registerUser(page, adminAccount(test.info(), 'routes-admin'), { allowExisting: true })
      await signInWithPassword(page, admin)
      demo['me.username'] = admin.username
    })

    for (const { row, routes, unknown = [] } of ROUTE_TABLE) {
      const signedIn = routes.filter((route) => route.as === 'admin')
      const signedInUnknown = unknown.filter((missing) => missing.as === 'admin')
      if (signedIn.length + signedInUnknown.length === 0) continue
      test.describe(row, () => {
        for (const route of signedIn) test(`${route.path} renders its page`, async () => expectOwnPage(route))
        for (const missing of signedInUnknown) test(`${missing.path} says "${missing.message}"`, async () => expectNotFoundMessage(missing))
      })
    }

    test('the test pages refuse a signed-in person who is not an administrator', async () => {
      const other = freshAccount(test.info(), 'routes', 'Rosa Lim')
      const response = await context.request.post('/api/logout')
      expect(response.status()).toBe(200)
      await signInWithPassword(page, await registerUser(page, other))
      for (const path of ['/test/theater-logos', '/test/analytics', '/test/partner-script', '/test/predatorbadlands', '/test-ticket-flow', '/ticket-demo', '/ayala-payment-test']) {
        await open(path)
        await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' }), path).toBeVisible()
      }
      // The server refuses the list the partner-script page reads, whatever the page does.
      expect((await context.request.get('/api/admin/scripts')).status()).toBe(403)
    })
  })
})

