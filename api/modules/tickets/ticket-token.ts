/**
 * E-ticket tokens (decision 037): `GT1.<random code>.<HMAC-SHA256 of the code, base64url, 32 chars>`.
 * The signature lets the door refuse a forged code without a database look-up; the token is also stored
 * (unique), so only issued tickets check in.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const PREFIX = 'GT1'

const sign = (secret: string, code: string) => createHmac('sha256', secret).update(`ticket:${code}`).digest('base64url').slice(0, 32)

export function issueToken(secret: string): string {
  const code = randomBytes(16).toString('base64url')
  return `${PREFIX}.${code}.${sign(secret, code)}`
}

export function verifyToken(secret: string, token: string): boolean {
  const [prefix, code, signature, ...rest] = token.split('.')
  if (prefix !== PREFIX || !code || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(code)) return false
  const expected = Buffer.from(sign(secret, code))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
