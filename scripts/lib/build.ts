import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/env.ts'

/** What the PWA build reads: if any of it is newer than dist/index.html, the build is stale. */
const BUILD_INPUTS = ['pwa', 'sw', 'public', 'api/contracts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json']

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** Where the server renderer of a build lives (decision 040): a hidden folder the static app never serves. */
export function serverEntryOf(distDir: string): string {
  return path.join(distDir, '.server', 'entry-server.js')
}

/** True when dist/ is missing or older than one of the build inputs. */
export function isBuildStale(distDir: string): boolean {
  const index = path.join(distDir, 'index.html')
  if (!existsSync(index) || !existsSync(path.join(distDir, 'sw.js')) || !existsSync(serverEntryOf(distDir))) return true
  const builtAt = statSync(index).mtimeMs
  return BUILD_INPUTS.some((input) => newestMtime(path.join(projectRoot, input)) > builtAt)
}

/** Runs `vite build` into `distDir` (default dist/), then the server renderer's `vite build --ssr` into its .server/, streaming their output. */
export async function buildPwa(distDir?: string): Promise<void> {
  await vite(['build', ...(distDir ? ['--outDir', distDir, '--emptyOutDir'] : [])])
  await vite(['build', '--ssr', ...(distDir ? ['--outDir', path.join(distDir, '.server'), '--emptyOutDir'] : [])])
}

function vite(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(projectRoot, 'node_modules', '.bin', 'vite'), args, { cwd: projectRoot, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`))))
  })
}
