/**
 * What an activity entry is about, named and pictured (issue 36: "Feed entries name what was liked or
 * reviewed, with its picture"). The title, the Gala page and a small picture are read from the content itself
 * (the entry's data blob may be empty: older writers and the demo seed stored '{}'), one query per kind of
 * content for a whole page of entries (activity-subjects.repository.ts). Content that is gone or not public has
 * no subject; the entry then falls back to what its data blob names.
 */
import { articlePath } from '../../contracts/article-sections.ts'
import type { ActivitySubject } from '../../contracts/community.ts'
import type { ExternalContentData } from '../../contracts/posts.ts'
import { eventPath, festivalPath } from '../../contracts/events-rules.ts'
import { placePath } from '../../contracts/places-rules.ts'
import { restaurantPath } from '../../contracts/restaurants-rules.ts'
import type { Db } from '../../db.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { imageUrl, posterUrl, type ImageKind } from '../media/media.urls.ts'
import { activitySubjectsRepository, type SubjectFilters, type SubjectKeys, type SubjectRows } from './activity-subjects.repository.ts'

export type { SubjectFilters }

/** The columns of an entry that say what it is about. */
export interface SubjectRef {
  id: number
  entityType: string
  entityId: string | null
  externalContentId: string | null
  postId: number | null
}

/** Widths the thumbnails are asked at: twice their CSS size (48 px square, 40 × 60 posters). */
const THUMB_WIDTH = 128
const POSTER_THUMB_WIDTH = 96

const numeric = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)
/** A Gala path (never another site's address or a protocol-relative one). */
const localPath = (url: unknown) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null)
/** A picture address fit for an <img>: a Gala path or an https address. */
const pictureUrl = (url: unknown) => (typeof url === 'string' && (localPath(url) || url.startsWith('https://')) ? url : null)
/** A Gala image (generated, drawn at any of its widths) asked at thumbnail width; other addresses as they are. */
const thumb = (url: string | null, width = THUMB_WIDTH) => (url && url.startsWith('/media/') ? `${url.split('?')[0]}?w=${width}` : url)
const generated = (kind: ImageKind, slug: string) => imageUrl(kind, slug, THUMB_WIDTH)

/** The content key of an entry: the content's own key for reviews and likes of content, else the entity id. */
const contentKey = (row: SubjectRef) => row.externalContentId ?? row.entityId
/** The post an entry is about (likes of a review, replies). */
const postKey = (row: SubjectRef) => row.postId ?? numeric(row.entityId)

function keysOf(rows: SubjectRef[]): SubjectKeys {
  const keys = { movieIds: new Set<number>(), placeSlugs: new Set<string>(), placeIds: new Set<number>(), eventIds: new Set<number>(), festivalIds: new Set<number>(), articleIds: new Set<number>(), postIds: new Set<number>() }
  for (const row of rows) {
    const key = contentKey(row)
    switch (row.entityType) {
      case 'movie': {
        const id = numeric(key)
        if (id !== null) keys.movieIds.add(id)
        break
      }
      case 'place':
      case 'restaurant': {
        const id = numeric(key)
        if (id !== null) keys.placeIds.add(id)
        else if (key) keys.placeSlugs.add(key)
        break
      }
      case 'event':
      case 'festival':
      case 'article': {
        const id = numeric(row.entityId)
        if (id !== null) (row.entityType === 'event' ? keys.eventIds : row.entityType === 'festival' ? keys.festivalIds : keys.articleIds).add(id)
        break
      }
      case 'review': {
        const id = postKey(row)
        if (id !== null) keys.postIds.add(id)
        break
      }
    }
  }
  return {
    movieIds: [...keys.movieIds],
    placeSlugs: [...keys.placeSlugs],
    placeIds: [...keys.placeIds],
    eventIds: [...keys.eventIds],
    festivalIds: [...keys.festivalIds],
    articleIds: [...keys.articleIds],
    postIds: [...keys.postIds],
  }
}

function subjectOf(row: SubjectRef, found: Indexed): ActivitySubject | null {
  const key = contentKey(row)
  switch (row.entityType) {
    case 'movie': {
      const movie = found.movies.get(Number(key))
      if (!movie) return null
      return { kind: 'movie', title: movie.title, url: `/movies/title/${movie.hash}/${movie.slug}`, image: thumb(pictureUrl(movie.poster), POSTER_THUMB_WIDTH) ?? posterUrl(movie.hash, POSTER_THUMB_WIDTH) }
    }
    case 'place':
    case 'restaurant': {
      const place = (numeric(key) !== null ? found.placesById.get(Number(key)) : undefined) ?? found.placesBySlug.get(key ?? '')
      if (!place) return null
      const image = thumb(pictureUrl(parseJsonColumn<unknown[]>(place.images, [])[0])) ?? generated('place', place.slug)
      const url = row.entityType === 'restaurant' ? restaurantPath(place.id, place.slug) : placePath(place.slug)
      return { kind: row.entityType, title: place.name, url, image }
    }
    case 'event': {
      const event = found.events.get(Number(row.entityId))
      return event ? { kind: 'event', title: event.title, url: eventPath(event.slug), image: thumb(pictureUrl(event.imageUrl)) ?? generated('event', event.slug) } : null
    }
    case 'festival': {
      const festival = found.festivals.get(Number(row.entityId))
      return festival ? { kind: 'festival', title: festival.name, url: festivalPath(festival.slug), image: thumb(pictureUrl(festival.imageUrl)) ?? generated('festival', festival.slug) } : null
    }
    case 'article': {
      const article = found.articles.get(Number(row.entityId))
      if (!article) return null
      const sizes = parseJsonColumn<Record<string, { source_url?: unknown } | undefined>>(article.featuredMedia?.sizes ?? '{}', {})
      const image = pictureUrl(sizes.thumbnail?.source_url) ?? pictureUrl(article.featuredMedia?.sourceUrl) ?? generated('article', article.slug)
      return { kind: 'article', title: article.title, url: articlePath({ id: article.id, slug: article.slug, categories: article.categories.map((category) => category.id) }), image }
    }
    case 'review': {
      // A review or reply: what it is about, from the snapshot the post keeps (doc 3 §3 externalContentData).
      const post = found.posts.get(postKey(row) ?? -1)
      if (!post) return null
      const snapshot = parseJsonColumn<Partial<ExternalContentData>>(post.externalContentData ?? '{}', {})
      if (typeof snapshot.name !== 'string' || !snapshot.name) return null
      return { kind: typeof snapshot.type === 'string' && snapshot.type ? snapshot.type : 'review', title: snapshot.name, url: localPath(snapshot.url), image: thumb(pictureUrl(snapshot.image)) }
    }
    default:
      return null
  }
}

type Indexed = ReturnType<typeof indexed>
function indexed(rows: SubjectRows) {
  return {
    movies: new Map(rows.movies.map((row) => [row.id, row])),
    placesById: new Map(rows.places.map((row) => [row.id, row])),
    placesBySlug: new Map(rows.places.map((row) => [row.slug, row])),
    events: new Map(rows.events.map((row) => [row.id, row])),
    festivals: new Map(rows.festivals.map((row) => [row.id, row])),
    articles: new Map(rows.articles.map((row) => [row.id, row])),
    posts: new Map(rows.posts.map((row) => [row.id, row])),
  }
}

/** The subjects of a page of entries, by entry id (entries without one are absent). */
export async function activitySubjects(db: Db, filters: SubjectFilters, rows: SubjectRef[]): Promise<Map<number, ActivitySubject>> {
  const subjects = new Map<number, ActivitySubject>()
  if (rows.length === 0) return subjects
  const found = indexed(await activitySubjectsRepository(db, filters).read(keysOf(rows)))
  for (const row of rows) {
    const subject = subjectOf(row, found)
    if (subject) subjects.set(row.id, subject)
  }
  return subjects
}
