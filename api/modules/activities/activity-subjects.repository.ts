import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { visiblePostWhere as postVisible } from '../post-visibility/post-visibility.ts'

const visiblePostWhere = postVisible satisfies Prisma.PostWhereInput

/** The keys of the content a page of activity entries is about, by kind (collected by activity-subjects.ts). */
export interface SubjectKeys {
  movieIds: number[]
  placeSlugs: string[]
  placeIds: number[]
  eventIds: number[]
  festivalIds: number[]
  articleIds: number[]
  postIds: number[]
}

/** Which events and articles are public (decision 018), handed in by the caller's service as the feed does. */
export interface SubjectFilters {
  publicEvent: Prisma.EventWhereInput
  publicArticle: Prisma.ArticleWhereInput
}

const placeSelect = { id: true, slug: true, name: true, images: true } satisfies Prisma.PlaceSelect

/**
 * The reads behind the names and pictures of activity entries (issue 36): one query per kind of content, whatever
 * the number of entries (no query per entry). Events and articles that are not public, and hidden posts, are
 * not read, so nothing about them is shown.
 */
export function activitySubjectsRepository(db: Db, filters: SubjectFilters) {
  return {
    async read(keys: SubjectKeys) {
      const [movies, places, events, festivals, articles, posts] = await Promise.all([
        keys.movieIds.length ? db.movie.findMany({ where: { id: { in: keys.movieIds } }, select: { id: true, hash: true, slug: true, title: true, poster: true } }) : [],
        keys.placeSlugs.length || keys.placeIds.length
          ? db.place.findMany({ where: { OR: [{ slug: { in: keys.placeSlugs } }, { id: { in: keys.placeIds } }] }, select: placeSelect })
          : [],
        keys.eventIds.length ? db.event.findMany({ where: { ...filters.publicEvent, id: { in: keys.eventIds } }, select: { id: true, slug: true, title: true, imageUrl: true } }) : [],
        keys.festivalIds.length ? db.festival.findMany({ where: { id: { in: keys.festivalIds } }, select: { id: true, slug: true, name: true, imageUrl: true } }) : [],
        keys.articleIds.length
          ? db.article.findMany({
              where: { ...filters.publicArticle, id: { in: keys.articleIds } },
              select: { id: true, slug: true, title: true, categories: { select: { id: true } }, featuredMedia: { select: { sourceUrl: true, sizes: true } } },
            })
          : [],
        keys.postIds.length ? db.post.findMany({ where: { ...visiblePostWhere, id: { in: keys.postIds } }, select: { id: true, externalContentData: true } }) : [],
      ])
      return { movies, places, events, festivals, articles, posts }
    },
  }
}

export type SubjectRows = Awaited<ReturnType<ReturnType<typeof activitySubjectsRepository>['read']>>
