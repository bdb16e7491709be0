/**
 * `npm run bench:offline` (issue 6, acceptance 5): in Chromium on this machine, the time until a saved
 * cinema's schedule is visible on an offline reload, next to the time of a first online visit, and the
 * ratio of the two. Target: offline median ≤ 300 ms and ratio ≤ 0.5.
 *
 * Each round uses a fresh browser context (no service worker, no IndexedDB, empty HTTP cache):
 * 1. first online visit: open the cinema's page and stop the clock when its first "Showtimes of …" list
 *    is on screen (measured inside the page as `performance.now()`, i.e. from the start of navigation);
 * 2. wait until the service worker controls the page and the schedule is saved in IndexedDB;
 * 3. `context.setOffline(true)`, reload, and measure the same moment.
 *
 * The server is the real app (`createApp`) over a temporary migrated and seeded database, serving the
 * production build (built first when missing or stale, like `npm start`).
 * Env: BENCH_ROUNDS (default 9), CHROME_PATH (default /usr/bin/chromium), DIST_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import pino from 'pino'
import { createApp } from '../api/app.ts'
import { systemClock } from '../api/clock.ts'
import { createDb } from '../api/db.ts'
import { loadConfig } from '../api/env.ts'
import { createLogger } from '../api/logger.ts'
import { createMailer } from '../api/mail/mailer.ts'
import { seedDatabase } from '../prisma/seed-database.ts'
import { chromiumPath, playwrightChromiumArgs } from '../playwright.config.ts'
import { buildPwa, isBuildStale } from './lib/build.ts'
import { migrate } from './lib/migrate.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 9)
const TARGET_OFFLINE_MS = 300
const TARGET_RATIO = 0.5
const SCHEDULE_LIST = 'ul[aria-label^="Showtimes of"]'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Milliseconds from the start of the page's navigation until the schedule list is on screen. */
async function timeToSchedule(page: Page): Promise<number> {
  const handle = await page.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : false), SCHEDULE_LIST, {
    polling: 'raf',
    timeout: 30_000,
  })
  return (await handle.jsonValue()) as number
}

/** Whether the page has saved the cinema's schedule in IndexedDB (pwa/lib/query-persistence.ts). */
function scheduleSaved(page: Page, theaterPath: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('gala-cache')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve(false)
          const read = db.transaction('queries').objectStore('queries').get('client')
          read.onsuccess = () => {
            const queries = (read.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[]
            resolve(queries.some((query) => query.queryKey[0] === wanted))
          }
          read.onerror = () => resolve(false)
        }
      }),
    theaterPath,
  )
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'gala-bench-offline-'))
const databaseUrl = `file:${path.join(dir, 'bench.db')}`
const distDir = process.env.DIST_DIR || undefined
let server: http.Server | undefined
try {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://127.0.0.1', ...(distDir ? { DIST_DIR: distDir } : {}) })
  if (isBuildStale(config.distDir)) {
    console.info('[bench] building the app …')
    await buildPwa(config.distDir)
  }
  console.info(`[bench] migrating and seeding a temporary database in ${dir} …`)
  await migrate(databaseUrl)
  const db = createDb(databaseUrl)
  await seedDatabase(db, { now: systemClock.now() })
  const theater = await db.theater.findFirstOrThrow({ where: { schedules: { some: {} } }, orderBy: { id: 'asc' }, select: { slug: true, name: true } })

  const logger = createLogger('info', pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }))
  const app = createApp({ config, db, clock: systemClock, logger, mailer: createMailer(config.mail, createLogger('silent')) })
  server = http.createServer(app.callback())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  // localhost, not 127.0.0.1: a secure context, which service workers need.
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  const pagePath = `/movies/theaters/${theater.slug}`
  const theaterPath = `/api/theaters/${theater.slug}/movies`

  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs })
  const online: number[] = []
  const offline: number[] = []
  try {
    console.info(`[bench] ${rounds} rounds on ${theater.name} (${pagePath}), Chromium ${browser.version()} …`)
    // One warm-up round: the server's caches and the OS file cache, not the browser's, are warm after it.
    for (let round = 0; round <= rounds; round++) {
      const context: BrowserContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, deviceScaleFactor: 2 })
      try {
        const page = await context.newPage()
        await page.goto(origin + pagePath, { waitUntil: 'commit' })
        const first = await timeToSchedule(page)
        await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker')
        await until(() => scheduleSaved(page, theaterPath), 'the saved schedule')
        await context.setOffline(true)
        await page.reload({ waitUntil: 'commit' })
        const saved = await timeToSchedule(page)
        if (round > 0) {
          online.push(first)
          offline.push(saved)
        }
        console.info(`[bench] ${round === 0 ? 'warm-up' : `round ${round}`}: first online visit ${first.toFixed(0)} ms, offline reload ${saved.toFixed(0)} ms`)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }

  const onlineMedian = median(online)
  const offlineMedian = median(offline)
  const ratio = offlineMedian / onlineMedian
  const pass = offlineMedian <= TARGET_OFFLINE_MS && ratio <= TARGET_RATIO
  console.info('')
  console.info(`first online visit, median      ${onlineMedian.toFixed(0)} ms  (min ${Math.min(...online).toFixed(0)}, max ${Math.max(...online).toFixed(0)})`)
  console.info(`offline reload (saved), median  ${offlineMedian.toFixed(0)} ms  (min ${Math.min(...offline).toFixed(0)}, max ${Math.max(...offline).toFixed(0)})`)
  console.info(`ratio offline / online          ${ratio.toFixed(2)}`)
  console.info(`load average                    ${loadavg().map((value) => value.toFixed(2)).join(' ')}`)
  console.info(`${pass ? 'PASS' : 'FAIL'}: target offline ≤ ${TARGET_OFFLINE_MS} ms and ratio ≤ ${TARGET_RATIO}`)
  process.exitCode = pass ? 0 : 1
} finally {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
}
