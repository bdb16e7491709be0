/**
 * Privacy & data (issue 13; decision 023): the activity-privacy switch seen by the owner and by others, the
 * data export (every table that refers to a person, read from the generated client's data model, and no
 * secrets), and account deletion with a mailed code (its rules, then no row left that refers to the person,
 * exact counts for everyone else, every device signed out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { ActivitiesResponse } from '../../api/contracts/community.ts'
import { privacyMessages } from '../../api/contracts/privacy.ts'
import { activityVisibleTo } from '../../api/modules/activities/activities.repository.ts'
import { hashToken } from '../../api/modules/auth/sessions.ts'
import { ACCOUNT_DELETION_PURPOSE } from '../../api/modules/privacy/privacy.service.ts'
import type { DataExport } from '../../api/modules/privacy/data-export.ts'
import { createEvent, createHall, createMall, createMovie, createPlace, createSchedule, createTheater } from '../factories/index.ts'
import { extractLoginCode, startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { createSession, signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type ErrorJson, type PostJson } from './community-support.ts'

let catcher: MailCatcher
let app: TestApp
const clock = fixedClock('2026-11-25T04:00:00Z')

beforeAll(async () => {
  catcher = await startMailCatcher()
  app = await startTestApp({ clock, env: { SMTP_URL: catcher.url } })
})
afterAll(async () => {
  await app?.close()
  await catcher?.close()
})

let serial = 0
async function person() {
  serial += 1
  const name = `privacy${serial}`
  return signedInUser(app, { username: name, email: `${name}@gala.test`, emailVerifiedAt: clock.now(), displayName: `Person ${serial}`, name: `Person ${serial}` })
}
type Person = Awaited<ReturnType<typeof person>>

/** Models of the generated client, with their fields (the data model the client was generated from). */
interface ModelField {
  name: string
  kind: string
  type: string
}
function dataModel(): Record<string, { fields: ModelField[] }> {
  const client = app.deps.db as unknown as { _runtimeDataModel: { models: Record<string, { fields: ModelField[] }> } }
  return client._runtimeDataModel.models
}
/**
 * Every model that refers to a person, and for each the columns holding a user's id: relations to User
 * (relation `x` → scalar `xId`), and columns named `userId` or `…ById` without a declared relation.
 * `personal`: the rows are about the person (a User relation or a userId column), so the export holds them.
 */
function userReferences(): { model: string; columns: string[]; personal: boolean }[] {
  return Object.entries(dataModel())
    .filter(([model]) => model !== 'User')
    .map(([model, { fields }]) => {
      const scalars = new Set(fields.filter((field) => field.kind === 'scalar').map((field) => field.name))
      const viaRelation = fields.filter((field) => field.kind === 'object' && field.type === 'User').map((field) => `${field.name}Id`)
      for (const column of viaRelation) expect(scalars, `${model}.${column} holds the related user's id`).toContain(column)
      // Columns that hold a user's id without a declared relation (AlertDelivery.userId, SearchQuery.blockedById).
      const bare = [...scalars].filter((name) => name === 'userId' || name.endsWith('ById'))
      return { model, columns: [...new Set([...viaRelation, ...bare])], personal: viaRelation.length > 0 || scalars.has('userId') }
    })
    .filter((entry) => entry.columns.length > 0)
}
const delegate = (model: string) => (app.deps.db as unknown as Record<string, { count(args: unknown): Promise<number> }>)[model.charAt(0).toLowerCase() + model.slice(1)]!

async function mailedDeletionCode(who: Person): Promise<string> {
  const since = catcher.mark()
  const res = await call<{ message: string; retryAfter: number }>(app, 'POST', '/api/user/request-account-deletion-code', undefined, who.headers)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body).toEqual({ message: privacyMessages.codeSent, retryAfter: 60 })
  const mail = await catcher.waitForMessage({ to: who.user.email!, since })
  expect(mail.subject).toMatch(/account deletion code: \d{6}$/)
  return extractLoginCode(mail)!
}
const deleteAccount = (who: Person, body: unknown) => call<ErrorJson & { message: string }>(app, 'DELETE', '/api/user', body, who.headers)
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const activities = (username: string, headers: Record<string, string> = {}) => call<ActivitiesResponse>(app, 'GET', `/api/users/${username}/activities`, undefined, headers)

describe('the activity-privacy switch', () => {
  it('GET and PATCH /api/user/privacy: default public, switched private, 400 for bad input, 401 for a visitor', async () => {
    const who = await person()
    expect((await call(app, 'GET', '/api/user/privacy', undefined, who.headers)).body).toEqual({ activityPrivate: false })
    expect((await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: 'x'.repeat(1_000_000) }, who.headers)).status).toBe(413)
    for (const body of [{}, { activityPrivate: 'yes' }, { activityPrivate: 1 }, { activityPrivate: null }]) {
      const res = await call<ErrorJson>(app, 'PATCH', '/api/user/privacy', body, who.headers)
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(res.body.issues?.[0]).toEqual({ field: 'activityPrivate', message: privacyMessages.activityPrivateType })
    }
    expect((await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: true })).status).toBe(401)
    expect((await call(app, 'GET', '/api/user/privacy')).status).toBe(401)
    const res = await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: true }, who.headers)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ activityPrivate: true })
    expect((await app.deps.db.user.findUniqueOrThrow({ where: { id: who.user.id } })).activityPrivate).toBe(true)
  })

  it('a private stream: the owner sees it, other people and visitors get an empty list marked private', async () => {
    const owner = await person()
    const other = await person()
    await call(app, 'POST', `/api/users/${other.user.username}/follow`, undefined, owner.headers)
    expect((await activities(owner.user.username, other.headers)).body.data).toHaveLength(1)

    await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: true }, owner.headers)
    const mine = await activities(owner.user.username, owner.headers)
    expect(mine.body.data).toHaveLength(1)
    expect(mine.body.private).toBeUndefined()
    for (const headers of [other.headers, {}]) {
      const seen = await activities(owner.user.username, headers)
      expect(seen.status).toBe(200)
      expect(seen.body).toEqual({ status: 'success', data: [], private: true })
    }
    // By id too, and the repository predicate a feed uses: only the viewer's own entries of a private person.
    expect((await activities(String(owner.user.id), other.headers)).body.data).toEqual([])
    const visible = (viewerId: number | null) => app.deps.db.activity.count({ where: { userId: owner.user.id, ...activityVisibleTo(viewerId) } })
    expect(await visible(other.user.id)).toBe(0)
    expect(await visible(null)).toBe(0)
    expect(await visible(owner.user.id)).toBe(1)

    await call(app, 'PATCH', '/api/user/privacy', { activityPrivate: false }, owner.headers)
    expect((await activities(owner.user.username, other.headers)).body.data).toHaveLength(1)
    expect(await visible(other.user.id)).toBe(1)
  })
})

describe('GET /api/user/export', () => {
  it('401 for a visitor', async () => {
    expect((await call(app, 'GET', '/api/user/export')).status).toBe(401)
  })

  it('a JSON attachment holding every table that refers to the person, and no secrets', async () => {
    const who = await person()
    const other = await person()
    const place = await createPlace(app.deps.db, { name: 'Export Place' })
    const review = (await call<{ data: PostJson }>(app, 'POST', '/api/posts', reviewBody(1, place.slug), who.headers)).body.data
    await call(app, 'POST', `/api/posts/${review.id}/like`, {}, other.headers)
    await call(app, 'POST', `/api/users/${other.user.username}/follow`, undefined, who.headers)
    await call(app, 'POST', `/api/users/${who.user.username}/follow`, undefined, other.headers)
    await app.deps.db.user.update({ where: { id: who.user.id }, data: { passwordHash: '$argon2id$secret-password-hash' } })
    await mailedDeletionCode(who)
    const codeHash = (await app.deps.db.loginCode.findFirstOrThrow({ where: { userId: who.user.id } })).codeHash

    const res = await app.request('/api/user/export', { headers: who.headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="gala-data-${who.user.username}-2026-11-25.json"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    const file = JSON.parse(text) as DataExport
    expect(file.data.User).toMatchObject({ id: who.user.id, username: who.user.username, email: who.user.email, hasPassword: true, activityPrivate: false })
    expect(file.data.Post).toEqual([expect.objectContaining({ id: review.id, content: review.content, likeCount: 1 })])
    expect(file.data.Follow.following).toEqual([expect.objectContaining({ userId: other.user.id, username: other.user.username })])
    expect(file.data.Follow.followers).toEqual([expect.objectContaining({ userId: other.user.id })])
    expect(file.data.Activity.map((row) => row.activityType).sort()).toEqual(['CREATE_REVIEW', 'follow'].sort())
    expect(file.data.Session).toHaveLength(1)
    expect(file.data.LoginCode).toEqual([expect.objectContaining({ purpose: ACCOUNT_DELETION_PURPOSE, email: who.user.email })])
    // Secrets never leave: the password hash, the session's token hash, the code's hash.
    expect(text).not.toContain('secret-password-hash')
    expect(text).not.toContain('passwordHash')
    expect(text).not.toContain(hashToken(who.token))
    expect(text).not.toContain(codeHash)
    expect(text).not.toContain('codeHash')
  })

  it('covers every model with a relation to User (a model added later without export fails here)', async () => {
    const who = await person()
    const file = (await call<DataExport>(app, 'GET', '/api/user/export', undefined, who.headers)).body
    const exported = Object.keys(file.data)
    const referencing = userReferences()
      .filter((entry) => entry.personal)
      .map((entry) => entry.model)
    expect(referencing).toEqual(expect.arrayContaining(['Session', 'Post', 'Like', 'Follow', 'Activity', 'UsernameHistory']))
    for (const model of referencing) expect(exported, `${model} is in the export`).toContain(model)
    expect(exported).toContain('User')
  })
})

describe('POST /api/user/request-account-deletion-code', () => {
  it('mails a code (only its hash stored); 60 s between mails; 401 for a visitor; 409 without an email', async () => {
    const who = await person()
    const code = await mailedDeletionCode(who)
    const rows = await app.deps.db.loginCode.findMany({ where: { userId: who.user.id, purpose: ACCOUNT_DELETION_PURPOSE } })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).not.toContain(code)
    const again = await call(app, 'POST', '/api/user/request-account-deletion-code', undefined, who.headers)
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    clock.advance(61_000)
    await mailedDeletionCode(who)
    expect((await call(app, 'POST', '/api/user/request-account-deletion-code')).status).toBe(401)
    const noEmail = await signedInUser(app, { username: 'privacy_no_mail', email: null })
    expect((await call(app, 'POST', '/api/user/request-account-deletion-code', undefined, noEmail.headers)).status).toBe(409)
  })
})

describe('DELETE /api/user', () => {
  it('400 for a missing or malformed code, 401 for a visitor; the account stays', async () => {
    const who = await person()
    for (const body of [undefined, {}, { verificationCode: 123456 }, { verificationCode: '12345' }, { verificationCode: 'abcdef' }, { verificationCode: ' 12 456' }]) {
      const res = await deleteAccount(who, body)
      expect(res.status, JSON.stringify(body ?? null).slice(0, 40)).toBe(400)
    }
    expect((await deleteAccount(who, { verificationCode: '1'.repeat(1_000_000) })).status).toBe(413)
    const res = await deleteAccount(who, { verificationCode: '12345' })
    expect(res.body.issues?.[0]).toEqual({ field: 'verificationCode', message: privacyMessages.codeDigits })
    expect((await call(app, 'DELETE', '/api/user', { verificationCode: '123456' })).status).toBe(401)
    // No code was asked for: any code is "expired".
    expect((await deleteAccount(who, { verificationCode: '123456' })).body.code).toBe('CODE_EXPIRED')
    expect(await app.deps.db.user.count({ where: { id: who.user.id } })).toBe(1)
  })

  it('a wrong code is refused; after 5 wrong tries even the right code is dead', async () => {
    const who = await person()
    const code = await mailedDeletionCode(who)
    for (let i = 0; i < 5; i += 1) {
      const res = await deleteAccount(who, { verificationCode: wrong(code) })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'INVALID_CODE', message: privacyMessages.invalidCode })
    }
    const late = await deleteAccount(who, { verificationCode: code })
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('CODE_EXPIRED')
    expect(await app.deps.db.user.count({ where: { id: who.user.id } })).toBe(1)
  })

  it('an expired code and a replaced one are refused; another person’s code does not work', async () => {
    const who = await person()
    const old = await mailedDeletionCode(who)
    clock.advance(11 * 60_000)
    expect((await deleteAccount(who, { verificationCode: old })).body).toMatchObject({ code: 'CODE_EXPIRED', message: privacyMessages.expiredCode })
    const first = await mailedDeletionCode(who)
    clock.advance(61_000)
    const second = await mailedDeletionCode(who)
    if (first !== second) expect((await deleteAccount(who, { verificationCode: first })).body.code).toBe('CODE_EXPIRED')
    const stranger = await person()
    await mailedDeletionCode(stranger)
    expect((await deleteAccount(stranger, { verificationCode: second })).status).toBe(400)
    expect(await app.deps.db.user.count({ where: { id: { in: [who.user.id, stranger.user.id] } } })).toBe(2)
  })

  it('a used code is refused: the right code sent twice at once deletes once', async () => {
    const who = await person()
    const code = await mailedDeletionCode(who)
    const answers = await Promise.all([deleteAccount(who, { verificationCode: code }), deleteAccount(who, { verificationCode: code })])
    const [first, second] = answers.map((answer) => answer.status).sort((a, b) => a - b)
    expect(first).toBe(200)
    // The second finds the code used (400) or, arriving after the deletion, no session any more (401).
    expect([400, 401]).toContain(second)
    expect(await app.deps.db.user.count({ where: { id: who.user.id } })).toBe(0)
  })

  it('deletes everything that refers to the person, keeps everyone else’s counts exact, and signs out every device', async () => {
    const db = app.deps.db
    const who = await person()
    const ana = await person()
    const ben = await person()
    const place = await createPlace(db, { name: 'Deletion Place' })
    const otherPlace = await createPlace(db, { name: 'Another Place' })
    const movie = await createMovie(db)
    const post = async (body: unknown, headers: Record<string, string>) => {
      const res = await call<{ data: PostJson }>(app, 'POST', '/api/posts', body, headers)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data
    }

    // Their review with Ana's reply under it (which Ben likes), and their reply under Ana's review.
    const theirReview = await post(reviewBody(1, place.slug), who.headers)
    const anasReplyToThem = await post(replyBody(theirReview), ana.headers)
    await call(app, 'POST', `/api/posts/${anasReplyToThem.id}/like`, {}, ben.headers)
    const anasReview = await post(reviewBody(1, otherPlace.slug), ana.headers)
    const theirReply = await post(replyBody(anasReview, 'I disagree.'), who.headers)
    const bensReply = await post(replyBody(anasReview, 'Same here.'), ben.headers)
    await post(replyBody({ id: theirReply.id, rootPostId: anasReview.id }, 'Why?'), ben.headers)
    // Their likes: Ana's review (Ben likes it too), Ben's reply, a movie, Ana's profile; Ana likes their profile.
    for (const path of [`/api/posts/${anasReview.id}/like`, `/api/posts/${bensReply.id}/like`, `/api/movies/${movie.id}/like`]) {
      expect((await call(app, 'POST', path, {}, who.headers)).status).toBe(200)
    }
    await call(app, 'POST', `/api/posts/${anasReview.id}/like`, {}, ben.headers)
    await call(app, 'POST', `/api/profiles/${ana.user.id}/like`, {}, who.headers)
    await call(app, 'POST', `/api/profiles/${who.user.id}/like`, {}, ana.headers)
    await call(app, 'POST', `/api/posts/${anasReview.id}/report`, { reason: 'spam' }, who.headers)
    // Follows both ways.
    await call(app, 'POST', `/api/users/${ana.user.username}/follow`, undefined, who.headers)
    await call(app, 'POST', `/api/users/${who.user.username}/follow`, undefined, ana.headers)
    await call(app, 'POST', `/api/users/${who.user.username}/follow`, undefined, ben.headers)
    await call(app, 'POST', `/api/users/${ana.user.username}/follow`, undefined, ben.headers)
    // Rows the API makes elsewhere (sign-in, alerts, push, staff work, submissions): written directly.
    const second = await createSession(app, who.user.id)
    await db.widgetPreference.create({ data: { userId: who.user.id, forexEnabled: true, widgetOrder: '["forex","weather"]' } })
    await db.oAuthAccount.create({ data: { provider: 'google', providerAccountId: `g-${who.user.id}`, userId: who.user.id } })
    const alert = await db.movieReleaseNotification.create({ data: { userId: who.user.id, movieId: movie.id, email: who.user.email } })
    await db.inboxNotification.create({ data: { userId: who.user.id, title: 'Now showing', message: 'It is out', movieId: movie.id, releaseNotificationId: alert.id } })
    await db.alertDelivery.create({ data: { dedupeKey: `email:${who.user.email}:${alert.id}`, releaseNotificationId: alert.id, movieId: movie.id, userId: who.user.id, channel: 'email', email: who.user.email, nextAttemptAt: clock.now(), expiresAt: clock.now() } })
    await db.pushSubscription.create({ data: { endpoint: `https://push.example.test/${who.user.id}`, p256dh: 'key', auth: 'auth', userId: who.user.id } })
    await db.idempotencyKey.create({ data: { key: `k-${who.user.id}`, userId: who.user.id, method: 'POST', path: '/api/x', responseStatus: 200, responseBody: '{}' } })
    await db.usernameHistory.create({ data: { userId: who.user.id, oldUsername: 'old_name', newUsername: who.user.username, changedAt: clock.now() } })
    await db.releaseAlertRun.create({ data: { movieId: movie.id, trigger: 'staff', triggeredById: who.user.id, alerts: 1, deliveries: 1 } })
    await db.auditLog.create({ data: { actorId: who.user.id, action: 'cache.purge', entityType: 'cache', entityId: 'showtimes' } })
    await db.searchQuery.create({ data: { term: `blocked ${who.user.id}`, lastSearchedAt: clock.now(), blockedAt: clock.now(), blockedById: who.user.id } })
    const published = await createEvent(db, { submittedById: who.user.id, status: 'published' })
    const pending = await createEvent(db, { submittedById: who.user.id, status: 'pending' })
    // Tickets (decision 037): a hold, a purchase with its ticket, and a ticket they checked in as staff.
    const theater = await createTheater(db, { mallId: (await createMall(db)).id })
    const hall = await createHall(db, { theaterId: theater.id })
    const showtime = await createSchedule(db, { theaterId: theater.id, movieId: movie.id, hallId: hall.id })
    const seat = await db.hallSeat.findFirstOrThrow({ where: { hallId: hall.id } })
    const hold = await db.seatHold.create({ data: { userId: who.user.id, scheduleId: showtime.id, status: 'converted', expiresAt: clock.now(), createdAt: clock.now() } })
    await db.seatClaim.create({ data: { scheduleId: showtime.id, seatId: seat.id, holdId: hold.id, price: 35000 } })
    const purchase = await db.ticketTransaction.create({
      data: { receiptNumber: `GT-${who.user.id}`, userId: who.user.id, holdId: hold.id, scheduleId: showtime.id, status: 'paid', subtotal: 35000, convenienceFee: 0, total: 35000, provider: 'rbank-rmw', providerReference: `ref-${who.user.id}`, seats: '[]', createdAt: clock.now(), expiresAt: clock.now() },
    })
    await db.ticket.create({ data: { transactionId: purchase.id, userId: who.user.id, seatId: seat.id, token: `t-${who.user.id}`, checkedInAt: clock.now(), checkedInById: who.user.id } })

    const code = await mailedDeletionCode(who)
    const references = userReferences()
    const referring = async () => {
      const counts: Record<string, number> = {}
      for (const { model, columns } of references) counts[model] = await delegate(model).count({ where: { OR: columns.map((column) => ({ [column]: who.user.id })) } })
      return counts
    }
    const before = await referring()
    // The set-up reached every table that refers to a person, so the check below is not vacuous.
    for (const [model, count] of Object.entries(before)) expect(count, `${model} rows before deletion`).toBeGreaterThan(0)

    const res = await app.request('/api/user', { method: 'DELETE', headers: { ...who.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ verificationCode: code }) })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ message: privacyMessages.deleted })
    expect(res.headers.get('set-cookie')).toMatch(/gala_session=;.*expires=Thu, 01 Jan 1970/i)

    expect(await db.user.count({ where: { id: who.user.id } })).toBe(0)
    for (const [model, count] of Object.entries(await referring())) expect(count, `${model} rows referring to the deleted user`).toBe(0)
    // Nothing else names them: likes of their profile, activity about them, likes of their posts.
    expect(await db.like.count({ where: { targetType: 'profile', targetId: String(who.user.id) } })).toBe(0)
    expect(await db.activity.count({ where: { entityType: 'user', entityId: String(who.user.id) } })).toBe(0)
    expect(await db.post.count({ where: { id: { in: [theirReview.id, anasReplyToThem.id, theirReply.id] } } })).toBe(0)
    expect(await db.like.count({ where: { targetType: 'post', targetId: String(anasReplyToThem.id) } })).toBe(0)
    // Everyone else's counts, recounted exactly.
    const counts = async (id: number) => db.post.findUniqueOrThrow({ where: { id }, select: { likeCount: true, replyCount: true } })
    expect(await counts(anasReview.id)).toEqual({ likeCount: 1, replyCount: 1 })
    expect(await counts(bensReply.id)).toEqual({ likeCount: 0, replyCount: 0 })
    expect(await db.follow.count({ where: { followingId: ana.user.id } })).toBe(1)
    // Published submissions stay as the site's; pending ones go. Staff records lose the reference only.
    expect(await db.event.findUnique({ where: { id: published.id }, select: { submittedById: true } })).toEqual({ submittedById: null })
    expect(await db.event.count({ where: { id: pending.id } })).toBe(0)
    expect(await db.releaseAlertRun.count({ where: { movieId: movie.id } })).toBe(1)
    expect(await db.auditLog.count({ where: { action: 'cache.purge', entityId: 'showtimes', actorId: null } })).toBe(1)

    // Every device is signed out: this browser's cookie and the other session's.
    for (const token of [who.token, second]) {
      const me = await call(app, 'GET', '/api/user', undefined, { Cookie: `gala_session=${token}` })
      expect(me.body).toBeNull()
      expect((await call(app, 'GET', '/api/user/export', undefined, { Cookie: `gala_session=${token}` })).status).toBe(401)
    }
    // The name is free again.
    expect((await signedInUser(app, { username: who.user.username, email: who.user.email })).user.username).toBe(who.user.username)
  })
})
