/**
 * The footer (and anything that sits at the bottom of the page) is hidden on the ticket purchase
 * and theater schedule pages, where the page itself owns the bottom of the screen (spec doc 1 §2).
 *
 * Hidden on:
 * - /movies/tickets/… (showtime selection, seats, buying), /payment-options… and the payment return pages /payment/…
 * - /movies/theaters/{theater}/… and /movies/cinemas/{cinema}/… schedule pages. The theater list
 *   pages themselves (/movies/theaters, /movies/theaters/nearby) keep their footer.
 */
export function isFooterHidden(pathname: string): boolean {
  const path = normalise(pathname)
  if (path.startsWith('/movies/tickets/') || path === '/movies/tickets') return true
  if (path === '/payment-options' || path.startsWith('/payment-options/')) return true
  if (path.startsWith('/payment/')) return true
  const schedule = /^\/movies\/(theaters|cinemas)\/([^/]+)(\/.*)?$/.exec(path)
  if (schedule) {
    const [, , first] = schedule
    return first !== 'nearby'
  }
  return false
}

function normalise(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? ''
  const lower = withoutQuery.toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower
}
