/** Pure parts of sign-in: identifier and registration schemas, code generation and hashing, mail escaping. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EmailOrUsername, LoginCode, Registration, USERNAME_PATTERN } from '../../api/contracts/auth.ts'
import { escapeHtml, loginCodeMail, signUpCodeMail } from '../../api/modules/auth/auth-mail.ts'
import { generateLoginCode, hashLoginCode } from '../../api/modules/auth/login-codes.ts'
import { createLimit } from '../../api/modules/auth/rate-limits.ts'
import { TooManyRequests } from '../../api/errors.ts'

const validUsername = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/)

describe('EmailOrUsername', () => {
  it('reads any valid username, trimmed, as a username', () => {
    fc.assert(
      fc.property(validUsername, fc.constantFrom('', ' ', '\t', '  '), (name, pad) => {
        expect(EmailOrUsername.parse(`${pad}${name}${pad}`)).toEqual({ kind: 'username', value: name })
      }),
    )
  })

  it('reads a valid email as a lower-cased email', () => {
    expect(EmailOrUsername.parse(' Maria@Example.TEST ')).toEqual({ kind: 'email', value: 'maria@example.test' })
  })

  it('refuses anything without "@" that breaks the username rules', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => {
          const trimmed = s.trim()
          const isUsername = USERNAME_PATTERN.test(trimmed) && trimmed.length >= 3 && trimmed.length <= 30
          return !s.includes('@') && !isUsername
        }),
        (value) => {
          const result = EmailOrUsername.safeParse(value)
          expect(result.success).toBe(false)
          expect(result.error?.issues[0]?.message).toBe('Invalid email or username')
        },
      ),
    )
  })

  it.each(['maria@', '@example.test', 'maria@@example.test', 'maria@exa mple.test', 'a'.repeat(250) + '@example.test'])('refuses %s', (value) => {
    expect(EmailOrUsername.safeParse(value).success).toBe(false)
  })
})

describe('LoginCode', () => {
  it('wants exactly 6 characters', () => {
    expect(LoginCode.parse(' 123456 ')).toBe('123456')
    for (const bad of ['12345', '1234567', '']) expect(LoginCode.safeParse(bad).error?.issues[0]?.message).toBe('Code must be 6 characters')
  })
})

describe('Registration', () => {
  it('normalises email and name', () => {
    expect(Registration.parse({ username: 'juan', email: ' Juan@Example.TEST ', password: '12345678', name: '   ' })).toEqual({
      username: 'juan',
      email: 'juan@example.test',
      password: '12345678',
      name: null,
    })
  })
})

describe('login codes', () => {
  it('are always 6 decimal digits and spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateLoginCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1900)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true) // zero-padded, not shortened
  })

  it('hash to a value bound to the secret, the account key and the code', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{6}$/), (secret, key, a, b) => {
        const hash = hashLoginCode(secret, key, a)
        expect(hash).toMatch(/^[0-9a-f]{64}$/)
        expect(hash).toBe(hashLoginCode(secret, key, a))
        expect(hash).not.toContain(a)
        if (a !== b) expect(hashLoginCode(secret, key, b)).not.toBe(hash)
        expect(hashLoginCode(`${secret}x`, key, a)).not.toBe(hash)
        expect(hashLoginCode(secret, `${key}x`, a)).not.toBe(hash)
      }),
    )
  })
})

describe('sign-in mail', () => {
  it('escapeHtml leaves no markup characters and round-trips', () => {
    const unescape = (s: string) =>
      s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text)
        expect(escaped).not.toMatch(/[<>"']/)
        expect(unescape(escaped)).toBe(text)
      }),
    )
  })

  it('the code mail names the code, the expiry and that it can be ignored, in text and HTML', () => {
    const mail = loginCodeMail({ to: 'a@example.test', code: '012345', name: 'Ana <b>', publicUrl: 'https://gala.example' })
    expect(mail.subject).toBe('Your Gala sign-in code: 012345')
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('012345')
      expect(part).toContain('expires in 10 minutes')
      expect(part).toMatch(/ignore this email/)
    }
    expect(mail.html).toContain('Hi Ana &lt;b&gt;,')
  })

  it('the sign-up mail names the code, that it creates an account, the expiry and that it can be ignored', () => {
    const mail = signUpCodeMail({ to: 'new@example.test', code: '012345', publicUrl: 'https://gala.example' })
    expect(mail.subject).toBe('Your Gala sign-up code: 012345')
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('012345')
      expect(part).toContain('No Gala account uses this email address yet')
      expect(part).toContain('create one')
      expect(part).toContain('expires in 10 minutes')
      expect(part).toMatch(/ignore this email: no account is created without the code/)
    }
  })
})

describe('createLimit', () => {
  it('throws the given error with the seconds left once the points are used, and reset() clears them', async () => {
    const limit = createLimit({}, 'loginFailuresPerIpAndAccount', (seconds) => TooManyRequests(seconds))
    for (let i = 0; i < 10; i++) await limit.consume('k')
    await expect(limit.check('k')).rejects.toMatchObject({ status: 429, details: { retryAfter: 900 } })
    await expect(limit.consume('k')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '900' } })
    await limit.check('other') // keys are independent
    await limit.reset('k')
    await limit.check('k')
  })
})
