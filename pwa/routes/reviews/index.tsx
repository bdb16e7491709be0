import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '@/features/auth/api/get-current-user'
import { SignInToSeeReviews } from '@/features/community/components/sign-in-to-see-reviews'

/**
 * /reviews (doc 3 route table): the signed-in person's reviews, i.e. /profile/{username}/reviews;
 * a visitor is asked to sign in.
 */
export const Route = createFileRoute('/reviews/')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null)
    if (user) throw redirect({ to: '/profile/$username/reviews', params: { username: user.username }, replace: true })
  },
  component: SignInToSeeReviews,
})
