import { useEffect } from 'react'

export const SITE_NAME = 'Gala'

/** Sets document.title to "{title} | Gala" (or just the site name) while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: Metro Manila city and entertainment guide`
  }, [title])
}
