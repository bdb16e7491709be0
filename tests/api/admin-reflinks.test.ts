import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import {
  REFLINK_MESSAGES,
  type AdminReflinkListResponse,
  type AdminReflinkResponse,
  type ReflinkArticlesResponse,
  type ReflinkCreateInput,
  type ReflinkPreviewResponse,
} from '../../api/contracts/admin-reflinks.ts'
import type { WpPost } from '../../api/contracts/articles.ts'
import { createArticle } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Record<string, string>
let moderator: Record<string, string>
let user: Record<string, string>
let adminId: number
let lechon: { id: number }
let bay: { id: number }
let draft: { id: number }

beforeAll(async () => {
  app = await startTestApp({ clock })
  const a = await signedInUser(app, { username: 'rl_admin', email: 'rl.admin@example.test', role: 'admin' })
  admin = a.headers
  adminId = a.user.id
  moderator = (await signedInUser(app, { username: 'rl_mod', email: 'rl.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'rl_user', email: 'rl.user@example.test' })).headers
  const db = app.deps.db
  lechon = await createArticle(db, {
    slug: 'cebu-lechon-guide',
    title: 'A Cebu lechon guide',
    contentHtml: '<h2>Lechon in Manila</h2><p>The best <a href="/x">lechon</a> list.</p><p>Crispy lechon skin, then more lechon.</p><p>Manila Bay at dusk.</p>',
  })
  bay = await createArticle(db, { slug: 'manila-bay-walk', title: 'Walking Manila Bay', contentHtml: '<p>Sunset over Manila Bay, then dinner in Manila.</p>' })
  draft = await createArticle(db, { slug: 'draft-lechon', title: 'Draft lechon', contentHtml: '<p>lechon</p>', status: 'draft' })
})
afterAll(async () => {
  await app?.close()
})

type Body = { message?: string; code?: string; issues?: { field: string; message: string }[] }
async function call<T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { res, body: (text ? JSON.parse(text) : {}) as T & Body }
}

const lastAudit = (action: string) => app.deps.db.auditLog.findFirst({ where: { action }, orderBy: { id: 'desc' } })
const publicBody = async (id: number) => (await call<WpPost>('GET', `/api/articles/${id}`)).body.content.rendered
const listed = async () => (await call<AdminReflinkListResponse>('GET', '/api/admin/reflinks', admin)).body.data
const create = (body: ReflinkCreateInput) => call<AdminReflinkResponse>('POST', '/api/admin/reflinks', admin, body)

describe('who may use /api/admin/reflinks', () => {
  const valid = { phrase: 'halo-halo', url: 'https://example.com/' }
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/reflinks'],
    ['POST', '/api/admin/reflinks', valid],
    ['GET', '/api/admin/reflinks/articles?q=a'],
    ['POST', '/api/admin/reflinks/preview', { articleId: 1 }],
    ['GET', '/api/admin/reflinks/1'],
    ['PATCH', '/api/admin/reflinks/1', { enabled: false }],
    ['DELETE', '/api/admin/reflinks/1'],
  ]
  it.each(routes)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, path, body) => {
    expect((await call(method, path, {}, body)).res.status).toBe(401)
    const asUser = await call(method, path, user, body)
    expect(asUser.res.status).toBe(403)
    expect(asUser.body.code).toBe('FORBIDDEN')
    expect((await call(method, path, moderator, body)).res.status).toBe(403)
  })
})

describe('validation', () => {
  it.each([
    [{ phrase: '', url: 'https://example.com/' }, 'phrase', REFLINK_MESSAGES.phraseRequired],
    [{ phrase: 'a', url: 'https://example.com/' }, 'phrase', REFLINK_MESSAGES.phraseTooShort],
    [{ phrase: 'x'.repeat(101), url: 'https://example.com/' }, 'phrase', REFLINK_MESSAGES.phraseTooLong],
    [{ phrase: '!!!', url: 'https://example.com/' }, 'phrase', REFLINK_MESSAGES.phraseNeedsWord],
    [{ phrase: 'lechon', url: '' }, 'url', REFLINK_MESSAGES.urlRequired],
    [{ phrase: 'lechon', url: 'javascript:alert(1)' }, 'url', REFLINK_MESSAGES.urlInvalid],
    [{ phrase: 'lechon', url: 'ftp://example.com/' }, 'url', REFLINK_MESSAGES.urlInvalid],
    [{ phrase: 'lechon', url: '/relative' }, 'url', REFLINK_MESSAGES.urlInvalid],
    [{ phrase: 'lechon', url: 'https://example.com/', note: 'n'.repeat(501) }, 'note', REFLINK_MESSAGES.noteTooLong],
    [{ phrase: 'lechon', url: 'https://example.com/', paid: 'yes' }, 'paid', 'paid must be true or false'],
  ])('refuses %j (%s)', async (body, field, message) => {
    const res = await call('POST', '/api/admin/reflinks', admin, body)
    expect(res.res.status).toBe(400)
    expect(res.body.issues).toContainEqual({ field, message })
  })

  it('refuses an empty edit, a bad id and unknown rules and articles', async () => {
    const empty = await call('PATCH', '/api/admin/reflinks/1', admin, {})
    expect(empty.res.status).toBe(400)
    expect(empty.body.issues).toContainEqual({ field: 'body', message: REFLINK_MESSAGES.nothingToChange })
    expect((await call('GET', '/api/admin/reflinks/abc', admin)).res.status).toBe(400)
    const missing = await call('GET', '/api/admin/reflinks/999999', admin)
    expect([missing.res.status, missing.body.message]).toEqual([404, REFLINK_MESSAGES.notFound])
    expect((await call('PATCH', '/api/admin/reflinks/999999', admin, { enabled: true })).res.status).toBe(404)
    expect((await call('DELETE', '/api/admin/reflinks/999999', admin)).res.status).toBe(404)
    const noArticle = await call('POST', '/api/admin/reflinks/preview', admin, { articleId: 999999 })
    expect([noArticle.res.status, noArticle.body.message]).toEqual([404, REFLINK_MESSAGES.articleNotFound])
    expect((await call('POST', '/api/admin/reflinks/preview', admin, { articleId: draft.id })).res.status).toBe(404)
    expect((await call('POST', '/api/admin/reflinks/preview', admin, { articleId: 'x' })).res.status).toBe(400)
  })
})

describe('rules, counts and the public article', () => {
  let lechonRule: number
  let manilaRule: number
  let bayRule: number

  it('creates a rule (audited), and the public article links its first free occurrence', async () => {
    const before = await publicBody(lechon.id)
    expect(before).not.toContain('rel="noopener"')
    const created = await create({ phrase: '  Lechon ', url: 'https://lechon.example/', note: 'Client: Lechon House' })
    expect(created.res.status).toBe(201)
    expect(created.body.data).toMatchObject({ phrase: 'Lechon', url: 'https://lechon.example/', paid: false, enabled: true, caseSensitive: false, rel: 'noopener' })
    lechonRule = created.body.data.id
    const audit = await lastAudit('reflink.create')
    expect(audit).toMatchObject({ actorId: adminId, entityType: 'reflink', entityId: String(lechonRule), before: null })
    expect(JSON.parse(audit!.after!)).toEqual({ phrase: 'Lechon', url: 'https://lechon.example/', paid: false, enabled: true, caseSensitive: false, note: 'Client: Lechon House' })

    const body = await publicBody(lechon.id)
    // Not in the heading nor the existing link: the first free occurrence, once.
    expect(body).toContain('<h2>Lechon in Manila</h2>')
    expect(body).toContain('<p>Crispy <a href="https://lechon.example/" rel="noopener">lechon</a> skin, then more lechon.</p>')
    expect(body.match(/lechon\.example/g)).toHaveLength(1)
    // Lists serve the same body.
    const list = await call<WpPost[]>('GET', `/api/articles?include=${lechon.id}`)
    expect(list.body[0]!.content.rendered).toBe(body)
  })

  it('refuses a second rule for the same phrase in any case', async () => {
    const dup = await create({ phrase: 'LECHON', url: 'https://other.example/' })
    expect([dup.res.status, dup.body.message]).toEqual([409, REFLINK_MESSAGES.phraseTaken])
  })

  it('marks paid links sponsored and lets the longer phrase win', async () => {
    manilaRule = (await create({ phrase: 'Manila', url: 'https://manila.example/' })).body.data.id
    bayRule = (await create({ phrase: 'Manila Bay', url: 'https://bay.example/', paid: true })).body.data.id
    const body = await publicBody(bay.id)
    expect(body).toBe('<p>Sunset over <a href="https://bay.example/" rel="sponsored noopener">Manila Bay</a>, then dinner in <a href="https://manila.example/" rel="noopener">Manila</a>.</p>')
  })

  it('counts the published articles each rule links', async () => {
    const rules = await listed()
    const count = (id: number) => rules.find((rule) => rule.id === id)
    expect(count(lechonRule)).toMatchObject({ articleCount: 1, countCapped: false })
    // "Manila" in the lechon article: the heading is skipped and "Manila Bay" takes the only other one.
    expect(count(manilaRule)?.articleCount).toBe(1)
    expect(count(bayRule)?.articleCount).toBe(2)
  })

  it('previews an article with the rules applied and the links marked, a disabled rule included when asked', async () => {
    const res = await call<ReflinkPreviewResponse>('POST', '/api/admin/reflinks/preview', admin, { articleId: bay.id })
    expect(res.res.status).toBe(200)
    expect(res.body.data.html).toContain(`data-reflink="${bayRule}"`)
    expect(res.body.data.applied).toEqual([
      { ruleId: bayRule, phrase: 'Manila Bay' },
      { ruleId: manilaRule, phrase: 'Manila' },
    ])
    expect(res.body.data.article).toEqual({ id: bay.id, title: 'Walking Manila Bay', link: `/article/${bay.id}/manila-bay-walk` })
  })

  it('edits and disables a rule (audited with before and after): the public article stops linking it', async () => {
    const edited = await call<AdminReflinkResponse>('PATCH', `/api/admin/reflinks/${lechonRule}`, admin, { paid: true, url: 'https://lechon.example/paid' })
    expect(edited.res.status).toBe(200)
    expect(edited.body.data.rel).toBe('sponsored noopener')
    const audit = await lastAudit('reflink.update')
    expect(JSON.parse(audit!.before!)).toEqual({ paid: false, url: 'https://lechon.example/' })
    expect(JSON.parse(audit!.after!)).toEqual({ paid: true, url: 'https://lechon.example/paid' })
    expect(await publicBody(lechon.id)).toContain('<a href="https://lechon.example/paid" rel="sponsored noopener">lechon</a>')

    await call('PATCH', `/api/admin/reflinks/${lechonRule}`, admin, { enabled: false })
    expect(await publicBody(lechon.id)).not.toContain('lechon.example')
    const disabledAudit = await lastAudit('reflink.update')
    expect([JSON.parse(disabledAudit!.before!), JSON.parse(disabledAudit!.after!)]).toEqual([{ enabled: true }, { enabled: false }])

    // Still counted (what it would link once on) and previewable on request.
    expect((await listed()).find((rule) => rule.id === lechonRule)).toMatchObject({ enabled: false, articleCount: 1 })
    const preview = await call<ReflinkPreviewResponse>('POST', '/api/admin/reflinks/preview', admin, { articleId: lechon.id, ruleId: lechonRule })
    expect(preview.body.data.applied).toContainEqual({ ruleId: lechonRule, phrase: 'Lechon' })
  })

  it('deletes a rule (audited): the public article stops linking it', async () => {
    expect(await publicBody(bay.id)).toContain('bay.example')
    const deleted = await call('DELETE', `/api/admin/reflinks/${bayRule}`, admin)
    expect([deleted.res.status, deleted.body.message]).toEqual([200, REFLINK_MESSAGES.deleted])
    const audit = await lastAudit('reflink.delete')
    expect(audit).toMatchObject({ entityId: String(bayRule), after: null })
    expect(JSON.parse(audit!.before!)).toMatchObject({ phrase: 'Manila Bay', paid: true })
    expect(await publicBody(bay.id)).toBe('<p>Sunset over <a href="https://manila.example/" rel="noopener">Manila</a> Bay, then dinner in Manila.</p>')
    expect((await call('GET', `/api/admin/reflinks/${bayRule}`, admin)).res.status).toBe(404)
  })

  it('finds published articles by title for the preview', async () => {
    const found = await call<ReflinkArticlesResponse>('GET', '/api/admin/reflinks/articles?q=lechon', admin)
    expect(found.body.data.map((article) => article.id)).toEqual([lechon.id])
  })
})
