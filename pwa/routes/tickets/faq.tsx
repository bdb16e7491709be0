import { createFileRoute } from '@tanstack/react-router'
import { ticketInfoQuery } from '@/features/tickets/api/get-ticket-info'
import { TicketsFaqPage } from '@/features/tickets/components/tickets-faq-page'

/** /tickets/faq (doc 3 route table): questions about holds, seats, payment, e-tickets and refunds. */
export const Route = createFileRoute('/tickets/faq')({
  head: () => ({
    meta: [
      { title: 'Tickets FAQ | Gala' },
      {
        name: 'description',
        content: 'How long seats are held, how many seats you can buy, how to pay, using e-tickets offline and how refunds work for movie tickets bought on Gala.',
      },
    ],
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(ticketInfoQuery()),
  component: TicketsFaqPage,
})
