/**
 * One public page of each kind (issue 21 acceptance 1-3), with real ids read from the demo data through the API:
 * home, the movies list, a movie, a theater, an article, a place, a restaurant, an event, a profile, a TV channel
 * and a section home. `heading` is the page's own h1; `content` is text of its main content that only the data
 * of that page can produce (a showtime's film at the theater, the article's first words, …).
 */
import type { APIRequestContext } from '@playwright/test'

export interface PublicPage {
  kind: string
  path: string
  heading: string
  content: string
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`)
  return (await response.json()) as T
}

/** The text of WordPress-style rendered HTML (tags become spaces, the usual entities their characters, spaces collapsed). */
export const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#8217;|&rsquo;/g, '’')
    .replace(/&#8216;|&lsquo;/g, '‘')
    .replace(/&#8220;|&ldquo;/g, '“')
    .replace(/&#8221;|&rdquo;/g, '”')
    .replace(/&#8211;|&ndash;/g, '–')
    .replace(/&#8212;|&mdash;/g, '—')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  type Movie = { id: number; hash: string; slug: string; title: string }
  const movies = (await getJson<{ data: Movie[] }>(request, '/api/movies/now-showing')).data
  const movie = movies[0]!
  const movieDetail = (await getJson<{ data: { synopsis?: string | null; plot?: string | null } }>(request, `/api/movies/${movie.id}`)).data

  type Cinema = { slug: string; theater_name: string }
  const cinema = (await getJson<{ data: { cinemas: Cinema[] } }>(request, '/api/cinemas')).data.cinemas[0]!
  type Day = { data: { movies: { movie: { title: string }; schedule: unknown[] }[] } }
  const day = (await getJson<Day>(request, `/api/theaters/${cinema.slug}/movies`)).data
  const showing = day.movies.find((entry) => entry.schedule.length > 0)!

  type Article = { id: number; slug: string; link: string; title: { rendered: string }; content: { rendered: string } }
  const article = (await getJson<Article[]>(request, '/api/articles?per_page=20')).find((candidate) => new URL(candidate.link).pathname.includes('/article/'))!

  type Named = { id: number; slug: string; name: string }
  const place = (await getJson<{ data: Named[] }>(request, '/api/places')).data[0]!
  const restaurant = (await getJson<{ data: Named[] }>(request, '/api/restaurants')).data[0]!
  const event = (await getJson<{ data: { slug: string; title: string; venue?: string | null }[] }>(request, '/api/events')).data[0]!
  type Person = { username: string; name: string }
  const person = (await getJson<{ data: { activeReviewers: Person[] } }>(request, '/api/explore/people')).data.activeReviewers[0]!
  const channel = (await getJson<{ data: { id: number; name: string }[] }>(request, '/api/tv/channels')).data[0]!

  return [
    { kind: 'home', path: '/', heading: 'Discover Your City', content: 'Explore by category' },
    { kind: 'movies list', path: '/movies', heading: 'Movies', content: movie.title },
    { kind: 'movie', path: `/movies/title/${movie.hash}/${movie.slug}`, heading: movie.title, content: 'Synopsis' },
    { kind: 'theater', path: `/movies/theaters/${cinema.slug}`, heading: cinema.theater_name, content: showing.movie.title },
    { kind: 'article', path: new URL(article.link).pathname, heading: decode(article.title.rendered), content: decode(article.content.rendered).split(' ').slice(0, 6).join(' ') },
    { kind: 'place', path: `/places/${place.slug}`, heading: place.name, content: 'Reviews' },
    { kind: 'restaurant', path: `/restaurants/${restaurant.id}`, heading: restaurant.name, content: 'Reviews' },
    { kind: 'event', path: `/events/${event.slug}`, heading: event.title, content: event.venue ?? 'When' },
    { kind: 'profile', path: `/profile/${person.username}`, heading: 'Posts & Reviews', content: person.name },
    { kind: 'TV channel', path: `/tv/channels/${channel.id}`, heading: channel.name, content: 'Schedule' },
    { kind: 'section home', path: '/arts', heading: 'Arts & Culture', content: 'All Arts & Culture articles' },
  ].map((page) => ({ ...page, content: page.content || page.heading, movieSynopsis: movieDetail.synopsis ?? movieDetail.plot }))
}
