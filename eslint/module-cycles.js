// @ts-check
/**
 * gala/no-module-cycles: the API's modules (api/modules/<name>/) must not depend on each other in a circle
 * (docs/architecture.md, "Import directions"). A module depends on another when any of its files imports any of
 * the other's files, types included; the rule reports each import that closes a circle, naming the circle.
 *
 * ESLint sees one file at a time, so the module graph is read once per run from the files on disk (static
 * `import … from`, `export … from` and `import('…')` with relative specifiers) and cached for the process.
 */
import fs from 'node:fs'
import path from 'node:path'

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm

/** @type {Map<string, { graph: Map<string, Set<string>>, at: number }>} */
const graphs = new Map()

/** @param {string} modulesDir @param {string} file */
function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [name, ...rest] = relative.split(path.sep)
  return rest.length > 0 ? name : null
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The module graph, re-read when older than a few seconds (an editor's ESLint server lives long). */
function moduleGraph(/** @type {string} */ modulesDir) {
  const cached = graphs.get(modulesDir)
  if (cached && Date.now() - cached.at < 5_000) return cached.graph
  /** @type {Map<string, Set<string>>} */
  const graph = new Map()
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file)
    if (!from) continue
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT_SPECIFIER)) {
      const to = moduleOf(modulesDir, path.resolve(path.dirname(file), match[1]))
      if (!to || to === from) continue
      if (!graph.has(from)) graph.set(from, new Set())
      graph.get(from)?.add(to)
    }
  }
  graphs.set(modulesDir, { graph, at: Date.now() })
  return graph
}

/** A shortest path of modules from `start` to `goal`, or null. */
function pathBetween(/** @type {Map<string, Set<string>>} */ graph, /** @type {string} */ start, /** @type {string} */ goal) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift())
    if (current === goal) {
      const steps = []
      for (let step = /** @type {string | null | undefined} */ (goal); step; step = previous.get(step)) steps.unshift(step)
      return steps
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current)
        queue.push(next)
      }
    }
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'API modules must not import each other in a circle' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        "Module cycle {{cycle}}: modules must not depend on each other in a circle; move what both need into one of them, a third module or api/lib (docs/architecture.md, \"Import directions\").",
    },
  },
  create(context) {
    const modulesDir = path.resolve(context.cwd, context.options[0]?.modulesDir ?? 'api/modules')
    const filename = context.physicalFilename
    const own = moduleOf(modulesDir, filename)
    if (!own) return {}
    /** @param {import('eslint').Rule.Node} node */
    const check = (node) => {
      const source = 'source' in node ? node.source : null
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const other = moduleOf(modulesDir, path.resolve(path.dirname(filename), source.value))
      if (!other || other === own) return
      const back = pathBetween(moduleGraph(modulesDir), other, own)
      if (back) context.report({ node: source, messageId: 'cycle', data: { cycle: [own, ...back].join(' → ') } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}
