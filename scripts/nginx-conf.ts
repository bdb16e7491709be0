/**
 * `npm run nginx:conf -- --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 --dist /srv/gala/dist --listen 80
 *   [--server-name gala.ph] [--https] [--forwarded-proto https] [--out /etc/nginx/conf.d/gala.conf]`
 *
 * Renders deploy/nginx/gala.conf.template for your instances (docs/deploy.md "nginx"); prints it unless --out.
 * `--example` rewrites the checked-in example deploy/nginx/gala.conf (a test fails when it is stale).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../api/env.ts'
import { EXAMPLE_NGINX_CONF, EXAMPLE_NGINX_OPTIONS, renderNginxConf, type NginxOptions } from './lib/nginx-conf.ts'

const { values } = parseArgs({
  options: {
    upstream: { type: 'string', multiple: true },
    dist: { type: 'string' },
    listen: { type: 'string' },
    'server-name': { type: 'string' },
    https: { type: 'boolean', default: false },
    'forwarded-proto': { type: 'string' },
    out: { type: 'string' },
    example: { type: 'boolean', default: false },
  },
})

const options: NginxOptions = values.example
  ? EXAMPLE_NGINX_OPTIONS
  : {
      upstreams: values.upstream ?? ['127.0.0.1:3001', '127.0.0.1:3002'],
      distDir: path.resolve(values.dist ?? path.join(projectRoot, 'dist')),
      listen: values.listen ?? '80',
      serverName: values['server-name'],
      https: values.https,
      forwardedProto: values['forwarded-proto'],
    }
try {
  const conf = renderNginxConf(options)
  const out = values.example ? EXAMPLE_NGINX_CONF : values.out
  if (out) {
    writeFileSync(out, conf)
    console.info(`[gala] wrote ${out}`)
  } else process.stdout.write(conf)
} catch (err) {
  console.error(`[gala] ${(err as Error).message}`)
  process.exit(1)
}
