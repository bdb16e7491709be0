/**
 * JavaScript size budget: the PWA shell must stay small enough to start fast on a phone.
 *
 * Reads dist/index.html (run after `vite build`), collects the JavaScript that `/` loads before the
 * first render — script tags, module preloads, and recursively the static imports of those chunks —
 * gzips each (level 9) and fails when the total is above the budget. Dynamic `import()` is not
 * followed: those are the lazily loaded routes.
 *
 * Usage: `tsx scripts/check-size-budget.ts [distDir]` (default: ./dist).
 * Exit codes: 0 within budget, 1 over budget, 2 no build (or a build that references missing files).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { constants, gzipSync } from 'node:zlib'

/** Budget for JavaScript before first render, in KB of gzip (1 KB = 1024 bytes). */
export const BUDGET_KB = 150
const KB = 1024

export type ScriptOrigin = 'script' | 'modulepreload' | 'preload' | 'import' | 'inline'

export interface InitialScript {
  /** Path relative to the dist folder (posix separators), or "(inline script N)". */
  name: string
  via: ScriptOrigin
  code: Buffer
}

export interface MeasuredScript {
  name: string
  via: ScriptOrigin
  bytes: number
  gzipBytes: number
}

export interface BudgetResult {
  scripts: MeasuredScript[]
  totalGzipBytes: number
  budgetBytes: number
  withinBudget: boolean
  /** Absolute or protocol-relative URLs: loaded from elsewhere, not part of our build. */
  external: string[]
}

/** Raised when there is nothing (or something broken) to measure; the CLI exits 2. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError'
}

type Attributes = Map<string, string>

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = new Map()
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/** One script the page itself loads: a URL (script tag or preload) or the body of an inline script. */
export type HtmlScript = { url: string; via: 'script' | 'modulepreload' | 'preload' } | { inline: string; via: 'inline' }

/**
 * The scripts an HTML page loads before first render, in document order: `src`s of script tags
 * (module or classic, not `nomodule`), `href`s of module preloads and script preloads, and the
 * bodies of inline scripts. JSON, import maps and other data blocks are ignored.
 */
export function parseHtmlScripts(html: string): HtmlScript[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const entries: HtmlScript[] = []
  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<link\b([^>]*)>/gi)) {
    if (match[3] !== undefined) {
      const link = parseAttributes(match[3])
      const rel = (link.get('rel') ?? '').toLowerCase().split(/\s+/)
      const href = link.get('href')
      if (!href) continue
      if (rel.includes('modulepreload')) entries.push({ url: href, via: 'modulepreload' })
      else if (rel.includes('preload') && link.get('as')?.toLowerCase() === 'script') entries.push({ url: href, via: 'preload' })
      continue
    }
    const script = parseAttributes(match[1] ?? '')
    if (!JS_TYPES.has((script.get('type') ?? '').toLowerCase()) || script.has('nomodule')) continue
    const src = script.get('src')
    if (src) entries.push({ url: src, via: 'script' })
    else if (match[2]?.trim()) entries.push({ inline: match[2], via: 'inline' })
  }
  return entries
}

/**
 * Specifiers of the static imports and re-exports of an ES module chunk (`import{a}from"./x.js"`,
 * `import "./x.js"`, `export*from"./x.js"`), in order. Dynamic `import("./x.js")` and
 * `import.meta` are not matched. A statement must start the code or follow `;`, `}` or a line
 * break, so the words inside string literals are not mistaken for imports in practice.
 */
export function parseStaticImports(code: string): string[] {
  const pattern =
    /(?:^|[;}\n])\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[\w$\s,]*\})\s*from\s*)(["'])([^"'\n]+)\1/g
  return [...code.matchAll(pattern)].map((match) => match[2]!)
}

const isExternal = (url: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)

/** Resolves a URL from the page (relative to dist/) or from a chunk (relative to that chunk) to a dist-relative path. */
function toDistPath(url: string, fromDistPath: string): string {
  const path = url.replace(/[?#].*$/, '')
  const joined = path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(fromDistPath), path)
  if (joined.startsWith('..')) throw new MissingBuildError(`${url} points outside the build folder`)
  return joined
}

/**
 * Every script `/` loads before first render, each once: the page's own scripts and preloads, then
 * (depth first) the static imports of every collected chunk.
 */
export function collectInitialScripts(distDir: string): { scripts: InitialScript[]; external: string[] } {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) throw new MissingBuildError(`No build found: ${indexPath} is missing. Run \`npm run build\` (vite build) first.`)
  const scripts: InitialScript[] = []
  const external: string[] = []
  const seen = new Set<string>()

  const visit = (distPath: string, via: ScriptOrigin, referrer: string) => {
    if (seen.has(distPath)) return
    seen.add(distPath)
    const file = join(distDir, ...distPath.split('/'))
    if (!existsSync(file)) throw new MissingBuildError(`${referrer} references ${distPath}, which is not in ${distDir}. Rebuild with \`npm run build\`.`)
    const code = readFileSync(file)
    scripts.push({ name: distPath, via, code })
    for (const specifier of parseStaticImports(code.toString('utf8'))) {
      if (isExternal(specifier)) external.push(specifier)
      else visit(toDistPath(specifier, distPath), 'import', distPath)
    }
  }

  let inlineCount = 0
  for (const entry of parseHtmlScripts(readFileSync(indexPath, 'utf8'))) {
    if ('inline' in entry) {
      inlineCount += 1
      scripts.push({ name: `(inline script ${inlineCount})`, via: 'inline', code: Buffer.from(entry.inline, 'utf8') })
      for (const specifier of parseStaticImports(entry.inline)) {
        if (isExternal(specifier)) external.push(specifier)
        else visit(toDistPath(specifier, 'index.html'), 'import', 'index.html')
      }
    } else if (isExternal(entry.url)) external.push(entry.url)
    else visit(toDistPath(entry.url, 'index.html'), entry.via, 'index.html')
  }
  return { scripts, external }
}

/** Raw and gzip (level 9) size of each script. */
export function measureScripts(scripts: readonly InitialScript[]): MeasuredScript[] {
  return scripts.map(({ name, via, code }) => ({
    name,
    via,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length,
  }))
}

export function checkBudget(distDir: string, budgetKb = BUDGET_KB): BudgetResult {
  const { scripts, external } = collectInitialScripts(distDir)
  const measured = measureScripts(scripts)
  const totalGzipBytes = measured.reduce((sum, script) => sum + script.gzipBytes, 0)
  const budgetBytes = budgetKb * KB
  return { scripts: measured, totalGzipBytes, budgetBytes, withinBudget: totalGzipBytes <= budgetBytes, external }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

/** The table and the total line, e.g. `JS before first render: 123.4 KB gzip (budget 150 KB)`. */
export function formatReport(result: BudgetResult): string {
  const width = Math.max(4, ...result.scripts.map((script) => `${script.name} (${script.via})`.length))
  const lines = [`${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`]
  for (const script of result.scripts) {
    lines.push(`${`${script.name} (${script.via})`.padEnd(width)}  ${kb(script.bytes).padStart(8)}  ${kb(script.gzipBytes).padStart(8)}`)
  }
  for (const url of result.external) lines.push(`${url} (external, not measured)`)
  lines.push(`JS before first render: ${kb(result.totalGzipBytes)} KB gzip (budget ${result.budgetBytes / KB} KB)`)
  if (!result.withinBudget) {
    lines.push(`Over budget by ${kb(result.totalGzipBytes - result.budgetBytes)} KB: move code behind a lazy route or drop a dependency.`)
  }
  return lines.join('\n')
}

/** The CLI without process.exit: prints the report and returns the exit code. */
export function runBudgetCheck(distDir: string, output: { log(text: string): void; error(text: string): void } = console): 0 | 1 | 2 {
  let result: BudgetResult
  try {
    result = checkBudget(distDir)
  } catch (error) {
    if (error instanceof MissingBuildError) {
      output.error(error.message)
      return 2
    }
    throw error
  }
  const report = formatReport(result)
  if (result.withinBudget) {
    output.log(report)
    return 0
  }
  output.error(report)
  return 1
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const distDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist')
  const shown = relative(process.cwd(), distDir).split(sep).join('/') || '.'
  console.info(`Size budget for ${shown}/index.html`)
  process.exitCode = runBudgetCheck(distDir)
}
