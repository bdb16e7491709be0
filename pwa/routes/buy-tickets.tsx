import { createFileRoute } from '@tanstack/react-router'
import { nowShowingQuery } from '@/features/movies/api/get-now-showing'
import { ticketInfoQuery } from '@/features/tickets/api/get-ticket-info'
import { BuyTicketsPage } from '@/features/tickets/components/buy-tickets-page'

/** /buy-tickets (doc 1 §6): choose a movie now showing or a cinema that sells through Gala. */
export const Route = createFileRoute('/buy-tickets')({
  head: () => ({
    meta: [
      { title: 'Buy Movie Tickets | Gala' },
      { name: 'description', content: 'Buy movie tickets on Gala: choose a movie now showing or a cinema, then your showtime and seats.' },
    ],
  }),
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(nowShowingQuery()), context.queryClient.ensureQueryData(ticketInfoQuery())]),
  component: BuyTicketsPage,
})
