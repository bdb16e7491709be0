/**
 * `npm run bench:lighthouse` (issue 21): Lighthouse's four category scores (performance, accessibility, best
 * practices, SEO; ×100) and its FCP, LCP, TBT (ms) and CLS for the public pages the server renders: the home page,
 * /movies, a movie (/movies/title/{hash}/{slug}), a theater with showtimes today (/movies/theaters/{slug}) and an
 * article (/{section}/article/{id}/{slug}). Each page is audited --runs times (default 3) and the median of each
 * figure is printed, with the load average at the start and the end (other work on a shared 2-core machine moves
 * the timings, and the simulated-throttling scores with them).
 *
 * Lighthouse 12.2.3 (pinned: later versions fail on this machine or need Node 22) runs through its Node API with
 * the default config, which is the mobile preset (a Moto G Power-sized screen, simulated slow 4G and 4× CPU
 * slowdown), in Debian's Chromium launched by chrome-launcher (headless, with the project's flags for these machines:
 * playwright.config.ts), a fresh browser and profile for every run, so each run is a first visit: no service worker,
 * no HTTP cache, no IndexedDB (which Lighthouse's own storage reset keeps). A run that fails (e.g. NO_NAVSTART, a
 * trace that could not be recorded on a busy machine) is tried once more, and said so. Nothing outside localhost is
 * needed.
 *
 * The server is the real app (createApp) over a temporary, migrated and demo-seeded SQLite database, serving the
 * finished build (dist/, or DIST_DIR; dist/index.html and dist/.server/entry-server.js must exist, else exit 2 with
 * a hint to run `npm run build`), in production mode on http://localhost:BENCH_PORT (also its PUBLIC_URL, so
 * canonical addresses point at the audited origin). Before the audits each page is fetched once, which fills its
 * entry in the 'pages' cache (so every run gets the cached rendering) and tells whether the server rendered it:
 * the "SSR" column says yes when the page's own name is inside <div id="root">, "shell" when the empty app shell
 * answered (the browser then renders the page itself).
 *
 * The "BI" column is the median of Lighthouse's benchmark index (its "CPU/Memory Power") over the page's runs: the
 * preset's 4× CPU slowdown is meant for a host of about 1,500 (Lighthouse's docs/throttling.md), and on these shared
 * machines it moves between about 1,000 and 2,800 within minutes, so it says how far the scores can be compared.
 *
 * **The bare reference.** Every run of a page is paired with a run of the same page without its JavaScript, served
 * in the same session: a small proxy (on BENCH_PORT + 1) answers the audited paths with the app's own HTML less
 * every `<script>` element (gzipped, as the app sends it) and passes every other request (the stylesheet, images) to
 * the app. It is the same document, styles and images with nothing run: the score a page could reach on this machine
 * at this moment if the app cost nothing. The "bare" columns are its median performance and TBT.
 *
 * Flags: --runs N (default 3, or BENCH_RUNS), --pages home,movies,movie,theater,article (default all).
 * Env: BENCH_PORT (default 3532), CHROME_PATH (default /usr/bin/chromium), DIST_DIR, LIGHTHOUSE_REPORTS (a folder to
 * write each run's full report to, as JSON).
 * Exit code 1 when a run failed twice (or Lighthouse reported a runtime error twice), 2 when there is no build or no
 * Chromium.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Launcher, launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { chromiumArgs, chromiumPath, disableFeatures } from '../playwright.config.ts'
import { benchDistDir, escapeHtml, loadAverage, requireBuild, rootOf, startBenchServer, type BenchPage } from './lib/bench-server.ts'

const PAGE_NAMES = ['home', 'movies', 'movie', 'theater', 'article'] as const
type PageName = (typeof PAGE_NAMES)[number]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const

const { values: flags } = parseArgs({ options: { runs: { type: 'string' }, pages: { type: 'string' } } })
const runs = Number(flags.runs ?? process.env.BENCH_RUNS ?? 3)
const port = Number(process.env.BENCH_PORT ?? 3532)
const wanted = (flags.pages ?? PAGE_NAMES.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const unknown = wanted.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name))
if (!Number.isInteger(runs) || runs < 1 || unknown.length > 0 || wanted.length === 0) {
  console.error(`[bench] usage: bench-lighthouse [--runs N ≥ 1] [--pages ${PAGE_NAMES.join(',')}]${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`)
  process.exit(2)
}

interface RunFigures {
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>
  metrics: Partial<Record<keyof typeof METRICS, number>>
  benchmarkIndex?: number
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function figuresOf(lhr: LighthouseResult): RunFigures {
  const figures: RunFigures = { scores: {}, metrics: {}, benchmarkIndex: lhr.environment.benchmarkIndex }
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score
    if (typeof score === 'number') figures.scores[category] = score * 100
  }
  for (const [key, audit] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    const value = lhr.audits[audit]?.numericValue
    if (typeof value === 'number') figures.metrics[key] = value
  }
  return figures
}

/**
 * The bare reference (see above): `paths` answered with the app's HTML less its scripts, everything else passed
 * through to the app at `appPort`, unchanged (status, headers, body).
 */
async function startBareReference(appPort: number, port: number, paths: string[]): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const forward = http.request({ host: '127.0.0.1', port: appPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      if (!paths.includes(new URL(req.url ?? '/', 'http://x').pathname) || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' })
        res.end(gzipSync(html))
      })
    })
    // The page itself is asked for uncompressed, to take its scripts out.
    if (paths.includes(new URL(req.url ?? '/', 'http://x').pathname)) forward.setHeader('accept-encoding', 'identity')
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    origin: `http://localhost:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const distDir = benchDistDir()
requireBuild(distDir)
const loadAtStart = loadAverage()
const server = await startBenchServer({ port, publicHost: 'localhost' })
let chrome: LaunchedChrome | undefined
let bare: Awaited<ReturnType<typeof startBareReference>> | undefined
let failed = false
/** Runs that failed once and were tried again (reported, not counted as failures when the second attempt worked). */
const retried: string[] = []
try {
  const pages: Record<PageName, BenchPage> = {
    home: { name: 'home', path: '/', expect: escapeHtml('Gala') },
    movies: { name: 'movies', path: '/movies', expect: escapeHtml('Movies') },
    movie: server.pages.movie,
    theater: server.pages.theater,
    article: server.pages.article,
  }
  const selected = PAGE_NAMES.filter((name) => wanted.includes(name)).map((name) => pages[name])
  bare = await startBareReference(port, port + 1, selected.map((page) => page.path))

  // One visit per page: fills the 'pages' cache and tells whether the server rendered the page.
  const rendered = new Map<string, string>()
  for (const page of selected) {
    const res = await fetch(server.origin + page.path, { redirect: 'manual' })
    const root = rootOf(await res.text())
    if (res.status !== 200) throw new Error(`${page.name}: GET ${page.path} answered ${res.status}`)
    rendered.set(page.name, root.trimStart().startsWith('</div>') ? 'shell' : root.includes(page.expect) ? 'yes' : 'other')
  }

  // chrome-launcher turns features off with a --disable-features of its own, which a second one would replace.
  const launcherFeaturesOff = Launcher.defaultFlags().flatMap((flag) => (flag.startsWith('--disable-features=') ? flag.slice(19).split(',') : []))
  const chromeFlags = ['--headless=new', ...chromiumArgs, disableFeatures(launcherFeaturesOff)]
  // A fresh browser (and profile) for every run, as Lighthouse's CLI does: Lighthouse's own storage reset leaves
  // IndexedDB and local storage alone, where the app keeps its query cache, so a second run in the same profile
  // would not be a first visit.
  const launchChrome = () => launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' })
  try {
    chrome = await launchChrome()
  } catch (error) {
    console.error(`[bench] Chromium could not be launched (${chromiumPath} ${chromeFlags.join(' ')}): ${(error as Error).message}`)
    console.error('[bench] install it (apt-get install chromium) or point CHROME_PATH at a Chromium.')
    await server.close()
    process.exit(2)
  }

  /** One Lighthouse run in a fresh browser; a runtime error (e.g. NO_NAVSTART, "run Lighthouse again") is thrown. */
  async function audit(url: string): Promise<LighthouseResult> {
    chrome?.kill()
    chrome = undefined
    chrome = await launchChrome()
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  }

  console.info(`[bench] ${server.origin}, build ${distDir}; ${runs} Lighthouse run(s) per page, mobile preset …`)
  const figures = new Map<string, RunFigures[]>()
  const bareFigures = new Map<string, RunFigures[]>()
  const problems: string[] = []
  let about = ''
  for (const page of selected) {
    figures.set(page.name, [])
    bareFigures.set(page.name, [])
    for (let run = 1; run <= runs; run++) {
      // The page, then the same page bare, one after the other, so both meet the machine in the same state.
      for (const variant of ['app', 'bare'] as const) {
        const started = Date.now()
        const label = `${page.name}${variant === 'bare' ? ' (bare)' : ''} run ${run}`
        // A failed run is tried once more (Lighthouse's trace recording fails now and then on a busy machine); both are reported.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const lhr = await audit((variant === 'app' ? server.origin : bare.origin) + page.path)
            about ||= `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(?:HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent}`
            ;(variant === 'app' ? figures : bareFigures).get(page.name)!.push(figuresOf(lhr))
            // The whole report, for reading what an audit found (LIGHTHOUSE_REPORTS=folder).
            const reports = process.env.LIGHTHOUSE_REPORTS
            if (reports) {
              mkdirSync(reports, { recursive: true })
              writeFileSync(path.join(reports, `${page.name}${variant === 'bare' ? '-bare' : ''}-${run}.json`), JSON.stringify(lhr))
            }
            for (const warning of lhr.runWarnings) console.info(`[bench] ${label} warning: ${typeof warning === 'string' ? warning : JSON.stringify(warning)}`)
            const perf = figuresOf(lhr).scores.performance
            console.info(`[bench] ${label}/${runs}: ${((Date.now() - started) / 1000).toFixed(1)} s${attempt > 1 ? ' (second attempt)' : ''}, performance ${perf ?? '-'}, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`)
            break
          } catch (error) {
            const message = `${label}${attempt > 1 ? ' (second attempt)' : ''} failed: ${(error as Error).message}`
            console.error(`[bench] ${message}`)
            if (attempt === 2) problems.push(message)
            else retried.push(message)
          }
        }
      }
    }
  }
  const loadAtEnd = loadAverage()

  const cell = (value: number | undefined, width: number, digits = 0) => (value === undefined ? '-' : value.toFixed(digits)).padStart(width)
  console.info('')
  console.info(`${about || 'Lighthouse'}; mobile preset; median of ${runs} run(s) per page; "bare": the same HTML without its scripts, in the same session`)
  console.info(`load average at start ${loadAtStart}, at end ${loadAtEnd}`)
  console.info(`${'page'.padEnd(8)} ${'runs'.padStart(4)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'seo'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'BI'.padStart(5)} ${'bare'.padStart(5)} ${'TBT'.padStart(5)}  SSR    path`)
  for (const page of selected) {
    const list = figures.get(page.name)!
    const bareList = bareFigures.get(page.name)!
    const scores = (category: (typeof CATEGORIES)[number]) => median(list.flatMap((f) => (f.scores[category] === undefined ? [] : [f.scores[category]])))
    const metric = (key: keyof typeof METRICS) => median(list.flatMap((f) => (f.metrics[key] === undefined ? [] : [f.metrics[key]])))
    console.info(
      [
        page.name.padEnd(8),
        String(list.length).padStart(4),
        cell(scores('performance'), 5),
        cell(scores('accessibility'), 5),
        cell(scores('best-practices'), 5),
        cell(scores('seo'), 5),
        cell(metric('fcp'), 7),
        cell(metric('lcp'), 7),
        cell(metric('tbt'), 7),
        cell(metric('cls'), 6, 3),
        cell(median(list.flatMap((f) => (f.benchmarkIndex === undefined ? [] : [f.benchmarkIndex]))), 5),
        cell(median(bareList.flatMap((f) => (f.scores.performance === undefined ? [] : [f.scores.performance]))), 5),
        cell(median(bareList.flatMap((f) => (f.metrics.tbt === undefined ? [] : [f.metrics.tbt]))), 5),
        ` ${rendered.get(page.name)!.padEnd(6)}`,
        page.path,
      ].join(' '),
    )
  }
  if (retried.length > 0) console.info(`retried: ${retried.join('; ')}`)
  if (problems.length > 0) {
    failed = true
    console.info(`PROBLEMS: ${problems.join('; ')}`)
  }
} finally {
  chrome?.kill()
  await bare?.close()
  await server.close()
}
process.exitCode = failed ? 1 : 0
// The server renderer's stream machinery can leave a timer behind (TanStack's SSR stream lifetime, 2 minutes): do not wait for it.
process.exit()
