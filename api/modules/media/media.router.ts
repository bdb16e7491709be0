import { createHash } from 'node:crypto'
import Router from '@koa/router'
import type { Context } from 'koa'
import type { Db } from '../../db.ts'
import { NotFound } from '../../errors.ts'
import { renderCardImageSvg, renderPosterSvg } from './media.svg.ts'
import { IMAGE_KINDS, type ImageKind } from './media.urls.ts'

/**
 * Locally generated images:
 *   GET /media/posters/:hash.svg[?w=215]            movie poster (2:3), 404 for an unknown movie
 *   GET /media/images/:kind/:slug.svg[?w=1200]      16:9 image of an article, place, event or festival
 * SVG served from our own origin could run script, so each answer carries a CSP that forbids it.
 */
export function mediaRouter(deps: { db: Db }): Router {
  const { db } = deps
  const router = new Router()

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
    const card = await findCard(db, kind, ctx.params.slug!)
    if (!card) throw NotFound('Image not found')
    sendSvg(ctx, renderCardImageSvg({ ...card, key: `${kind}:${ctx.params.slug}`, width: requestedWidth(ctx) }))
  })

  return router
}

async function findCard(db: Db, kind: ImageKind, slug: string): Promise<{ title: string; label?: string; colourKey: string } | null> {
  switch (kind) {
    case 'article': {
      const article = await db.article.findUnique({
        where: { slug },
        select: { title: true, categories: { select: { slug: true, name: true }, orderBy: { id: 'asc' }, take: 1 } },
      })
      if (!article) return null
      const category = article.categories[0]
      return { title: article.title, label: category?.name, colourKey: category?.slug ?? 'article' }
    }
    case 'place': {
      const place = await db.place.findUnique({ where: { slug }, select: { name: true, category: true, addressLocality: true } })
      return place && { title: place.name, label: place.category ?? place.addressLocality ?? undefined, colourKey: 'place' }
    }
    case 'event': {
      const event = await db.event.findUnique({ where: { slug }, select: { title: true, category: true } })
      return event && { title: event.title, label: event.category, colourKey: 'event' }
    }
    case 'festival': {
      const festival = await db.festival.findUnique({ where: { slug }, select: { name: true, location: true } })
      return festival && { title: festival.name, label: festival.location ?? 'Festival', colourKey: 'festival' }
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

function sendSvg(ctx: Context, svg: string) {
  ctx.status = 200
  ctx.set('Cache-Control', 'public, max-age=86400')
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
