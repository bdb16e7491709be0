import { useMutation } from '@tanstack/react-query'
import type { CheckoutCreate, CheckoutResponse } from '@contracts/tickets'
import { apiRequest } from '@/lib/api-client'

/** POST /api/holds/:id/checkout: a pending transaction and the provider's hosted payment page to go to. */
export async function checkout(holdId: number, body: CheckoutCreate): Promise<CheckoutResponse['data']> {
  const response = await apiRequest('POST', `/api/holds/${holdId}/checkout`, body)
  return ((await response.json()) as CheckoutResponse).data
}

export function useCheckout(holdId: number) {
  return useMutation({ mutationFn: (body: CheckoutCreate) => checkout(holdId, body) })
}
