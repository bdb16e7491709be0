import { createHash } from 'node:crypto'
import Router from '@koa/router'
import type { Context } from 'koa'
import type { Db } from '../../db.ts'
import { NotFound } from '../../errors.ts'
import { loadCurrentUser } from '../../middlewares/current-user.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppContext, AppDeps } from '../../types.ts'
import { publicArticleWhere } from '../articles/articles.repository.ts'
import { eventVisibleTo, eventsRepository } from '../events/events.repository.ts'
import { renderCardImageSvg, renderLogoSvg, renderPosterSvg } from './media.svg.ts'
import { IMAGE_KINDS, type ImageKind } from './media.urls.ts'

/**
 * Locally generated images:
 *   GET /media/posters/:hash.svg[?w=215]            movie poster (2:3), 404 for an unknown movie
 *   GET /media/images/:kind/:slug.svg[?w=1200]      16:9 image of an article, place, event or festival
 *   GET /media/tv/channels/:slug.svg, /media/tv/networks/:slug.svg   square logos of TV channels and streaming networks
 *   GET /media/tv/shows/:slug.svg                   a TV show's poster (2:3)
 * SVG served from our own origin could run script, so each answer carries a CSP that forbids it.
 * Content that is not public (a draft article, an event staff have not published) has no image: the
 * same 404 as an unknown slug (decision 018), except an event's submitter and staff, who can see the
 * event itself, also see its image, privately cached.
 */
export function mediaRouter(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const { db } = deps
  const router = new Router()
  const viewerOf = (ctx: Context) => loadCurrentUser(ctx as AppContext, deps)

  router.get('/media/posters/:hash.svg', async (ctx) => {
    const movie = await db.movie.findUnique({
      where: { hash: ctx.params.hash! },
      select: { hash: true, title: true, mtrcbRating: true, genres: true },
    })
    if (!movie) throw NotFound('Poster not found')
    sendSvg(
      ctx,
      renderPosterSvg({
        title: movie.title,
        key: movie.hash,
        rating: movie.mtrcbRating,
        genres: parseGenres(movie.genres),
        width: requestedWidth(ctx),
      }),
    )
  })

  router.get('/media/images/:kind/:slug.svg', async (ctx) => {
    const kind = ctx.params.kind as ImageKind
    if (!IMAGE_KINDS.includes(kind)) throw NotFound('Image not found')
    const found = await findCard(db, kind, ctx.params.slug!, () => viewerOf(ctx))
    if (!found) throw NotFound('Image not found')
    const { card, onlyForViewer } = found
    sendSvg(ctx, renderCardImageSvg({ ...card, key: `${kind}:${ctx.params.slug}`, width: requestedWidth(ctx) }), onlyForViewer)
  })

  router.get('/media/tv/channels/:slug.svg', async (ctx) => {
    const channel = await db.tvChannel.findUnique({ where: { slug: ctx.params.slug! }, select: { slug: true, name: true, number: true } })
    if (!channel) throw NotFound('Image not found')
    sendSvg(ctx, renderLogoSvg({ name: channel.name, caption: `CH ${channel.number}`, key: `channel:${channel.slug}`, width: requestedWidth(ctx) }))
  })

  router.get('/media/tv/networks/:slug.svg', async (ctx) => {
    const network = await db.streamingNetwork.findUnique({ where: { slug: ctx.params.slug! }, select: { slug: true, name: true } })
    if (!network) throw NotFound('Image not found')
    sendSvg(ctx, renderLogoSvg({ name: network.name, caption: 'Streaming', key: `network:${network.slug}`, width: requestedWidth(ctx) }))
  })

  router.get('/media/tv/shows/:slug.svg', async (ctx) => {
    const show = await db.tvShow.findUnique({ where: { slug: ctx.params.slug! }, select: { slug: true, title: true, mtrcbRating: true, genres: true } })
    if (!show) throw NotFound('Image not found')
    sendSvg(ctx, renderPosterSvg({ title: show.title, key: `show:${show.slug}`, rating: show.mtrcbRating, genres: parseGenres(show.genres), width: requestedWidth(ctx) }))
  })

  return router
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
      const article = await db.article.findFirst({
        where: { slug, ...publicArticleWhere },
        select: { title: true, categories: { select: { slug: true, name: true }, orderBy: { id: 'asc' }, take: 1 } },
      })
      if (!article) return null
      const category = article.categories[0]
      return publicCard({ title: article.title, label: category?.name, colourKey: category?.slug ?? 'article' })
    }
    case 'place': {
      const place = await db.place.findUnique({ where: { slug }, select: { name: true, category: true, addressLocality: true } })
      return publicCard(place && { title: place.name, label: place.category ?? place.addressLocality ?? undefined, colourKey: 'place' })
    }
    case 'event': {
      const event = await eventsRepository(db).cardBySlug(slug)
      if (!event) return null
      const card = { title: event.title, label: event.category, colourKey: 'event' }
      if (eventVisibleTo(event, null)) return publicCard(card)
      return eventVisibleTo(event, await viewer()) ? { card, onlyForViewer: true } : null
    }
    case 'festival': {
      const festival = await db.festival.findUnique({ where: { slug }, select: { name: true, location: true } })
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

/** `onlyForViewer`: drawn for the signed-in person asking (their own pending event), never kept by shared caches. */
function sendSvg(ctx: Context, svg: string, onlyForViewer = false) {
  ctx.status = 200
  ctx.set('Cache-Control', onlyForViewer ? 'private, no-store' : 'public, max-age=86400')
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  ctx.set('X-Content-Type-Options', 'nosniff')
  ctx.etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  ctx.body = svg
  ctx.set('Content-Type', 'image/svg+xml; charset=utf-8')
}
