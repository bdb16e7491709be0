import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../api/env.ts'
import { migrate } from '../../scripts/lib/migrate.ts'

/**
 * Runs api/main.ts the way `npm start` runs the server: one node process with tsx's loader. (The `tsx` CLI
 * would add a parent that relays signals and SIGKILLs the server when it does not acknowledge one within
 * 30 ms, which a busy server often cannot: no graceful shutdown under load.)
 */
function runMain(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
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

  it('drains keep-alive load on SIGTERM: every received request answered in full, exit within 2 s', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gala-proc-'))
    const databaseUrl = `file:${path.join(dataDir, 'gala.db')}`
    await migrate(databaseUrl)
    const port = 20000 + Math.floor(Math.random() * 20000)
    const run = runMain({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'production' })
    await waitFor(`http://127.0.0.1:${port}/api/health`)

    const CONNECTIONS = 8
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
    const outcomes = new Map<string, Outcome>()
    let signalledAt = 0
    let sent = 0
    // GETs of a few sizes (JSON from the database, the HTML fallback page), each with its own request id,
    // which the server echoes and writes in its access log line.
    const paths = ['/api/health', '/api/search/trending?limit=20', '/api/user', '/movies/now-showing']
    const worker = async (w: number) => {
      for (let i = 0; ; i += 1) {
        const id = `load-${w}-${String(i).padStart(5, '0')}`
        sent += 1
        const outcome = await request(agent, port, { id, path: paths[i % paths.length]! })
        outcomes.set(id, outcome)
        if (outcome.kind === 'error') {
          // Before the signal nothing may fail; after it, the next request on a closed connection may.
          if (!signalledAt) throw new Error(`${id} failed before the signal: ${outcome.code}`)
          return
        }
      }
    }
    const load = Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)))

    // A request the server has received (headers parsed) but whose body is still arriving at the signal.
    const slow = slowPost(port, 'load-slow-00001', JSON.stringify({ query: 'intramuros' }))

    while (sent < 400) await new Promise((resolve) => setTimeout(resolve, 20))
    await slow.headersWritten
    signalledAt = performance.now()
    run.child.kill('SIGTERM')
    setTimeout(() => slow.finishBody(), 300)
    const code = await run.exited
    const exitMs = performance.now() - signalledAt
    await load
    outcomes.set('load-slow-00001', await slow.outcome)
    agent.destroy()

    expect(code).toBe(0)
    expect(exitMs).toBeLessThan(2000)

    const lines = run
      .output()
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string; ms?: number })
    const signalLine = lines.findIndex((line) => line.msg.startsWith('shutting down'))
    expect(signalLine).toBeGreaterThan(0)
    const logged = lines.filter((line) => line.msg === 'request' && line.requestId?.startsWith('load-')).map((line) => line.requestId!)
    const loggedAfterSignal = lines
      .slice(signalLine)
      .filter((line) => line.msg === 'request')
      .map((line) => line.requestId!)

    // Every request the server received and answered reached its client complete: no cut body, no hang-up.
    for (const id of logged) expect(outcomes.get(id), id).toMatchObject({ kind: 'complete' })
    // Every request that failed is one the server never received (a connect refused, or a reset of a
    // keep-alive connection closed while idle), and it failed before any byte of an answer arrived.
    const failed = [...outcomes].filter(([, outcome]) => outcome.kind === 'error')
    for (const [id, outcome] of failed) {
      expect(logged, id).not.toContain(id)
      expect(outcome, id).toMatchObject({ kind: 'error', afterHeaders: false })
    }
    // The request received before the signal, whose body came after it, was answered.
    expect(outcomes.get('load-slow-00001')).toMatchObject({ kind: 'complete', connection: 'close' })
    expect(logged).toContain('load-slow-00001')
    // The load was real, and it stopped at the signal: after it, at most the request in flight on each
    // connection (plus the slow one) was served, each told to close its connection.
    expect([...outcomes.values()].filter((outcome) => outcome.kind === 'complete').length).toBeGreaterThan(350)
    expect(loggedAfterSignal.length).toBeLessThanOrEqual(CONNECTIONS + 1)
    for (const id of loggedAfterSignal) expect(outcomes.get(id), id).toMatchObject({ kind: 'complete', connection: 'close' })
    expect(lines.at(-1)?.msg).toBe('stopped')
  })
})

type Outcome =
  | { kind: 'complete'; status: number; connection: string | undefined }
  | { kind: 'error'; code: string; afterHeaders: boolean }

/** One GET on the keep-alive agent; the body must arrive in full (its Content-Length, or parseable JSON). */
function request(agent: http.Agent, port: number, options: { id: string; path: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    let afterHeaders = false
    const req = http.get({ host: '127.0.0.1', port, path: options.path, agent, headers: { 'X-Request-Id': options.id } }, (res) => {
      afterHeaders = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ kind: 'error', code: err.code ?? err.message, afterHeaders }))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const length = res.headers['content-length']
        const echoed = res.headers['x-request-id']
        if (!res.complete || (length !== undefined && Number(length) !== body.length) || echoed !== options.id) {
          resolve({ kind: 'error', code: 'INCOMPLETE', afterHeaders })
          return
        }
        if (res.headers['content-type']?.startsWith('application/json')) JSON.parse(body.toString('utf8'))
        resolve({ kind: 'complete', status: res.statusCode!, connection: res.headers.connection })
      })
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ kind: 'error', code: err.code ?? err.message, afterHeaders }))
  })
}

/** A POST whose headers go at once and whose body follows when finishBody() is called. */
function slowPost(port: number, id: string, body: string) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/track-search',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': id },
  })
  const outcome = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ kind: 'complete', status: res.statusCode!, connection: res.headers.connection }),
      )
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ kind: 'error', code: err.code ?? err.message, afterHeaders: false }))
  })
  req.flushHeaders()
  // Give the server a moment to parse the headers: from then on it holds a received request.
  const headersWritten = new Promise((resolve) => setTimeout(resolve, 200))
  return { outcome, headersWritten, finishBody: () => req.end(body) }
}
