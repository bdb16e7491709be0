import { createFileRoute } from '@tanstack/react-router'
import { ModerationQueue } from '@/features/admin-moderation/components/moderation-queue'

/** /admin/reviews: the moderation queue of reviews (issue 15, decision 027). Moderators and admins. */
export const Route = createFileRoute('/admin/reviews')({
  component: () => <ModerationQueue postType="review" />,
})
