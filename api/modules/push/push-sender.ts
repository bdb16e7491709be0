import http2 from 'node:http2'
import https from 'node:https'
import { isIP } from 'node:net'
import tls from 'node:tls'
import webpush from 'web-push'
import type { Clock } from '../../clock.ts'
import type { PushConfig } from '../../env.ts'
import { createVapidHeaders, type VapidHeaders } from './vapid.ts'

/** What a push needs of a stored subscription. */
export interface PushTarget {
  endpoint: string
  /** base64url */
  p256dh: string
  /** base64url */
  auth: string
}

export interface PushMessage {
  /** JSON text (already kept under the size limit by the caller). */
  payload: string
  /** Replaces an undelivered message with the same topic at the push service (base64url, ≤ 32 chars). */
  topic?: string
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds?: number
}

/** The push service's answer; status 0 is a network error or a time-out. */
export interface PushResult {
  status: number
  /** Retry-After of a 429/503, in milliseconds, when the service gave one. */
  retryAfterMs?: number
  /** First 500 characters of the answer body, or the network error, for the log. */
  detail: string
}

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushResult>
  readonly vapid: VapidHeaders
  /** Protocol used per push-service origin so far ('h2' or 'http/1.1'); for tests and the benchmark. */
  readonly protocols: ReadonlyMap<string, string>
  close(): void
}

export interface PushSenderOptions {
  config: Pick<PushConfig, 'vapid' | 'ttlSeconds' | 'timeoutMs' | 'concurrency'>
  clock: Clock
  /** Trusted certificates instead of the system's (tests: the local receivers' self-signed ones). */
  ca?: string | Buffer | (string | Buffer)[]
  /** Offer HTTP/2 (ALPN) and use it where the push service accepts it; default true. */
  http2?: boolean
}

/** A keep-alive agent sized for the worker's concurrency: connections to a push service are reused. */
export function createPushAgent(options: { maxSockets: number; ca?: string | Buffer | (string | Buffer)[] }): https.Agent {
  return new https.Agent({
    keepAlive: true,
    maxSockets: options.maxSockets,
    maxFreeSockets: options.maxSockets,
    scheduling: 'lifo',
    ca: options.ca,
  })
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return undefined
  if (/^\s*\d+\s*$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

type Headers = Record<string, string | number>
type Transport = (url: URL, headers: Headers, body: Buffer | null) => Promise<PushResult>

/**
 * Sends web pushes (RFC 8030) the fast way: web-push encrypts the payload (aes128gcm, RFC 8291), the VAPID
 * header comes from a per-origin cache, and requests reuse connections: one HTTP/2 session per push service
 * when it negotiates h2 (FCM, Apple and Mozilla do), else a keep-alive HTTP/1.1 agent. Every push carries an
 * explicit TTL, `Urgency: high` and, when given, a Topic. It never throws for an HTTP answer: the delivery
 * worker decides what each status means.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { config, clock } = options
  const agent = createPushAgent({ maxSockets: config.concurrency, ca: options.ca })
  const vapid = createVapidHeaders(config.vapid, clock)
  const protocols = new Map<string, string>()
  /** Per origin: the live HTTP/2 session, or a pending negotiation. */
  const sessions = new Map<string, Promise<http2.ClientHttp2Session | null>>()
  let closed = false

  const finish = (status: number, headers: http2.IncomingHttpHeaders | NodeJS.Dict<string | string[]>, body: string): PushResult => ({
    status,
    retryAfterMs: parseRetryAfter(headers['retry-after'], clock.now().getTime()),
    detail: body.slice(0, 500),
  })

  const viaHttp1: Transport = (url, headers, body) =>
    new Promise((resolve) => {
      let settled = false
      const done = (result: PushResult) => {
        if (!settled) {
          settled = true
          resolve(result)
        }
      }
      const request = https.request(
        {
          protocol: 'https:',
          hostname: url.hostname,
          port: url.port || 443,
          path: url.pathname + url.search,
          method: 'POST',
          headers,
          agent,
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            if (text.length < 500) text += chunk
          })
          response.on('end', () => done(finish(response.statusCode ?? 0, response.headers, text)))
          response.on('error', (err) => done({ status: 0, detail: err.message }))
        },
      )
      request.setTimeout(config.timeoutMs, () => request.destroy(new Error(`push service did not answer within ${config.timeoutMs} ms`)))
      request.on('error', (err) => done({ status: 0, detail: err.message }))
      request.end(body ?? undefined)
    })

  /** Opens a TLS connection offering h2; resolves with an HTTP/2 session, or null when the service only speaks HTTP/1.1. */
  function negotiate(url: URL, onGone: () => void): Promise<http2.ClientHttp2Session | null> {
    return new Promise((resolve, reject) => {
      const host = url.hostname.replace(/^\[|\]$/g, '')
      const socket = tls.connect({
        host,
        port: Number(url.port || 443),
        servername: isIP(host) ? undefined : host,
        ALPNProtocols: ['h2', 'http/1.1'],
        ca: options.ca,
      })
      socket.setTimeout(config.timeoutMs, () => socket.destroy(new Error(`push service did not answer within ${config.timeoutMs} ms`)))
      socket.once('error', reject)
      socket.once('secureConnect', () => {
        socket.setTimeout(0)
        socket.off('error', reject)
        protocols.set(url.origin, socket.alpnProtocol || 'http/1.1')
        if (socket.alpnProtocol !== 'h2') {
          socket.destroy()
          return resolve(null)
        }
        const session = http2.connect(url.origin, { createConnection: () => socket })
        session.on('error', onGone)
        session.on('close', onGone)
        session.on('goaway', onGone)
        session.unref()
        resolve(session)
      })
    })
  }

  /** The origin's HTTP/2 session (negotiated once, again after it closes), or null for HTTP/1.1 services. */
  function sessionFor(url: URL): Promise<http2.ClientHttp2Session | null> {
    const existing = sessions.get(url.origin)
    if (existing) return existing
    const forget = () => {
      if (sessions.get(url.origin) === created) sessions.delete(url.origin)
    }
    const created = negotiate(url, forget)
    sessions.set(url.origin, created)
    // A failed negotiation is forgotten, so the next push tries again.
    created.catch(forget)
    return created
  }

  const viaHttp2 = (session: http2.ClientHttp2Session, url: URL, headers: Headers, body: Buffer | null): Promise<PushResult> =>
    new Promise((resolve) => {
      const h2headers: http2.OutgoingHttpHeaders = { ':method': 'POST', ':path': url.pathname + url.search }
      for (const [name, value] of Object.entries(headers)) h2headers[name.toLowerCase()] = value
      let settled = false
      const done = (result: PushResult) => {
        if (!settled) {
          settled = true
          resolve(result)
        }
      }
      let stream: http2.ClientHttp2Stream
      try {
        stream = session.request(h2headers)
      } catch (err) {
        return done({ status: 0, detail: (err as Error).message })
      }
      let status = 0
      let responseHeaders: http2.IncomingHttpHeaders = {}
      let text = ''
      stream.setEncoding('utf8')
      stream.on('response', (received) => {
        responseHeaders = received
        status = Number(received[':status'] ?? 0)
      })
      stream.on('data', (chunk: string) => {
        if (text.length < 500) text += chunk
      })
      stream.on('end', () => done(finish(status, responseHeaders, text)))
      stream.on('close', () =>
        done(status ? finish(status, responseHeaders, text) : { status: 0, detail: `stream closed (code ${stream.rstCode})` }),
      )
      stream.on('error', (err) => done({ status: 0, detail: err.message }))
      stream.setTimeout(config.timeoutMs, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL)
        done({ status: 0, detail: `push service did not answer within ${config.timeoutMs} ms` })
      })
      stream.end(body ?? undefined)
    })

  async function send(target: PushTarget, message: PushMessage): Promise<PushResult> {
    if (closed) return { status: 0, detail: 'sender closed' }
    let details: ReturnType<typeof webpush.generateRequestDetails>
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message.payload,
        {
          // null: no per-message signing; the cached header below is used instead.
          vapidDetails: null as unknown as undefined,
          TTL: message.ttlSeconds ?? config.ttlSeconds,
          urgency: 'high',
          topic: message.topic,
          contentEncoding: 'aes128gcm',
          headers: { Authorization: vapid.authorization(target.endpoint) },
        },
      )
    } catch (err) {
      // Bad stored keys: no request is made; the worker treats it like a refusal (400).
      return { status: 400, detail: `could not encrypt: ${(err as Error).message}` }
    }
    const url = new URL(target.endpoint)
    const headers = details.headers as Headers
    const body = (details.body as Buffer | null) ?? null
    // One retry on a fresh session when the cached one closed under us (GOAWAY, idle close).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (options.http2 === false || protocols.get(url.origin) === 'http/1.1') break
      let session: http2.ClientHttp2Session | null
      try {
        session = await sessionFor(url)
      } catch (err) {
        return { status: 0, detail: (err as Error).message }
      }
      if (!session) break
      if (!session.closed && !session.destroyed) return viaHttp2(session, url, headers, body)
      if (sessions.get(url.origin)) sessions.delete(url.origin)
    }
    return viaHttp1(url, headers, body)
  }

  return {
    send,
    vapid,
    protocols,
    close() {
      closed = true
      agent.destroy()
      for (const session of sessions.values()) void session.then((s) => s?.close()).catch(() => {})
      sessions.clear()
    },
  }
}
