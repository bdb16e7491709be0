import { describe, expect, it } from 'vitest'
import type { StaffLists } from '../../api/env.ts'
import { effectiveRoles, normaliseEmail, type RoleFacts } from '../../api/modules/user/roles.ts'

const staff: StaffLists = { adminUsernames: ['chief'], adminEmails: ['boss@gala.test'], moderatorUsernames: [], moderatorEmails: ['desk@gala.test'] }
const verified = new Date('2026-11-24T00:00:00Z')
const facts = (over: Partial<RoleFacts>): RoleFacts => ({ username: 'someone', email: null, emailVerifiedAt: null, role: 'user', isAdmin: false, ...over })

describe('effectiveRoles: staff lists by email need a verified address (decision 015)', () => {
  it('ignores a listed address nobody proved', () => {
    expect(effectiveRoles(facts({ email: 'boss@gala.test' }), staff)).toMatchObject({ role: 'user', isStaff: false })
    expect(effectiveRoles(facts({ email: 'desk@gala.test' }), staff)).toMatchObject({ role: 'user', isStaff: false })
  })

  it('grants the role to a verified address, ignoring case and surrounding spaces', () => {
    expect(effectiveRoles(facts({ email: ' Boss@GALA.test ', emailVerifiedAt: verified }), staff)).toMatchObject({ role: 'admin', isAdmin: true })
    expect(effectiveRoles(facts({ email: 'DESK@gala.test', emailVerifiedAt: verified }), staff)).toMatchObject({ role: 'moderator', isModerator: true })
  })

  it('does not let a compatibility look-alike (fullwidth letters) pass for a listed address', () => {
    expect(normaliseEmail('ｂoss@gala.test')).toBe('boss@gala.test')
    expect(effectiveRoles(facts({ email: 'ｂoss@gala.test', emailVerifiedAt: verified }), staff)).toMatchObject({ role: 'user', isStaff: false })
  })

  it('matches a list entry written in another normal form', () => {
    const lists = { ...staff, adminEmails: ['ＢＯＳＳ@gala.test'] }
    expect(effectiveRoles(facts({ email: 'boss@gala.test', emailVerifiedAt: verified }), lists)).toMatchObject({ role: 'admin' })
  })

  it('keeps the username lists and the role columns, which need no address', () => {
    expect(effectiveRoles(facts({ username: 'Chief' }), staff)).toMatchObject({ role: 'admin' })
    expect(effectiveRoles(facts({ role: 'moderator' }), staff)).toMatchObject({ role: 'moderator' })
    expect(effectiveRoles(facts({ isAdmin: true }), staff)).toMatchObject({ role: 'admin' })
  })
})
