import { createFileRoute, Outlet } from '@tanstack/react-router'
import { NotFound } from '@/components/not-found'
import { PageSpinner } from '@/components/page-spinner'
import { requireSignedIn } from '@/features/auth/guards'
import { StaffGate } from '@/features/test-pages/components/staff-gate'

/**
 * Layout of the staff diagnostic pages under /test (doc 3 route table, "Test pages"): administrators only,
 * like /admin. Whatever API a page reads checks the role again on the server; pages that read nothing private
 * still stay behind this gate.
 */
export const Route = createFileRoute('/test')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  pendingComponent: () => <PageSpinner label="Checking your sign-in…" />,
  pendingMs: 0,
  component: () => (
    <StaffGate>
      <Outlet />
    </StaffGate>
  ),
  // Unknown test pages are staff-only too: a visitor learns nothing about which exist.
  notFoundComponent: () => (
    <StaffGate>
      <NotFound />
    </StaffGate>
  ),
})
