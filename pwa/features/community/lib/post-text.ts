/**
 * Wording and links of the posts on the profile pages (doc 3 §2 posts tab, reviews tab). Pure functions
 * over the post's fields, so the cards stay simple and the rules are unit tested.
 */

export interface PostSubject {
  postType: string
  contentTypeId: number
  externalContentId: string
  hashId: string
  title?: string | null
  contentInfo?: { type?: string | null; title?: string | null } | null
  externalContentData?: { name?: string | null; type?: string | null; url?: string | null; image?: string | null } | null
}

export interface PostAuthorNames {
  name?: string | null
  username?: string | null
}

/** The type id's word: 1 place, 2 movie, 3 restaurant, anything else generic content. */
export function contentTypeById(contentTypeId: number): string {
  return contentTypeId === 1 ? 'place' : contentTypeId === 2 ? 'movie' : contentTypeId === 3 ? 'restaurant' : 'content'
}

/** The content type: the external content data's type, then the content info's, then the type id. */
export function postContentType(post: PostSubject): string {
  return post.externalContentData?.type || post.contentInfo?.type || contentTypeById(post.contentTypeId)
}

/** The name shown for the author: name, else username, else 'Unknown User'. */
export function authorDisplayName(user: PostAuthorNames | null | undefined): string {
  return user?.name || user?.username || 'Unknown User'
}

/** The subject's title: the content info's, else the external content data's name. */
export function subjectTitle(post: PostSubject): string | null {
  return post.contentInfo?.title || post.externalContentData?.name || null
}

/**
 * The headline of a post card, in parts so the subject can be a link:
 * '{user} reviewed the {type} {linked title}', '{user} reviewed a {type}', '{user} replied to a review',
 * '{user} posted about a {type}'.
 */
export function postHeadline(post: PostSubject): { lead: string; linkedTitle: string | null } {
  const type = postContentType(post)
  if (post.postType === 'review') {
    const title = subjectTitle(post)
    return title ? { lead: `reviewed the ${type}`, linkedTitle: title } : { lead: `reviewed a ${type}`, linkedTitle: null }
  }
  if (post.postType === 'reply') return { lead: 'replied to a review', linkedTitle: null }
  return { lead: `posted about a ${type}`, linkedTitle: null }
}

/** The address of a post on its author's profile: /profile/{username}/post/{hashId}. */
export function postPath(username: string, hashId: string): string {
  return `/profile/${encodeURIComponent(username)}/post/${encodeURIComponent(hashId)}`
}

/**
 * Link to the subject from the posts tab: restaurant /food-drink/direct/{id}; movie
 * /movies/details/{id}; place /places/{id}; otherwise the post itself. The content snapshot's own
 * Gala path wins when the post carries one (it is where that content lives on Gala today).
 */
export function postSubjectHref(post: PostSubject, username: string): string {
  const url = post.externalContentData?.url
  if (url && url.startsWith('/') && !url.startsWith('//')) return url
  const id = encodeURIComponent(post.externalContentId)
  switch (postContentType(post)) {
    case 'restaurant':
      return `/food-drink/direct/${id}`
    case 'movie':
      return `/movies/details/${id}`
    case 'place':
      return `/places/${id}`
    default:
      return postPath(username, post.hashId)
  }
}

/** 'Sisig & Co.' → 'sisig-co' (for the reviews tab's subject links). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Link to the subject from the reviews tab: movie /movies/title/{id}/{slug}; restaurant
 * /food-drink/{id}/{slug}; place /places/{id}; otherwise '#'.
 */
export function reviewSubjectHref(post: PostSubject): string {
  const id = encodeURIComponent(post.externalContentId)
  const slug = slugify(subjectTitle(post) ?? '') || 'details'
  switch (postContentType(post)) {
    case 'movie':
      return `/movies/title/${id}/${slug}`
    case 'restaurant':
      return `/food-drink/${id}/${slug}`
    case 'place':
      return `/places/${id}`
    default:
      return '#'
  }
}

/** Share text: the first 100 characters of the content (doc 3 §9). */
export function shareText(content: string): string {
  return content.slice(0, 100)
}
