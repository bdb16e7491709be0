import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webManifest } from './pwa/manifest.ts'
import { STAFF_CHUNK_PREFIX, isStaffChunk } from './scripts/lib/staff-chunks.ts'

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
        rollupOptions: {
          // Staff pages' chunks are named staff-… and left out of the precache (scripts/lib/staff-chunks.ts).
          output: {
            chunkFileNames: (chunk) => `assets/${isStaffChunk(chunk.moduleIds) ? STAFF_CHUNK_PREFIX : ''}[name]-[hash].js`,
          },
        },
        // No module preloads for lazy code (decision 040, "Blocking time"): Chromium compiles a preloaded module on
        // the page's main thread as soon as it arrives, in a task of its own (10 to 35 ms each on this machine's
        // CPU), where a module it meets through an import is compiled beside the page. A lazy page or part fetches
        // its chunks as it imports them; the router starts that when a link to the page is touched or hovered, and
        // the service worker answers from its precache. (The app shell's own preloads, in index.html, stay.)
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'js' ? [] : deps),
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
          // Source maps are for debugging and the install screenshots for the install dialog, not for the offline shell;
          // staff chunks (admin, staff and test pages) load from the network when staff open them.
          globIgnores: ['**/*.map', 'screenshots/**', `assets/${STAFF_CHUNK_PREFIX}*`],
        },
        devOptions: { enabled: false },
      }),
  ],
}))
