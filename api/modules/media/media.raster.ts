/**
 * The generated artwork (media.svg.ts) as raster pictures, drawn on the server with sharp (libvips and librsvg):
 * - WebP for the pages. A browser draws an SVG `<img>` as a document of its own, text layout included, on the page's
 *   main thread; a WebP of about 10 KB is decoded beside the page.
 * - JPEG for link previews: Facebook, Messenger, Viber and X show no SVG as a shared page's picture (og:image).
 * Widths snap up to a short list (every width the site asks for is on it), so one picture has at most 13 renderings
 * of each format. Recent ones are kept in memory by bytes, and a rendering in progress is shared by everyone asking.
 */
import sharp, { type Sharp } from 'sharp'
import type { Clock } from '../../clock.ts'
import { ByteLruCache } from './image-proxy.ts'

export const RASTER_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const
export type RasterFormat = keyof typeof RASTER_TYPES

/** The widths a raster picture is drawn at: a requested width is rounded up to the next (the last at most). */
export const RASTER_WIDTHS = [64, 96, 128, 150, 160, 215, 300, 400, 430, 600, 768, 1024, 1200] as const

export function rasterWidth(requested: number | undefined, fallback: number): number {
  const wanted = requested ?? fallback
  return RASTER_WIDTHS.find((width) => width >= wanted) ?? RASTER_WIDTHS[RASTER_WIDTHS.length - 1]
}

const ENCODE: Record<RasterFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80 }),
  jpg: (image) => image.flatten({ background: '#111827' }).jpeg({ quality: 82, progressive: true }),
}

/** Renderings run one after another: each uses libvips' threads, and Node's shared thread pool stays free for files and DNS. */
const RENDERINGS_AT_ONCE = 1

export interface Rasterizer {
  /** The picture of `svg` in `format`; `key` names this exact rendering (the SVG's ETag and the format). */
  render(svg: string, format: RasterFormat, key: string): Promise<Buffer>
  readonly cache: ByteLruCache<{ body: Buffer }>
}

export function createRasterizer(clock: Clock, cacheBytes = 32 * 1024 * 1024): Rasterizer {
  const cache = new ByteLruCache<{ body: Buffer }>(cacheBytes, 24 * 60 * 60_000, clock)
  const inFlight = new Map<string, Promise<Buffer>>()
  let running = 0
  const waiting: (() => void)[] = []

  async function draw(svg: string, format: RasterFormat): Promise<Buffer> {
    // A finished rendering hands its turn to the next one waiting, so no newcomer slips in between.
    if (running < RENDERINGS_AT_ONCE) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await ENCODE[format](sharp(Buffer.from(svg))).toBuffer()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }

  return {
    cache,
    render(svg, format, key) {
      const cached = cache.get(key)
      if (cached) return Promise.resolve(cached.body)
      const pending = inFlight.get(key)
      if (pending) return pending
      const job = draw(svg, format)
        .then((body) => {
          cache.set(key, { body })
          return body
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, job)
      return job
    },
  }
}
