/** `?page=` of a paged list: a whole number from 2 up, else absent (page 1). */
export function validatePageSearch(search: Record<string, unknown>): { page?: number } {
  const raw = typeof search.page === 'number' ? String(search.page) : search.page
  if (typeof raw !== 'string' || !/^\d{1,4}$/.test(raw)) return {}
  const page = Number(raw)
  return page >= 2 ? { page } : {}
}
