import { createFileRoute } from '@tanstack/react-router'
import { holdQuery } from '@/features/tickets/api/get-hold'
import { PaymentOptionsPage } from '@/features/tickets/components/payment-options-page'
import { SignInRequired } from '@/features/tickets/components/sign-in-required'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'
import { holdSearch } from './movies/tickets/$theaterId/schedule/$movieId/payment-options'

/** /payment-options?hold={id} (doc 3): the same page as a showtime's payment options, for links without the showtime. */
export const Route = createFileRoute('/payment-options')({
  validateSearch: holdSearch,
  head: () => ({ meta: [{ title: 'Payment Options' }, { name: 'description', content: 'Choose how to pay for your held seats.' }] }),
  loaderDeps: ({ search }) => ({ hold: search.hold }),
  loader: ({ context, deps }) => void (deps.hold ? context.queryClient.prefetchQuery(holdQuery(deps.hold)) : undefined),
  component: PaymentOptionsRoute,
})

function PaymentOptionsRoute() {
  useHeadTitle()
  const { hold } = Route.useSearch()
  return (
    <SignInRequired>
      <PaymentOptionsPage holdId={hold} />
    </SignInRequired>
  )
}
