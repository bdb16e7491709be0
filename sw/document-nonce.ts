/**
 * The app shell the service worker answers navigations with is the index.html precached at install, with the
 * CSP nonce the server gave that one response (decision 035). Handing the same nonce to every page would make
 * it a fixed, guessable-by-now value, so each navigation gets a fresh one here: in the policy header and in the
 * document (<meta name="csp-nonce" nonce="…">), the only place the page reads it from. A response without a
 * nonce in its policy is returned untouched (site scripts then simply do not run).
 */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/_=-]+)'/

function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

export async function withFreshNonce(response: Response, nonce: string = freshNonce()): Promise<Response> {
  const policy = response.headers.get('Content-Security-Policy')
  const old = policy?.match(NONCE_IN_POLICY)?.[1]
  if (!policy || !old) return response
  const html = (await response.text()).replaceAll(`nonce="${old}"`, `nonce="${nonce}"`)
  const headers = new Headers(response.headers)
  headers.set('Content-Security-Policy', policy.replace(`'nonce-${old}'`, `'nonce-${nonce}'`))
  headers.delete('Content-Length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
