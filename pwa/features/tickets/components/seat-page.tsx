import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft } from 'lucide-react'
import { formatPesos, TICKET_MESSAGES, type Hold, type SeatMap as SeatMapData } from '@contracts/tickets'
import { Button, buttonClasses } from '@/components/ui/button'
import { useProfileGate } from '@/features/profile-completion/use-profile-gate'
import { seatMapKey, useSeatMap } from '../api/get-seat-map'
import { useHoldSeats } from '../api/hold-seats'
import { useReleaseHold } from '../api/release-hold'
import { ticketErrorText } from '../lib/format'
import { trackTicketStep } from '../lib/ticket-analytics'
import { HoldTimer } from './hold-timer'
import { SeatMap } from './seat-map'
import { ShowtimeHeader } from './showtime-header'

type SeatCell = Extract<SeatMapData['rows'][number]['cells'][number], { type: 'seat' }>

export interface SeatPageProps {
  theaterId: string
  movieId: string
  scheduleId: string
}

/** The seats of `map` by id. */
function seatsById(map: SeatMapData): Map<number, SeatCell> {
  const seats = new Map<number, SeatCell>()
  for (const row of map.rows) for (const cell of row.cells) if (cell.type === 'seat') seats.set(cell.id, cell)
  return seats
}

function sameSeats(hold: Hold | null, chosen: ReadonlySet<number>): boolean {
  return !!hold && hold.seats.length === chosen.size && hold.seats.every((seat) => chosen.has(seat.id))
}

/**
 * The seat page (issue 17): pick up to 10 seats on the hall's map, Continue holds them (POST hold) and shows the
 * hold's countdown; Proceed goes to the payment options, Cancel gives the seats back. When the hold runs out the
 * page says so and reads the map again. The profile-completion prompt comes before the first hold.
 */
export function SeatPage({ theaterId, movieId, scheduleId }: SeatPageProps) {
  const { data: map, error, refetch } = useSeatMap(scheduleId)
  if (error && !map)
    return (
      <div className="mx-auto max-w-xl px-4 py-8" role="alert">
        <h1 className="text-xl font-bold text-slate-900">Unable to load the seats</h1>
        <p className="mt-2 text-slate-700">{ticketErrorText(error, 'Please try again later.')}</p>
        <div className="mt-4 flex gap-3">
          <Button onClick={() => void refetch()}>Try Again</Button>
          <Link to="/movies/tickets/$theaterId/schedule/$movieId" params={{ theaterId, movieId }} className={buttonClasses({ variant: 'outline' })}>
            Back to showtimes
          </Link>
        </div>
      </div>
    )
  if (!map) return <p className="px-4 py-8 text-center text-slate-700" role="status">Loading seats…</p>
  return <SeatChooser map={map} theaterId={theaterId} movieId={movieId} />
}

function SeatChooser({ map, theaterId, movieId }: { map: SeatMapData; theaterId: string; movieId: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const scheduleId = map.showtime.id
  const seats = useMemo(() => seatsById(map), [map])
  const hold = map.hold && map.hold.status === 'active' ? map.hold : null
  const [picked, setChosen] = useState<Set<number>>(() => new Set(hold?.seats.map((seat) => seat.id) ?? []))
  // Seats someone else took meanwhile leave the selection (the map refreshes every 20 s).
  const chosen = useMemo(() => {
    const kept = [...picked].filter((id) => {
      const seat = seats.get(id)
      return seat && (seat.state === 'free' || seat.state === 'mine')
    })
    return kept.length === picked.size ? picked : new Set(kept)
  }, [picked, seats])
  const [message, setMessage] = useState<string | null>(null)
  const holdSeats = useHoldSeats(scheduleId)
  const release = useReleaseHold(scheduleId)
  const { gate, dialog } = useProfileGate()
  const messageRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    trackTicketStep('showtime_selected', map.showtime)
    // Once per showtime opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map.showtime.id])

  useEffect(() => {
    if (message) messageRef.current?.focus()
  }, [message])

  const chosenSeats = [...chosen].map((id) => seats.get(id)).filter((seat): seat is SeatCell => !!seat)
  chosenSeats.sort((a, b) => a.row.localeCompare(b.row) || a.number - b.number)
  const subtotal = chosenSeats.reduce((sum, seat) => sum + seat.price, 0)
  const fee = map.convenienceFee * chosenSeats.length
  const total = subtotal + fee
  const held = sameSeats(hold, chosen)
  // Nothing is held that cannot be paid for: without a working payment method the map is shown but not offered (decision 045).
  const selling = map.salesOpen && map.providers.length > 0

  function toggle(seat: SeatCell) {
    setMessage(null)
    const next = new Set(chosen)
    if (next.has(seat.id)) next.delete(seat.id)
    else if (next.size >= map.maxSeats) return setMessage(TICKET_MESSAGES.tooManySeats)
    else next.add(seat.id)
    setChosen(next)
  }

  function continueWithSeats() {
    setMessage(null)
    gate(() => {
      holdSeats.mutate(
        chosenSeats.map((seat) => seat.id),
        {
          onSuccess: (created) => trackTicketStep('seats_selected', created.showtime, created.seats.length, created.amounts.total),
          onError: (failure) => setMessage(ticketErrorText(failure, 'Could not hold these seats. Please try again.')),
        },
      )
    })
  }

  function cancelHold() {
    if (!hold) return
    release.mutate(hold.id, {
      onSuccess: () => {
        setChosen(new Set())
        setMessage('Your seats were released.')
      },
      onError: (failure) => setMessage(ticketErrorText(failure, 'Could not release the seats. Please try again.')),
    })
  }

  function expired() {
    setChosen(new Set())
    setMessage(TICKET_MESSAGES.holdExpired)
    void queryClient.invalidateQueries({ queryKey: seatMapKey(scheduleId), exact: true })
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-48">
      <Link
        to="/movies/tickets/$theaterId/schedule/$movieId"
        params={{ theaterId, movieId }}
        search={{ date: map.showtime.showDate }}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Showtimes
      </Link>
      <div className="mt-3">
        <ShowtimeHeader showtime={map.showtime} title="Choose your seats" />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Up to {map.maxSeats} seats. Seats are held for {map.holdMinutes} minutes while you pay.
      </p>

      <div ref={messageRef} tabIndex={-1} role="alert" className="outline-none">
        {message ? (
          <p className="mt-4 flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {message}
          </p>
        ) : null}
      </div>
      {!selling ? (
        <p className="mt-4 rounded-md border border-slate-300 bg-slate-100 p-3 text-sm font-medium text-slate-900" data-testid="not-selling">
          {!map.salesOpen ? TICKET_MESSAGES.salesOff : TICKET_MESSAGES.paymentUnavailable}
        </p>
      ) : null}

      <div className="mt-4">
        <SeatMap map={map} chosen={chosen} onToggle={toggle} disabled={!selling || holdSeats.isPending} />
      </div>

      <section
        aria-label="Your selection"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
      >
        <div className="mx-auto max-w-3xl space-y-2">
          {hold ? <HoldTimer key={hold.id + hold.expiresAt} expiresAt={hold.expiresAt} onExpire={expired} /> : null}
          <div className="flex items-end justify-between gap-3">
            <div className="min-w-0 text-sm text-slate-700">
              <p data-testid="chosen-seats">
                {chosenSeats.length === 0 ? 'No seats chosen' : `${chosenSeats.length} of ${map.maxSeats}: ${chosenSeats.map((seat) => seat.label).join(', ')}`}
              </p>
              {fee > 0 ? <p className="text-xs">Includes convenience fee {formatPesos(fee)}</p> : null}
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-xs text-slate-600">Total</span>
              <span className="text-lg font-bold text-slate-900" data-testid="seat-total">
                {formatPesos(total)}
              </span>
            </p>
          </div>
          <div className="flex gap-2">
            {hold ? (
              <Button variant="outline" className="flex-1" onClick={cancelHold} disabled={release.isPending}>
                Cancel hold
              </Button>
            ) : null}
            {held && hold ? (
              <Button
                className="flex-1"
                onClick={() =>
                  void navigate({
                    to: '/movies/tickets/$theaterId/schedule/$movieId/payment-options',
                    params: { theaterId, movieId },
                    search: { hold: hold.id },
                  })
                }
              >
                Proceed to payment
              </Button>
            ) : (
              <Button className="flex-1" onClick={continueWithSeats} disabled={chosenSeats.length === 0 || holdSeats.isPending || !selling}>
                {holdSeats.isPending ? 'Holding seats…' : hold ? 'Update seats' : 'Continue'}
              </Button>
            )}
          </div>
        </div>
      </section>
      {dialog}
    </div>
  )
}
