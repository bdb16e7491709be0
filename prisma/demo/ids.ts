import { createHash } from 'node:crypto'

/** A short stable base-36 id derived from text (the same text always gives the same id). */
export function stableId(text: string, length = 8): string {
  const digest = createHash('sha256').update(text).digest()
  // 48 bits give 9-10 base-36 digits; keep the first `length`.
  const value = digest.readUIntBE(0, 6)
  return value.toString(36).padStart(10, '0').slice(0, length)
}

/** The movie's public id used in /movies/title/{hash}/{slug}: 8 base-36 chars from the title. */
export function movieHash(title: string): string {
  return stableId(`movie:${title.trim().toLowerCase()}`)
}
