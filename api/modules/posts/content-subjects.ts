import { contentTypeName, type ContentTypeName, type ExternalContentData } from '../../contracts/posts.ts'
import { restaurantPath } from '../../contracts/restaurants-rules.ts'
import { placePath } from '../../contracts/places-rules.ts'
import type { Db } from '../../db.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { imageUrl, posterUrl } from '../media/media.urls.ts'
import { postsRepository } from './posts.repository.ts'

/**
 * The thing a review is about (doc 3 §3: contentTypeId 1 place, 2 movie, 3 restaurant, and its
 * externalContentId). Places and restaurants are Place rows keyed by slug; movies are keyed by id.
 * Ids, slugs and hashes are all accepted and mapped to the canonical externalContentId, so posts
 * about one thing are always found under one key.
 */
export interface ContentSubject {
  contentTypeId: number
  type: ContentTypeName
  /** The canonical key stored in Post.externalContentId (place slug, movie id as text). */
  externalContentId: string
  /** The row id (Place.id or Movie.id). */
  rowId: number
  title: string
  /** Snapshot stored with each post (doc 3 §3 externalContentData). */
  data: ExternalContentData
  /** Names for the activity data blob (doc 3 §3 Activity data). */
  activityNames: Record<string, string | number>
}

/** The content a post is about, or null when it does not exist (the callers answer 404). */
export async function findContentSubject(db: Db, contentTypeId: number, key: string): Promise<ContentSubject | null> {
  const type = contentTypeName(contentTypeId)
  if (type === 'movie') {
    const movie = await postsRepository(db).movieSubject(key)
    if (!movie) return null
    const url = `/movies/title/${movie.hash}/${movie.slug}`
    return {
      contentTypeId,
      type,
      externalContentId: String(movie.id),
      rowId: movie.id,
      title: movie.title,
      data: {
        name: movie.title,
        image: movie.poster ?? posterUrl(movie.hash),
        type,
        url,
      },
      activityNames: {
        movieTitle: movie.title,
        movieHash: movie.hash,
        movieSlug: movie.slug,
      },
    }
  }
  if (type === 'place' || type === 'restaurant') {
    const place = await postsRepository(db).placeSubject(key)
    if (!place) return null
    const image = parseJsonColumn<string[]>(place.images, [])[0] ?? imageUrl('place', place.slug)
    const url = type === 'restaurant' ? restaurantPath(place.id, place.slug) : placePath(place.slug)
    const activityNames: Record<string, string | number> =
      type === 'restaurant'
        ? {
            restaurantName: place.name,
            restaurantId: place.id,
            restaurantSlug: place.slug,
          }
        : { placeName: place.name, placeId: place.id, placeSlug: place.slug }
    return {
      contentTypeId,
      type,
      externalContentId: place.slug,
      rowId: place.id,
      title: place.name,
      data: { name: place.name, image, type, url },
      activityNames,
    }
  }
  return null
}
