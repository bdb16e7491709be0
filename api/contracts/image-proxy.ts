/**
 * The image proxy's query (GET /api/image-proxy?url=&cdn=, spec doc 1 §9 and doc 2 §7) and the one
 * helper the PWA uses to build proxied image URLs.
 */
import { z } from 'zod'

/** The fixed provider value the pages send as `cdn` (doc 1 §9: "cdn={fixed provider value}"). */
export const IMAGE_PROXY_CDN = 'gala'

/** Longest source URL accepted (longer ones are 400). */
export const IMAGE_PROXY_URL_MAX = 2048

export const ImageProxyQuery = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(IMAGE_PROXY_URL_MAX, `url must be at most ${IMAGE_PROXY_URL_MAX} characters`),
  /** A provider label; it never changes which bytes are fetched (see docs/decisions, image proxy). */
  cdn: z
    .string({ error: 'cdn must be a short provider name' })
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/i, 'cdn must be a short provider name (letters, digits, hyphens)')
    .optional(),
})
export type ImageProxyQuery = z.infer<typeof ImageProxyQuery>

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
