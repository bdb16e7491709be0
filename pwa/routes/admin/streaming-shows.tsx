import { createFileRoute } from '@tanstack/react-router'
import { StreamingShowsPage } from '@/features/admin-streaming/components/streaming-shows-page'

/** /admin/streaming-shows (doc 1 §2 Admin Tools; issue 18): the streaming networks' new and upcoming titles. */
export const Route = createFileRoute('/admin/streaming-shows')({
  component: StreamingShowsPage,
})
