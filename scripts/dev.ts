/**
 * `npm run dev`: the Vite dev server (hot reload) on :5173 with the API behind it on :3001,
 * restarted by `tsx watch` whenever server code changes.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createServer } from 'vite'
import { projectRoot } from '../api/env.ts'
import { loadConfigOrExit } from '../api/main.ts'
import { prepareDatabase } from './lib/database.ts'

const apiPort = process.env.API_PORT ?? '3001'
const vitePort = Number(process.env.VITE_PORT ?? 5173)
process.env.NODE_ENV ??= 'development'
process.env.PUBLIC_URL ??= `http://localhost:${vitePort}`
process.env.API_PORT = apiPort

const config = loadConfigOrExit()
console.info(`[gala] ${await prepareDatabase(config.databaseUrl)}`)

const api = spawn(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['watch', '--clear-screen=false', 'api/main.ts'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
})
const vite = await createServer({ configFile: path.join(projectRoot, 'vite.config.ts'), server: { port: vitePort } })
await vite.listen()
vite.printUrls()

const stop = async () => {
  api.kill('SIGTERM')
  await vite.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
