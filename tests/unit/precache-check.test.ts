import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkPrecache, precacheUrls } from '../../scripts/check-precache.ts'
import { isStaffChunk } from '../../scripts/lib/staff-chunks.ts'

const tempDirs: string[] = []
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

/** A fake dist folder: `files` maps dist-relative paths to contents. */
function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gala-precache-'))
  tempDirs.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

/** A built service worker as workbox's injectManifest writes it (minified), with `urls` in its manifest. */
const swWith = (urls: string[]) => `(()=>{var e=[${urls.map((url) => `{url:"${url}",revision:null}`).join(',')},{revision:"ab12",url:"index.html"}];a(e)})();`

describe('the staff chunks and the precache (issue 35)', () => {
  it('reads the manifest in either key order', () => {
    expect(precacheUrls(swWith(['assets/index-1.js', 'assets/movies-2.js']))).toEqual(['assets/index-1.js', 'assets/movies-2.js', 'index.html'])
    expect(precacheUrls('self.__WB_MANIFEST=[{"revision":"x","url":"/index.html"}]')).toEqual(['index.html'])
  })

  it('passes a build whose admin chunk is left out of the precache', () => {
    const dist = fakeDist({ 'sw.js': swWith(['assets/index-1.js']), 'assets/index-1.js': 'x', 'assets/staff-users-2.js': 'fetch("/api/admin/users")' })
    expect(checkPrecache(dist)).toMatchObject({ staffChunks: ['assets/staff-users-2.js'], adminChunks: ['assets/staff-users-2.js'], problems: [] })
  })

  it('fails a build that precaches a staff chunk', () => {
    const dist = fakeDist({ 'sw.js': swWith(['assets/index-1.js', 'assets/staff-users-2.js']), 'assets/index-1.js': 'x', 'assets/staff-users-2.js': '"/api/admin/users"' })
    expect(checkPrecache(dist).problems).toEqual(['Staff code is precached for every visitor: assets/staff-users-2.js'])
  })

  it('fails a build without staff chunks, or whose manifest it cannot read', () => {
    expect(checkPrecache(fakeDist({ 'sw.js': swWith([]), 'assets/users-2.js': '"/api/admin/users"' })).problems).toEqual([
      'No staff-*.js chunk in assets/: vite.config.ts no longer names the staff pages\' chunks.',
    ])
    expect(checkPrecache(fakeDist({ 'sw.js': 'precacheAndRoute(e)', 'assets/staff-a-1.js': '"/api/admin/x"' })).problems[0]).toMatch(/lacks index.html/)
  })

  it('names a chunk staff code only when all its own modules are', () => {
    const root = '/repo/pwa'
    expect(isStaffChunk([`${root}/routes/admin/users.tsx?tsr-split=component`, `${root}/features/admin-users/components/list.tsx`])).toBe(true)
    expect(isStaffChunk([`${root}/routes/_staff/ticket-demo.tsx`, '/repo/node_modules/lib/index.js'])).toBe(true)
    expect(isStaffChunk([`${root}/routes/test/route.tsx`, `${root}/features/test-pages/components/a.tsx`])).toBe(true)
    expect(isStaffChunk([`${root}/routes/admin/users.tsx`, `${root}/lib/cn.ts`])).toBe(false)
    expect(isStaffChunk([`${root}/routes/movies/index.tsx`])).toBe(false)
    expect(isStaffChunk([`${root}/routes/administration.tsx`, `${root}/routes/tests.tsx`])).toBe(false)
    expect(isStaffChunk(['/repo/node_modules/lib/index.js'])).toBe(false)
  })
})
