import { createFileRoute } from '@tanstack/react-router'
import { holdQuery } from '@/features/tickets/api/get-hold'
import { PaymentOptionsPage } from '@/features/tickets/components/payment-options-page'
import { SignInRequired } from '@/features/tickets/components/sign-in-required'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'
import { holdSearch } from './$theaterId/schedule/$movieId/payment-options'

/** /movies/tickets/buy?hold={id} (doc 3): review the held seats and pay; the same page as the payment options. */
export const Route = createFileRoute('/movies/tickets/buy')({
  validateSearch: holdSearch,
  head: () => ({ meta: [{ title: 'Buy Tickets' }, { name: 'description', content: 'Review your seats and pay for your movie tickets.' }] }),
  loaderDeps: ({ search }) => ({ hold: search.hold }),
  loader: ({ context, deps }) => void (deps.hold ? context.queryClient.prefetchQuery(holdQuery(deps.hold)) : undefined),
  component: BuyRoute,
})

function BuyRoute() {
  useHeadTitle()
  const { hold } = Route.useSearch()
  return (
    <SignInRequired>
      <PaymentOptionsPage holdId={hold} />
    </SignInRequired>
  )
}
