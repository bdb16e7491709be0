import { createFileRoute, redirect } from '@tanstack/react-router'

/** Older links (spec doc 3): /movies/detail/{hash}/{slug} redirects to the title route. */
export const Route = createFileRoute('/movies/detail/$hash/$slug/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/movies/title/$hash/$slug', params, replace: true })
  },
})
