import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { gracefulShutdown } from '../../api/graceful-shutdown.ts'
import { createLogger } from '../../api/logger.ts'

/** A plain HTTP server with the shutdown wired in, a recording logger and an exit that resolves a promise. */
async function serve(handler: http.RequestListener, graceMs: number, keepAliveGraceMs?: number) {
  const logs: { msg: string }[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line))
      done()
    },
  })
  const server = http.createServer()
  let exited: (value: { code: number; at: number }) => void = () => {}
  const exit = new Promise<{ code: number; at: number }>((resolve) => (exited = resolve))
  const steps: string[] = []
  const shutdown = gracefulShutdown({
    server,
    logger: createLogger('info', sink),
    graceMs,
    keepAliveGraceMs,
    stopJobs: async () => void steps.push('jobs'),
    closeResources: async () => void steps.push('resources'),
    exit: (code) => exited({ code, at: performance.now() }),
  })
  server.on('request', handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, shutdown, exit, logs, steps }
}

function get(port: number, agent: http.Agent, seen?: { reusedSocket?: boolean }) {
  return new Promise<{ status: number; body: string; connection?: string } | { error: string }>((resolve) => {
    const req = http
      .get({ host: '127.0.0.1', port, agent }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(res.complete ? { status: res.statusCode!, body, connection: res.headers.connection } : { error: 'incomplete' }))
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
    if (seen) req.once('socket', () => (seen.reusedSocket = req.reusedSocket))
  })
}

describe('gracefulShutdown', () => {
  it('keeps an idle kept-alive connection for the grace: a request sent on it after the signal is answered, with Connection: close', async () => {
    const app = await serve((_req, res) => res.end('ok'), 10_000, 400)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect(await get(app.port, agent)).toEqual({ status: 200, body: 'ok', connection: 'keep-alive' })
    // The connection is idle in the agent's pool. The signal, then a request on that same connection.
    const signalled = performance.now()
    app.shutdown.begin('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const seen: { reusedSocket?: boolean } = {}
    expect(await get(app.port, agent, seen)).toEqual({ status: 200, body: 'ok', connection: 'close' })
    expect(seen.reusedSocket).toBe(true)
    // Told to close, the client opens a new connection for the next one: refused, the server no longer listens.
    expect(await get(app.port, agent)).toEqual({ error: 'ECONNREFUSED' })
    const { code, at } = await app.exit
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(1000)
    agent.destroy()
  })

  it('closes a connection left idle when the grace ends, and exits then', async () => {
    const app = await serve((_req, res) => res.end('ok'), 10_000, 400)
    const agent = new http.Agent({ keepAlive: true })
    expect(await get(app.port, agent)).toEqual({ status: 200, body: 'ok', connection: 'keep-alive' })
    const socket = Object.values(agent.freeSockets)[0]![0]!
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())))
    const signalled = performance.now()
    app.shutdown.begin('SIGTERM')
    const closedAt = await closed
    expect(closedAt - signalled).toBeGreaterThanOrEqual(390)
    const { code, at } = await app.exit
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(1500)
    agent.destroy()
  })

  it('finishes a response whose headers were already sent, then closes its keep-alive connection at once', async () => {
    const app = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.write('first half, ')
      setTimeout(() => res.end('second half'), 300)
    }, 10_000)
    const agent = new http.Agent({ keepAlive: true })
    const answer = get(app.port, agent)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const signalled = performance.now()
    app.shutdown.begin('SIGTERM')
    expect(await answer).toEqual({ status: 200, body: 'first half, second half', connection: 'keep-alive' })
    const { code, at } = await app.exit
    expect(code).toBe(0)
    // Not held open by the keep-alive connection until the 10 s grace.
    expect(at - signalled).toBeLessThan(1000)
    expect(app.steps).toEqual(['jobs', 'resources'])
    expect(app.logs.map((line) => line.msg).at(-1)).toBe('stopped')
    agent.destroy()
  })

  it('cuts a request still running at the hard limit, and still exits 0 after closing everything', async () => {
    const app = await serve(() => {
      // Never answers.
    }, 300)
    const stuck = get(app.port, new http.Agent({ keepAlive: true }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const signalled = performance.now()
    app.shutdown.begin('SIGTERM')
    app.shutdown.begin('SIGINT') // a second signal changes nothing
    const { code, at } = await app.exit
    expect(code).toBe(0)
    expect(at - signalled).toBeGreaterThanOrEqual(290)
    expect(at - signalled).toBeLessThan(2000)
    expect(await stuck).toEqual({ error: 'ECONNRESET' })
    expect(app.logs.map((line) => line.msg)).toEqual([
      'shutting down: no new connections, finishing in-flight requests',
      'shutdown grace period over: cutting the requests still running',
      'stopped',
    ])
    expect(app.steps).toEqual(['jobs', 'resources'])
  })
})
