import { createFileRoute } from '@tanstack/react-router'
import { ticketInfoQuery } from '@/features/tickets/api/get-ticket-info'
import { TicketsInfoPage } from '@/features/tickets/components/tickets-info-page'

/** /tickets (doc 3 route table): how buying works and the cinemas that sell through Gala (GET /api/ticket-settings). */
export const Route = createFileRoute('/tickets/')({
  head: () => ({
    meta: [
      { title: 'Movie Tickets | Gala' },
      {
        name: 'description',
        content: 'Buy movie tickets on Gala: choose your seats, pay online and show the e-ticket QR code at the cinema. See which cinemas sell through Gala.',
      },
    ],
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(ticketInfoQuery()),
  component: TicketsInfoPage,
})
