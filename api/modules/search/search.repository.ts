import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/**
 * The Prisma side of the site search (GET /api/search): the few fields of movies, cinemas, events, festivals and
 * articles it ranks. Which rows are public is each owning module's rule, handed in by the service (`eventsWhere`,
 * `articlesWhere`), never written again here. Places are read through the places module.
 */
export function searchRepository(db: Db) {
  return {
    movies: () =>
      db.movie.findMany({
        select: {
          id: true,
          hash: true,
          slug: true,
          title: true,
          synopsis: true,
          genres: true,
          mtrcbRating: true,
          releaseDate: true,
          status: true,
          poster: true,
          credits: { select: { name: true } },
        },
      }),

    cinemas: () =>
      db.theater.findMany({
        select: { id: true, slug: true, name: true, logo: true, mall: { select: { name: true, city: true, province: true, address: true, operator: true } } },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      }),

    /** Events matching `eventsWhere` (the events module's upcoming-and-public rule), soonest first. */
    events: (eventsWhere: Prisma.EventWhereInput) =>
      db.event.findMany({
        where: eventsWhere,
        select: {
          id: true,
          slug: true,
          title: true,
          description: true,
          category: true,
          venue: true,
          location: true,
          imageUrl: true,
          startDate: true,
          festival: { select: { name: true } },
        },
        orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
      }),

    /** Festivals not over at `now`, soonest first. */
    festivals: (now: Date) =>
      db.festival.findMany({
        where: { endDate: { gte: now } },
        select: { id: true, slug: true, name: true, description: true, location: true, imageUrl: true, startDate: true },
        orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
      }),

    /** The newest `take` articles matching `articlesWhere` (public ones) with any of `words` in the title, excerpt or body. */
    articles: (articlesWhere: Prisma.ArticleWhereInput, words: string[], take: number) =>
      db.article.findMany({
        where: {
          ...articlesWhere,
          OR: words.flatMap((word) => {
            const contains = ignoringCase(db, { contains: word })
            return [{ title: contains }, { excerpt: contains }, { contentHtml: contains }]
          }),
        },
        select: {
          id: true,
          slug: true,
          title: true,
          excerpt: true,
          contentHtml: true,
          date: true,
          categories: { select: { slug: true, name: true }, orderBy: { id: 'asc' }, take: 1 },
          tags: { select: { name: true } },
          author: { select: { name: true } },
          featuredMedia: { select: { sourceUrl: true, sizes: true } },
        },
        orderBy: [{ date: 'desc' }, { id: 'desc' }],
        take,
      }),
  }
}
