import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webManifest } from './pwa/manifest.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const apiPort = Number(process.env.API_PORT ?? 3001)

/**
 * The buster of the offline query cache (pwa/lib/query-persistence.ts): a hash of the API contracts this
 * build was made with. A build whose answers have another shape drops the saved data; a release that
 * changes only the app keeps the moviegoer's saved showtimes.
 */
function offlineBuster(): string {
  const hash = createHash('sha256')
  const dir = here('./api/contracts')
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(`${dir}/${file}`))
  return hash.digest('base64url').slice(0, 16)
}

/**
 * The first download, and how lazy pages load (decision 040). Each lazy import carries a preload list, the chunks
 * it needs, for the browser to fetch side by side; those lists sat in the entry and cost about 10 KB of it. Now:
 * - a route's page chunk has no list in the entry: a server-rendered page names its route's chunks in its head
 *   (`<link rel="modulepreload">`, from .vite/route-preloads.json, which this plugin writes), the router fetches a
 *   page's code when a link to it is touched or hovered, and the service worker answers from its precache;
 * - the other lazy imports (the layout's optional parts) keep their lists, without the chunks their importer has
 *   loaded already.
 */
const staticImports = new Map<string, readonly string[]>()
const routeChunks = new Set<string>()
const loadedBefore = new Map<string, Set<string>>()

/** A chunk and everything it imports statically, transitively. */
function closureOf(chunk: string): Set<string> {
  let loaded = loadedBefore.get(chunk)
  if (!loaded) {
    loaded = new Set([chunk])
    const pending = [chunk]
    while (pending.length > 0) {
      for (const child of staticImports.get(pending.pop()!) ?? []) {
        if (!loaded.has(child)) {
          loaded.add(child)
          pending.push(child)
        }
      }
    }
    loadedBefore.set(chunk, loaded)
  }
  return loaded
}

function preloadLists(): Plugin {
  return {
    name: 'gala-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear()
        routeChunks.clear()
        loadedBefore.clear()
        const entries: string[] = []
        const routeFiles = new Map<string, string>()
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk') continue
          staticImports.set(fileName, output.imports)
          if (output.isEntry) entries.push(fileName)
          const split = output.moduleIds.find((id) => id.includes('?tsr-split'))
          if (split) {
            routeChunks.add(fileName)
            routeFiles.set(fileName, split.slice(0, split.indexOf('?')))
          }
        }
        const initial = new Set(entries.flatMap((entry) => [...closureOf(entry)]))
        const routes: Record<string, { preloads: string[] }> = {}
        for (const [fileName, file] of routeFiles) {
          const id = /createFileRoute\(\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1]
          if (!id) continue
          routes[id] = { preloads: [...closureOf(fileName)].filter((chunk) => !initial.has(chunk)).map((chunk) => `/${chunk}`) }
        }
        // In a hidden folder: the static server does not serve it and the service worker does not precache it.
        this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify({ routes })}\n` })
      },
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./pwa'),
  publicDir: here('./public'),
  define: { __OFFLINE_BUSTER__: JSON.stringify(offlineBuster()) },
  envDir: here('.'),
  resolve: {
    alias: {
      '@': here('./pwa'),
      '@contracts': here('./api/contracts'),
    },
  },
  build: isSsrBuild
    ? {
        // The server renderer (decision 040): `vite build --ssr` puts it in dist/.server/, a hidden folder the
        // static app never serves and the service worker never precaches.
        ssr: true,
        // One file: the API imports it with a version query to pick up a new build, and split chunks would import
        // the unversioned entry back, a second copy of every module (the page clock read 0 in the lazy pages).
        rollupOptions: { input: here('./pwa/entry-server.tsx'), output: { codeSplitting: false } },
        outDir: here('./dist/.server'),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: here('./dist'),
        emptyOutDir: true,
        // No source maps in the build: they were served publicly (/sw.js.map, /assets/*.map) and give away the
        // unminified source. api/static.ts also refuses any *.map, should one be copied into dist by hand.
        sourcemap: false,
        // The PWA shell must stay small: see scripts/check-size-budget.ts.
        chunkSizeWarningLimit: 400,
        modulePreload: {
          resolveDependencies: (file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
            if (hostType !== 'js' || !staticImports.has(hostId)) return deps
            if (routeChunks.has(file)) return []
            const loaded = closureOf(hostId)
            return deps.filter((dep) => !loaded.has(dep))
          },
        },
      },
  // The server renderer carries its dependencies, so a build copied elsewhere (a release folder) still runs.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: false,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./pwa/routes'),
      generatedRouteTree: here('./pwa/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // Loaders travel with their page's component (one chunk per route): kept in the entry, the
      // loaders' imports (queries, contracts, guide content) made the first download grow with every page.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    !isSsrBuild && preloadLists(),
    // The renderer is ESM: its folder says so, for Node to load it wherever the build is copied to.
    isSsrBuild && {
      name: 'gala-ssr-package-json',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' })
      },
    },
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '../sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        manifest: webManifest,
        injectManifest: {
          // The service worker's own build (it would otherwise follow build.sourcemap): no /sw.js.map.
          sourcemap: false,
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
          // Source maps are for debugging and the install screenshots for the install dialog, not for the offline shell.
          globIgnores: ['**/*.map', 'screenshots/**'],
        },
        devOptions: { enabled: false },
      }),
  ],
}))
