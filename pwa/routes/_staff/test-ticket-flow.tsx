import { createFileRoute } from '@tanstack/react-router'
import { TicketFlowTestPage } from '@/features/test-pages/components/ticket-flow-test-page'

/** /test-ticket-flow (doc 3, Ticket flow test pages; administrators only, see ../_staff.tsx): the read side of buying a ticket, step by step. */
export const Route = createFileRoute('/_staff/test-ticket-flow')({
  component: TicketFlowTestPage,
})
