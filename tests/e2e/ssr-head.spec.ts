/**
 * Server rendering's document heads (issue 21 acceptance 2): for each public page kind the HTML the server sends has
 * the page's title, description, absolute canonical address, Open Graph (with the picture's real size), Twitter card
 * and JSON-LD of the page's schema.org type; an unknown id answers 404 and stays out of search indexes.
 * Only the HTML is read (no browser): ids come from the demo data through the API.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts'
import { load, type CheerioAPI } from 'cheerio'
import sharp from 'sharp'
import { CONTENT_TYPE_IDS, contentPostsPath } from '../../api/contracts/posts-rules.ts'
import { decode, getJson } from './ssr-pages.ts'

type Node = Record<string, unknown>

interface HeadCase {
  kind: string
  path: string
  /** The page's canonical path (the address the head names, on the site's origin). */
  canonical: string
  title: string
  ogType: string
  /** Whether the page's picture is its own (else the site's share picture). */
  ownImage?: boolean
  /** The `url` of the page's JSON-LD node when it is not the canonical address (a theater's on a date). */
  nodeUrl?: string
  /** The JSON-LD node that describes the page, and what it must carry. */
  main: (nodes: Node[]) => Node | undefined
  check: (node: Node, nodes: Node[]) => void
}

const types = (node: Node) => [node['@type']].flat() as string[]
const ofType = (type: string) => (nodes: Node[]) => nodes.find((node) => types(node).includes(type))
const has = (node: Node, ...keys: string[]) => {
  for (const key of keys) expect(node[key], `${types(node).join('/')} has ${key}`).toBeTruthy()
}

/** The page kinds of issue 21 with ids from the demo data, and what each head must say. */
async function headCases(request: APIRequestContext): Promise<HeadCase[]> {
  type Movie = { id: number; hash: string; slug: string; title: string }
  const movie = (await getJson<{ data: Movie[] }>(request, '/api/movies/now-showing')).data[0]!
  const movieReviews = await getJson<{ reviewCount: number; averageRating: number | null }>(request, contentPostsPath(CONTENT_TYPE_IDS.movie, String(movie.id)))

  type Cinema = { slug: string; theater_name: string }
  const cinema = (await getJson<{ data: { cinemas: Cinema[] } }>(request, '/api/cinemas')).data.cinemas[0]!
  const day = (await getJson<{ data: { date: string } }>(request, `/api/theaters/${cinema.slug}/movies`)).data

  type Article = { link: string; title: { rendered: string } }
  const article = (await getJson<Article[]>(request, '/api/articles?per_page=20')).find((candidate) => new URL(candidate.link).pathname.includes('/article/'))!
  const articlePath = new URL(article.link).pathname

  type Place = { slug: string; name: string; reviewCount: number }
  const place = (await getJson<{ data: Place[] }>(request, '/api/places')).data[0]!
  type Restaurant = { id: number; slug: string; name: string; type: string; path: string; reviewCount: number }
  const restaurant = (await getJson<{ data: Restaurant[] }>(request, '/api/restaurants')).data[0]!
  const event = (await getJson<{ data: { slug: string; title: string }[] }>(request, '/api/events')).data[0]!
  type Person = { username: string; name: string }
  const person = (await getJson<{ data: { activeReviewers: Person[] } }>(request, '/api/explore/people')).data.activeReviewers[0]!
  const channel = (await getJson<{ data: { id: number; name: string }[] }>(request, '/api/tv/channels')).data[0]!
  const show = (await getJson<{ data: { id: number; title: string; url: string }[] }>(request, '/api/tv/shows')).data[0]!
  const author = (await getJson<{ slug: string; name: string }[]>(request, '/api/authors'))[0]!
  const tag = (await getJson<{ slug: string; name: string }[]>(request, '/api/tags'))[0]!
  const festival = (await getJson<{ data: { name: string; url: string; image: string | null }[] }>(request, '/api/festivals')).data[0]!

  const theaterCheck = (node: Node) => {
    has(node, 'name', 'address', 'url')
    expect(node.name).toBe(cinema.theater_name)
    const events = node.event as Node[]
    expect(Array.isArray(events) && events.length > 0, 'the day’s showtimes as events').toBe(true)
    for (const screening of events) {
      expect(screening['@type']).toBe('ScreeningEvent')
      has(screening, 'startDate', 'workPresented')
      expect((screening.workPresented as Node)['@type']).toBe('Movie')
    }
  }
  const collection = (name: string) => (node: Node) => {
    has(node, 'name', 'url')
    expect(node.name).toBe(name)
  }
  /** A page that had no head of its own: its node (CollectionPage, WebPage …) by name, and the breadcrumb trail. */
  const listed = (name: string) => (node: Node, nodes: Node[]) => {
    collection(name)(node)
    expect(ofType('BreadcrumbList')(nodes) ?? node.breadcrumb, 'the breadcrumb trail').toBeTruthy()
  }

  return [
    {
      kind: 'home',
      path: '/',
      canonical: '/',
      title: 'Gala: Metro Manila city and entertainment guide',
      ogType: 'website',
      main: ofType('WebSite'),
      check: (node) => {
        has(node, 'name', 'url', 'potentialAction')
        expect((node.potentialAction as Node)['@type']).toBe('SearchAction')
      },
    },
    { kind: 'movies list', path: '/movies', canonical: '/movies', title: 'Movies | Gala', ogType: 'website', main: ofType('CollectionPage'), check: collection('Movies') },
    {
      kind: 'movie',
      path: `/movies/title/${movie.hash}/${movie.slug}`,
      canonical: `/movies/title/${movie.hash}/${movie.slug}`,
      title: `${movie.title} | Gala`,
      ogType: 'video.movie',
      ownImage: true,
      main: ofType('Movie'),
      check: (node) => {
        has(node, 'name', 'url', 'image')
        expect(node.name).toBe(movie.title)
        if (movieReviews.reviewCount > 0 && movieReviews.averageRating != null) {
          const rating = node.aggregateRating as Node
          expect(rating['@type']).toBe('AggregateRating')
          expect(rating.reviewCount).toBe(movieReviews.reviewCount)
        } else {
          expect(node.aggregateRating).toBeUndefined()
        }
      },
    },
    {
      kind: 'theater',
      path: `/movies/theaters/${cinema.slug}`,
      canonical: `/movies/theaters/${cinema.slug}`,
      title: `${cinema.theater_name} showtimes | Gala`,
      ogType: 'website',
      main: ofType('MovieTheater'),
      check: theaterCheck,
    },
    {
      kind: 'theater on a date',
      path: `/movies/theaters/${cinema.slug}/${day.date}`,
      canonical: `/movies/theaters/${cinema.slug}/${day.date}`,
      nodeUrl: `/movies/theaters/${cinema.slug}`,
      title: `${cinema.theater_name} showtimes | Gala`,
      ogType: 'website',
      main: ofType('MovieTheater'),
      check: theaterCheck,
    },
    {
      kind: 'article',
      path: articlePath,
      canonical: articlePath,
      title: `${decode(article.title.rendered)} | Gala`,
      ogType: 'article',
      ownImage: true,
      main: ofType('NewsArticle'),
      check: (node, nodes) => {
        has(node, 'headline', 'datePublished', 'author', 'image', 'url')
        expect(node.headline).toBe(decode(article.title.rendered))
        expect((node.author as Node).name).toBeTruthy()
        expect(ofType('BreadcrumbList')(nodes), 'the breadcrumb trail').toBeTruthy()
      },
    },
    {
      kind: 'place',
      path: `/places/${place.slug}`,
      canonical: `/places/${place.slug}`,
      title: `${place.name} | Gala`,
      ogType: 'website',
      ownImage: true,
      main: (nodes) => nodes.find((node) => node.name === place.name && node.address),
      check: (node, nodes) => {
        has(node, 'name', 'address', 'url', '@type')
        expect(ofType('WebPage')(nodes)?.breadcrumb, 'the breadcrumb trail').toBeTruthy()
        // Only Gala's reviews are marked up, never the imported listing rating (decision 044).
        if (place.reviewCount > 0) expect(node.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: place.reviewCount })
        else expect(node.aggregateRating, 'no aggregateRating without reviews on Gala').toBeUndefined()
      },
    },
    ...[`/restaurants/${restaurant.id}`, restaurant.path].map(
      (path): HeadCase => ({
        kind: 'restaurant',
        path,
        canonical: restaurant.path,
        title: `${restaurant.name} | Gala`,
        ogType: 'website',
        ownImage: true,
        main: ofType(restaurant.type),
        check: (node, nodes) => {
          has(node, 'name', 'address', 'url')
          expect(node.name).toBe(restaurant.name)
          expect(ofType('BreadcrumbList')(nodes), 'the breadcrumb trail').toBeTruthy()
          if (restaurant.reviewCount > 0) expect(node.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: restaurant.reviewCount })
          else expect(node.aggregateRating, 'no aggregateRating without reviews on Gala').toBeUndefined()
        },
      }),
    ),
    {
      kind: 'event',
      path: `/events/${event.slug}`,
      canonical: `/events/${event.slug}`,
      title: `${event.title} | Gala`,
      ogType: 'website',
      ownImage: true,
      main: ofType('Event'),
      check: (node) => {
        has(node, 'name', 'startDate', 'location', 'url')
        expect(node.name).toBe(event.title)
      },
    },
    {
      kind: 'profile',
      path: `/profile/${person.username}`,
      canonical: `/profile/${person.username}`,
      title: `${person.username}'s Posts & Reviews | Gala`,
      ogType: 'profile',
      main: ofType('ProfilePage'),
      check: (node) => {
        has(node, 'mainEntity', 'url')
        const entity = node.mainEntity as Node
        expect(entity['@type']).toBe('Person')
        expect(entity.name).toBe(person.name)
      },
    },
    {
      kind: 'TV channel',
      path: `/tv/channels/${channel.id}`,
      canonical: `/tv/channels/${channel.id}`,
      title: `${channel.name} schedule | Gala`,
      ogType: 'website',
      ownImage: true,
      main: ofType('TelevisionChannel'),
      check: (node, nodes) => {
        has(node, 'name', 'url')
        expect(node.name).toBe(channel.name)
        for (const broadcast of nodes.filter((candidate) => types(candidate).includes('BroadcastEvent'))) has(broadcast, 'name', 'startDate', 'publishedOn')
      },
    },
    ...(
      [
        ['/arts', 'Arts & Culture'],
        ['/tech', 'Tech'],
        ['/food-drink', 'Food & Drink'],
        ['/events', 'Events'],
      ] as const
    ).map(
      ([path, name]): HeadCase => ({
        kind: 'section home',
        path,
        canonical: path,
        title: `${name} | Gala`,
        ogType: 'website',
        main: ofType('CollectionPage'),
        check: collection(name),
      }),
    ),
    // The list and guide pages that set only their title in the browser before: [path, title, schema.org type, node name].
    ...(
      [
        ['/movies/now-showing', 'Now Showing', 'CollectionPage'],
        ['/movies/coming-soon', 'Coming Soon', 'CollectionPage'],
        ['/movies/streaming-soon', 'Streaming Soon', 'CollectionPage'],
        ['/movies/news', 'Movie News', 'CollectionPage'],
        ['/movies/articles', 'Movies articles', 'CollectionPage'],
        ['/movies/locations', 'Cinemas by Location', 'CollectionPage'],
        ['/hot-off-the-press', 'Hot Off the Press', 'CollectionPage'],
        ['/whats-new', "What's New", 'CollectionPage'],
        ['/authors', 'Authors', 'CollectionPage'],
        [`/author/${author.slug}`, author.name, 'CollectionPage'],
        [`/tags/${tag.slug}`, `Articles tagged “${tag.name}”`, 'CollectionPage'],
        ['/places', 'Places', 'CollectionPage'],
        ['/food-drink/cuisine/filipino', 'Filipino food', 'CollectionPage'],
        ['/festivals', 'Festivals', 'CollectionPage'],
        ['/malls', 'Malls', 'CollectionPage'],
        ['/guides', 'City Guides', 'CollectionPage'],
        ['/guides/local-tips', 'Local tips', 'WebPage'],
        ['/activities', 'Things to do in Metro Manila', 'WebPage'],
        ['/about', 'About Gala', 'AboutPage'],
      ] as const
    ).map(
      ([path, name, type]): HeadCase => ({
        kind: type,
        path,
        canonical: path,
        title: `${name} | Gala`,
        ogType: 'website',
        main: ofType(type),
        check: listed(name),
      }),
    ),
    {
      kind: 'festival',
      path: festival.url,
      canonical: festival.url,
      title: `${festival.name} | Gala`,
      ogType: 'website',
      ownImage: festival.image !== null,
      main: ofType('Festival'),
      check: (node, nodes) => {
        has(node, 'name', 'startDate', 'endDate', 'location', 'url')
        expect(node.name).toBe(festival.name)
        expect(ofType('BreadcrumbList')(nodes), 'the breadcrumb trail').toBeTruthy()
      },
    },
    {
      kind: 'TV show',
      path: show.url,
      canonical: show.url,
      title: `${show.title} | Gala`,
      ogType: 'video.tv_show',
      ownImage: true,
      main: ofType('TVSeries'),
      check: (node, nodes) => {
        has(node, 'name', 'url', 'productionCompany')
        expect(node.name).toBe(show.title)
        expect(ofType('BreadcrumbList')(nodes), 'the breadcrumb trail').toBeTruthy()
      },
    },
  ]
}

/**
 * The format and real size of an image the head names, read from its bytes. Link previews (Facebook, Messenger, Viber,
 * X) show JPEG and PNG, never SVG.
 */
async function imageSize(request: APIRequestContext, url: string): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const response = await request.get(new URL(url).pathname + new URL(url).search)
  expect(response.status(), `${url} exists`).toBe(200)
  const { format, width, height } = await sharp(await response.body()).metadata()
  return { format, width, height }
}

function meta($: CheerioAPI, attribute: 'name' | 'property', key: string): string | undefined {
  const found = $(`meta[${attribute}="${key}"]`)
  expect(found.length, `one meta ${key}`).toBeLessThanOrEqual(1)
  return found.attr('content')
}

let cases: HeadCase[] = []

test.beforeAll(async ({ request }) => {
  cases = await headCases(request)
})

test('acceptance 2: each public page kind has its title, description, canonical address, Open Graph, Twitter card and JSON-LD', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the head does not depend on the width')
  const origin = new URL(baseURL!).origin
  for (const entry of cases) {
    await test.step(`${entry.kind}: ${entry.path}`, async () => {
      const response = await request.get(entry.path, { maxRedirects: 0 })
      expect(response.status(), entry.path).toBe(200)
      const $ = load(await response.text())
      const canonical = `${origin}${entry.canonical}`

      expect($('head title').length, 'one title').toBe(1)
      expect($('head title').text()).toBe(entry.title)
      expect(meta($, 'name', 'description')?.length ?? 0, 'a description').toBeGreaterThan(20)
      const links = $('link[rel="canonical"]')
      expect(links.length, 'one canonical link').toBe(1)
      expect(links.attr('href')).toBe(canonical)
      expect(meta($, 'name', 'robots') ?? '').not.toContain('noindex')

      // Open Graph: the page's own title (without the site's name, except on the home page), the same address.
      const ogTitle = meta($, 'property', 'og:title')!
      expect(entry.title === ogTitle || entry.title === `${ogTitle} | Gala`, `og:title ${ogTitle}`).toBe(true)
      expect(meta($, 'property', 'og:description')?.length ?? 0).toBeGreaterThan(20)
      expect(meta($, 'property', 'og:url')).toBe(canonical)
      expect(meta($, 'property', 'og:type')).toBe(entry.ogType)
      const image = meta($, 'property', 'og:image')!
      expect(image, 'an absolute og:image').toMatch(/^https?:\/\//)
      expect(new URL(image).origin).toBe(origin)
      if (!entry.ownImage) expect(new URL(image).pathname).toBe('/screenshots/home-wide.png')
      const declared = { width: Number(meta($, 'property', 'og:image:width')), height: Number(meta($, 'property', 'og:image:height')) }
      expect(declared.width).toBeGreaterThan(0)
      expect(declared.height).toBeGreaterThan(0)
      const real = await imageSize(request, image)
      expect(['jpeg', 'png'], `${image} is a picture link previews show`).toContain(real.format)
      expect({ width: real.width, height: real.height }, `the real size of ${image}`).toEqual(declared)

      expect(['summary', 'summary_large_image']).toContain(meta($, 'name', 'twitter:card'))
      expect(meta($, 'name', 'twitter:title')).toBe(ogTitle)
      expect(meta($, 'name', 'twitter:description')).toBe(meta($, 'property', 'og:description'))
      expect(meta($, 'name', 'twitter:image')).toBe(image)

      // JSON-LD: every script parses, speaks schema.org, and one node describes the page.
      const nodes: Node[] = []
      const scripts = $('script[type="application/ld+json"]')
      expect(scripts.length, 'JSON-LD').toBeGreaterThan(0)
      scripts.each((_, element) => {
        const data = JSON.parse($(element).text()) as Node
        expect(data['@context']).toBe('https://schema.org')
        nodes.push(...((data['@graph'] as Node[] | undefined) ?? [data]))
      })
      const node = entry.main(nodes)
      expect(node, `the page's node among ${JSON.stringify(nodes.map(types))}`).toBeTruthy()
      entry.check(node!, nodes)
      if (typeof node!.url === 'string') expect(node!.url).toBe(`${origin}${entry.nodeUrl ?? entry.canonical}`)
    })
  }
})

test('an unknown place, movie or event answers 404, titled by its not-found message and not indexed', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the head does not depend on the width')
  for (const [path, title] of [
    ['/places/no-such-place', 'Place not found | Gala'],
    ['/movies/title/zzzzzzzz/none', 'Movie not found | Gala'],
    ['/events/no-such-event', 'Event not found | Gala'],
  ] as const) {
    await test.step(path, async () => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const $ = load(await response.text())
      expect($('meta[name="robots"]').attr('content')).toContain('noindex')
      expect($('head title').text()).toBe(title)
      expect($('link[rel="canonical"]'), 'no canonical address for a page that is not there').toHaveLength(0)
    })
  }
})

/** The first movie now showing, and its page's address. */
async function firstMovieShowing(request: APIRequestContext) {
  const movie = (await getJson<{ data: { hash: string; slug: string; title: string }[] }>(request, '/api/movies/now-showing')).data[0]!
  return { ...movie, path: `/movies/title/${movie.hash}/${movie.slug}` }
}

/** The schema.org type of each JSON-LD script in the page's head and body ('@graph' for a graph). */
async function jsonLdTypesIn(page: Page) {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as Node)['@type'] ?? '@graph')
}

test('moving around the app, the head follows the page: canonical address, Open Graph and JSON-LD', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the head does not depend on the width')
  const origin = new URL(baseURL!).origin
  const movie = await firstMovieShowing(request)
  const moviePath = movie.path
  const canonical = page.locator('link[rel="canonical"]')
  const jsonLdTypes = () => jsonLdTypesIn(page)

  await page.goto('/movies')
  // Hydrated: the header's account part shows the visitor's Sign in button.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(canonical).toHaveAttribute('href', `${origin}/movies`)
  // The cookie question comes up at the bottom of the screen once the app has started; answered first, as a visitor
  // would, so that it cannot arrive over the link between the press and the release of the tap below.
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Refuse' }).click()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)

  await page.getByRole('main').getByRole('link', { name: movie.title, exact: true }).first().click()
  await expect(page).toHaveURL(moviePath)
  await expect(page).toHaveTitle(`${movie.title} | Gala`)
  await expect(canonical).toHaveAttribute('href', `${origin}${moviePath}`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${moviePath}`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.movie')
  await expect.poll(jsonLdTypes).toEqual(['Movie'])

  await page.goBack()
  await expect(page).toHaveTitle('Movies | Gala')
  await expect(canonical).toHaveAttribute('href', `${origin}/movies`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
  await expect.poll(jsonLdTypes).toEqual(['CollectionPage'])

  // A list page has a head of its own.
  await page.getByRole('link', { name: 'Now Showing', exact: true }).first().click()
  await expect(page).toHaveURL(/\/movies\/now-showing$/)
  await expect(page).toHaveTitle('Now Showing | Gala')
  await expect(canonical).toHaveAttribute('href', `${origin}/movies/now-showing`)
  await expect.poll(jsonLdTypes).toEqual(['CollectionPage', 'BreadcrumbList'])

  // A page whose route has no head of its own (search results) keeps none of the last page's.
  await page.goBack()
  await expect(page).toHaveTitle('Movies | Gala')
  const search = page.getByRole('main').getByLabel('Search movies')
  await search.fill(movie.title)
  await search.press('Enter')
  await expect(page).toHaveURL(/\/search\?/)
  await expect(canonical).toHaveCount(0)
  await expect.poll(jsonLdTypes).toEqual([])
})

test('a move made before the head code has come leaves only the new page head', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the head does not depend on the width')
  const origin = new URL(baseURL!).origin
  const movie = await firstMovieShowing(request)
  const moviePath = movie.path
  // The code that keeps the head in step loads after the first render; on a slow phone the person may be faster.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/head-sync-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })

  await page.goto('/movies')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Refuse' }).click()
  await page.getByRole('main').getByRole('link', { name: movie.title, exact: true }).first().click()
  await expect(page).toHaveURL(moviePath)
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible()
  release()

  await expect(page).toHaveTitle(`${movie.title} | Gala`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${moviePath}`)
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${moviePath}`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.movie')
  await expect.poll(() => jsonLdTypesIn(page)).toEqual(['Movie'])
})
