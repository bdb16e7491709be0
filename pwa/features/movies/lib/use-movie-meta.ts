import { useEffect } from 'react'
import { overrideDescription } from '@/lib/seo-override'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * The page's title ("{title} | Gala") and its meta description while the page is shown; the
 * previous description comes back when the page goes.
 */
export function usePageMeta(title: string, description: string): void {
  usePageTitle(title)
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    const created = !meta
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = overrideDescription() ?? description
    return () => {
      if (created) meta.remove()
      else meta.content = previous
    }
  }, [description])
}
