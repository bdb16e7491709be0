import { channelPath, networkPath, showPath } from '../../contracts/tv.ts'
import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import type { MetadataKind } from '../../contracts/seo.ts'
import { publicArticleWhere } from '../articles/articles.service.ts'
import { publicEventWhere } from '../events/events.service.ts'

type Tx = Prisma.TransactionClient

/** The SiteSetting key of the edited robots policy (absent: the default policy is served). */
export const ROBOTS_SETTING_KEY = 'seo.robots'

export const overrideSelect = { id: true, path: true, title: true, description: true, createdAt: true, updatedAt: true } as const satisfies Prisma.SeoOverrideSelect
/** What an administrator writes into an override. */
interface OverrideData {
  path: string
  title: string | null
  description: string | null
}
export type OverrideRow = Prisma.SeoOverrideGetPayload<{ select: typeof overrideSelect }>

/** Pages missing a description or an image, per kind (decision 018: events and articles public only). */
const missingWhere: {
  movies: Prisma.MovieWhereInput
  places: Prisma.PlaceWhereInput
  articles: Prisma.ArticleWhereInput
  events: Prisma.EventWhereInput
  festivals: Prisma.FestivalWhereInput
} = {
  movies: { OR: [{ synopsis: '' }, { poster: null }, { poster: '' }] },
  places: { OR: [{ description: '' }, { images: '[]' }, { images: '' }] },
  articles: { ...publicArticleWhere, OR: [{ excerpt: '' }, { featuredMediaId: null }] },
  events: { ...publicEventWhere, OR: [{ description: '' }, { imageUrl: null }, { imageUrl: '' }] },
  festivals: { OR: [{ description: '' }, { imageUrl: null }, { imageUrl: '' }] },
}

export interface MissingRow {
  id: number
  title: string
  /** Fields used to build the public path. */
  slug: string
  hash?: string
  categories?: number[]
  description: string
  image: string | null
}

/**
 * Reads for the sitemaps (only public rows, in id order so pages are stable), the override table, the robots
 * setting and the missing-metadata report.
 */
export function seoRepository(db: Db) {
  return {
    counts() {
      return Promise.all([
        db.movie.count(),
        db.theater.count(),
        db.article.count({ where: publicArticleWhere }),
        db.place.count(),
        db.event.count({ where: publicEventWhere }),
        db.festival.count(),
        db.tvChannel.count(),
        db.tvShow.count(),
        db.streamingNetwork.count(),
      ])
    },

    movies: (skip: number, take: number) =>
      db.movie.findMany({ select: { hash: true, slug: true, updatedAt: true }, orderBy: { id: 'asc' }, skip, take }),
    cinemas: (skip: number, take: number) => db.theater.findMany({ select: { slug: true }, orderBy: { id: 'asc' }, skip, take }),
    articles: (skip: number, take: number) =>
      db.article.findMany({
        where: publicArticleWhere,
        select: { id: true, slug: true, modified: true, categories: { select: { id: true }, orderBy: { id: 'asc' } } },
        orderBy: { id: 'asc' },
        skip,
        take,
      }),
    places: (skip: number, take: number) => db.place.findMany({ select: { slug: true, updatedAt: true }, orderBy: { id: 'asc' }, skip, take }),
    events: (skip: number, take: number) =>
      db.event.findMany({ where: publicEventWhere, select: { slug: true, createdAt: true, updatedAt: true }, orderBy: { id: 'asc' }, skip, take }),
    festivals: (skip: number, take: number) => db.festival.findMany({ select: { slug: true }, orderBy: { id: 'asc' }, skip, take }),
    /** TV pages (issue 18): channels, then shows, then streaming networks, each in id order. */
    async tvPaths(skip: number, take: number): Promise<string[]> {
      const [channels, shows, networks] = await Promise.all([
        db.tvChannel.findMany({ select: { id: true }, orderBy: { id: 'asc' } }),
        db.tvShow.findMany({ select: { id: true }, orderBy: { id: 'asc' } }),
        db.streamingNetwork.findMany({ select: { slug: true }, orderBy: { id: 'asc' } }),
      ])
      return [
        ...channels.map((row) => channelPath(row.id)),
        ...shows.map((row) => showPath(row.id)),
        ...networks.map((row) => networkPath(row.slug)),
      ].slice(skip, skip + take)
    },

    /** The newest change of each kind, for the index's lastmod. */
    async latest() {
      const [movie, article, place, event] = await Promise.all([
        db.movie.aggregate({ _max: { updatedAt: true } }),
        db.article.aggregate({ where: publicArticleWhere, _max: { modified: true } }),
        db.place.aggregate({ _max: { updatedAt: true } }),
        db.event.aggregate({ where: publicEventWhere, _max: { updatedAt: true, createdAt: true } }),
      ])
      const eventMax = [event._max.updatedAt, event._max.createdAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null
      return { movies: movie._max.updatedAt, articles: article._max.modified, places: place._max.updatedAt, events: eventMax }
    },

    robotsSetting: () => db.siteSetting.findUnique({ where: { key: ROBOTS_SETTING_KEY }, select: { value: true, updatedAt: true } }),
    saveRobots: (tx: Tx, value: string) =>
      tx.siteSetting.upsert({ where: { key: ROBOTS_SETTING_KEY }, create: { key: ROBOTS_SETTING_KEY, value }, update: { value }, select: { value: true, updatedAt: true } }),

    overridePage(q: string | undefined, skip: number, take: number) {
      const where: Prisma.SeoOverrideWhereInput = q
        ? { OR: [{ path: ignoringCase(db, { contains: q }) }, { title: ignoringCase(db, { contains: q }) }, { description: ignoringCase(db, { contains: q }) }] }
        : {}
      return Promise.all([db.seoOverride.findMany({ where, select: overrideSelect, orderBy: { path: 'asc' }, skip, take }), db.seoOverride.count({ where })])
    },
    overrideById: (id: number, client: Tx | Db = db) => client.seoOverride.findUnique({ where: { id }, select: overrideSelect }),
    createOverride: (data: OverrideData) => db.seoOverride.create({ data, select: overrideSelect }),
    updateOverride: (id: number, data: OverrideData) => db.seoOverride.update({ where: { id }, data, select: overrideSelect }),
    deleteOverride: (id: number) => db.seoOverride.delete({ where: { id } }),
    overrideByPath: (path: string) => db.seoOverride.findUnique({ where: { path }, select: overrideSelect }),

    missingCounts: async (): Promise<Record<MetadataKind, number>> => {
      const [movies, places, articles, events, festivals] = await Promise.all([
        db.movie.count({ where: missingWhere.movies }),
        db.place.count({ where: missingWhere.places }),
        db.article.count({ where: missingWhere.articles }),
        db.event.count({ where: missingWhere.events }),
        db.festival.count({ where: missingWhere.festivals }),
      ])
      return { movies, places, articles, events, festivals }
    },

    async missing(kind: MetadataKind, skip: number, take: number): Promise<MissingRow[]> {
      const page = { orderBy: { id: 'asc' as const }, skip, take }
      switch (kind) {
        case 'movies':
          return (await db.movie.findMany({ where: missingWhere.movies, select: { id: true, title: true, hash: true, slug: true, synopsis: true, poster: true }, ...page })).map(
            (row) => ({ id: row.id, title: row.title, slug: row.slug, hash: row.hash, description: row.synopsis, image: row.poster }),
          )
        case 'places':
          return (await db.place.findMany({ where: missingWhere.places, select: { id: true, name: true, slug: true, description: true, images: true }, ...page })).map((row) => ({
            id: row.id,
            title: row.name,
            slug: row.slug,
            description: row.description,
            image: row.images === '[]' || row.images === '' ? null : row.images,
          }))
        case 'articles':
          return (
            await db.article.findMany({
              where: missingWhere.articles,
              select: { id: true, title: true, slug: true, excerpt: true, featuredMediaId: true, categories: { select: { id: true }, orderBy: { id: 'asc' } } },
              ...page,
            })
          ).map((row) => ({
            id: row.id,
            title: row.title,
            slug: row.slug,
            categories: row.categories.map((c) => c.id),
            description: row.excerpt,
            image: row.featuredMediaId === null ? null : String(row.featuredMediaId),
          }))
        case 'events':
          return (await db.event.findMany({ where: missingWhere.events, select: { id: true, title: true, slug: true, description: true, imageUrl: true }, ...page })).map((row) => ({
            id: row.id,
            title: row.title,
            slug: row.slug,
            description: row.description,
            image: row.imageUrl,
          }))
        case 'festivals':
          return (await db.festival.findMany({ where: missingWhere.festivals, select: { id: true, name: true, slug: true, description: true, imageUrl: true }, ...page })).map((row) => ({
            id: row.id,
            title: row.name,
            slug: row.slug,
            description: row.description,
            image: row.imageUrl,
          }))
      }
    },
  }
}
