/**
 * A local web push service for tests and the push benchmark (TOOLCHAIN.md "Web push without the internet").
 * It speaks HTTPS with a self-signed certificate made at start, and proves every push is real before
 * accepting it: the `Authorization: vapid t=<jwt>, k=<key>` header (ES256 signature with
 * dsaEncoding 'ieee-p1363', `aud` = this origin, `exp` in the future and within 24 h, `sub` a mailto: or
 * https: URL), a `TTL` header, `Content-Encoding: aes128gcm`, and a body that http_ece decrypts with the
 * subscription's private key and auth secret (subscriptions are made here, in Node: a P-256 key pair and
 * a 16-byte secret). A push failing any check is answered 400 (403 when signed with another VAPID key than
 * `expectedVapidKey`, as FCM does) and listed in `rejected`.
 *
 * Replies are scriptable per subscription: `receiver.reply(sub.id, { status: 429, retryAfter: 120 })`
 * queues answers (then 201 again); unknown subscriptions get 404.
 *
 *   const receiver = await startPushReceiver({ now: () => clock.now().getTime() })
 *   env: PUSH_ENDPOINT_HOSTS = receiver.host; sender agent: receiver.agent()
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH, type KeyObject } from 'node:crypto'
import http2 from 'node:http2'
import https from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import ece from 'http_ece'
import selfsigned from 'selfsigned'

export interface TestSubscription {
  id: string
  endpoint: string
  /** What PushSubscription.toJSON() gives in a browser. */
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  subscriptionId: string
  /** The decrypted payload (omitted when started with keepPayloads: false). */
  payload?: string
  ttl: number
  urgency: string | undefined
  topic: string | undefined
  /** The verified VAPID claims and public key. */
  claims: { aud: string; exp: number; sub: string }
  vapidKey: string
  /** Receiver clock (options.now) when the push arrived. */
  receivedAt: number
  /** The answer given. */
  status: number
}

export interface ScriptedReply {
  status: number
  /** Retry-After header: seconds or an HTTP date. */
  retryAfter?: number | string
  body?: string
  /** Never answer (the sender's time-out must fire). */
  hang?: boolean
  /** Answer this much later (the push counts as received at once): a send still in flight. */
  delayMs?: number
}

export interface PushReceiver {
  /** https://127.0.0.1:PORT */
  origin: string
  /** 127.0.0.1:PORT, for PUSH_ENDPOINT_HOSTS. */
  host: string
  /** The self-signed certificate (PEM) to trust. */
  cert: string
  createSubscription(): TestSubscription
  /** Answers to give this subscription's next pushes, in order; then 201 again. */
  reply(subscriptionId: string, ...replies: ScriptedReply[]): void
  /** Accepted pushes (2xx answers), oldest first. */
  received: ReceivedPush[]
  /** Every answered push that passed verification, whatever the scripted status. */
  answered: ReceivedPush[]
  /** Requests that failed verification. */
  rejected: { subscriptionId: string; reason: string }[]
  /** TLS connections accepted so far (keep-alive and HTTP/2 keep this low). */
  readonly connections: number
  receivedBy(subscriptionId: string): ReceivedPush[]
  /** A keep-alive https.Agent that trusts this receiver. */
  agent(maxSockets?: number): https.Agent
  /** Resolves once `count` pushes were accepted (2xx) in total. */
  waitForReceived(count: number, timeoutMs?: number): Promise<void>
  reset(): void
  close(): Promise<void>
}

interface Stored {
  ecdh: ECDH
  auth: Buffer
  replies: ScriptedReply[]
}

const MAX_JWT_LIFETIME_S = 24 * 60 * 60

/** Verifies a VAPID header's JWT signature; the claims' times are checked per request. */
function verifyVapid(header: string): { claims: { aud: string; exp: number; sub: string }; key: string } | string {
  const match = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header)
  if (!match) return 'Authorization is not "vapid t=<jwt>, k=<key>"'
  const [, head, body, signature, key] = match as unknown as [string, string, string, string, string]
  let jose: { alg?: string; typ?: string }
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown }
  try {
    jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return 'JWT is not JSON'
  }
  if (jose.alg !== 'ES256') return `JWT alg is ${jose.alg}, not ES256`
  const raw = Buffer.from(key, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 key'
  let publicKey: KeyObject
  try {
    publicKey = createPublicKey({
      format: 'jwk',
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    })
  } catch {
    return 'k is not a P-256 point'
  }
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) return 'JWT signature does not verify with k'
  if (typeof claims.aud !== 'string' || typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return 'JWT lacks aud, exp or sub'
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(claims.sub)) return `sub ${claims.sub} is not a mailto: or https: URL`
  return { claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub }, key }
}

export async function startPushReceiver(
  options: {
    /** Receiver's clock in ms (default Date.now): exp is checked against it. */
    now?: () => number
    /** Reject pushes signed with another VAPID public key. */
    expectedVapidKey?: string
    /** Keep decrypted payloads in `received` (default true; the benchmark turns it off). */
    keepPayloads?: boolean
    /** Offer HTTP/2 (ALPN) besides HTTP/1.1, as FCM, Apple and Mozilla do (default true). */
    http2?: boolean
  } = {},
): Promise<PushReceiver> {
  const now = options.now ?? Date.now
  const keepPayloads = options.keepPayloads ?? true
  // A distinct subject per receiver: two self-signed certificates with one name confuse chain building.
  const pems = await selfsigned.generate([{ name: 'commonName', value: `push-receiver-${randomBytes(4).toString('hex')}` }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const subscriptions = new Map<string, Stored>()
  const verified = new Map<string, ReturnType<typeof verifyVapid>>()
  const received: ReceivedPush[] = []
  const answered: ReceivedPush[] = []
  const rejected: { subscriptionId: string; reason: string }[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  let origin = ''
  let nextId = 1

  const handler = (req: http2.Http2ServerRequest | IncomingMessage, res: http2.Http2ServerResponse | ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const id = /^\/push\/([^/?]+)$/.exec(req.url ?? '')?.[1] ?? ''
      const answer = (status: number, text = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'text/plain', ...headers })
        res.end(text)
      }
      const reject = (reason: string, status = 400) => {
        rejected.push({ subscriptionId: id, reason })
        answer(status, reason)
      }
      if (req.method !== 'POST') return answer(405)
      const stored = subscriptions.get(id)
      if (!stored) return answer(404, 'no such subscription')

      const authorization = req.headers.authorization ?? ''
      let check = verified.get(authorization)
      if (!check) {
        check = verifyVapid(authorization)
        verified.set(authorization, check)
      }
      if (typeof check === 'string') return reject(check)
      const nowS = Math.floor(now() / 1000)
      if (check.claims.aud !== origin) return reject(`aud ${check.claims.aud} is not ${origin}`)
      if (check.claims.exp <= nowS) return reject('JWT expired')
      if (check.claims.exp > nowS + MAX_JWT_LIFETIME_S) return reject('JWT exp is more than 24 h ahead')
      // Like FCM: a JWT signed with a key other than the one the browser subscribed with is a 403.
      if (options.expectedVapidKey && check.key !== options.expectedVapidKey) return reject('signed with another VAPID key', 403)
      const ttlHeader = String(req.headers.ttl ?? '')
      if (!/^\d+$/.test(ttlHeader)) return reject('TTL header missing or not a whole number')
      if (req.headers['content-encoding'] !== 'aes128gcm') return reject('Content-Encoding is not aes128gcm')
      let payload: string
      try {
        payload = ece
          .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: stored.ecdh, authSecret: stored.auth })
          .toString('utf8')
      } catch (err) {
        return reject(`payload does not decrypt: ${(err as Error).message}`)
      }
      const reply = stored.replies.shift() ?? { status: 201 }
      if (reply.hang) return
      const push: ReceivedPush = {
        subscriptionId: id,
        payload: keepPayloads ? payload : undefined,
        ttl: Number(ttlHeader),
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        claims: check.claims,
        vapidKey: check.key,
        receivedAt: now(),
        status: reply.status,
      }
      if (!keepPayloads) {
        // Still prove the payload is the JSON the service worker expects.
        try {
          JSON.parse(payload)
        } catch {
          return reject('payload is not JSON')
        }
      }
      answered.push(push)
      if (reply.status >= 200 && reply.status < 300) {
        received.push(push)
        for (const waiter of [...waiters]) {
          if (received.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1)
            waiter.resolve()
          }
        }
      }
      const headers = {
        ...(reply.retryAfter !== undefined ? { 'Retry-After': String(reply.retryAfter) } : {}),
        ...(reply.status === 201 ? { Location: `${origin}/message/${received.length}` } : {}),
      }
      if (reply.delayMs) setTimeout(() => answer(reply.status, reply.body ?? '', headers), reply.delayMs)
      else answer(reply.status, reply.body ?? '', headers)
    })
  }
  const tlsOptions = { key: pems.private, cert: pems.cert }
  // HTTP/2 with HTTP/1.1 too (ALPN), as real push services speak both; or HTTP/1.1 only.
  const server =
    options.http2 === false
      ? https.createServer({ ...tlsOptions, keepAliveTimeout: 60_000 }, handler)
      : http2.createSecureServer({ ...tlsOptions, allowHTTP1: true }, handler)
  const sockets = new Set<Socket>()
  let connections = 0
  server.on('secureConnection', (socket: Socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `https://127.0.0.1:${port}`
  const agents: https.Agent[] = []

  return {
    origin,
    host: `127.0.0.1:${port}`,
    cert: pems.cert,
    createSubscription() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const id = `s${nextId++}-${randomBytes(6).toString('base64url')}`
      subscriptions.set(id, { ecdh, auth, replies: [] })
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      }
    },
    reply(subscriptionId, ...replies) {
      subscriptions.get(subscriptionId)?.replies.push(...replies)
    },
    received,
    answered,
    rejected,
    get connections() {
      return connections
    },
    receivedBy: (subscriptionId) => received.filter((push) => push.subscriptionId === subscriptionId),
    agent(maxSockets = 64) {
      const agent = new https.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, ca: pems.cert })
      agents.push(agent)
      return agent
    },
    waitForReceived(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} pushes arrived within ${timeoutMs} ms`)),
          timeoutMs,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve()
          },
        })
      })
    },
    reset() {
      received.length = 0
      answered.length = 0
      rejected.length = 0
      for (const stored of subscriptions.values()) stored.replies.length = 0
    },
    async close() {
      for (const agent of agents) agent.destroy()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
