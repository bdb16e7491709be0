/**
 * The text rule (decision 016), zod-free so the PWA can import it without pulling zod into the first
 * download: text the API accepts must be storable in any database we run on. That excludes lone UTF-16
 * surrogates (not Unicode; the SQLite driver refuses them, PostgreSQL cannot encode them) and NUL
 * (PostgreSQL refuses U+0000 in text). Well-formed surrogate pairs (emoji, 𝒶) are fine.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule refuses
export const UNSTORABLE_TEXT = /[\u0000\p{Cs}]/u

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates'

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value)
}

/**
 * The dotted path of the first string (or object key) in a parsed JSON value that breaks the text rule,
 * or undefined. Iterative, so a body nested 10,000 levels deep cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, prefix = ''): string | undefined {
  const pending: [unknown, string][] = [[value, prefix]]
  while (pending.length > 0) {
    const [current, path] = pending.pop()!
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key
        if (!isStorableText(key)) return path || 'body'
        pending.push([child, childPath])
      }
    }
  }
  return undefined
}
