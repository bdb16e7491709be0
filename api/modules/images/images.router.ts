import { createHash } from 'node:crypto'
import Router from '@koa/router'
import type { Context } from 'koa'
import type { Db } from '../../db.ts'
import { NotFound } from '../../errors.ts'
import { loadCurrentUser } from '../../middlewares/current-user.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppContext, AppDeps } from '../../types.ts'
import { eventCardBySlug, eventVisibleTo } from '../events/events.service.ts'
import { renderCardImageSvg, renderLogoSvg, renderPosterSvg } from '../media/media.svg.ts'
import { createRasterizer, RASTER_TYPES, rasterWidth, type RasterFormat, type Rasterizer } from '../media/media.raster.ts'
import { IMAGE_KINDS, type ImageKind } from '../media/media.urls.ts'
import { imagesRepository } from './images.repository.ts'

/**
 * Locally generated images (their own module, above the content they draw: the media module's URLs and drawing
 * are used by the content modules), each as SVG and, drawn on the server (media.raster.ts), as WebP and JPEG:
 *   GET /media/posters/:hash.{svg,webp,jpg}[?w=215]        movie poster (2:3), 404 for an unknown movie
 *   GET /media/images/:kind/:slug.{svg,webp,jpg}[?w=1200]  16:9 image of an article, place, event or festival
 *   GET /media/tv/channels/:slug.…, /media/tv/networks/:slug.…   square logos of TV channels and streaming networks
 *   GET /media/tv/shows/:slug.…                            a TV show's poster (2:3)
 * SVG served from our own origin could run script, so each SVG answer carries a CSP that forbids it. A raster
 * picture's width is rounded up to one of RASTER_WIDTHS.
 * Content that is not public (a draft article, an event staff have not published) has no image: the
 * same 404 as an unknown slug (decision 018), except an event's submitter and staff, who can see the
 * event itself, also see its image, privately cached.
 */
export function mediaRouter(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const { db } = deps
  const repo = imagesRepository(db)
  const router = new Router()
  const viewerOf = (ctx: Context) => loadCurrentUser(ctx as AppContext, deps)
  const rasterizer = createRasterizer(deps.clock)

  /** `draw` makes the SVG at a width (undefined: the drawing's default); one route per format. */
  function image(path: string, defaultWidth: number, draw: (ctx: Context, width: number | undefined) => Promise<Drawn>) {
    router.get(`${path}.svg`, async (ctx) => {
      const { svg, onlyForViewer } = await draw(ctx, requestedWidth(ctx))
      await sendSvg(ctx, svg, onlyForViewer)
    })
    for (const format of Object.keys(RASTER_TYPES) as RasterFormat[]) {
      router.get(`${path}.${format}`, async (ctx) => {
        const { svg, onlyForViewer } = await draw(ctx, rasterWidth(requestedWidth(ctx), defaultWidth))
        await sendRaster(ctx, rasterizer, svg, format, onlyForViewer)
      })
    }
  }

  image('/media/posters/:hash', 400, async (ctx, width) => {
    const movie = await repo.movieByHash(ctx.params.hash!)
    if (!movie) throw NotFound('Poster not found')
    return { svg: renderPosterSvg({ title: movie.title, key: movie.hash, rating: movie.mtrcbRating, genres: parseGenres(movie.genres), width }) }
  })

  image('/media/images/:kind/:slug', 1200, async (ctx, width) => {
    const kind = ctx.params.kind as ImageKind
    if (!IMAGE_KINDS.includes(kind)) throw NotFound('Image not found')
    const found = await findCard(db, kind, ctx.params.slug!, () => viewerOf(ctx))
    if (!found) throw NotFound('Image not found')
    const { card, onlyForViewer } = found
    return { svg: renderCardImageSvg({ ...card, key: `${kind}:${ctx.params.slug}`, width }), onlyForViewer }
  })

  image('/media/tv/channels/:slug', 160, async (ctx, width) => {
    const channel = await repo.channelBySlug(ctx.params.slug!)
    if (!channel) throw NotFound('Image not found')
    return { svg: renderLogoSvg({ name: channel.name, caption: `CH ${channel.number}`, key: `channel:${channel.slug}`, width }) }
  })

  image('/media/tv/networks/:slug', 160, async (ctx, width) => {
    const network = await repo.networkBySlug(ctx.params.slug!)
    if (!network) throw NotFound('Image not found')
    return { svg: renderLogoSvg({ name: network.name, caption: 'Streaming', key: `network:${network.slug}`, width }) }
  })

  image('/media/tv/shows/:slug', 400, async (ctx, width) => {
    const show = await repo.showBySlug(ctx.params.slug!)
    if (!show) throw NotFound('Image not found')
    return { svg: renderPosterSvg({ title: show.title, key: `show:${show.slug}`, rating: show.mtrcbRating, genres: parseGenres(show.genres), width }) }
  })

  return router
}

interface Drawn {
  svg: string
  /** Drawn for the signed-in person asking (their own pending event). */
  onlyForViewer?: boolean
}

interface Card {
  title: string
  label?: string
  colourKey: string
}

/**
 * What the image of a public row draws, or null when there is no such public row. `onlyForViewer` is
 * set when the row is not public but the person asking may see it (`viewer` is asked only then).
 */
async function findCard(db: Db, kind: ImageKind, slug: string, viewer: () => Promise<PublicUser | null>): Promise<{ card: Card; onlyForViewer: boolean } | null> {
  const publicCard = (card: Card | null) => card && { card, onlyForViewer: false }
  switch (kind) {
    case 'article': {
      const article = await imagesRepository(db).publicArticleBySlug(slug)
      if (!article) return null
      const category = article.categories[0]
      return publicCard({ title: article.title, label: category?.name, colourKey: category?.slug ?? 'article' })
    }
    case 'place': {
      const place = await imagesRepository(db).placeBySlug(slug)
      return publicCard(place && { title: place.name, label: place.category ?? place.addressLocality ?? undefined, colourKey: 'place' })
    }
    case 'event': {
      const event = await eventCardBySlug(db, slug)
      if (!event) return null
      const card = { title: event.title, label: event.category, colourKey: 'event' }
      if (eventVisibleTo(event, null)) return publicCard(card)
      return eventVisibleTo(event, await viewer()) ? { card, onlyForViewer: true } : null
    }
    case 'festival': {
      const festival = await imagesRepository(db).festivalBySlug(slug)
      return publicCard(festival && { title: festival.name, label: festival.location ?? 'Festival', colourKey: 'festival' })
    }
  }
}

/** Movie.genres is a JSON string[] column; anything else draws no genres. */
function parseGenres(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** `?w=` in px, ignored when not a positive whole number (the renderers clamp it to 16-2000). */
function requestedWidth(ctx: Context): number | undefined {
  const raw = ctx.query.w
  const width = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : undefined
  return width && width > 0 ? width : undefined
}

const svgEtag = (svg: string) => createHash('sha1').update(svg).digest('base64url')

function sendSvg(ctx: Context, svg: string, onlyForViewer = false) {
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  return sendPicture(ctx, { etag: svgEtag(svg), type: 'image/svg+xml; charset=utf-8', body: () => svg }, onlyForViewer)
}

/** The SVG drawn as `format`: its ETag is the drawing's with the format, so a fresh copy is answered before drawing. */
function sendRaster(ctx: Context, rasterizer: Rasterizer, svg: string, format: RasterFormat, onlyForViewer = false) {
  const etag = `${svgEtag(svg)}.${format}`
  return sendPicture(ctx, { etag, type: RASTER_TYPES[format], body: () => rasterizer.render(svg, format, etag) }, onlyForViewer)
}

/**
 * A picture with its ETag, or 304 when the browser's copy is that one (the body is then never made).
 * `onlyForViewer`: drawn for the signed-in person asking (their own pending event), never kept by shared caches.
 */
async function sendPicture(ctx: Context, picture: { etag: string; type: string; body: () => string | Promise<Buffer> }, onlyForViewer: boolean) {
  ctx.status = 200
  ctx.set('Cache-Control', onlyForViewer ? 'private, no-store' : 'public, max-age=86400')
  ctx.set('X-Content-Type-Options', 'nosniff')
  ctx.etag = `"${picture.etag}"`
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  ctx.body = await picture.body()
  ctx.set('Content-Type', picture.type)
}
