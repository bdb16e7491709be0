/**
 * The search page address for what was typed in a search box: /search?q={trimmed}&category=all,
 * or null when the trimmed query is empty (an empty search does nothing; spec doc 2 §5).
 */
export function searchHref(query: string, category = 'all'): string | null {
  const q = query.trim()
  if (!q) return null
  return `/search?${new URLSearchParams({ q, category }).toString()}`
}
