import { useEffect } from 'react'
import { overrideTitle } from './seo-override'

export const SITE_NAME = 'Gala'

/** Sets document.title to "{title} | Gala" (or just the site name) while the page is shown; an SEO override of the path wins (decision 032). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = overrideTitle() ?? (title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: Metro Manila city and entertainment guide`)
  }, [title])
}
