import { useMatches } from '@tanstack/react-router'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * Applies the deepest route's `head` title to the document (in an effect, like every page's title). The routes
 * declare their title and description in `head`, so server rendering can write them later without this hook.
 */
export function useHeadTitle(): void {
  const title = useMatches({
    select: (matches) => {
      for (let index = matches.length - 1; index >= 0; index--) {
        const found = matches[index]?.meta?.find((tag) => tag && 'title' in tag && typeof tag.title === 'string')
        if (found && 'title' in found) return found.title as string
      }
      return undefined
    },
  })
  usePageTitle(title)
}
