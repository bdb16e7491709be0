import type { Db } from '../../db.ts'
import { publicArticleWhere } from '../articles/articles.service.ts'

/**
 * The few fields each generated image draws (images.router.ts): a movie's or a TV show's poster, a channel's or
 * a network's logo, the card of a public article, a place or a festival. Events are read through the events
 * service, which knows who may see an unpublished one.
 */
export function imagesRepository(db: Db) {
  return {
    movieByHash: (hash: string) => db.movie.findUnique({ where: { hash }, select: { hash: true, title: true, mtrcbRating: true, genres: true } }),
    channelBySlug: (slug: string) => db.tvChannel.findUnique({ where: { slug }, select: { slug: true, name: true, number: true } }),
    networkBySlug: (slug: string) => db.streamingNetwork.findUnique({ where: { slug }, select: { slug: true, name: true } }),
    showBySlug: (slug: string) => db.tvShow.findUnique({ where: { slug }, select: { slug: true, title: true, mtrcbRating: true, genres: true } }),
    publicArticleBySlug: (slug: string) =>
      db.article.findFirst({
        where: { slug, ...publicArticleWhere },
        select: { title: true, categories: { select: { slug: true, name: true }, orderBy: { id: 'asc' }, take: 1 } },
      }),
    placeBySlug: (slug: string) => db.place.findUnique({ where: { slug }, select: { name: true, category: true, addressLocality: true } }),
    festivalBySlug: (slug: string) => db.festival.findUnique({ where: { slug }, select: { name: true, location: true } }),
  }
}
