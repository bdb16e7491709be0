import { ARTICLE_FALLBACK_IMAGE } from '@contracts/articles-rules'
import type { MediaSizeName, WpMedia, WpPost } from '@contracts/articles'
import { proxiedImageUrl } from '@contracts/image-proxy-rules'

export type RequestedSize = MediaSizeName | (string & {})

/**
 * Image size fallback order of spec doc 1 §9: when the wanted size is missing, try these in turn.
 * Any other wanted size falls back to large, medium_large, medium, thumbnail.
 */
export const IMAGE_SIZE_FALLBACKS: Readonly<Record<string, readonly MediaSizeName[]>> = {
  thumbnail: ['medium', 'large', 'full'],
  medium: ['medium_large', 'large', 'full', 'thumbnail'],
  medium_large: ['large', 'medium', 'full', 'thumbnail'],
  large: ['medium_large', 'medium', 'full', 'thumbnail'],
}
const OTHER_SIZES_FALLBACK: readonly MediaSizeName[] = ['large', 'medium_large', 'medium', 'thumbnail']

/** The sizes to try, in order, for a wanted size. */
export function sizeCandidates(size: RequestedSize): string[] {
  return [size, ...(IMAGE_SIZE_FALLBACKS[size] ?? OTHER_SIZES_FALLBACK)]
}

/**
 * The address of a media item at a wanted size: the size, else the doc 1 §9 fallbacks, else the
 * top-level source_url, else the fallback article image. Outside images go through the image proxy
 * (the page's CSP loads images only from our origin); an unusable address gives the fallback image.
 */
export function mediaImageUrl(media: Pick<WpMedia, 'source_url' | 'media_details'> | null | undefined, size: RequestedSize): string {
  if (!media) return ARTICLE_FALLBACK_IMAGE
  const sizes = (media.media_details?.sizes ?? {}) as Record<string, { source_url?: string } | undefined>
  for (const name of sizeCandidates(size)) {
    const url = proxiedImageUrl(sizes[name]?.source_url)
    if (url) return url
  }
  return proxiedImageUrl(media.source_url) ?? ARTICLE_FALLBACK_IMAGE
}

/** An article's featured image at a wanted size, with its alt text ('' when the image is decorative or missing). */
export function articleImage(article: Pick<WpPost, '_embedded'>, size: RequestedSize): { src: string; alt: string } {
  const media = article._embedded?.['wp:featuredmedia']?.[0]
  return { src: mediaImageUrl(media, size), alt: media?.alt_text ?? '' }
}
