import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@/features/auth/guards'
import { holdQuery } from '@/features/tickets/api/get-hold'
import { PaymentOptionsPage } from '@/features/tickets/components/payment-options-page'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'
import { holdSearch } from './$theaterId/schedule/$movieId/payment-options'

/** /movies/tickets/buy?hold={id} (doc 3): review the held seats and pay; the same page as the payment options. */
export const Route = createFileRoute('/movies/tickets/buy')({
  validateSearch: holdSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  head: () => ({ meta: [{ title: 'Buy Tickets' }, { name: 'description', content: 'Review your seats and pay for your movie tickets.' }] }),
  loaderDeps: ({ search }) => ({ hold: search.hold }),
  loader: ({ context, deps }) => void (deps.hold ? context.queryClient.prefetchQuery(holdQuery(deps.hold)) : undefined),
  component: BuyRoute,
})

function BuyRoute() {
  useHeadTitle()
  const { hold } = Route.useSearch()
  return <PaymentOptionsPage holdId={hold} />
}
