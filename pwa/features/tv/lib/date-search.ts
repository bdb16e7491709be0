/** `?date=` of the schedule routes: a real YYYY-MM-DD, anything else means today. */
export function validateDateSearch(search: Record<string, unknown>): { date?: string } {
  const date = search.date
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date) ? { date } : {}
}
