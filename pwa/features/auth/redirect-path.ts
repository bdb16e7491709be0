/**
 * Where a sign-in may send the person afterwards: a path on this site, by the same rule the server
 * applies to OAuth's redirect_to (safeRedirectPath in api/contracts/oauth.ts: no 'https:…', no
 * '//host', no backslashes, no control characters, and whatever the URL parser makes of it stays on
 * this origin), or undefined when `value` is not one. The sign-in page itself is not a destination.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  const base = 'http://gala.invalid'
  const resolved = new URL(value, base)
  if (resolved.origin !== base) return undefined
  const path = resolved.pathname + resolved.search + resolved.hash
  if (/^\/auth(?:[/?#]|$)/.test(path)) return undefined
  return path
}
