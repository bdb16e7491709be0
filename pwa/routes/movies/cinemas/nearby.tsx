import { createFileRoute, redirect } from '@tanstack/react-router'

/** Alias of /movies/theaters/nearby (doc 3 route table). */
export const Route = createFileRoute('/movies/cinemas/nearby')({
  beforeLoad: () => {
    throw redirect({ to: '/movies/theaters/nearby', replace: true })
  },
})
