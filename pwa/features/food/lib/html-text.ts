/**
 * The plain text of a rendered WordPress field (title.rendered, excerpt.rendered): entities decoded,
 * tags dropped. DOMParser builds an inert document (no script runs, no image loads), and only its
 * text is used, so the result is rendered as text, never as HTML.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim()
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  return text.replace(/\s+/g, ' ').trim()
}
