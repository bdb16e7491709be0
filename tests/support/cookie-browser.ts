/**
 * A small cookie-keeping "browser" for the OAuth tests: cookies per host:port, like a browser's jar, and
 * redirects followed by hand with fetch, as a person's browser would.
 */
export class CookieBrowser {
  private jars = new Map<string, Map<string, string>>()

  cookies(url: string): Map<string, string> {
    const host = new URL(url).host
    if (!this.jars.has(host)) this.jars.set(host, new Map())
    return this.jars.get(host)!
  }

  /** One request with this host's cookies; the answer's Set-Cookie lines update the jar. Redirects are not followed. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const jar = this.cookies(url)
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await fetch(url, { redirect: 'manual', ...init, headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) } })
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const name = pair!.slice(0, pair!.indexOf('='))
      const value = pair!.slice(pair!.indexOf('=') + 1)
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\b/i.test(a))
      if (expired || value === '') jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }

  get(url: string): Promise<Response> {
    return this.request(url)
  }

  /** Follows redirects from `url` until the next hop is `stop` (returned, not requested) or a page that is not a redirect. */
  async follow(url: string, stop: (next: URL) => boolean): Promise<URL> {
    let current = new URL(url)
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.get(current.href)
      const location = res.headers.get('location')
      if (!location || res.status < 300 || res.status >= 400) throw new Error(`no redirect from ${current.href}: HTTP ${res.status}`)
      const next = new URL(location, current)
      if (stop(next)) return next
      current = next
    }
    throw new Error('too many redirects')
  }
}
