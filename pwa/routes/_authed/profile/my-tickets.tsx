import { createFileRoute } from '@tanstack/react-router'
import { myTicketsQuery } from '@/features/tickets/api/get-my-tickets'
import { MyTicketsPage } from '@/features/tickets/components/my-tickets-page'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'

/**
 * /profile/my-tickets (doc 3): a static segment, so it wins over /profile/$username. Under _authed (sign-in
 * required); the purchases are kept on the device and open offline.
 */
export const Route = createFileRoute('/_authed/profile/my-tickets')({
  head: () => ({ meta: [{ title: 'My Tickets' }, { name: 'description', content: 'Your movie tickets and e-ticket QR codes.' }] }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(myTicketsQuery()),
  component: MyTicketsRoute,
})

function MyTicketsRoute() {
  useHeadTitle()
  return <MyTicketsPage />
}
