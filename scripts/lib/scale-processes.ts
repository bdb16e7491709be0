/**
 * The processes of a scaled-out Gala on one machine, for `npm run bench:scale`: API instances, push workers
 * and nginx, each a child process whose CPU time can be read from /proc. The commands are here only: when
 * `npm run start:api` / `npm run start:worker` exist (issue 14), change API_COMMAND and WORKER_COMMAND.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import path from 'node:path'
import { projectRoot } from '../../api/env.ts'
import { standaloneNginxConf } from './nginx-conf.ts'

/** node arguments of one API instance (today api/main.ts: HTTP and the release jobs in one process). */
export const API_COMMAND = ['--import', 'tsx', path.join(projectRoot, 'api', 'main.ts')]
/** node arguments of one push worker (no HTTP): scripts/lib/scale-worker.ts until `start:worker` exists. */
export const WORKER_COMMAND = ['--import', 'tsx', path.join(projectRoot, 'scripts', 'lib', 'scale-worker.ts')]

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
  stop(): Promise<void>
}

function wrap(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Child {
  return {
    process: child,
    pid: child.pid!,
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

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`)
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** An API instance on `port`, started with `env` (DATABASE_URL, DATA_DIR …); resolves when /api/health answers. */
export async function startApiInstance(env: NodeJS.ProcessEnv, port: number): Promise<Child & { url: string }> {
  const child = spawn(process.execPath, API_COMMAND, {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, `API instance on port ${port}`, child)
  return { ...wrap(child), url }
}

/** A push worker process; resolves when it says its jobs run. */
export async function startWorker(env: NodeJS.ProcessEnv): Promise<Child> {
  const child = spawn(process.execPath, WORKER_COMMAND, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  let ready = false
  child.on('message', (message: { type?: string }) => {
    if (message.type === 'ready') ready = true
  })
  await waitFor(async () => ready, 'push worker', child)
  return wrap(child)
}

/** nginx (daemon off) with the rendered configuration in `prefix`, listening on 127.0.0.1:port. */
export async function startNginx(options: { prefix: string; upstreams: string[]; distDir: string; port: number; workers?: number }): Promise<Child & { url: string }> {
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing (apt-get install -y nginx-light)`)
  const conf = path.join(options.prefix, 'nginx.conf')
  writeFileSync(
    conf,
    standaloneNginxConf({ prefix: options.prefix, upstreams: options.upstreams, distDir: options.distDir, listen: `127.0.0.1:${options.port}`, workerProcesses: options.workers }),
  )
  const child = spawn(NGINX_BIN, ['-p', options.prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${options.port}`
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 'nginx', child)
  return { ...wrap(child, 'SIGQUIT'), url }
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
