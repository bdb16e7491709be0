/**
 * URLs of the locally generated images served by images/images.router.ts (nothing is fetched from the internet). Pages show
 * them as WebP (media.raster.ts says why); the same addresses with .svg or .jpg answer too.
 */

export const POSTER_WIDTH = 215

/** Kinds of 16:9 images the media router can draw from a row looked up by slug. */
export const IMAGE_KINDS = ['article', 'place', 'event', 'festival'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export function posterUrl(hash: string, width = POSTER_WIDTH): string {
  return `/media/posters/${encodeURIComponent(hash)}.webp?w=${width}`
}

export function imageUrl(kind: ImageKind, slug: string, width?: number): string {
  const base = `/media/images/${kind}/${encodeURIComponent(slug)}.webp`
  return width ? `${base}?w=${width}` : base
}

export interface MediaSize {
  source_url: string
  width: number
  height: number
}

/** WordPress-style size names of spec doc 1 §3 (article media item). */
export const MEDIA_SIZE_WIDTHS = { thumbnail: 150, medium: 300, medium_large: 768, large: 1024, full: 1200 } as const
export type MediaSizeName = keyof typeof MEDIA_SIZE_WIDTHS

/** The five sizes of a 16:9 generated image, as stored in Media.sizes. */
export function mediaSizes(kind: ImageKind, slug: string): Record<MediaSizeName, MediaSize> {
  const entries = Object.entries(MEDIA_SIZE_WIDTHS).map(([name, width]) => [
    name,
    { source_url: imageUrl(kind, slug, width), width, height: Math.round((width * 9) / 16) },
  ])
  return Object.fromEntries(entries) as Record<MediaSizeName, MediaSize>
}
