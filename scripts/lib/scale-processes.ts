/**
 * The processes of a scaled-out Gala on one machine, for `npm run bench:scale` and tests/api/scale-out.test.ts:
 * API instances (`npm run start:api`), push workers (`npm run start:worker`) and nginx, each a child process
 * whose CPU time can be read from /proc.
 *
 * start:api and start:worker refuse a database that is not migrated and never generate secrets: give every
 * process the same SESSION_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (sharedSecrets() makes a set), and
 * REDIS_URL with a REDIS_KEY_PREFIX of the run's own to the API instances.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import path from 'node:path'
import webpush from 'web-push'
import { projectRoot } from '../../api/env.ts'
import { standaloneNginxConf } from './nginx-conf.ts'

/** node arguments of one API instance: `npm run start:api` (HTTP only, no jobs). */
export const API_COMMAND = ['--import', 'tsx', path.join(projectRoot, 'scripts', 'start-api.ts')]
/** node arguments of one push worker: `npm run start:worker` (release scheduler and delivery worker, no HTTP). */
export const WORKER_COMMAND = ['--import', 'tsx', path.join(projectRoot, 'scripts', 'start-worker.ts')]

/** A fresh set of the secrets every process of one deployment shares (environment variables). */
export function sharedSecrets(): { SESSION_SECRET: string; VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const vapid = webpush.generateVAPIDKeys()
  return { SESSION_SECRET: randomBytes(32).toString('base64url'), VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }
}

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx'

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface Child {
  process: ChildProcess
  pid: number
  /** The last lines the process wrote (stdout and stderr) when its output is kept, for error messages. */
  output(): string
  stop(): Promise<void>
}

/** Keeps the last `max` lines of a stream (and keeps reading it, so the child never blocks on a full pipe). */
function tail(max = 200) {
  const lines: string[] = []
  let partial = ''
  return {
    push(chunk: Buffer | string) {
      const parts = (partial + chunk.toString()).split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
      if (lines.length > max) lines.splice(0, lines.length - max)
    },
    text: () => [...lines, partial].filter(Boolean).join('\n'),
  }
}

function wrap(child: ChildProcess, output: () => string, signal: NodeJS.Signals = 'SIGTERM'): Child {
  return {
    process: child,
    pid: child.pid!,
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const said = () => (output() ? `:\n${output()}` : '')
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})${said()}`)
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${what} did not start within ${timeoutMs / 1000} s${said()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export interface StartOptions {
  /** Keep the process's output (stdout and stderr) for Child.output() instead of passing stderr through. */
  keepOutput?: boolean
  /** How long start-up may take (default 60 s). */
  timeoutMs?: number
}

/**
 * An API instance (start:api) on `port`, started with `env` (DATABASE_URL, the shared secrets, REDIS_URL …);
 * resolves when /api/health answers.
 */
export async function startApiInstance(env: NodeJS.ProcessEnv, port: number, options: StartOptions = {}): Promise<Child & { url: string }> {
  const child = spawn(process.execPath, API_COMMAND, {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', options.keepOutput ? 'pipe' : 'ignore', options.keepOutput ? 'pipe' : 'inherit'],
  })
  const kept = tail()
  child.stdout?.on('data', kept.push)
  child.stderr?.on('data', kept.push)
  const url = `http://127.0.0.1:${port}`
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, `API instance on port ${port}`, child, kept.text, options.timeoutMs)
  return { ...wrap(child, kept.text), url }
}

/**
 * A push worker process (start:worker), with an IPC channel: it says { type: 'ready' } once its jobs run (and stops
 * when the channel closes, so a worker never outlives its supervisor).
 */
export async function startWorker(env: NodeJS.ProcessEnv, options: StartOptions = {}): Promise<Child> {
  const child = spawn(process.execPath, WORKER_COMMAND, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', options.keepOutput ? 'pipe' : 'ignore', options.keepOutput ? 'pipe' : 'inherit', 'ipc'],
  })
  const kept = tail()
  child.stdout?.on('data', kept.push)
  child.stderr?.on('data', kept.push)
  let ready = false
  child.on('message', (message: { type?: string }) => {
    if (message.type === 'ready') ready = true
  })
  await waitFor(async () => ready, 'push worker', child, kept.text, options.timeoutMs)
  return wrap(child, kept.text)
}

/**
 * nginx (daemon off) with the rendered configuration in `prefix`, listening on 127.0.0.1:port. `upstreamLog`:
 * the access log (<prefix>/access.log) names the instance(s) each request went to (`$upstream_addr $status $uri`).
 */
export async function startNginx(options: {
  prefix: string
  upstreams: string[]
  distDir: string
  port: number
  workers?: number
  upstreamLog?: boolean
}): Promise<Child & { url: string }> {
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing (apt-get install -y nginx-light)`)
  const conf = path.join(options.prefix, 'nginx.conf')
  writeFileSync(
    conf,
    standaloneNginxConf({
      prefix: options.prefix,
      upstreams: options.upstreams,
      distDir: options.distDir,
      listen: `127.0.0.1:${options.port}`,
      workerProcesses: options.workers,
      upstreamLog: options.upstreamLog,
    }),
  )
  const child = spawn(NGINX_BIN, ['-p', options.prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  const kept = tail()
  child.stderr!.on('data', kept.push)
  const errorLog = path.join(options.prefix, 'error.log')
  const output = () => [kept.text(), existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4000) : ''].filter(Boolean).join('\n')
  const url = `http://127.0.0.1:${options.port}`
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 'nginx', child, output)
  return { ...wrap(child, output, 'SIGQUIT'), url }
}

let clockTicks: number | undefined
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      clockTicks = 100
    }
  }
  return clockTicks
}

/** CPU time (user + system) a process has used so far, in µs, from /proc/<pid>/stat (utime + stime). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields[0] is the state (field 3 of proc(5)): utime is field 14, stime 15.
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond()) * 1e6
}

/** The CPU time of children already waited for (cutime + cstime of this process), in µs. */
export function reapedChildrenCpuMicros(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[13]) + Number(fields[14])) / ticksPerSecond()) * 1e6
}

/** A process and its children (nginx's master and workers). */
export function processTree(pid: number): number[] {
  let children: number[]
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    children = []
  }
  return [pid, ...children.flatMap(processTree)]
}
