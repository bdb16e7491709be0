import { createECDH } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { PushPublicKeyResponse, PUSH_MESSAGES } from '../../api/contracts/push.ts'
import { ConfigError, loadConfig } from '../../api/env.ts'
import { hashToken } from '../../api/modules/auth/sessions.ts'
import { deleteSubscriptionsOfOtherKeys, endpointHostAllowed } from '../../api/modules/push/push-subscriptions.service.ts'
import { startPushReceiver, type PushReceiver } from '../support/push-receiver.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { json, send, subscribe } from './push-support.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let receiver: PushReceiver
let app: TestApp

beforeAll(async () => {
  receiver = await startPushReceiver({ now: () => clock.now().getTime() })
  app = await startTestApp({ clock, env: { PUSH_ENDPOINT_HOSTS: `${receiver.host},*.push.services.mozilla.com` } })
})
afterAll(async () => {
  await app?.close()
  await receiver?.close()
})

const rows = (userId?: number) =>
  app.deps.db.pushSubscription.findMany({ where: userId === undefined ? {} : { userId }, orderBy: { id: 'asc' } })

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key (65-byte uncompressed P-256 point) to anyone', async () => {
    const res = await app.request('/api/push/public-key')
    expect(res.status).toBe(200)
    const { publicKey } = PushPublicKeyResponse.parse(await res.json())
    expect(publicKey).toBe(app.deps.config.push.vapid.publicKey)
    const raw = Buffer.from(publicKey, 'base64url')
    expect(raw).toHaveLength(65)
    expect(raw[0]).toBe(4)
  })
})

describe('POST /api/push/subscriptions', () => {
  it('401 for a visitor', async () => {
    const res = await subscribe(app, {}, receiver.createSubscription())
    expect(res.status).toBe(401)
  })

  it('stores the subscription for the user, the session it was made in and the current VAPID key (201)', async () => {
    const { user, token, headers } = await signedInUser(app)
    const sub = receiver.createSubscription()
    const res = await subscribe(app, { ...headers, 'User-Agent': 'Test Browser' }, sub)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ endpoint: sub.endpoint, subscribed: true })
    const [row] = await rows(user.id)
    expect(row).toMatchObject({
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      userId: user.id,
      sessionId: hashToken(token),
      vapidPublicKey: app.deps.config.push.vapid.publicKey,
      userAgent: 'Test Browser',
      failures: 0,
    })
  })

  it('the same endpoint twice is one row (200); the same browser (same keys) signed in as someone else rebinds it', async () => {
    const first = await signedInUser(app)
    const second = await signedInUser(app)
    const sub = receiver.createSubscription()
    expect((await subscribe(app, first.headers, sub)).status).toBe(201)
    expect((await subscribe(app, first.headers, sub)).status).toBe(200)
    expect(await app.deps.db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1)
    expect((await subscribe(app, second.headers, sub)).status).toBe(200)
    const row = await app.deps.db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })
    expect(row.userId).toBe(second.user.id)
    expect(row.sessionId).toBe(hashToken(second.token))
  })

  it('409 for another account’s endpoint sent with other keys: the owner keeps the row and can still delete it', async () => {
    const owner = await signedInUser(app)
    const taker = await signedInUser(app)
    const sub = receiver.createSubscription()
    expect((await subscribe(app, owner.headers, sub)).status).toBe(201)
    const before = await app.deps.db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })

    const forged = { endpoint: sub.endpoint, keys: receiver.createSubscription().keys }
    const res = await subscribe(app, taker.headers, forged)
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({ code: 'SUBSCRIPTION_TAKEN', message: PUSH_MESSAGES.endpointTaken })
    // Same keys but one changed (the auth secret is what only the browser and the server know).
    expect((await subscribe(app, taker.headers, { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: forged.keys.auth } })).status).toBe(409)

    const after = await app.deps.db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })
    expect(after).toEqual(before)
    expect(await rows(taker.user.id)).toEqual([])

    const deleted = await send(app, 'DELETE', '/api/push/subscriptions', owner.headers, { endpoint: sub.endpoint })
    expect(deleted.status).toBe(200)
    expect(await rows(owner.user.id)).toEqual([])
  })

  it('two accounts racing for one new endpoint with different keys: one row, one 201 and one 409', async () => {
    const [a, b] = [await signedInUser(app), await signedInUser(app)]
    const sub = receiver.createSubscription()
    const other = { endpoint: sub.endpoint, keys: receiver.createSubscription().keys }
    const statuses = (await Promise.all([subscribe(app, a.headers, sub), subscribe(app, b.headers, other)])).map((res) => res.status).sort()
    expect(statuses).toEqual([201, 409])
    expect(await app.deps.db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1)
  })

  it('accepts standard base64 keys with padding and stores them as base64url', async () => {
    const { user, headers } = await signedInUser(app)
    const sub = receiver.createSubscription()
    const keys = {
      p256dh: Buffer.from(sub.keys.p256dh, 'base64url').toString('base64'),
      auth: Buffer.from(sub.keys.auth, 'base64url').toString('base64'),
    }
    expect((await subscribe(app, headers, { endpoint: sub.endpoint, keys })).status).toBe(201)
    const [row] = await rows(user.id)
    expect(row?.p256dh).toBe(sub.keys.p256dh)
    expect(row?.auth).toBe(sub.keys.auth)
  })

  it('400 naming the field for a bad endpoint or bad keys, and stores nothing', async () => {
    const { user, headers } = await signedInUser(app)
    const sub = receiver.createSubscription()
    const notOnCurve = Buffer.alloc(65, 7)
    notOnCurve[0] = 4
    const compressed = createECDH('prime256v1')
    compressed.generateKeys()
    const cases: [unknown, string, string][] = [
      [{ ...sub, endpoint: sub.endpoint.replace('https:', 'http:') }, 'endpoint', PUSH_MESSAGES.endpoint],
      [{ ...sub, endpoint: 'not a url' }, 'endpoint', PUSH_MESSAGES.endpoint],
      [{ ...sub, keys: { ...sub.keys, p256dh: sub.keys.p256dh.slice(0, 40) } }, 'keys.p256dh', PUSH_MESSAGES.p256dh],
      [{ ...sub, keys: { ...sub.keys, p256dh: compressed.getPublicKey('base64url', 'compressed') } }, 'keys.p256dh', PUSH_MESSAGES.p256dh],
      [{ ...sub, keys: { ...sub.keys, p256dh: notOnCurve.toString('base64url') } }, 'keys.p256dh', PUSH_MESSAGES.p256dh],
      [{ ...sub, keys: { ...sub.keys, auth: Buffer.alloc(8).toString('base64url') } }, 'keys.auth', PUSH_MESSAGES.auth],
      [{ ...sub, keys: { ...sub.keys, auth: 'not*base64' } }, 'keys.auth', PUSH_MESSAGES.auth],
      [{ endpoint: sub.endpoint }, 'keys', 'keys must hold p256dh and auth'],
    ]
    for (const [body, field, message] of cases) {
      const res = await send(app, 'POST', '/api/push/subscriptions', headers, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const error = await json<{ issues: { field: string; message: string }[] }>(res)
      expect(error.issues).toContainEqual({ field, message })
    }
    expect(await rows(user.id)).toEqual([])
  })

  it('400 for an endpoint on a push service not in PUSH_ENDPOINT_HOSTS (the server would POST to it)', async () => {
    const { headers } = await signedInUser(app)
    const sub = receiver.createSubscription()
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://internal.example.test/push/1',
      `https://127.0.0.1:1/push/x`,
    ]) {
      const res = await subscribe(app, headers, { ...sub, endpoint })
      expect(res.status).toBe(400)
      expect(await json(res)).toMatchObject({ code: 'PUSH_SERVICE_NOT_ALLOWED', message: PUSH_MESSAGES.hostNotAllowed })
    }
    // A wildcard rule admits subdomains only.
    expect((await subscribe(app, headers, { ...sub, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc' })).status).toBe(201)
    expect(endpointHostAllowed('https://push.services.mozilla.com/x', ['*.push.services.mozilla.com'])).toBe(false)
    expect(endpointHostAllowed('https://fcm.googleapis.com/fcm/send/x', ['fcm.googleapis.com'])).toBe(true)
    expect(endpointHostAllowed('https://fcm.googleapis.com.evil.test/x', ['fcm.googleapis.com'])).toBe(false)
  })
})

describe('DELETE /api/push/subscriptions', () => {
  it('401 for a visitor', async () => {
    const res = await send(app, 'DELETE', '/api/push/subscriptions', {}, { endpoint: receiver.createSubscription().endpoint })
    expect(res.status).toBe(401)
  })

  it('deletes only the caller’s own subscription: another user’s endpoint is not found (404)', async () => {
    const owner = await signedInUser(app)
    const other = await signedInUser(app)
    const sub = receiver.createSubscription()
    await subscribe(app, owner.headers, sub)
    const stranger = await send(app, 'DELETE', '/api/push/subscriptions', other.headers, { endpoint: sub.endpoint })
    expect(stranger.status).toBe(404)
    expect(await json(stranger)).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: PUSH_MESSAGES.subscriptionNotFound })
    expect(await rows(owner.user.id)).toHaveLength(1)

    const res = await send(app, 'DELETE', '/api/push/subscriptions', owner.headers, { endpoint: sub.endpoint })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ endpoint: sub.endpoint, subscribed: false })
    expect(await rows(owner.user.id)).toEqual([])
    expect((await send(app, 'DELETE', '/api/push/subscriptions', owner.headers, { endpoint: sub.endpoint })).status).toBe(404)
  })

  it('400 without a valid endpoint', async () => {
    const { headers } = await signedInUser(app)
    const res = await send(app, 'DELETE', '/api/push/subscriptions', headers, { endpoint: 'ftp://x' })
    expect(res.status).toBe(400)
  })
})

describe('subscriptions end with the device’s session and with the VAPID key', () => {
  it('logging out deletes the subscriptions made in that session, not those of the user’s other devices', async () => {
    const phone = await signedInUser(app)
    // A second device: another session of the same user.
    const laptopToken = 'L'.repeat(43)
    const now = clock.now()
    await app.deps.db.session.create({
      data: {
        id: hashToken(laptopToken),
        userId: phone.user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      },
    })
    const phoneSub = receiver.createSubscription()
    const laptopSub = receiver.createSubscription()
    await subscribe(app, phone.headers, phoneSub)
    await subscribe(app, { Cookie: `gala_session=${laptopToken}` }, laptopSub)
    expect(await rows(phone.user.id)).toHaveLength(2)

    const res = await send(app, 'POST', '/api/logout', phone.headers)
    expect(res.status).toBe(200)
    expect((await rows(phone.user.id)).map((row) => row.endpoint)).toEqual([laptopSub.endpoint])
  })

  it('at start, subscriptions made with another VAPID key (or none recorded) are deleted; current ones stay', async () => {
    const { user, headers } = await signedInUser(app)
    const current = receiver.createSubscription()
    await subscribe(app, headers, current)
    const old = receiver.createSubscription()
    const oldKey = webpush.generateVAPIDKeys().publicKey
    await app.deps.db.pushSubscription.create({
      data: { endpoint: old.endpoint, p256dh: old.keys.p256dh, auth: old.keys.auth, userId: user.id, vapidPublicKey: oldKey },
    })
    const unknown = receiver.createSubscription()
    await app.deps.db.pushSubscription.create({
      data: { endpoint: unknown.endpoint, p256dh: unknown.keys.p256dh, auth: unknown.keys.auth, userId: user.id },
    })

    const deleted = await deleteSubscriptionsOfOtherKeys(app.deps)
    expect(deleted).toBeGreaterThanOrEqual(2)
    expect((await rows(user.id)).map((row) => row.endpoint)).toEqual([current.endpoint])
    expect(app.logs.some((line) => line.msg === 'VAPID public key changed: deleted the push subscriptions made with the old key')).toBe(
      true,
    )
  })
})

describe('VAPID configuration', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gala-vapid-'))

  it('generates a key pair on first start, keeps it in data/secrets.json (mode 600) and reuses it', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir })
    const { publicKey, privateKey } = first.push.vapid
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32)
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'))
    expect(stored).toMatchObject({ vapidPublicKey: publicKey, vapidPrivateKey: privateKey })
    expect(loadConfig({ DATA_DIR: dir }).push.vapid).toMatchObject({ publicKey, privateKey })
  })

  it('uses given keys (both or neither) without writing them, and a subject from PUBLIC_URL by default', () => {
    const dir = dataDir()
    const keys = webpush.generateVAPIDKeys()
    const config = loadConfig({
      DATA_DIR: dir,
      SESSION_SECRET: 'x'.repeat(40),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      PUBLIC_URL: 'https://gala.ph',
    })
    expect(config.push.vapid).toEqual({ ...keys, subject: 'mailto:alerts@gala.ph' })
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false)
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY must be set too/)
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be set too/)
  })

  it('refuses a bad key, a bad subject or a bad push setting with one line naming the variable', () => {
    const dir = dataDir()
    const bad: Record<string, string>[] = [
      { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' },
      { VAPID_SUBJECT: 'alerts@gala.ph' },
      { VAPID_SUBJECT: 'http://gala.ph' },
      { PUSH_TTL_SECONDS: '10' },
      { PUSH_CONCURRENCY: '0' },
      { PUSH_ENDPOINT_HOSTS: 'http://x' },
      { RELEASE_ALERTS_INTERVAL_SECONDS: 'soon' },
    ]
    for (const env of bad) {
      const name = Object.keys(env)[0]!
      try {
        loadConfig({ DATA_DIR: dir, ...env })
        expect.fail(`${name} accepted`)
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError)
        expect((err as Error).message).toContain(name)
      }
    }
    expect(loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'https://gala.ph/contact' }).push.vapid.subject).toBe('https://gala.ph/contact')
    expect(loadConfig({ DATA_DIR: dir }).push).toMatchObject({ ttlSeconds: 86_400, concurrency: 48, schedulerIntervalMs: 300_000 })
  })
})
