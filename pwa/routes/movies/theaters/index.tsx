import { createFileRoute, redirect } from '@tanstack/react-router'

/** /movies/theaters has no page of its own (doc 3 route table): it goes to the nearby list. */
export const Route = createFileRoute('/movies/theaters/')({
  beforeLoad: () => {
    throw redirect({ to: '/movies/theaters/nearby', replace: true })
  },
})
