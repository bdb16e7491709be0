/**
 * `npm run bench:ssr` (issue 21): requests per second, p50 and p99 of server-rendered pages next to the build's
 * static /index.html (the bare reference: the same file through the same Koa app, middleware and all), on one
 * server in one run:
 *
 * - static             GET /index.html (the app shell with a fresh CSP nonce; nothing rendered)
 * - theater cached     GET /movies/theaters/{slug}, a theater with showtimes today: after the first request every
 *                      answer comes from the 'pages' response cache (api/ssr.ts)
 * - theater uncached   the same page, every request rendered
 * - article cached / uncached, the same for /{section}/article/{id}/{slug}
 *
 * Uncached: api/ssr.ts keys the 'pages' cache by ctx.url (path and query string), so each request carries a query
 * parameter of its own, `?v=[<id>]&uncached`, which autocannon's --idReplacement fills with a fresh id per request;
 * the router ignores the unknown parameters and renders the same page. This was chosen over purging the cache through
 * an admin call between requests: purging needs a signed-in staff session and a write per request (which the server
 * would also have to serve, and which would empty the cache of every other page at once), and a load generator
 * cannot interleave it with 50 connections. The 'pages' cache's own render counter is read before and after each run
 * and printed ("rendered … of … handled"), so the output shows that cached runs rendered nothing and uncached runs
 * rendered every request. Uncached still means the loaders' API calls (over loopback, to this same server) are
 * answered from the API's own response caches, as they are in production; each rendering also stores its page in
 * the 'pages' cache (500 entries at most, least recently used dropped first).
 *
 * The server is the real app (createApp) over a temporary, migrated and demo-seeded SQLite database, serving the
 * finished build (dist/, or DIST_DIR; dist/index.html and dist/.server/entry-server.js must exist, else exit 2 with
 * a hint to run `npm run build`), in production mode, logging at info to /dev/null like bench:api. It listens on
 * 127.0.0.1:BENCH_PORT. Before measuring, each page is fetched once as it is and once with a query string, and must
 * answer 200 with the theater's name / the article's title inside <div id="root">; a page that does not (the app
 * shell answered: its rendering failed) is reported, left out, and makes the exit code 1.
 *
 * autocannon runs as a child process (its own event loop), BENCH_CONNECTIONS connections, a 2 s warm-up and then
 * BENCH_SECONDS per case. A client that gives up does not stop a rendering under way, so after the warm-up and after
 * each run the script waits until the server has no request in hand: the renderings a run left in flight count as
 * its work ("handled"; the server's CPU per request, measured in this process, runs until then) and do not slow the
 * next run. The renderer's calls to the API are counted apart ("API calls"). req/s, p50 and p99 are autocannon's
 * (answered requests only).
 *
 * Env: BENCH_SECONDS (default 10; or --seconds N), BENCH_CONNECTIONS (default 50), BENCH_PORT (default 3531),
 * BENCH_ACCEPT_ENCODING (e.g. "br, gzip"; default none: identity bodies), BENCH_LOG_LEVEL (default info), DIST_DIR.
 * The load average is printed at the start and the end: on a shared 2-core machine other work moves the figures a lot.
 * Exit code 1 when a page was not rendered, or a case had errors, non-2xx answers, or rendered when it should not
 * have (or the other way round); 2 when there is no usable build.
 */
import { execFile } from 'node:child_process'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { namedCache } from '../api/cache/cache-bus.ts'
import { projectRoot } from '../api/env.ts'
import { benchDistDir, checkRendered, loadAverage, requireBuild, rootOf, startBenchServer, type BenchPage } from './lib/bench-server.ts'

const run = promisify(execFile)
const { values: flags } = parseArgs({ options: { seconds: { type: 'string' } } })
const seconds = Number(flags.seconds ?? process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const port = Number(process.env.BENCH_PORT ?? 3531)
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
const WARM_UP_SECONDS = 2
/**
 * autocannon's --idReplacement puts a fresh id in place of [<id>] in every request. Something must follow it: the CLI's
 * argument parser (subarg) takes an argument ending in ']' for the end of a sub-argument list and then sees no URL.
 */
const UNIQUE_QUERY = '?v=[<id>]&uncached'

if (!(seconds > 0) || !(connections > 0)) {
  console.error('[bench] BENCH_SECONDS / --seconds and BENCH_CONNECTIONS must be positive numbers')
  process.exit(2)
}

interface Result {
  rps: number
  p50: number
  p99: number
  total: number
  errors: number
  timeouts: number
  non2xx: number
  /** Pages rendered for the measured run (the 'pages' cache's render counter, until the server was idle again). */
  renders: number
  /**
   * Requests the server handled for the measured run: the answered ones (`total`) plus those still in flight when
   * autocannon stopped, which the server finishes anyway (up to one per connection).
   */
  handled: number
  /** Calls the renderer made to the API (over loopback, to this same server) for them. */
  apiCalls: number
  /** Server CPU time (user + system, this process, until idle) per handled page request in µs, its API calls included. */
  cpuUs: number
}

/** Runs the autocannon CLI against `url` and reads its JSON summary. */
async function autocannon(url: string, duration: number, unique: boolean): Promise<Omit<Result, 'renders' | 'handled' | 'apiCalls' | 'cpuUs'>> {
  const args = [path.join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js'), '-c', String(connections), '-d', String(duration), '--json']
  if (unique) args.push('--idReplacement')
  if (acceptEncoding) args.push('-H', `accept-encoding=${acceptEncoding}`)
  const { stdout, stderr } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 })
  if (!stdout.trim()) throw new Error(`autocannon printed no summary for ${url}: ${stderr.slice(0, 500)}`)
  const summary = JSON.parse(stdout) as {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    errors: number
    timeouts: number
    non2xx: number
  }
  return {
    rps: summary.requests.average,
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    total: summary.requests.total,
    errors: summary.errors,
    timeouts: summary.timeouts,
    non2xx: summary.non2xx,
  }
}

const distDir = benchDistDir()
requireBuild(distDir)
const loadAtStart = loadAverage()
const server = await startBenchServer({ port, logLevel })
try {
  const { origin, pages } = server
  // The app created this cache (api/ssr.ts); namedCache hands back the same one, whose counters we read.
  const pagesCache = namedCache(server.db, 'pages', { ttlMs: 10 * 60_000, maxEntries: 500 })

  const index = await fetch(`${origin}/index.html`)
  const indexHtml = await index.text()
  if (index.status !== 200 || !indexHtml.includes('<div id="root">') || rootOf(indexHtml).trimStart().slice(0, 6) !== '</div>')
    throw new Error(`static: GET /index.html answered ${index.status} and ${indexHtml.length} bytes, not the empty app shell`)
  const bytes: Record<string, number> = { '/index.html': Buffer.byteLength(indexHtml) }
  // A page the server does not render (the app shell answers it) is reported and left out, not measured as if it were.
  const notRendered: string[] = []
  const cases: { name: string; page: BenchPage | null; unique: boolean }[] = [{ name: 'static', page: null, unique: false }]
  for (const page of [pages.theater, pages.article]) {
    try {
      bytes[page.path] = await checkRendered(origin, page)
      await checkRendered(origin, page, '?v=check')
      cases.push({ name: `${page.name} cached`, page, unique: false }, { name: `${page.name} uncached`, page, unique: true })
    } catch (error) {
      notRendered.push((error as Error).message)
      console.error(`[bench] NOT MEASURED: ${(error as Error).message}`)
    }
  }
  console.info(`[bench] build ${distDir}; theater ${pages.theater.path}; article ${pages.article.path}`)
  console.info(`[bench] ${connections} connections, ${WARM_UP_SECONDS} s warm-up and ${seconds} s per case, ${cases.length} cases …`)
  const results = new Map<string, Result>()
  for (const { name, page, unique } of cases) {
    const url = origin + (page ? page.path : '/index.html') + (unique ? UNIQUE_QUERY : '')
    await autocannon(url, WARM_UP_SECONDS, unique) // JIT, API caches, and the page's cache entry for the cached case
    await server.idle() // renderings the warm-up left in flight must not run into the measured run
    const rendersBefore = pagesCache.misses
    const handledBefore = server.handled()
    const cpuBefore = process.cpuUsage()
    const result = await autocannon(url, seconds, unique)
    await server.idle() // and those of this run still count as its work
    const cpu = process.cpuUsage(cpuBefore)
    const handledAfter = server.handled()
    const handled = handledAfter.documents - handledBefore.documents
    results.set(name, {
      ...result,
      renders: pagesCache.misses - rendersBefore,
      handled,
      apiCalls: handledAfter.api - handledBefore.api,
      cpuUs: (cpu.user + cpu.system) / Math.max(1, handled),
    })
  }
  const loadAtEnd = loadAverage()

  const reference = results.get('static')!.rps
  const row = (name: string, r: Result) =>
    [
      name.padEnd(17),
      `${r.rps.toFixed(0).padStart(7)} req/s`,
      `${((r.rps / reference) * 100).toFixed(1).padStart(5)}% of static`,
      `p50 ${String(r.p50).padStart(4)} ms`,
      `p99 ${String(r.p99).padStart(4)} ms`,
      `CPU ${r.cpuUs.toFixed(0).padStart(5)} µs/req`,
      `rendered ${String(r.renders).padStart(6)} of ${String(r.handled).padStart(6)} handled (API calls ${r.apiCalls})`,
      `errors ${r.errors + r.timeouts}`,
      `non-2xx ${r.non2xx}`,
    ].join('   ')
  console.info('')
  console.info(`log level ${logLevel}; accept-encoding ${acceptEncoding ?? '(none)'}; ${connections} connections, ${seconds} s per case; ${availableParallelism()} cores`)
  console.info(`load average at start ${loadAtStart}, at end ${loadAtEnd}`)
  console.info(`bodies (identity): ${Object.entries(bytes).map(([pathname, size]) => `${pathname} ${size} B`).join(', ')}`)
  for (const [name, result] of results) console.info(row(name, result))

  const problems: string[] = [...notRendered]
  for (const { name, page, unique } of cases) {
    const r = results.get(name)!
    if (r.errors + r.timeouts > 0) problems.push(`${name}: ${r.errors} errors, ${r.timeouts} time-outs`)
    if (r.non2xx > 0) problems.push(`${name}: ${r.non2xx} non-2xx answers`)
    // Cached runs render nothing; uncached ones render every request they make.
    if (page && !unique && r.renders > 0) problems.push(`${name}: ${r.renders} renders in a cached run`)
    if (unique && r.renders < r.handled) problems.push(`${name}: only ${r.renders} renders for ${r.handled} requests`)
  }
  console.info(problems.length === 0 ? 'OK (no errors, all 2xx, cached runs rendered nothing, uncached runs rendered every request)' : `PROBLEMS: ${problems.join('; ')}`)
  process.exitCode = problems.length === 0 ? 0 : 1
} finally {
  await server.close()
}
// The server renderer's stream machinery can leave a timer behind (TanStack's SSR stream lifetime, 2 minutes): do not wait for it.
process.exit()
