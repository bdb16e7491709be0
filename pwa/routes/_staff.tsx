import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PageSpinner } from '@/components/page-spinner'
import { requireSignedIn } from '@/features/auth/guards'
import { StaffGate } from '@/features/test-pages/components/staff-gate'

/**
 * Pathless layout of the ticket test pages at the top level of the route table (doc 3, Ticket flow: /test-ticket-flow,
 * /ticket-demo, /ayala-payment-test): administrators only, like the pages under /test.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  pendingComponent: () => <PageSpinner label="Checking your sign-in…" />,
  pendingMs: 0,
  component: () => (
    <StaffGate>
      <Outlet />
    </StaffGate>
  ),
})
