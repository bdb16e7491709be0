/**
 * Turns saved site-script markup into live DOM (decision 035). The markup is parsed inert (DOMParser never
 * runs scripts); each <script> is then re-created by hand with the page's CSP nonce, the one thing the
 * Content-Security-Policy lets run inline or from another origin. Styles, links and campaign containers are
 * copied as they are. Every node added is marked with its script's version, so it can be taken out again.
 */

/** The nonce the server (or the service worker) gave this document, or '' without one. */
export function pageNonce(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')
  // The browser hides a nonce attribute's value once CSP applies; the property keeps it.
  return meta?.nonce || ''
}

const MARK = 'data-gala-script'
const HEAD_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT'])

/** A runnable copy of an inert <script>: same attributes (its own nonce dropped), same text, our nonce. */
function liveScript(inert: HTMLScriptElement, nonce: string): HTMLScriptElement {
  const script = document.createElement('script')
  for (const attribute of Array.from(inert.attributes)) {
    if (attribute.name !== 'nonce') script.setAttribute(attribute.name, attribute.value)
  }
  script.text = inert.text
  if (nonce) script.nonce = nonce
  return script
}

/** A copy of `node` for this document, with every <script> inside it made runnable. */
function liveNode(node: Node, nonce: string): Node {
  if (node instanceof HTMLScriptElement) return liveScript(node, nonce)
  const copy = document.importNode(node, true)
  if (copy instanceof Element) {
    for (const inner of Array.from(copy.querySelectorAll('script'))) inner.replaceWith(liveScript(inner, nonce))
  }
  return copy
}

/** Where a script's nodes go: header scripts into <head> (containers to the top of <body>), footer ones at the end of <body>. */
export function injectScript(markup: string, position: 'header' | 'footer', version: string, nonce: string = pageNonce()): Element[] {
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${markup}</body></html>`, 'text/html')
  // DOMParser moves leading <script>/<style>/<link> into <head>: keep the markup's order (head part first).
  const nodes = [...Array.from(parsed.head.childNodes), ...Array.from(parsed.body.childNodes)]
  const added: Element[] = []
  const bodyAnchor: Node | null = position === 'header' ? document.body.firstChild : null
  for (const node of nodes) {
    if (!(node instanceof Element)) continue
    const live = liveNode(node, nonce) as Element
    live.setAttribute(MARK, version)
    if (position === 'header' && HEAD_TAGS.has(live.tagName)) document.head.append(live)
    else if (position === 'header') document.body.insertBefore(live, bodyAnchor)
    else document.body.append(live)
    added.push(live)
  }
  return added
}

/** Takes out the nodes of one injected version (what it already ran stays run: a page reload clears it). */
export function removeInjected(version: string): void {
  for (const node of Array.from(document.querySelectorAll(`[${MARK}="${CSS.escape(version)}"]`))) node.remove()
}
