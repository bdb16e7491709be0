import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { ADS_MESSAGES, type AdArticleListResponse, type AdminAdsResponse, type AdminHouseAdResponse, type AdsConfig, type HouseAdBodyInput } from '../../api/contracts/ads.ts'
import { createArticle } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Wednesday 25 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-25T04:00:00Z')
let app: TestApp
let admin: Record<string, string>
let moderator: Record<string, string>
let user: Record<string, string>

beforeAll(async () => {
  app = await startTestApp({ clock })
  admin = (await signedInUser(app, { username: 'ads_admin', email: 'ads.admin@example.test', role: 'admin' })).headers
  moderator = (await signedInUser(app, { username: 'ads_mod', email: 'ads.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'ads_user', email: 'ads.user@example.test' })).headers
})
afterAll(async () => {
  await app?.close()
})

type Body = { message?: string; code?: string; issues?: { field: string; message: string }[] }
async function call<T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(path, {
    method,
    redirect: 'manual',
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = { text }
  }
  return { res, body: parsed as T & Body & { text?: string } }
}

const creative: HouseAdBodyInput = {
  name: 'Cinema week',
  imageUrl: '/ads/house/mrec-cinema.svg',
  linkUrl: 'https://gala.example/movies',
  altText: 'Cinema week at Gala',
  sizes: ['300x250'],
  slots: ['mrec1', 'homestream'],
  startsAt: null,
  endsAt: null,
  weight: 3,
  enabled: true,
}

const lastAudit = (action: string) => app.deps.db.auditLog.findFirst({ where: { action }, orderBy: { id: 'desc' } })
const config = async () => (await call<AdsConfig>('GET', '/api/ads/config')).body

describe('who may use /api/admin/ads', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/ads'],
    ['PUT', '/api/admin/ads/settings', { enabled: true, gptNetworkCode: '' }],
    ['POST', '/api/admin/ads/creatives', creative],
    ['PUT', '/api/admin/ads/creatives/1', creative],
    ['DELETE', '/api/admin/ads/creatives/1'],
    ['GET', '/api/admin/ads/ads-txt'],
    ['PUT', '/api/admin/ads/ads-txt', { content: '' }],
    ['GET', '/api/admin/ads/no-ads-articles'],
    ['GET', '/api/admin/ads/articles?q=a'],
    ['PUT', '/api/admin/ads/no-ads-articles/1'],
    ['DELETE', '/api/admin/ads/no-ads-articles/1'],
  ]
  it.each(routes)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, path, body) => {
    expect((await call(method, path, {}, body)).res.status).toBe(401)
    const asUser = await call(method, path, user, body)
    expect(asUser.res.status).toBe(403)
    expect(asUser.body.code).toBe('FORBIDDEN')
    expect((await call(method, path, moderator, body)).res.status).toBe(403)
  })
})

describe('settings', () => {
  it('are on by default with no network code', async () => {
    const overview = await call<AdminAdsResponse>('GET', '/api/admin/ads', admin)
    expect(overview.res.status).toBe(200)
    expect(overview.body.data).toMatchObject({ enabled: true, gptNetworkCode: '' })
    expect(await config()).toMatchObject({ enabled: true, gptNetworkCode: null })
  })

  it('switch ads off and on, audited, and the public configuration follows at once', async () => {
    const off = await call('PUT', '/api/admin/ads/settings', admin, { enabled: false, gptNetworkCode: '1234567' })
    expect(off.res.status).toBe(200)
    expect(off.body.message).toBe(ADS_MESSAGES.settingsSaved)
    expect(await config()).toMatchObject({ enabled: false, gptNetworkCode: '1234567' })
    const entry = await lastAudit('ads.settings')
    expect(JSON.parse(entry!.before!)).toEqual({ enabled: true, gptNetworkCode: '' })
    expect(JSON.parse(entry!.after!)).toEqual({ enabled: false, gptNetworkCode: '1234567' })
    await call('PUT', '/api/admin/ads/settings', admin, { enabled: true, gptNetworkCode: '' })
    expect(await config()).toMatchObject({ enabled: true, gptNetworkCode: null })
  })

  it('refuses a bad toggle or network code', async () => {
    const bad = await call('PUT', '/api/admin/ads/settings', admin, { enabled: 'yes', gptNetworkCode: 'abc' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { field: 'enabled', message: 'enabled must be true or false' },
        { field: 'gptNetworkCode', message: 'The network code must be digits only' },
      ]),
    )
  })
})

describe('house creatives', () => {
  it('are created, listed with counts, served when live, edited and deleted, each audited', async () => {
    const created = await call<AdminHouseAdResponse>('POST', '/api/admin/ads/creatives', admin, creative)
    expect(created.res.status).toBe(201)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({ name: 'Cinema week', sizes: ['300x250'], slots: ['mrec1', 'homestream'], impressions: 0, clicks: 0 })
    const createdEntry = await lastAudit('ads.creative.create')
    expect(createdEntry!.entityId).toBe(String(id))
    expect(JSON.parse(createdEntry!.after!)).toMatchObject({ name: 'Cinema week', weight: 3 })

    const live = await config()
    expect(live.creatives).toContainEqual({ id, imageUrl: '/ads/house/mrec-cinema.svg', altText: 'Cinema week at Gala', sizes: ['300x250'], slots: ['mrec1', 'homestream'], weight: 3 })
    expect(JSON.stringify(live)).not.toContain('gala.example') // the link travels only through the click redirect

    // Ended yesterday (Manila): no longer served; the end day itself is included.
    const ended = await call<AdminHouseAdResponse>('PUT', `/api/admin/ads/creatives/${id}`, admin, { ...creative, endsAt: '2026-11-24' })
    expect(ended.body.data.endsAt).toBe('2026-11-24')
    expect((await config()).creatives.map((c) => c.id)).not.toContain(id)
    await call('PUT', `/api/admin/ads/creatives/${id}`, admin, { ...creative, startsAt: '2026-11-25', endsAt: '2026-11-25' })
    expect((await config()).creatives.map((c) => c.id)).toContain(id)
    await call('PUT', `/api/admin/ads/creatives/${id}`, admin, { ...creative, enabled: false })
    expect((await config()).creatives.map((c) => c.id)).not.toContain(id)
    const updated = await lastAudit('ads.creative.update')
    expect(JSON.parse(updated!.before!)).toMatchObject({ enabled: true, startsAt: '2026-11-25' })
    expect(JSON.parse(updated!.after!)).toMatchObject({ enabled: false, startsAt: null })

    const removed = await call('DELETE', `/api/admin/ads/creatives/${id}`, admin)
    expect(removed.res.status).toBe(200)
    expect(JSON.parse((await lastAudit('ads.creative.delete'))!.before!)).toMatchObject({ name: 'Cinema week' })
    expect((await call('DELETE', `/api/admin/ads/creatives/${id}`, admin)).res.status).toBe(404)
    expect((await call('PUT', `/api/admin/ads/creatives/${id}`, admin, creative)).res.status).toBe(404)
  })

  it('refuses bad fields with their messages', async () => {
    const bad = await call('POST', '/api/admin/ads/creatives', admin, {
      ...creative,
      name: '',
      imageUrl: 'javascript:alert(1)',
      linkUrl: '//evil.example',
      sizes: ['big'],
      slots: ['mrec9'],
      weight: 0,
      startsAt: '2026-12-02',
      endsAt: '2026-12-01',
    })
    expect(bad.res.status).toBe(400)
    const fields = bad.body.issues!.map((issue) => issue.field)
    expect(fields).toEqual(expect.arrayContaining(['name', 'imageUrl', 'linkUrl', 'sizes.0', 'slots.0', 'weight']))
    expect(bad.body.issues).toContainEqual({ field: 'imageUrl', message: 'Image URL must start with https://, http:// or /' })
    const order = await call('POST', '/api/admin/ads/creatives', admin, { ...creative, startsAt: '2026-12-02', endsAt: '2026-12-01' })
    expect(order.body.issues).toContainEqual({ field: 'endsAt', message: ADS_MESSAGES.endBeforeStart })
    expect((await call('PUT', '/api/admin/ads/creatives/abc', admin, creative)).res.status).toBe(400)
  })
})

describe('impressions and clicks', () => {
  it('counts batched impressions and a click that redirects to the creative link', async () => {
    const { id } = (await call<AdminHouseAdResponse>('POST', '/api/admin/ads/creatives', admin, creative)).body.data
    const batch = await call('POST', '/api/ads/impressions', {}, { ids: [id, id, id, 999_999] })
    expect(batch.res.status).toBe(204)
    const click = await call('GET', `/api/ads/click/${id}`)
    expect(click.res.status).toBe(302)
    expect(click.res.headers.get('location')).toBe('https://gala.example/movies')
    const row = (await call<AdminAdsResponse>('GET', '/api/admin/ads', admin)).body.data.creatives.find((c) => c.id === id)
    expect(row).toMatchObject({ impressions: 3, clicks: 1 })
    expect((await call('GET', '/api/ads/click/999999')).res.status).toBe(404)
    expect((await call('POST', '/api/ads/impressions', {}, { ids: [] })).res.status).toBe(400)
    expect((await call('POST', '/api/ads/impressions', {}, { ids: Array.from({ length: 51 }, () => id) })).res.status).toBe(400)
    expect((await call('POST', '/api/ads/impressions', {}, { ids: ['x'] })).res.status).toBe(400)
  })
})

describe('ads.txt', () => {
  it('saves a valid file, audited, and serves it as text at /ads.txt', async () => {
    const content = '# Gala ads.txt\ngoogle.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\nexample-exchange.com, 9876, RESELLER # resold\ncontact=ads@gala.ph\nsubdomain=events.gala.ph\n'
    const saved = await call('PUT', '/api/admin/ads/ads-txt', admin, { content })
    expect(saved.res.status).toBe(200)
    const served = await call('GET', '/ads.txt')
    expect(served.res.status).toBe(200)
    expect(served.res.headers.get('content-type')).toContain('text/plain')
    expect(served.body.text).toBe(content)
    expect(JSON.parse((await lastAudit('ads.adstxt'))!.after!)).toEqual({ content })
    expect((await call<{ data: { content: string } }>('GET', '/api/admin/ads/ads-txt', admin)).body.data.content).toBe(content)
  })

  it('refuses a bad line with a 400 naming it, and keeps the saved file', async () => {
    const bad = await call('PUT', '/api/admin/ads/ads-txt', admin, { content: 'google.com, pub-1, DIRECT\ngoogle.com, pub-2, PARTNER\nfoo=bar\nnot a domain, x, DIRECT' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual([
      { field: 'content.line2', message: 'Line 2: the relationship must be DIRECT or RESELLER, not "PARTNER"' },
      { field: 'content.line3', message: expect.stringContaining('Line 3: unknown variable "foo"') },
      { field: 'content.line4', message: 'Line 4: "not a domain" is not a domain name' },
    ])
    expect((await call('GET', '/ads.txt')).body.text).toContain('pub-1234567890123456')
    expect((await call('PUT', '/api/admin/ads/ads-txt', admin, { content: 5 })).res.status).toBe(400)
  })
})

describe('no-ads articles', () => {
  it('are searched, added and removed, audited, and listed in the public configuration', async () => {
    const article = await createArticle(app.deps.db, { title: 'A quiet sponsored feature', slug: 'quiet-sponsored-feature' })
    const found = await call<AdArticleListResponse>('GET', '/api/admin/ads/articles?q=quiet sponsored', admin)
    expect(found.body.data).toContainEqual(expect.objectContaining({ id: article.id, noAds: false }))
    const added = await call<AdArticleListResponse>('PUT', `/api/admin/ads/no-ads-articles/${article.id}`, admin)
    expect(added.res.status).toBe(200)
    expect(added.body.message).toBe(ADS_MESSAGES.noAdsAdded)
    expect(added.body.data).toContainEqual(expect.objectContaining({ id: article.id, noAds: true }))
    expect((await config()).noAdsArticleIds).toContain(article.id)
    const entry = await lastAudit('ads.no-ads.add')
    expect(JSON.parse(entry!.before!)).toMatchObject({ noAds: false })
    expect(JSON.parse(entry!.after!)).toEqual({ noAds: true })
    await call('PUT', `/api/admin/ads/no-ads-articles/${article.id}`, admin) // twice: no change
    const removed = await call<AdArticleListResponse>('DELETE', `/api/admin/ads/no-ads-articles/${article.id}`, admin)
    expect(removed.body.data.map((a) => a.id)).not.toContain(article.id)
    expect((await config()).noAdsArticleIds).not.toContain(article.id)
    expect((await lastAudit('ads.no-ads.remove'))!.entityId).toBe(String(article.id))
    expect((await call('PUT', '/api/admin/ads/no-ads-articles/999999', admin)).res.status).toBe(404)
    expect((await call('PUT', '/api/admin/ads/no-ads-articles/x', admin)).res.status).toBe(400)
  })
})
