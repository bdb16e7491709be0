import { createFileRoute } from '@tanstack/react-router'
import { TicketDemoPage } from '@/features/test-pages/components/ticket-demo-page'

/** /ticket-demo (doc 3, Ticket flow test pages; administrators only, see ../_staff.tsx): the e-ticket as a buyer sees it. */
export const Route = createFileRoute('/_staff/ticket-demo')({
  component: TicketDemoPage,
})
