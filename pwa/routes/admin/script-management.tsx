import { createFileRoute } from '@tanstack/react-router'
import { ScriptManagement } from '@/features/admin-scripts/components/script-management'

/** /admin/script-management (issue 16, decision 035): header and footer scripts, admins only. */
export const Route = createFileRoute('/admin/script-management')({
  component: ScriptManagement,
})
