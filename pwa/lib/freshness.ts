/** "Updated 5 min ago" from the time the data was fetched; "Offline — updated 2 h ago" without a connection. */
export function freshnessLabel(updatedAt: number, now: number, offline = false): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000))
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const age = seconds < 60 ? 'just now' : minutes < 60 ? `${minutes} min ago` : hours < 24 ? `${hours} h ago` : `${Math.floor(hours / 24)} d ago`
  return offline ? `Offline — updated ${age}` : `Updated ${age}`
}
