/** http_ece 1.2.1 ships no types; only what the push receiver uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer
  export function encrypt(buffer: Buffer, params: Record<string, unknown>): Buffer
}
