import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * /movies/detail/{hash}/{slug}/… (the showtimes and schedules forms of doc 3, and any sub-page): the same
 * redirect to the title route as /movies/detail/{hash}/{slug}, keeping the rest of the path and the query.
 */
export const Route = createFileRoute('/movies/detail/$hash/$slug/$')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: location.pathname.replace(/^\/movies\/detail\//, '/movies/title/') + location.searchStr, replace: true })
  },
})
