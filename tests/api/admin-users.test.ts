/**
 * /admin/users (issue 15, decision 028) against the real app on a temp database (SQLite, or the local
 * PostgreSQL with TEST_DATABASE=postgres): search, a user's page, roles with the last-admin rule (also two
 * admins demoting each other at once), suspension (sessions end, sign-in and writes refused with the reason,
 * reads stay open, lifting restores), every write in the audit log with its before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { adminUsersMessages as messages, type AdminUserActionReply, type AdminUserDetail, type AdminUserList } from '../../api/contracts/admin-users.ts'
import { hashPassword } from '../../api/modules/auth/passwords.ts'
import { createPlace, createReview, createUser } from '../factories/index.ts'
import { createSession, signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { postJson, sessionCookieFrom } from './auth-support.ts'
import { call, type Headers } from './community-support.ts'

let app: TestApp
const clock = fixedClock('2026-11-25T04:00:00Z')
let admin: Awaited<ReturnType<typeof signedInUser>>
let moderator: Awaited<ReturnType<typeof signedInUser>>
let member: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  // "cfgboss" is an administrator through configuration only; the account is created late (see the last describe).
  app = await startTestApp({ clock, env: { ADMIN_USERNAMES: 'cfgboss' } })
  admin = await signedInUser(app, { username: 'chief', role: 'admin' })
  moderator = await signedInUser(app, { username: 'mod_mia', role: 'moderator' })
  member = await signedInUser(app, { username: 'plain_pat' })
})
afterAll(async () => {
  await app?.close()
})

const auditFor = (entityId: number, action: string) =>
  app.deps.db.auditLog.findMany({ where: { entityType: 'user', entityId: String(entityId), action }, orderBy: { id: 'asc' } })

describe('who may use /api/admin/users', () => {
  const routes = (id: number): [string, string, unknown?][] => [
    ['GET', '/api/admin/users'],
    ['GET', `/api/admin/users/${id}`],
    ['PUT', `/api/admin/users/${id}/role`, { role: 'moderator' }],
    ['POST', `/api/admin/users/${id}/suspension`, { reason: 'Spam links' }],
    ['DELETE', `/api/admin/users/${id}/suspension`],
  ]

  it('refuses visitors (401), users and moderators (403)', async () => {
    for (const [method, path, body] of routes(member.user.id)) {
      expect((await call(app, method, path, body)).status, `${method} ${path} visitor`).toBe(401)
      expect((await call(app, method, path, body, member.headers)).status, `${method} ${path} user`).toBe(403)
      expect((await call(app, method, path, body, moderator.headers)).status, `${method} ${path} moderator`).toBe(403)
    }
    const row = await app.deps.db.user.findUniqueOrThrow({ where: { id: member.user.id } })
    expect(row.role).toBe('user')
    expect(row.suspendedAt).toBeNull()
  })

  it('answers 400 for bad ids and bodies and 404 for unknown users', async () => {
    expect((await call(app, 'GET', '/api/admin/users/abc', undefined, admin.headers)).status).toBe(400)
    expect((await call(app, 'GET', '/api/admin/users?page=0', undefined, admin.headers)).status).toBe(400)
    expect((await call(app, 'GET', '/api/admin/users?role=boss', undefined, admin.headers)).status).toBe(400)
    expect((await call(app, 'PUT', `/api/admin/users/${member.user.id}/role`, { role: 'owner' }, admin.headers)).status).toBe(400)
    const noReason = await call(app, 'POST', `/api/admin/users/${member.user.id}/suspension`, { reason: '  ' }, admin.headers)
    expect(noReason.status).toBe(400)
    expect(JSON.stringify(noReason.body)).toContain(messages.reasonRequired)
    const past = await call(app, 'POST', `/api/admin/users/${member.user.id}/suspension`, { reason: 'Spam links', until: '2026-11-01T00:00:00Z' }, admin.headers)
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.body)).toContain(messages.untilPast)
    const notDate = await call(app, 'POST', `/api/admin/users/${member.user.id}/suspension`, { reason: 'Spam links', until: 'tomorrow' }, admin.headers)
    expect(notDate.status).toBe(400)
    for (const [method, path, body] of routes(999_999).slice(1)) {
      const res = await call<{ code: string }>(app, method, path, body, admin.headers)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.code).toBe('USER_NOT_FOUND')
    }
    expect(await app.deps.db.auditLog.count()).toBe(0)
  })
})

describe('search', () => {
  it('finds by name, username or email ignoring case, paged', async () => {
    await createUser(app.deps.db, { username: 'lola_basyang', name: 'Severina Reyes', displayName: 'Lola Basyang', email: 'Severina.Reyes@Example.test' })
    for (let i = 0; i < 22; i++) await createUser(app.deps.db, { username: `bulk_${i}`, name: `Bulk Person ${i}` })
    const byName = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=SEVERINA', undefined, admin.headers)
    expect(byName.status).toBe(200)
    expect(byName.body.items.map((u) => u.username)).toEqual(['lola_basyang'])
    const byEmail = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=reyes%40example', undefined, admin.headers)
    expect(byEmail.body.items.map((u) => u.username)).toEqual(['lola_basyang'])
    const byUsername = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=LOLA_B', undefined, admin.headers)
    expect(byUsername.body.items.map((u) => u.username)).toEqual(['lola_basyang'])
    const page1 = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=bulk', undefined, admin.headers)
    expect(page1.body.pagination).toEqual({ page: 1, per_page: 20, total: 22, total_pages: 2 })
    const page2 = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=bulk&page=2', undefined, admin.headers)
    expect(page2.body.items).toHaveLength(2)
    expect(new Set([...page1.body.items, ...page2.body.items].map((u) => u.id)).size).toBe(22)
    const admins = await call<AdminUserList>(app, 'GET', '/api/admin/users?role=admin', undefined, admin.headers)
    expect(admins.body.items.map((u) => u.username)).toEqual(['chief'])
    expect(admins.body.items[0]).toMatchObject({ role: 'admin', roleThroughConfiguration: false, suspended: false })
  })
})

describe("a user's page", () => {
  it('shows posts, reports made and against, sessions without stored ids, and sign-in methods', async () => {
    const place = await createPlace(app.deps.db, { name: 'Intramuros' })
    const author = await signedInUser(app, { username: 'ana_author', passwordHash: await hashPassword('correct horse battery'), emailVerifiedAt: new Date('2026-01-01') })
    const other = await createUser(app.deps.db, { username: 'otto_other' })
    const mine = await createReview(app.deps.db, { userId: author.user.id, externalContentId: String(place.id), content: 'Walls and gardens, a calm afternoon.' })
    const theirs = await createReview(app.deps.db, { userId: other.id, externalContentId: `${place.id}-x`, content: 'Buy cheap watches here!!!' })
    await app.deps.db.postReport.create({ data: { postId: theirs.id, userId: author.user.id, reason: 'spam' } })
    await app.deps.db.postReport.create({ data: { postId: mine.id, userId: other.id, reason: 'offensive', details: 'Rude words' } })

    const res = await call<AdminUserDetail>(app, 'GET', `/api/admin/users/${author.user.id}`, undefined, admin.headers)
    expect(res.status).toBe(200)
    const page = res.body
    expect(page.user).toMatchObject({ username: 'ana_author', role: 'user', storedRole: 'user', adminThroughConfiguration: false, suspension: null })
    expect(page.posts.total).toBe(1)
    expect(page.posts.items[0]).toMatchObject({ id: mine.id, excerpt: 'Walls and gardens, a calm afternoon.' })
    expect(page.reportsMade.items.map((r) => [r.post.id, r.reason, r.post.author.username])).toEqual([[theirs.id, 'spam', 'otto_other']])
    expect(page.reportsAgainst.items.map((r) => [r.post.id, r.reason, r.reporter.username, r.details])).toEqual([[mine.id, 'offensive', 'otto_other', 'Rude words']])
    expect(page.signInMethods).toEqual({ emailCode: true, password: true, google: false, facebook: false })
    expect(page.sessions).toHaveLength(1)
    const stored = await app.deps.db.session.findMany({ where: { userId: author.user.id } })
    expect(page.sessions[0]!.id).not.toBe(stored[0]!.id)
    expect(JSON.stringify(page)).not.toContain(stored[0]!.id)
    expect(JSON.stringify(page)).not.toContain('argon2')
  })
})

describe('roles', () => {
  it('gives and takes moderator and admin, with before and after in the audit log', async () => {
    const target = await signedInUser(app, { username: 'rising_star' })
    const path = `/api/admin/users/${target.user.id}/role`
    const toMod = await call<AdminUserActionReply>(app, 'PUT', path, { role: 'moderator' }, admin.headers)
    expect(toMod.status).toBe(200)
    expect(toMod.body.user).toMatchObject({ role: 'moderator', isModerator: true })
    expect(toMod.body.message).toBe('@rising_star is now a moderator.')
    // Roles are read on every request: the change applies at once.
    expect((await call<{ isModerator: boolean }>(app, 'GET', '/api/user', undefined, target.headers)).body.isModerator).toBe(true)
    const toAdmin = await call<AdminUserActionReply>(app, 'PUT', path, { role: 'admin' }, admin.headers)
    expect(toAdmin.body.user).toMatchObject({ role: 'admin', isAdmin: true })
    const back = await call<AdminUserActionReply>(app, 'PUT', path, { role: 'user' }, admin.headers)
    expect(back.body.user).toMatchObject({ role: 'user', isAdmin: false, isModerator: false })
    const entries = await auditFor(target.user.id, 'user.role')
    expect(entries.map((e) => [JSON.parse(e.before!), JSON.parse(e.after!), e.actorId])).toEqual([
      [{ role: 'user', isAdmin: false }, { role: 'moderator', isAdmin: false }, admin.user.id],
      [{ role: 'moderator', isAdmin: false }, { role: 'admin', isAdmin: false }, admin.user.id],
      [{ role: 'admin', isAdmin: false }, { role: 'user', isAdmin: false }, admin.user.id],
    ])
  })

  it('taking admin also clears the legacy isAdmin flag', async () => {
    const legacy = await createUser(app.deps.db, { username: 'old_admin', isAdmin: true })
    const res = await call<AdminUserActionReply>(app, 'PUT', `/api/admin/users/${legacy.id}/role`, { role: 'moderator' }, admin.headers)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ role: 'moderator', isAdmin: false })
    const [entry] = await auditFor(legacy.id, 'user.role')
    expect(JSON.parse(entry!.before!)).toEqual({ role: 'user', isAdmin: true })
    expect(JSON.parse(entry!.after!)).toEqual({ role: 'moderator', isAdmin: false })
  })

  it('refuses to take the role from the last administrator (409), also from oneself', async () => {
    const res = await call<{ code: string; message: string }>(app, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' }, admin.headers)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'LAST_ADMIN', message: messages.lastAdmin })
    expect((await app.deps.db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).role).toBe('admin')
    expect(await auditFor(admin.user.id, 'user.role')).toHaveLength(0)
  })

  it('two admins demoting each other at once leave exactly one administrator', async () => {
    const a = await signedInUser(app, { username: 'duel_a', role: 'admin' })
    const b = await signedInUser(app, { username: 'duel_b', role: 'admin' })
    for (let round = 0; round < 5; round++) {
      // Only the two duellists are administrators during the round.
      await app.deps.db.user.updateMany({ where: { id: { notIn: [a.user.id, b.user.id] }, role: 'admin' }, data: { role: 'user' } })
      await app.deps.db.user.updateMany({ where: { id: { in: [a.user.id, b.user.id] } }, data: { role: 'admin' } })
      const [first, second] = await Promise.all([
        call(app, 'PUT', `/api/admin/users/${b.user.id}/role`, { role: 'user' }, a.headers),
        call(app, 'PUT', `/api/admin/users/${a.user.id}/role`, { role: 'user' }, b.headers),
      ])
      const statuses = [first.status, second.status].sort()
      // One wins; the other is refused as the last admin (409), or, if it started after the win, as no longer an admin (403).
      expect(statuses[0]).toBe(200)
      expect([403, 409]).toContain(statuses[1])
      const left = await app.deps.db.user.count({ where: { id: { in: [a.user.id, b.user.id] }, role: 'admin' } })
      expect(left, `round ${round}`).toBe(1)
    }
    await app.deps.db.user.update({ where: { id: admin.user.id }, data: { role: 'admin' } })
  })
})

describe('suspension', () => {
  const password = 'correct horse battery'
  let suspect: Awaited<ReturnType<typeof signedInUser>>
  let placeId: number

  beforeAll(async () => {
    suspect = await signedInUser(app, { username: 'spammy_sam', passwordHash: await hashPassword(password) })
    await createSession(app, suspect.user.id) // a second device
    placeId = (await createPlace(app.deps.db, { name: 'Rizal Park' })).id
  })

  const login = () => postJson(app, '/api/login', { emailOrUsername: 'spammy_sam', password })

  it('suspends: every session ends, audited with before and after', async () => {
    expect(await app.deps.db.session.count({ where: { userId: suspect.user.id } })).toBe(2)
    const res = await call<AdminUserActionReply>(app, 'POST', `/api/admin/users/${suspect.user.id}/suspension`, { reason: 'Posting spam links' }, admin.headers)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('@spammy_sam is suspended and was signed out everywhere.')
    expect(res.body.user.suspension).toMatchObject({ active: true, reason: 'Posting spam links', until: null, by: { id: admin.user.id, username: 'chief' } })
    expect(await app.deps.db.session.count({ where: { userId: suspect.user.id } })).toBe(0)
    expect((await call(app, 'GET', '/api/user', undefined, suspect.headers)).body).toBeNull()
    const [entry] = await auditFor(suspect.user.id, 'user.suspend')
    expect(entry).toMatchObject({ actorId: admin.user.id, reason: 'Posting spam links' })
    expect(JSON.parse(entry!.before!)).toEqual({ suspendedAt: null, suspendedUntil: null, suspendedReason: null })
    expect(JSON.parse(entry!.after!)).toEqual({ suspendedAt: clock.now().toISOString(), suspendedUntil: null, suspendedReason: 'Posting spam links', sessionsEnded: 2 })
  })

  it('refuses sign-in with the reason', async () => {
    const res = await login()
    expect(res.status).toBe(403)
    const body = (await res.json()) as { code: string; message: string; reason: string }
    expect(body.code).toBe('ACCOUNT_SUSPENDED')
    expect(body.message).toBe('Your account is suspended. Reason: Posting spam links. You cannot sign in while it lasts.')
    expect(body.reason).toBe('Posting spam links')
    expect(sessionCookieFrom(res)).toBeUndefined()
    expect(await app.deps.db.session.count({ where: { userId: suspect.user.id } })).toBe(0)
  })

  it('refuses writes on a still-valid session with a 403 naming the suspension; reads stay open', async () => {
    const token = await createSession(app, suspect.user.id)
    const headers: Headers = { Cookie: `gala_session=${token}` }
    const target = await createUser(app.deps.db, { username: 'followed_fay' })
    const review = await createReview(app.deps.db, { userId: target.id, externalContentId: String(placeId) })
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/posts', { postType: 'review', contentTypeId: 1, externalContentId: String(placeId), content: 'Cheap watches at my site', rating: 5 }],
      ['POST', '/api/posts', { postType: 'reply', parentPostId: review.id, rootPostId: review.id, content: 'Cheap watches' }],
      ['POST', `/api/posts/${review.id}/like`],
      ['POST', '/api/users/followed_fay/follow'],
      ['POST', '/api/events', { title: 'Watch sale' }],
      ['PATCH', '/api/user/profile', { bio: 'Buy now' }],
    ]
    for (const [method, path, body] of writes) {
      const res = await call<{ code: string; message: string }>(app, method, path, body, headers)
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.code).toBe('ACCOUNT_SUSPENDED')
      expect(res.body.message).toContain('Your account is suspended. Reason: Posting spam links.')
      expect(res.body.message).toContain('cannot post, reply, like, follow')
    }
    expect(await app.deps.db.post.count({ where: { userId: suspect.user.id } })).toBe(0)
    expect(await app.deps.db.follow.count({ where: { followerId: suspect.user.id } })).toBe(0)
    const me = await call<{ username: string }>(app, 'GET', '/api/user', undefined, headers)
    expect(me.status).toBe(200)
    expect(me.body.username).toBe('spammy_sam')
    expect((await call(app, 'GET', `/api/places/${placeId}`, undefined, headers)).status).toBe(200)
    // Signing out is still allowed.
    expect((await call(app, 'POST', '/api/logout', undefined, headers)).status).toBeLessThan(300)
  })

  it('an admin cannot suspend themself, nor leave no administrator who can sign in', async () => {
    const self = await call<{ code: string }>(app, 'POST', `/api/admin/users/${admin.user.id}/suspension`, { reason: 'Testing myself' }, admin.headers)
    expect(self.status).toBe(409)
    expect(self.body.code).toBe('CANNOT_SUSPEND_SELF')
  })

  it('lifting restores sign-in and writes, audited', async () => {
    const res = await call<AdminUserActionReply>(app, 'DELETE', `/api/admin/users/${suspect.user.id}/suspension`, undefined, admin.headers)
    expect(res.status).toBe(200)
    expect(res.body.user.suspension).toBeNull()
    const again = await call<{ code: string }>(app, 'DELETE', `/api/admin/users/${suspect.user.id}/suspension`, undefined, admin.headers)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('NOT_SUSPENDED')
    const [entry] = await auditFor(suspect.user.id, 'user.unsuspend')
    expect(JSON.parse(entry!.before!)).toMatchObject({ suspendedReason: 'Posting spam links', suspendedUntil: null })
    expect(JSON.parse(entry!.after!)).toEqual({ suspendedAt: null, suspendedUntil: null, suspendedReason: null })
    const signIn = await login()
    expect(signIn.status).toBe(200)
    const cookie = sessionCookieFrom(signIn)!
    const write = await call(app, 'POST', '/api/users/followed_fay/follow', undefined, { Cookie: `gala_session=${cookie}` })
    expect(write.status).toBe(200)
    expect(await app.deps.db.follow.count({ where: { followerId: suspect.user.id } })).toBe(1)
  })

  it('a suspension with an end date says until when, and ends by itself', async () => {
    const res = await call<AdminUserActionReply>(
      app,
      'POST',
      `/api/admin/users/${suspect.user.id}/suspension`,
      { reason: 'Cooling off', until: '2026-11-27T16:00:00Z' },
      admin.headers,
    )
    expect(res.status).toBe(200)
    expect(res.body.user.suspension).toMatchObject({ active: true, until: '2026-11-27T16:00:00.000Z' })
    const refused = await login()
    expect(refused.status).toBe(403)
    const { message } = (await refused.json()) as { message: string }
    expect(message).toMatch(/^Your account is suspended until November 28, 2026 at 12:00\s?AM \(Manila time\)\. Reason: Cooling off\./i)
    clock.advance(3 * 24 * 60 * 60 * 1000)
    expect((await login()).status).toBe(200)
    const search = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=spammy&suspended=false', undefined, admin.headers)
    expect(search.body.items.map((u) => u.username)).toEqual(['spammy_sam'])
  })
})

describe('administrators through configuration', () => {
  it('shows "admin through configuration" and counts them for the last-admin rule', async () => {
    // Only "chief" holds the stored role now.
    await app.deps.db.user.updateMany({ where: { role: 'admin', id: { not: admin.user.id } }, data: { role: 'user' } })
    expect((await call(app, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' }, admin.headers)).status).toBe(409)
    const boss = await createUser(app.deps.db, { username: 'cfgboss' })
    const page = await call<AdminUserDetail>(app, 'GET', `/api/admin/users/${boss.id}`, undefined, admin.headers)
    expect(page.body.user).toMatchObject({ storedRole: 'user', role: 'admin', isAdmin: true, adminThroughConfiguration: true })
    const list = await call<AdminUserList>(app, 'GET', '/api/admin/users?q=cfgboss', undefined, admin.headers)
    expect(list.body.items[0]).toMatchObject({ role: 'admin', roleThroughConfiguration: true })
    // With cfgboss an administrator, chief may step down.
    const down = await call<AdminUserActionReply>(app, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'moderator' }, admin.headers)
    expect(down.status).toBe(200)
    await app.deps.db.user.update({ where: { id: admin.user.id }, data: { role: 'admin' } })
  })
})
