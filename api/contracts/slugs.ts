/**
 * Movie slug rule of spec doc 1 §9: the lowercased title with every run of non-alphanumeric
 * characters turned into one hyphen, hyphens trimmed from both ends, or "movie" when nothing is left.
 * Shared by the API (seed, URLs) and the PWA (links).
 */
export function movieSlug(title: string | null | undefined): string {
  const slug = (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'movie'
}
