/**
 * Account settings (issue 13; doc 3 §5, §7, §9): PATCH /api/user/profile (only the display name) and
 * PATCH /api/user/avatar-color (the palette), against the real app on a temp database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AVATAR_COLORS, AVATAR_COLORS_OFFERED, DEFAULT_AVATAR_COLOR, accountMessages } from '../../api/contracts/account.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { whoAmI } from './auth-support.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app.close()
})

function patch(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
}
const messages = async (res: Response) => ((await res.json()) as { issues?: { message: string }[] }).issues?.map((issue) => issue.message)

describe('PATCH /api/user/profile', () => {
  it('changes the display name (and the profile name) and nothing else; GET /api/user shows it', async () => {
    const { user, token, headers } = await signedInUser(app, { username: 'ana_r', email: 'ana@gala.test', name: 'Ana', displayName: 'Ana' })
    const res = await patch('/api/user/profile', { name: '  Ana Reyes  ', email: 'other@gala.test', username: 'taken' }, headers)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ id: user.id, displayName: 'Ana Reyes', name: 'Ana Reyes', username: 'ana_r', email: 'ana@gala.test' })
    expect(await whoAmI(app, token)).toMatchObject({ displayName: 'Ana Reyes', username: 'ana_r', email: 'ana@gala.test' })
    const profile = await app.request('/api/users/profile/ana_r')
    expect(((await profile.json()) as { data: { name: string } }).data.name).toBe('Ana Reyes')
  })

  it.each([
    [{}, accountMessages.nameRequired],
    [{ name: 42 }, accountMessages.nameRequired],
    [{ name: '   ' }, accountMessages.nameRequired],
    [{ name: 'A' }, accountMessages.nameTooShort],
    [{ name: 'x'.repeat(51) }, accountMessages.nameTooLong],
    [{ name: 'Ana\u0000Reyes' }, accountMessages.nameCharacters],
    [{ name: 'Ana\nReyes' }, accountMessages.nameCharacters],
  ])('400 for %j with the message', async (body, message) => {
    const { headers } = await signedInUser(app)
    const res = await patch('/api/user/profile', body, headers)
    expect(res.status).toBe(400)
    expect(await messages(res)).toContain(message)
  })

  it('50 characters are accepted', async () => {
    const { headers } = await signedInUser(app)
    const res = await patch('/api/user/profile', { name: 'x'.repeat(50) }, headers)
    expect(res.status).toBe(200)
  })

  it('401 for a visitor, and nobody changes anyone else', async () => {
    expect((await patch('/api/user/profile', { name: 'Visitor' })).status).toBe(401)
    const other = await signedInUser(app, { displayName: 'Other' })
    const { headers } = await signedInUser(app)
    // The route only ever writes the caller's own row: an id in the body is ignored.
    expect((await patch('/api/user/profile', { name: 'Hijack', id: other.user.id }, headers)).status).toBe(200)
    expect((await app.deps.db.user.findUniqueOrThrow({ where: { id: other.user.id } })).displayName).toBe('Other')
  })
})

describe('PATCH /api/user/avatar-color', () => {
  it('the palette has 10 colours, 6 offered, and the default is the first', () => {
    expect(AVATAR_COLORS).toHaveLength(10)
    expect(AVATAR_COLORS_OFFERED).toEqual(AVATAR_COLORS.slice(0, 6))
    expect(DEFAULT_AVATAR_COLOR).toBe('#3b82f6')
    expect(AVATAR_COLORS).toContain('#8b5cf6')
  })

  it('a new account has the default colour; a palette colour is stored (lower-cased)', async () => {
    const { token, headers } = await signedInUser(app)
    expect((await whoAmI(app, token))!.avatarColor).toBe(DEFAULT_AVATAR_COLOR)
    const res = await patch('/api/user/avatar-color', { avatarColor: '#8B5CF6' }, headers)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as PublicUser).avatarColor).toBe('#8b5cf6')
    expect((await whoAmI(app, token))!.avatarColor).toBe('#8b5cf6')
  })

  it.each([[{}], [{ avatarColor: '#123456' }], [{ avatarColor: 'red' }], [{ avatarColor: 5 }], [{ avatarColor: 'x'.repeat(10_000) }]])(
    '400 for %j',
    async (body) => {
      const { headers } = await signedInUser(app)
      const res = await patch('/api/user/avatar-color', body, headers)
      expect(res.status).toBe(400)
      expect(await messages(res)).toContain(accountMessages.avatarColor)
    },
  )

  it('401 for a visitor', async () => {
    expect((await patch('/api/user/avatar-color', { avatarColor: '#3b82f6' })).status).toBe(401)
  })
})
