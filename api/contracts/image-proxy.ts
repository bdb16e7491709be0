/**
 * The image proxy's query (GET /api/image-proxy?url=&cdn=, spec doc 1 §9 and doc 2 §7) and the one
 * helper the PWA uses to build proxied image URLs.
 */
import { z } from 'zod'
import { text } from './text.ts'
import { IMAGE_PROXY_URL_MAX } from './image-proxy-rules.ts'

// Constants and helpers without zod live in image-proxy-rules.ts, so pages can import them without zod.
export * from './image-proxy-rules.ts'

export const ImageProxyQuery = z.object({
  url: text({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(IMAGE_PROXY_URL_MAX, `url must be at most ${IMAGE_PROXY_URL_MAX} characters`),
  /** A provider label; it never changes which bytes are fetched (see docs/decisions, image proxy). */
  cdn: text({ error: 'cdn must be a short provider name' })
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/i, 'cdn must be a short provider name (letters, digits, hyphens)')
    .optional(),
})
export type ImageProxyQuery = z.infer<typeof ImageProxyQuery>

