import { createFileRoute } from '@tanstack/react-router'
import { holdQuery } from '@/features/tickets/api/get-hold'
import { PaymentOptionsPage } from '@/features/tickets/components/payment-options-page'
import { SignInRequired } from '@/features/tickets/components/sign-in-required'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'

/** ?hold={id}: the seat hold being paid for. (Plain checks: this part of a route file is in the entry chunk.) */
export function holdSearch(search: Record<string, unknown>): { hold?: number } {
  const value = Number(search.hold)
  return Number.isInteger(value) && value > 0 ? { hold: value } : {}
}

/** Payment options of a showtime's seat hold (doc 3 ticket flow): /movies/tickets/{theaterId}/schedule/{movieId}/payment-options?hold={id}. */
export const Route = createFileRoute('/movies/tickets/$theaterId/schedule/$movieId/payment-options')({
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
