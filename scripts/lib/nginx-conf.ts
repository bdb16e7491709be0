/**
 * Renders deploy/nginx/gala.conf.template (docs/deploy.md "nginx"): the upstream list of API instances, the
 * built PWA's folder, the listen address, and what must match the API exactly, taken from the API's own code:
 * the page security headers (api/middlewares/security-headers.ts) and the media types (mime-types, as Koa).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { projectRoot } from '../../api/env.ts'
import { computeSecurityHeaders, PERMISSIONS_POLICY, securityHeaderOptions } from '../../api/middlewares/security-headers.ts'

export interface NginxOptions {
  /** API instances, host:port each (at least one). */
  upstreams: string[]
  /** Absolute path of the built PWA (dist/). */
  distDir: string
  /** What `listen` gets: a port, or address:port. */
  listen: string
  /** server_name; `_` (any) by default. */
  serverName?: string
  /**
   * The public URL is https (as PUBLIC_URL): HSTS and upgrade-insecure-requests, as the API adds them then.
   * TLS itself is terminated in front of nginx or by a `listen 443 ssl` you add.
   */
  https?: boolean
  /**
   * X-Forwarded-Proto sent to the API: `$scheme` (nginx terminates TLS or there is none) by default; `https`
   * when a TLS terminator in front of nginx speaks plain HTTP to it.
   */
  forwardedProto?: string
}

/** The mime-types package Koa itself resolves (a dependency of koa, not of ours). */
const mime = createRequire(createRequire(import.meta.url).resolve('koa'))('mime-types') as {
  lookup(extension: string): string | false
  contentType(type: string): string | false
}

export const NGINX_TEMPLATE = path.join(projectRoot, 'deploy', 'nginx', 'gala.conf.template')

/** File types a Vite/PWA build serves; each gets the media type Koa would send. */
const EXTENSIONS = ['html', 'js', 'mjs', 'css', 'json', 'webmanifest', 'txt', 'xml', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'woff', 'woff2', 'ttf', 'otf', 'wasm']

function mediaTypes(): { types: string; charsetTypes: string[]; gzipTypes: string[] } {
  const byType = new Map<string, string[]>()
  for (const ext of EXTENSIONS) {
    const type = mime.lookup(ext)
    if (!type) continue
    byType.set(type, [...(byType.get(type) ?? []), ext])
  }
  const charsetTypes: string[] = []
  const gzipTypes: string[] = []
  for (const type of byType.keys()) {
    if (/charset=utf-8/i.test(mime.contentType(type) || '') && type !== 'text/html') charsetTypes.push(type)
    // koa-compress compresses what mime-db calls compressible (above 1 KB); nginx always gzips text/html.
    if (isCompressible(type) && type !== 'text/html') gzipTypes.push(type)
  }
  const width = Math.max(...[...byType.keys()].map((t) => t.length))
  const types = [...byType].map(([type, exts]) => `        ${type.padEnd(width)} ${exts.join(' ')};`).join('\n')
  return { types, charsetTypes, gzipTypes }
}

function isCompressible(type: string): boolean {
  return /^text\/|\+json$|\+xml$|^application\/(javascript|json|xml|manifest\+json)$|^image\/svg\+xml$/.test(type)
}

/** The `add_header … always;` lines of the page security headers, as the API sends them with static files. */
export function pageSecurityHeaders(https: boolean): Record<string, string> {
  return { ...computeSecurityHeaders(securityHeaderOptions({ https })), 'Permissions-Policy': PERMISSIONS_POLICY }
}

function nginxString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

export function renderNginxConf(options: NginxOptions): string {
  if (options.upstreams.length === 0) throw new Error('At least one API instance (host:port) is needed')
  for (const upstream of options.upstreams) {
    if (!/^[A-Za-z0-9.[\]:-]+:\d{1,5}$/.test(upstream)) throw new Error(`An upstream is host:port, not "${upstream}"`)
  }
  if (!path.isAbsolute(options.distDir)) throw new Error(`The dist folder must be an absolute path (got "${options.distDir}")`)
  if (!/^([A-Za-z0-9.[\]:-]+:)?\d{1,5}( [a-z_ =0-9]+)?$/.test(options.listen)) throw new Error(`listen is a port or address:port (got "${options.listen}")`)
  const { types, charsetTypes, gzipTypes } = mediaTypes()
  const security = Object.entries(pageSecurityHeaders(options.https ?? false))
    .map(([name, value]) => `        add_header ${name} ${nginxString(value)} always;`)
    .join('\n')
  const proxy = [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    `proxy_set_header X-Forwarded-Proto ${options.forwardedProto ?? '$scheme'};`,
    'proxy_set_header X-Request-Id $request_id;',
    '# A refused or broken connection, or an instance that is stopping (502-504), moves the request to the next',
    '# instance: only for idempotent methods (GET, HEAD, PUT, DELETE …), never a POST (non_idempotent is not set).',
    'proxy_next_upstream error timeout http_502 http_503 http_504;',
    'proxy_next_upstream_tries 3;',
    'proxy_next_upstream_timeout 10s;',
    'proxy_connect_timeout 2s;',
    'proxy_read_timeout 35s;',
  ]
    .map((line) => `        ${line}`)
    .join('\n')
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: options.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n'),
    LISTEN: options.listen,
    SERVER_NAME: options.serverName ?? '_',
    DIST_DIR: options.distDir,
    TYPES: types,
    CHARSET_TYPES: charsetTypes.join(' '),
    GZIP_TYPES: gzipTypes.join(' '),
    PROXY_SETTINGS: proxy,
    SECURITY_HEADERS: security,
  }
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in ${NGINX_TEMPLATE}`)
    return value
  })
}

/**
 * A whole nginx.conf around the rendered server, with every path (pid, logs, temp files) inside `prefix`, for
 * running nginx as an ordinary user (or as root, with workers that stay root): `nginx -p <prefix> -c <prefix>/nginx.conf -g 'daemon off;'` (tests, bench).
 * `upstreamLog`: the access log names the instance(s) each request went to (`$upstream_addr $status $request_method $request_uri`;
 * a request retried on another instance lists both).
 */
export function standaloneNginxConf(options: NginxOptions & { prefix: string; workerProcesses?: number; accessLog?: boolean; upstreamLog?: boolean }): string {
  const p = (name: string) => path.join(options.prefix, name)
  // Started by root (a container, CI), the workers would run as nobody and could not read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `${user}worker_processes ${options.workerProcesses ?? 1};
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events {
    worker_connections 1024;
}
http {
${options.upstreamLog ? "    log_format upstreams '$upstream_addr $status $request_method $request_uri';\n" : ''}    access_log ${options.accessLog === false ? 'off' : `${p('access.log')}${options.upstreamLog ? ' upstreams' : ''}`};
    client_body_temp_path ${p('client_body')};
    proxy_temp_path ${p('proxy')};
    fastcgi_temp_path ${p('fastcgi')};
    uwsgi_temp_path ${p('uwsgi')};
    scgi_temp_path ${p('scgi')};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
${renderNginxConf(options)}
}
`
}

/** The settings of the checked-in example, deploy/nginx/gala.conf (`npm run nginx:conf -- --example`). */
export const EXAMPLE_NGINX_OPTIONS: NginxOptions = {
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  distDir: '/srv/gala/dist',
  listen: '80',
  serverName: 'gala.ph',
  https: true,
  forwardedProto: 'https',
}

export const EXAMPLE_NGINX_CONF = path.join(projectRoot, 'deploy', 'nginx', 'gala.conf')
