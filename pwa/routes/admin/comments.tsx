import { createFileRoute } from '@tanstack/react-router'
import { ModerationQueue } from '@/features/admin-moderation/components/moderation-queue'

/** /admin/comments: the moderation queue of replies (issue 15, decision 027). Moderators and admins. */
export const Route = createFileRoute('/admin/comments')({
  component: () => <ModerationQueue postType="reply" />,
})
