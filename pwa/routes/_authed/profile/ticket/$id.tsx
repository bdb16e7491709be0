import { createFileRoute } from '@tanstack/react-router'
import { ticketQuery } from '@/features/tickets/api/get-my-tickets'
import { TicketPage } from '@/features/tickets/components/ticket-page'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'

/** /profile/ticket/{id} (doc 3; a purchase id): its e-tickets, one QR per seat. Static "ticket" wins over /profile/$username. */
export const Route = createFileRoute('/_authed/profile/ticket/$id')({
  head: () => ({ meta: [{ title: 'E-ticket' }, { name: 'description', content: 'Your e-ticket with a QR code for each seat.' }] }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(ticketQuery(params.id)),
  component: TicketRoute,
})

function TicketRoute() {
  useHeadTitle()
  const { id } = Route.useParams()
  return <TicketPage id={id} />
}
