import { describe, expect, it } from 'vitest'
import type { Festival } from '@contracts/events'
import type { MovieSummary } from '@contracts/movies'
import { authorList, articleListHead, sectionArticlesList, tagList } from '@/features/articles/lib/section-head'
import { festivalHead, festivalsListHead } from '@/features/events/lib/event-head'
import { guideHead, guidesIndexHead, planPageHead, transportModeHead } from '@/features/guides/lib/guide-head'
import { mallsHead } from '@/features/malls/lib/malls-head'
import { movieListHead, movieSubPageHead } from '@/features/movies/lib/movie-head'
import { placesListHead } from '@/features/places/lib/place-head'
import { nearbyTheatersHead } from '@/features/theaters/lib/locations-head'
import { collectionHead, headImage, pageHead, pagedPath, previewPictureUrl, webPageHead } from '@/lib/page-head'
import type { PageHead } from '@/lib/route-head'
import { staticPageHead } from '@/lib/static-head'

const ORIGIN = 'https://gala.test'

type Node = Record<string, unknown>

/** What a head says, read back: title, description, canonical, og:title, og:url and the JSON-LD nodes by type. */
function read(head: PageHead) {
  const meta = head.meta as Record<string, unknown>[]
  const content = (key: string) => meta.find((entry) => entry.name === key || entry.property === key)?.content
  const nodes = meta.flatMap((entry) => ('script:ld+json' in entry ? [entry['script:ld+json'] as Node] : []))
  return {
    title: meta.find((entry) => 'title' in entry)?.title,
    description: content('description'),
    canonical: head.links?.find((link) => link.rel === 'canonical')?.href,
    ogTitle: content('og:title'),
    ogUrl: content('og:url'),
    node: (type: string) => nodes.find((node) => node['@type'] === type),
  }
}

/** A BreadcrumbList's steps as [name, url]. */
const steps = (list: Node | undefined) => ((list?.itemListElement as Node[] | undefined) ?? []).map((item) => [item.name, item.item])
/** A CollectionPage's items as [name, url, @type]. */
const listed = (page: Node | undefined) =>
  (((page?.mainEntity as Node | undefined)?.itemListElement as Node[] | undefined) ?? []).map((entry) => {
    const item = entry.item as Node | undefined
    return item ? [item.name, item.url, item['@type']] : [entry.name, entry.url, null]
  })

describe('list page heads (collectionHead)', () => {
  it('puts ?page= on the canonical address and "(page N)" in the title past the first page, never on the first', () => {
    expect(pagedPath('/tags/food', 1)).toBe('/tags/food')
    expect(pagedPath('/tags/food', 2)).toBe('/tags/food?page=2')
    expect(pagedPath('/places?type=Museum', 3)).toBe('/places?type=Museum&page=3')

    const first = read(collectionHead(ORIGIN, { name: 'Hot Off the Press', description: 'Launches and news.', path: '/hot-off-the-press' }))
    expect(first.title).toBe('Hot Off the Press | Gala')
    expect(first.canonical).toBe(`${ORIGIN}/hot-off-the-press`)
    const second = read(collectionHead(ORIGIN, { name: 'Hot Off the Press', description: 'Launches and news.', path: '/hot-off-the-press', page: 2 }))
    expect(second.title).toBe('Hot Off the Press (page 2) | Gala')
    expect(second.ogTitle).toBe('Hot Off the Press (page 2)')
    expect(second.canonical).toBe(`${ORIGIN}/hot-off-the-press?page=2`)
    expect(second.ogUrl).toBe(second.canonical)
    expect(second.node('CollectionPage')?.url).toBe(second.canonical)
  })

  it('lists the items in order and ends the breadcrumb with the list (its own crumb name when it has one)', () => {
    const head = read(
      collectionHead(
        ORIGIN,
        { name: 'Movies articles', description: 'News.', path: '/movies/articles', trail: [['Movies', '/movies']], crumb: 'Articles' },
        [
          { name: 'First', path: '/a/1', type: 'NewsArticle' },
          { name: 'Second', path: '/a/2' },
        ],
      ),
    )
    expect(listed(head.node('CollectionPage'))).toEqual([
      ['First', `${ORIGIN}/a/1`, 'NewsArticle'],
      ['Second', `${ORIGIN}/a/2`, null],
    ])
    expect(steps(head.node('BreadcrumbList'))).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Movies', `${ORIGIN}/movies`],
      ['Articles', `${ORIGIN}/movies/articles`],
    ])
  })
})

describe('the heads of the pages that had none', () => {
  const movie = (title: string, url: string) => ({ title, url }) as MovieSummary

  it('movie lists: their words and a CollectionPage of Movies under Movies', () => {
    const head = read(movieListHead('coming-soon', [movie('Alpha', '/movies/title/a1/alpha'), movie('Beta', '/movies/title/b2/beta')], ORIGIN))
    expect(head.title).toBe('Coming Soon | Gala')
    expect(head.description).toBe('Movies opening soon in Philippine cinemas, with their release dates.')
    expect(head.canonical).toBe(`${ORIGIN}/movies/coming-soon`)
    expect(listed(head.node('CollectionPage'))).toEqual([
      ['Alpha', `${ORIGIN}/movies/title/a1/alpha`, 'Movie'],
      ['Beta', `${ORIGIN}/movies/title/b2/beta`, 'Movie'],
    ])
    expect(steps(head.node('BreadcrumbList')).map(([name]) => name)).toEqual(['Home', 'Movies', 'Coming Soon'])
  })

  it('article lists: a section’s list, a tag and an author, with their NewsArticles', () => {
    const section = read(articleListHead(sectionArticlesList('arts', 2), [], ORIGIN))
    expect(section.title).toBe('Arts & Culture articles (page 2) | Gala')
    expect(section.canonical).toBe(`${ORIGIN}/arts/articles?page=2`)
    expect(steps(section.node('BreadcrumbList')).map(([name]) => name)).toEqual(['Home', 'Arts & Culture', 'Articles'])

    const article = { id: 7, slug: 'new-cafe', categories: [9], title: { rendered: 'A new caf&eacute; in Makati' } }
    const tag = read(articleListHead(tagList({ name: 'Coffee', slug: 'coffee', count: 1 }, 1), [article], ORIGIN))
    expect(tag.title).toBe('Articles tagged “Coffee” | Gala')
    expect(tag.description).toBe('1 story about coffee from Gala.')
    expect(tag.canonical).toBe(`${ORIGIN}/tags/coffee`)
    const [[name, url, type]] = listed(tag.node('CollectionPage'))
    expect(name).toBe('A new café in Makati')
    expect(url).toMatch(new RegExp(`^${ORIGIN}/.+/article/7/new-cafe$`))
    expect(type).toBe('NewsArticle')

    const author = read(articleListHead(authorList({ name: 'Ana Cruz', slug: 'ana-cruz', description: '' }, 1), [], ORIGIN))
    expect(author.title).toBe('Ana Cruz | Gala')
    expect(author.description).toBe('Stories by Ana Cruz on Gala.')
    expect(steps(author.node('BreadcrumbList')).map(([name]) => name)).toEqual(['Home', 'Authors', 'Ana Cruz'])
  })

  it('places: "{type} | Places" with the filter in the canonical address, the places with their own types', () => {
    const head = read(placesListHead({ type: 'Museum', label: 'Museums', page: 2 }, [{ name: 'Museo', path: '/places/museo', '@type': ['Museum'] }], ORIGIN))
    expect(head.title).toBe('Museums | Places (page 2) | Gala')
    expect(head.canonical).toBe(`${ORIGIN}/places?type=Museum&page=2`)
    expect(listed(head.node('CollectionPage'))).toEqual([['Museo', `${ORIGIN}/places/museo`, 'Museum']])
    // An unknown type (no label) is the plain list.
    expect(read(placesListHead({ type: 'Nope' }, [], ORIGIN)).canonical).toBe(`${ORIGIN}/places`)
  })

  it('festivals: the list, and a festival as a schema.org Festival with its events', () => {
    const festival = {
      id: 1,
      slug: 'panagbenga',
      name: 'Panagbenga',
      description: 'Baguio’s flower festival.',
      startDate: '2027-02-01',
      endDate: '2027-03-01',
      location: 'Baguio',
      image: null,
      featured: true,
      eventCount: 1,
      url: '/festivals/panagbenga',
      events: [{ title: 'Grand parade', url: '/events/grand-parade', startDate: '2027-02-28T08:00:00+08:00' }],
    } as Festival & { events: { title: string; url: string; startDate: string }[] }
    const list = read(festivalsListHead([festival], ORIGIN))
    expect(list.title).toBe('Festivals | Gala')
    expect(listed(list.node('CollectionPage'))).toEqual([['Panagbenga', `${ORIGIN}/festivals/panagbenga`, 'Festival']])

    const page = read(festivalHead(festival, ORIGIN))
    expect(page.title).toBe('Panagbenga | Gala')
    expect(page.canonical).toBe(`${ORIGIN}/festivals/panagbenga`)
    const node = page.node('Festival')!
    expect(node).toMatchObject({ name: 'Panagbenga', startDate: '2027-02-01', endDate: '2027-03-01', url: `${ORIGIN}/festivals/panagbenga` })
    expect(node.subEvent).toEqual([{ '@type': 'Event', name: 'Grand parade', url: `${ORIGIN}/events/grand-parade`, startDate: '2027-02-28T08:00:00+08:00' }])
  })

  it('guides and planning pages: a WebPage with the breadcrumb the page shows', () => {
    const guide = read(guideHead({ path: '/guides/local-tips', title: 'Local tips', label: 'Tips', summary: 'What locals know.' }, ORIGIN))
    expect(guide.title).toBe('Local tips | Gala')
    expect(guide.canonical).toBe(`${ORIGIN}/guides/local-tips`)
    const page = guide.node('WebPage')!
    expect(page.url).toBe(guide.canonical)
    expect(steps(page.breadcrumb as Node)).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Guides', `${ORIGIN}/guides`],
      ['Tips', `${ORIGIN}/guides/local-tips`],
    ])
    const index = read(guidesIndexHead([{ path: '/guides/local-tips', title: 'Local tips' }], ORIGIN))
    expect(index.title).toBe('City Guides | Gala')
    expect(listed(index.node('CollectionPage'))).toEqual([['Local tips', `${ORIGIN}/guides/local-tips`, null]])

    const mode = read(transportModeHead({ id: 'mrt-3', name: 'MRT-3', summary: 'The train along EDSA.' }, ORIGIN))
    expect(mode.title).toBe('MRT-3: getting around Metro Manila | Gala')
    expect(mode.canonical).toBe(`${ORIGIN}/guides/transportation/mrt-3`)
    expect(read(planPageHead('hotels', ORIGIN)).title).toBe('Hotels: where to stay in Metro Manila | Gala')
    expect(read(planPageHead('explore', ORIGIN)).node('WebPage')?.name).toBe('Explore the city')
  })

  it('a movie’s sub-pages: their words, the poster, and every showtimes form canonical on the title route', () => {
    const detail = { title: 'Alpha', hash: 'a1', url: '/movies/title/a1/alpha', poster: '/media/posters/a1.svg?w=215', poster_2x: '/media/posters/a1.svg?w=600' }
    const cast = read(movieSubPageHead(detail, 'cast-crew', ORIGIN))
    expect(cast.title).toBe('Alpha: Cast & Crew | Gala')
    expect(cast.canonical).toBe(`${ORIGIN}/movies/title/a1/alpha/cast-crew`)
    expect(cast.node('WebPage')?.about).toEqual({ '@type': 'Movie', name: 'Alpha', url: `${ORIGIN}/movies/title/a1/alpha` })
    const showtimes = movieSubPageHead(detail, 'showtimes', ORIGIN, 'makati')
    expect(read(showtimes).title).toBe('Alpha showtimes | Gala')
    expect(read(showtimes).canonical).toBe(`${ORIGIN}/movies/title/a1/alpha/showtimes/makati`)
    expect(showtimes.meta).toContainEqual({ property: 'og:image:width', content: '600' })
  })

  it('text pages, malls and nearby cinemas', () => {
    const about = read(staticPageHead('/about', ORIGIN))
    expect(about.title).toBe('About Gala | Gala')
    expect(about.node('AboutPage')?.url).toBe(`${ORIGIN}/about`)
    expect(read(staticPageHead('/cookie-policy', ORIGIN)).node('WebPage')?.name).toBe('Cookie Policy')
    expect(read(mallsHead('province', ORIGIN)).canonical).toBe(`${ORIGIN}/malls?region=province`)
    expect(read(nearbyTheatersHead(ORIGIN)).title).toBe('Cinemas near you | Gala')
  })

  it('a page of information carries its type and picture', () => {
    const head = read(webPageHead(ORIGIN, { name: 'Contact', description: 'Write to us.', path: '/contact', type: 'ContactPage' }))
    expect(head.node('ContactPage')?.name).toBe('Contact')
  })
})

describe('link preview pictures', () => {
  const ORIGIN = 'https://gala.test'

  it("are the JPEG of Gala's generated images, at a preview's width, with their real size", () => {
    expect(headImage('/media/posters/a1.webp?w=215', 'Alpha')).toEqual({ url: '/media/posters/a1.jpg?w=600', width: 600, height: 900, alt: 'Alpha' })
    expect(headImage('/media/images/event/night-market.svg')).toMatchObject({ url: '/media/images/event/night-market.jpg?w=1200', width: 1200, height: 675 })
    expect(headImage('/media/tv/channels/gma.webp')).toMatchObject({ url: '/media/tv/channels/gma.jpg?w=400', width: 400, height: 400 })
    expect(headImage('https://images.example.com/poster.png')).toEqual({ url: 'https://images.example.com/poster.png', alt: undefined })
    expect(headImage('/images/fallbacks/poster.svg')).toBeNull()
  })

  it('turn any generated picture a page names into its JPEG, keeping its width', () => {
    expect(previewPictureUrl('/media/images/article/x.webp?w=1200')).toBe('/media/images/article/x.jpg?w=1200')
    expect(previewPictureUrl('/media/posters/a1.svg')).toBe('/media/posters/a1.jpg')
    expect(previewPictureUrl('/screenshots/home-wide.png')).toBe('/screenshots/home-wide.png')
    expect(previewPictureUrl('https://cdn.example.com/media/x.webp')).toBe('https://cdn.example.com/media/x.webp')
    const head = pageHead('X', 'Y', { origin: ORIGIN, path: '/x', image: { url: '/media/images/article/x.webp?w=1200', width: 1200, height: 675 } })
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${ORIGIN}/media/images/article/x.jpg?w=1200` })
    expect(head.meta).toContainEqual({ name: 'twitter:image', content: `${ORIGIN}/media/images/article/x.jpg?w=1200` })
  })
})
