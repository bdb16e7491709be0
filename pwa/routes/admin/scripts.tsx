import { createFileRoute } from '@tanstack/react-router'
import { ScriptsPreview } from '@/features/admin-scripts/components/scripts-preview'

/** /admin/scripts (issue 16): which scripts a page would inject, and why the others would not. */
export const Route = createFileRoute('/admin/scripts')({
  component: ScriptsPreview,
})
