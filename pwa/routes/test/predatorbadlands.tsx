import { createFileRoute } from '@tanstack/react-router'
import { PredatorBadlandsPage } from '@/features/test-pages/components/predator-badlands-page'

/** /test/predatorbadlands (doc 3 "Test pages"; administrators only, see ./route.tsx): a movie campaign's check page. */
export const Route = createFileRoute('/test/predatorbadlands')({
  component: PredatorBadlandsPage,
})
