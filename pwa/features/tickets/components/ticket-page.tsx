import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { MY_TICKETS_KEY, useTicket } from '../api/get-my-tickets'
import type { MyTicketsResponse } from '@contracts/tickets'
import { ticketErrorText } from '../lib/format'
import { PurchaseDetails } from './ticket-card'

/** /profile/ticket/{id}: one purchase with a QR per seat; opens offline from the vault (its own saved answer, or My Tickets'). */
export function TicketPage({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const fromList = () =>
    queryClient.getQueryData<MyTicketsResponse['data']>(MY_TICKETS_KEY)?.upcoming.find((purchase) => String(purchase.id) === id)
  const { data: own, error, refetch } = useTicket(id)
  const purchase = own ?? fromList()
  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-16">
      <Link to="/profile/my-tickets" className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        My Tickets
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Your e-ticket</h1>
      <div className="mt-4">
        {purchase ? (
          <PurchaseDetails purchase={purchase} />
        ) : error ? (
          <div role="alert">
            <p className="text-slate-700">{ticketErrorText(error, 'Unable to load this ticket.')}</p>
            <Button className="mt-3" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <p role="status" className="text-slate-700">
            Loading your ticket…
          </p>
        )}
      </div>
    </div>
  )
}
