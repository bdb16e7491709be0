import { hash, verify } from '@node-rs/argon2'
import { randomBytes } from 'node:crypto'

/**
 * Passwords are hashed with argon2id (the library's defaults: 19 MiB, 2 passes, 1 lane — the
 * OWASP-recommended minimum), and the hash string carries its own salt and parameters, so stronger
 * settings later still verify old hashes.
 */
export const hashPassword = (password: string): Promise<string> => hash(password)

/**
 * A hash of a random secret nobody knows. Signing in as an unknown user (or one without a
 * password) verifies against it, so the reply takes as long as a real wrong password.
 */
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hash(randomBytes(32).toString('base64url')))

/** True when `password` matches `passwordHash`; false (after the same work) when there is no hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // a malformed stored hash never signs anyone in
  }
}

/** Computes the dummy hash ahead of the first failed sign-in, so that one is not slower. */
export function warmUpPasswordHashing(): void {
  void getDummyHash()
}
