/**
 * Shared by bench:ssr and bench:lighthouse: the real app (createApp) serving a finished build (dist/, or DIST_DIR)
 * over a temporary, migrated database seeded with the demo data (so figures do not depend on data/gala.db), on a
 * fixed loopback port, plus the public pages worth measuring, found in that data.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { articlePath } from '../../api/contracts/article-sections.ts'
import { createApp } from '../../api/app.ts'
import { systemClock } from '../../api/clock.ts'
import { createDb, type Db } from '../../api/db.ts'
import { loadConfig, projectRoot } from '../../api/env.ts'
import { createLogger } from '../../api/logger.ts'
import { createMailer } from '../../api/mail/mailer.ts'
import { manilaToday } from '../../api/modules/movies/manila-dates.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { serverEntryOf } from './build.ts'
import { migrate } from './migrate.ts'

/** The build the server serves: DIST_DIR when set (api/env.ts reads it too), else dist/. */
/** The machine's load average (1, 5, 15 minutes), for the figures' context. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
}

export function benchDistDir(): string {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(projectRoot, 'dist')
}

/**
 * Stops the script (exit code 2) unless the build is there: its index.html and the server renderer. A benchmark
 * measures the build it is given and never builds one itself (another build may be under way in dist/).
 */
export function requireBuild(distDir: string): void {
  const missing = [path.join(distDir, 'index.html'), serverEntryOf(distDir)].filter((file) => !existsSync(file))
  if (missing.length > 0) {
    console.error(`[bench] no finished build: ${missing.join(', ')} missing. Run \`npm run build\` first (or point DIST_DIR at a build).`)
    process.exit(2)
  }
  // The server bundle imports its dependencies (react …) from a node_modules above it: a build outside the project renders nothing.
  try {
    createRequire(serverEntryOf(distDir)).resolve('react')
  } catch {
    console.error(`[bench] ${serverEntryOf(distDir)} cannot import its dependencies (no node_modules above ${distDir}): build inside the project, e.g. DIST_DIR=.tmp/dist-bench.`)
    process.exit(2)
  }
}

/** Text as React writes it into HTML (so a name can be looked for in a rendered page). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** What a page's <div id="root"> holds (the server-rendered part), '' when the document has no root. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">')
  return start < 0 ? '' : html.slice(start + '<div id="root">'.length)
}

export interface BenchPage {
  name: string
  path: string
  /** Text that must be inside <div id="root"> when the page is really rendered (already HTML-escaped). */
  expect: string
}

export interface BenchPages {
  theater: BenchPage
  article: BenchPage
  movie: BenchPage
}

export interface BenchServer {
  origin: string
  db: Db
  distDir: string
  pages: BenchPages
  /** Requests the app has finished handling so far: API calls (/api/…, the renderer's among them) and the rest. */
  handled(): { documents: number; api: number }
  /** Resolves when no request is being handled (renderings left behind by a finished load run have ended). */
  idle(timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

/** Pages from the demo data: a theater with showtimes today, a movie showing today there, a published article with a section. */
async function findPages(db: Db): Promise<BenchPages> {
  const today = manilaToday(systemClock)
  const show = await db.schedule.findFirst({
    where: { showDate: today },
    orderBy: { id: 'asc' },
    select: { theater: { select: { slug: true, name: true } }, movie: { select: { hash: true, slug: true, title: true } } },
  })
  if (!show) throw new Error(`The demo data has no showtimes on ${today}`)
  const articles = await db.article.findMany({
    where: { status: 'publish' },
    orderBy: { date: 'desc' },
    take: 50,
    select: { id: true, slug: true, title: true, categories: { select: { id: true } } },
  })
  // An article whose address has a section: /{section}/article/{id}/{slug}.
  const article = articles
    .map((a) => ({ ...a, path: articlePath({ id: a.id, slug: a.slug, categories: a.categories.map((c) => c.id) }) }))
    .find((a) => !a.path.startsWith('/article/'))
  if (!article) throw new Error('The demo data has no published article with a section')
  return {
    theater: { name: 'theater', path: `/movies/theaters/${encodeURIComponent(show.theater.slug)}`, expect: escapeHtml(show.theater.name) },
    article: { name: 'article', path: article.path, expect: escapeHtml(article.title) },
    movie: { name: 'movie', path: `/movies/title/${encodeURIComponent(show.movie.hash)}/${show.movie.slug}`, expect: escapeHtml(show.movie.title) },
  }
}

/**
 * Migrates and seeds a temporary SQLite database, and serves the app on `host:port` with PUBLIC_URL
 * `http://{publicHost}:{port}`, in production mode, logging at `logLevel` to /dev/null buffered like production's
 * stdout logger (as bench:api does), so request logging costs what it costs in production.
 */
export async function startBenchServer(options: { port: number; publicHost?: string; logLevel?: string }): Promise<BenchServer> {
  const distDir = benchDistDir()
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-bench-'))
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`
  const origin = `http://${options.publicHost ?? '127.0.0.1'}:${options.port}`
  let db: Db | undefined
  try {
    console.info(`[bench] migrating and seeding a temporary database in ${dir} …`)
    await migrate(databaseUrl)
    db = createDb(databaseUrl)
    await seedDatabase(db, { now: systemClock.now() })
    const pages = await findPages(db)
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: databaseUrl, PUBLIC_URL: origin, DIST_DIR: distDir })
    const logger = createLogger(options.logLevel ?? 'info', pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }))
    const app = createApp({ config, db, clock: systemClock, logger, mailer: createMailer(config.mail, createLogger('silent')) })
    // Requests being handled, and handled in all: a client that gives up (autocannon at the end of a run) does not stop
    // a rendering under way, so a run is over when the server is idle again, not when the load generator exits.
    // The renderer's own calls to the API (over loopback, to this server) are counted apart.
    const handler = app.callback()
    let active = 0
    const handled = { documents: 0, api: 0 }
    const server = http.createServer((req, res) => {
      active++
      const kind = req.url?.startsWith('/api/') ? 'api' : 'documents'
      void Promise.resolve(handler(req, res)).finally(() => {
        active--
        handled[kind]++
      })
    })
    server.keepAliveTimeout = 65_000
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port, '127.0.0.1', () => resolve())
    })
    const opened = db
    return {
      origin,
      db: opened,
      distDir,
      pages,
      handled: () => ({ ...handled }),
      async idle(timeoutMs = 120_000) {
        const deadline = Date.now() + timeoutMs
        while (active > 0) {
          if (Date.now() > deadline) throw new Error(`the server still handles ${active} requests after ${timeoutMs / 1000} s`)
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      },
      async close() {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await opened.$disconnect()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await db?.$disconnect()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** Loads the page and checks it is a 200 HTML document with `page.expect` rendered inside <div id="root">. */
export async function checkRendered(origin: string, page: BenchPage, suffix = ''): Promise<number> {
  const url = origin + page.path + suffix
  const res = await fetch(url, { redirect: 'manual' })
  const html = await res.text()
  if (res.status !== 200) throw new Error(`${page.name}: GET ${page.path}${suffix} answered ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}`)
  if (!rootOf(html).includes(page.expect)) throw new Error(`${page.name}: GET ${page.path}${suffix} is not rendered on the server (no "${page.expect}" inside <div id="root">; the app shell answered?)`)
  return Buffer.byteLength(html)
}
