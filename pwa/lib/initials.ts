/**
 * Initials from the first and last word of a name ("Juan dela Cruz" → "JC", "Maria" → "M"),
 * or "?" when the name is empty (spec doc 1 §3).
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = firstLetter(words[0]!)
  if (words.length === 1) return first
  return first + firstLetter(words[words.length - 1]!)
}

/** The uppercase first letter of a name or username, "?" when both are empty (the Avatar fallback). */
export function avatarLetter(name: string | null | undefined, username?: string | null): string {
  const source = (name ?? '').trim() || (username ?? '').trim()
  return source ? firstLetter(source) : '?'
}

function firstLetter(word: string): string {
  // Array.from keeps a surrogate pair (e.g. an emoji) together.
  return (Array.from(word)[0] ?? '?').toUpperCase()
}
