import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BUDGET_KB,
  checkBudget,
  collectInitialScripts,
  formatReport,
  measureScripts,
  parseHtmlScripts,
  parseStaticImports,
  runBudgetCheck,
} from '../../scripts/check-size-budget.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const tempDirs: string[] = []

/** Writes a fake dist folder: `files` maps dist-relative paths to contents. */
function fakeDist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gala-budget-'))
  tempDirs.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

const silent = () => {
  const out: string[] = []
  const err: string[] = []
  return { out, err, output: { log: (text: string) => out.push(text), error: (text: string) => err.push(text) } }
}

describe('parseStaticImports', () => {
  it('finds minified and spaced static imports and re-exports', () => {
    const code = [
      'import{a as e,b as t}from"./vendor-1.js";import"./side-effect.js";',
      "import * as ns from './ns.js'",
      'import def, { x } from "../up.js"',
      'export*from"./star.js";export{y as z}from"./named.js";',
      'console.log(e,t)',
    ].join('\n')
    expect(parseStaticImports(code)).toEqual(['./vendor-1.js', './side-effect.js', './ns.js', '../up.js', './star.js', './named.js'])
  })

  it('finds imports after Vite\'s __vite__mapDeps prelude', () => {
    const code = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy.js"])))=>i.map(i=>d[i]);\nimport{r as a}from"./react.js";'
    expect(parseStaticImports(code)).toEqual(['./react.js'])
  })

  it('ignores dynamic import(), import.meta and import-like text inside strings', () => {
    const code = 'const l=()=>import("./lazy.js");const u=import.meta.url;const s="import x from \'./fake.js\'";import("./other.js")'
    expect(parseStaticImports(code)).toEqual([])
  })
})

describe('parseHtmlScripts', () => {
  it('takes module and classic scripts, module preloads, script preloads and inline scripts, in order', () => {
    const html = `<!doctype html><html><head>
      <!-- <script type="module" src="/assets/commented-out.js"></script> -->
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="preload" as="script" href='/assets/preloaded.js'>
      <link rel="preload" as="style" href="/assets/index.css">
      <link rel="stylesheet" href="/assets/index.css">
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="importmap">{"imports":{}}</script>
      <script nomodule src="/assets/legacy.js"></script>
      <script>window.dataLayer = []</script>
      <script src=/assets/classic.js></script>
    </head><body></body></html>`
    expect(parseHtmlScripts(html)).toEqual([
      { url: '/assets/index-abc.js', via: 'script' },
      { url: '/assets/vendor-def.js', via: 'modulepreload' },
      { url: '/assets/preloaded.js', via: 'preload' },
      { inline: 'window.dataLayer = []', via: 'inline' },
      { url: '/assets/classic.js', via: 'script' },
    ])
  })
})

describe('collectInitialScripts and measureScripts', () => {
  it('follows static imports recursively (once each, cycles included) and skips lazy chunks', () => {
    const dist = fakeDist({
      'index.html': '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">',
      'assets/index.js': 'import{a}from"./react.js";import"./shared/util.js";const r=()=>import("./route-movies.js");a(r)',
      'assets/react.js': 'import"./index.js";export const a=f=>f',
      'assets/shared/util.js': 'import{b}from"../deep.js";export{b}',
      'assets/deep.js': 'export const b=1',
      'assets/route-movies.js': 'import{a}from"./react.js";export default a',
      'assets/unused.js': 'export {}',
    })
    const { scripts, external } = collectInitialScripts(dist)
    expect(scripts.map(({ name, via }) => [name, via])).toEqual([
      ['assets/index.js', 'script'],
      ['assets/react.js', 'import'],
      ['assets/shared/util.js', 'import'],
      ['assets/deep.js', 'import'],
    ])
    expect(external).toEqual([])

    const measured = measureScripts(scripts)
    expect(measured[0]).toEqual({
      name: 'assets/index.js',
      via: 'script',
      bytes: Buffer.byteLength('import{a}from"./react.js";import"./shared/util.js";const r=()=>import("./route-movies.js");a(r)'),
      gzipBytes: gzipSync('import{a}from"./react.js";import"./shared/util.js";const r=()=>import("./route-movies.js");a(r)', { level: 9 }).length,
    })
  })

  it('counts inline scripts and lists external scripts without measuring them', () => {
    const dist = fakeDist({
      'index.html': '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.dataLayer=[]</script><script type="module" src="./assets/app.js?v=1"></script>',
      'assets/app.js': 'export const app=1',
    })
    const { scripts, external } = collectInitialScripts(dist)
    expect(scripts.map((script) => script.name)).toEqual(['(inline script 1)', 'assets/app.js'])
    expect(external).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-1'])
  })
})

describe('checkBudget, formatReport and runBudgetCheck', () => {
  it('reports the gzip total against 150 KB and passes within budget', () => {
    const dist = fakeDist({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': 'import"./a.js";' + 'console.log("gala");'.repeat(500),
      'assets/a.js': 'export const a = "Metro Manila"',
    })
    const result = checkBudget(dist)
    expect(BUDGET_KB).toBe(150)
    expect(result.budgetBytes).toBe(150 * 1024)
    expect(result.withinBudget).toBe(true)
    expect(result.totalGzipBytes).toBe(result.scripts[0]!.gzipBytes + result.scripts[1]!.gzipBytes)
    const report = formatReport(result)
    expect(report).toMatch(/^file\s+raw KB\s+gzip KB$/m)
    expect(report).toMatch(/^assets\/index\.js \(script\)\s+9\.8\s+0\.\d$/m)
    expect(report.split('\n').at(-1)).toBe(`JS before first render: ${(result.totalGzipBytes / 1024).toFixed(1)} KB gzip (budget 150 KB)`)

    const io = silent()
    expect(runBudgetCheck(dist, io.output)).toBe(0)
    expect(io.out.join('\n')).toContain('JS before first render:')
    expect(io.err).toEqual([])
  })

  it('fails with exit code 1 above the budget, counting only what loads before first render', () => {
    // Random bytes do not compress: about 230 KB gzip in the initial chunk, plus a large lazy chunk that must not count.
    const heavy = `export const blob="${randomBytes(230 * 1024).toString('base64')}"`
    const withinDist = fakeDist({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': 'const l=()=>import("./heavy.js");export{l}',
      'assets/heavy.js': heavy,
    })
    expect(checkBudget(withinDist).withinBudget).toBe(true)

    const overDist = fakeDist({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': 'import{blob}from"./heavy.js";export{blob}',
      'assets/heavy.js': heavy,
    })
    const result = checkBudget(overDist)
    expect(result.withinBudget).toBe(false)
    expect(result.totalGzipBytes).toBeGreaterThan(150 * 1024)
    const io = silent()
    expect(runBudgetCheck(overDist, io.output)).toBe(1)
    expect(io.err.join('\n')).toMatch(/Over budget by \d+\.\d KB/)
  })

  it('exits 2 with a clear message when there is no build, or the build references a missing chunk', () => {
    const io = silent()
    const missing = join(tmpdir(), 'gala-budget-does-not-exist')
    expect(runBudgetCheck(missing, io.output)).toBe(2)
    expect(io.err[0]).toBe(`No build found: ${join(missing, 'index.html')} is missing. Run \`npm run build\` (vite build) first.`)

    const broken = fakeDist({ 'index.html': '<script type="module" src="/assets/index.js"></script>', 'assets/index.js': 'import"./gone.js"' })
    expect(runBudgetCheck(broken, io.output)).toBe(2)
    expect(io.err[1]).toContain('assets/index.js references assets/gone.js')
  })

  it('runs as a CLI: `tsx scripts/check-size-budget.ts <dist>` exits 2 without a build', async () => {
    const missing = join(tmpdir(), 'gala-budget-does-not-exist')
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/check-size-budget.ts', missing], { cwd: repoRoot }, (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr }),
      )
    })
    expect(code).toBe(2)
    expect(stderr).toContain('No build found')
  })
})

describe('against real Vite output', () => {
  it('follows the shared chunk of a real build and leaves the lazy route and the other page out', async () => {
    // Two pages sharing a module make Vite emit a shared chunk; a dynamic import makes a lazy route chunk.
    const page = (entry: string) => `<!doctype html><html><body><div id="root"></div><script type="module" src="/${entry}"></script></body></html>`
    const app = fakeDist({
      'index.html': page('main.js'),
      'other.html': page('other.js'),
      'main.js': 'import { shout } from "./shared.js"\ndocument.getElementById("root").textContent = shout("gala")\ndocument.addEventListener("click", () => import("./route.js").then((m) => console.log(m.default)))\n',
      'other.js': 'import { shout } from "./shared.js"\nconsole.log(shout("other"))\n',
      'route.js': 'import { shout } from "./shared.js"\nexport default shout("lazy route " + "x".repeat(2000))\n',
      'shared.js': 'export const shout = (text) => text.toUpperCase() + "!".repeat(3)\n',
    })
    const outDir = join(app, 'dist')
    await build({
      configFile: false,
      root: app,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, rollupOptions: { input: { index: join(app, 'index.html'), other: join(app, 'other.html') } } },
    })
    const assets = readdirSync(join(outDir, 'assets')).sort()
    expect(assets.map((name) => name.replace(/-[\w-]+\.js$/, ''))).toEqual(['index', 'other', 'route', 'shared'])
    const { scripts } = collectInitialScripts(outDir)
    const initial = (prefix: string) => `assets/${assets.find((name) => name.startsWith(prefix))}`
    expect(scripts.map(({ name, via }) => [name, via])).toEqual([
      [initial('index-'), 'script'],
      [initial('shared-'), 'import'],
    ])
    expect(checkBudget(outDir).withinBudget).toBe(true)
  })
})
