/**
 * The image proxy helper the pages use to build proxied image URLs (spec doc 1 §9).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * image-proxy.ts re-exports everything here.
 */
/** The fixed provider value the pages send as `cdn` (doc 1 §9: "cdn={fixed provider value}"). */
export const IMAGE_PROXY_CDN = 'gala'

/** Longest source URL accepted (longer ones are 400). */
export const IMAGE_PROXY_URL_MAX = 2048

/**
 * The address to put in an `<img src>`: our own paths (`/media/…`, `/images/…`) stay as they are,
 * absolute http(s) URLs go through the proxy, anything else (data:, javascript: …) gives undefined
 * so the caller shows its fallback image.
 */
export function proxiedImageUrl(src: string | null | undefined): string | undefined {
  if (!src) return undefined
  if (src.startsWith('/') && !src.startsWith('//')) return src
  if (!/^https?:\/\//i.test(src)) return undefined
  return `/api/image-proxy?url=${encodeURIComponent(src)}&cdn=${IMAGE_PROXY_CDN}`
}
