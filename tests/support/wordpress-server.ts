/**
 * A local stand-in for a WordPress site's REST API (/wp-json/wp/v2/…), answering with
 * WordPress-shaped JSON and paging headers (X-WP-Total, X-WP-TotalPages), for the importer's tests.
 * Its data is plain arrays the test may change between runs; every request URL is recorded.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeTerm {
  id: number
  slug: string
  name: string
}
export interface FakeUser {
  id: number
  slug: string
  name: string
  description: string
  avatar_urls: Record<string, string>
}
export interface FakeMedia {
  id: number
  source_url: string
  alt_text: string
  media_type: string
  mime_type: string
  media_details: { width: number; height: number; sizes: Record<string, { source_url: string; width: number; height: number; file?: string }> }
}
export interface FakePost {
  id: number
  date: string
  date_gmt: string
  modified: string
  modified_gmt: string
  slug: string
  status: string
  title: { rendered: string }
  excerpt: { rendered: string; protected: boolean }
  content: { rendered: string; protected: boolean }
  author: number
  featured_media: number
  categories: number[]
  tags: number[]
}

export interface FakeWordPress {
  url: string
  categories: FakeTerm[]
  tags: FakeTerm[]
  users: FakeUser[]
  media: FakeMedia[]
  posts: FakePost[]
  /** Paths with query of every request, in order. */
  requests: string[]
  /** Answer this way instead of with JSON: 'html' (a normal web page), 'slow' (never answer), 'users-401'. */
  mode: 'json' | 'html' | 'slow' | 'users-401'
  close(): Promise<void>
}

const gmt = (instant: Date) => instant.toISOString().slice(0, 19)
const local = (instant: Date) => new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)

/** A WordPress post modified at `modified` (also its publication date unless given). */
export function fakePost(
  fields: Omit<Partial<FakePost>, 'title' | 'content'> & { id: number; title: string; content: string; modifiedAt: Date; publishedAt?: Date },
): FakePost {
  const { id, title, content, modifiedAt, publishedAt = modifiedAt, ...rest } = fields
  return {
    id,
    date: local(publishedAt),
    date_gmt: gmt(publishedAt),
    modified: local(modifiedAt),
    modified_gmt: gmt(modifiedAt),
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    status: 'publish',
    title: { rendered: title },
    excerpt: { rendered: `<p>${title}</p>\n`, protected: false },
    content: { rendered: content, protected: false },
    author: 0,
    featured_media: 0,
    categories: [1],
    tags: [],
    ...rest,
  }
}

/** Sets a post's modified instant (both fields), as WordPress does on save. */
export function touchPost(post: FakePost, modifiedAt: Date): void {
  post.modified = local(modifiedAt)
  post.modified_gmt = gmt(modifiedAt)
}

export async function startFakeWordPress(): Promise<FakeWordPress> {
  const sockets = new Set<import('node:net').Socket>()
  const site: Omit<FakeWordPress, 'url' | 'close'> = { categories: [], tags: [], users: [], media: [], posts: [], requests: [], mode: 'json' }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wordpress.test')
    site.requests.push(url.pathname + url.search)
    if (site.mode === 'slow') return // never answers: the importer's time-out must fire
    if (site.mode === 'html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end('<!doctype html><title>Just a blog</title><p>Hello</p>')
      return
    }
    const match = /^\/wp-json\/wp\/v2\/(categories|tags|users|media|posts)$/.exec(url.pathname)
    if (!match) {
      json(res, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } })
      return
    }
    const collection = match[1] as 'categories' | 'tags' | 'users' | 'media' | 'posts'
    if (collection === 'users' && site.mode === 'users-401') {
      json(res, 401, { code: 'rest_user_cannot_view', message: 'Sorry, you are not allowed to list users.', data: { status: 401 } })
      return
    }
    const perPage = Number(url.searchParams.get('per_page') ?? 10)
    const page = Number(url.searchParams.get('page') ?? 1)
    if (!(perPage >= 1 && perPage <= 100)) {
      json(res, 400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): per_page', data: { status: 400 } })
      return
    }
    let items: { id: number }[] = site[collection]
    const include = url.searchParams.get('include')
    if (include) {
      const ids = new Set(include.split(',').map(Number))
      items = items.filter((item) => ids.has(item.id))
    }
    const modifiedAfter = url.searchParams.get('modified_after')
    if (collection === 'posts') {
      if (modifiedAfter) items = site.posts.filter((post) => new Date(post.modified_gmt + 'Z') > new Date(modifiedAfter))
      if (url.searchParams.get('orderby') === 'modified') items = [...(items as FakePost[])].sort((a, b) => a.modified_gmt.localeCompare(b.modified_gmt))
    }
    const total = items.length
    const totalPages = Math.ceil(total / perPage)
    if (page > totalPages && total > 0) {
      json(res, 400, { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.', data: { status: 400 } })
      return
    }
    json(res, 200, items.slice((page - 1) * perPage, page * perPage), { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(site, {
    url,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body))
}
