/**
 * The service worker's precache holds no staff code (issue 35): every visitor's worker downloads the precache,
 * and only staff open the admin, staff and test pages. vite.config.ts names those pages' chunks `staff-…` and
 * leaves them out of the precache; this check reads the built dist/sw.js and fails when
 * - the precache manifest cannot be read or lacks the app shell (/index.html),
 * - no staff chunk was built, or none holds the admin area (its `/api/admin/` reads): the naming broke,
 * - any staff chunk is in the precache.
 *
 * Usage: `tsx scripts/check-precache.ts [distDir]` (default: ./dist), after `vite build`.
 * Exit codes: 0 fine, 1 staff code precached (or no staff chunk found), 2 no build.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { STAFF_CHUNK_PREFIX } from './lib/staff-chunks.ts'

/** The URLs of the precache manifest workbox injected into a built service worker (`{url:"…",revision:…}` entries). */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/["']?\burl["']?\s*:\s*["']([^"']+)["']\s*,\s*["']?revision["']?\s*:/g), ...swSource.matchAll(/["']?revision["']?\s*:\s*(?:null|["'][^"']*["'])\s*,\s*["']?\burl["']?\s*:\s*["']([^"']+)["']/g)].map(
    (match) => match[1].replace(/^\//, ''),
  )
}

export interface PrecacheCheck {
  precached: string[]
  staffChunks: string[]
  /** Staff chunks that hold the admin area's API reads. */
  adminChunks: string[]
  problems: string[]
}

export function checkPrecache(distDir: string): PrecacheCheck {
  const swPath = join(distDir, 'sw.js')
  if (!existsSync(swPath)) throw new Error(`No ${swPath}: run \`vite build\` first.`)
  const precached = precacheUrls(readFileSync(swPath, 'utf8'))
  const assets = readdirSync(join(distDir, 'assets'))
  const staffChunks = assets.filter((name) => name.startsWith(STAFF_CHUNK_PREFIX) && name.endsWith('.js')).map((name) => `assets/${name}`)
  const adminChunks = staffChunks.filter((chunk) => readFileSync(join(distDir, chunk), 'utf8').includes('/api/admin/'))
  const problems: string[] = []
  if (!precached.includes('index.html')) problems.push(`The precache manifest in sw.js was not found or lacks index.html (read ${precached.length} entries).`)
  if (staffChunks.length === 0) problems.push(`No ${STAFF_CHUNK_PREFIX}*.js chunk in assets/: vite.config.ts no longer names the staff pages' chunks.`)
  else if (adminChunks.length === 0) problems.push(`No ${STAFF_CHUNK_PREFIX}*.js chunk holds the admin area (/api/admin/): its pages are built into other chunks.`)
  for (const url of precached.filter((entry) => staffChunks.includes(entry) || entry.startsWith(`assets/${STAFF_CHUNK_PREFIX}`))) {
    problems.push(`Staff code is precached for every visitor: ${url}`)
  }
  return { precached, staffChunks, adminChunks, problems }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (isMain) {
  const distDir = process.argv[2] ? resolve(process.argv[2]) : join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist')
  try {
    const result = checkPrecache(distDir)
    console.info(
      `Precache: ${result.precached.length} files; staff chunks left out: ${result.staffChunks.length} (admin area in ${result.adminChunks.length}).`,
    )
    for (const problem of result.problems) console.error(problem)
    process.exitCode = result.problems.length === 0 ? 0 : 1
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 2
  }
}
