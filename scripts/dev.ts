/**
 * `npm run dev`: the Vite dev server (hot reload) on :5173 with the API behind its proxy on :3001,
 * restarted by `tsx watch` whenever server code changes. Both run as child processes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { projectRoot } from '../api/env.ts'
import { loadConfigOrExit } from '../api/main.ts'
import { prepareDatabase } from './lib/database.ts'

const apiPort = process.env.API_PORT ?? '3001'
const vitePort = process.env.VITE_PORT ?? '5173'
process.env.NODE_ENV ??= 'development'
process.env.PUBLIC_URL ??= `http://localhost:${vitePort}`
process.env.API_PORT = apiPort

const config = loadConfigOrExit()
console.info(`[gala] ${await prepareDatabase(config.databaseUrl)}`)

const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name)
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'api/main.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(bin('vite'), ['--port', vitePort, '--strictPort'], { cwd: projectRoot, stdio: 'inherit', env: process.env }),
]
console.info(`[gala] open http://localhost:${vitePort} (API on :${apiPort})`)

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
process.once('SIGINT', () => stop())
process.once('SIGTERM', () => stop())
