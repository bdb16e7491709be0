import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../api/env.ts'
import { migrate } from '../../scripts/lib/migrate.ts'

const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx')

function runMain(env: NodeJS.ProcessEnv) {
  const child = spawn(tsx, ['api/main.ts'], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => ({ stdout, stderr }) }
}

async function waitFor(url: string, timeoutMs = 50_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await fetch(url)
    } catch (err) {
      if (Date.now() > deadline) throw err
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

describe('the server process', () => {
  // Spawning tsx is slow on a loaded 2-core machine; these tests get a minute each.
  it('stops at start-up with one clear line naming a wrong variable', { timeout: 60_000 }, async () => {
    const run = runMain({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gala-proc-')) })
    expect(await run.exited).toBe(1)
    const { stderr } = run.output()
    expect(stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")'])
  })

  it('serves, then shuts down gracefully on SIGTERM', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gala-proc-'))
    const databaseUrl = `file:${path.join(dataDir, 'gala.db')}`
    await migrate(databaseUrl)
    const port = String(20000 + Math.floor(Math.random() * 20000))
    const run = runMain({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'production' })
    const health = await waitFor(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)

    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    const lines = run.output().stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string })
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down: no new connections, finishing in-flight requests', 'stopped']))
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  })
})
