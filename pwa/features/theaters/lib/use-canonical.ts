import { useEffect } from 'react'
import { PAGE_SET } from '@/lib/route-head'
import { overrideDescription } from '@/lib/seo-override'

/**
 * Sets <link rel="canonical"> and <meta property="og:url"> in the document head while the page is
 * shown (absolute URLs on this origin), and removes what it added when the page goes away. While it holds them they
 * carry PAGE_SET, so that the head's sync (lib/head-sync.tsx) leaves them alone.
 */
export function useCanonical(path: string | null): void {
  useEffect(() => {
    if (!path) return
    const url = new URL(path, window.location.origin).href
    const link = upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }))
    const meta = upsert('meta[property="og:url"]', () => {
      const element = document.createElement('meta')
      element.setAttribute('property', 'og:url')
      return element
    })
    const previousHref = link.element.getAttribute('href')
    const previousContent = meta.element.getAttribute('content')
    link.element.setAttribute('href', url)
    meta.element.setAttribute('content', url)
    link.element.setAttribute(PAGE_SET, '')
    meta.element.setAttribute(PAGE_SET, '')
    return () => {
      restore(link, 'href', previousHref)
      restore(meta, 'content', previousContent)
    }
  }, [path])
}

interface Upserted {
  element: Element
  created: boolean
}

function upsert(selector: string, create: () => Element): Upserted {
  const existing = document.head.querySelector(selector)
  if (existing) return { element: existing, created: false }
  const element = create()
  document.head.append(element)
  return { element, created: true }
}

function restore({ element, created }: Upserted, attribute: string, previous: string | null): void {
  element.removeAttribute(PAGE_SET)
  if (created) element.remove()
  else if (previous === null) element.removeAttribute(attribute)
  else element.setAttribute(attribute, previous)
}

/** Sets <meta name="description"> while the page is shown, restoring the previous text afterwards. */
export function useMetaDescription(text: string | null): void {
  useEffect(() => {
    if (!text) return
    const meta = upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }))
    const previous = meta.element.getAttribute('content')
    meta.element.setAttribute('content', overrideDescription() ?? text)
    return () => restore(meta, 'content', previous)
  }, [text])
}
