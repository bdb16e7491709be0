import { Accessibility, Crown, HeartHandshake } from 'lucide-react'
import { formatPesos, type SeatMap as SeatMapData, type SeatMapCell } from '@contracts/tickets'
import { cn } from '@/lib/cn'

type SeatCell = Extract<SeatMapCell, { type: 'seat' }>

const KIND_TEXT = { regular: '', premium: 'premium', wheelchair: 'wheelchair space', companion: 'companion seat' } as const

function seatLabel(seat: SeatCell, chosen: boolean): string {
  const kind = KIND_TEXT[seat.kind]
  const state = chosen ? 'selected' : seat.state === 'free' || seat.state === 'mine' ? 'available' : seat.state === 'held' ? 'on hold' : 'taken'
  return [`Seat ${seat.label}`, kind, formatPesos(seat.price), state].filter(Boolean).join(', ')
}

function KindIcon({ kind }: { kind: SeatCell['kind'] }) {
  if (kind === 'wheelchair') return <Accessibility className="h-3.5 w-3.5" aria-hidden="true" />
  if (kind === 'companion') return <HeartHandshake className="h-3.5 w-3.5" aria-hidden="true" />
  if (kind === 'premium') return <Crown className="h-3 w-3" aria-hidden="true" />
  return null
}

/** Colours of a seat; each state also differs by shape or mark, never by colour alone. */
function seatClasses(seat: SeatCell, chosen: boolean): string {
  if (chosen) return 'border-blue-800 bg-blue-700 text-white'
  if (seat.state === 'taken') return 'border-slate-400 bg-slate-300 text-slate-600 line-through'
  if (seat.state === 'held') return 'border-amber-600 bg-amber-100 text-amber-900 border-dashed'
  if (seat.kind === 'premium') return 'border-violet-700 bg-white text-violet-900 hover:bg-violet-50'
  if (seat.kind === 'wheelchair' || seat.kind === 'companion') return 'border-teal-700 bg-white text-teal-900 hover:bg-teal-50'
  return 'border-slate-500 bg-white text-slate-900 hover:bg-slate-100'
}

/**
 * The hall as a grid: screen at the top, one row per letter, aisles as gaps. Every seat is a real toggle button
 * (aria-pressed) named with its label, kind, price and state; taken and held seats are disabled. The grid scrolls
 * sideways inside itself on a narrow phone, so the page never does.
 */
export function SeatMap({ map, chosen, onToggle, disabled }: { map: SeatMapData; chosen: ReadonlySet<number>; onToggle: (seat: SeatCell) => void; disabled?: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="mx-auto mb-4 h-2 w-3/4 rounded-full bg-slate-400" aria-hidden="true" />
      <p className="mb-3 text-center text-xs font-semibold tracking-widest text-slate-600 uppercase">Screen</p>
      <div className="overflow-x-auto pb-2" role="group" aria-label={`Seats of ${map.showtime.hall?.name ?? 'the cinema'}`}>
        <div className="mx-auto w-max space-y-1.5">
          {map.rows.map((row) => (
            <div key={row.row} className="flex items-center gap-1">
              <span className="w-5 text-center text-xs font-semibold text-slate-600" aria-hidden="true">
                {row.row}
              </span>
              <div className="grid gap-1" style={{ gridTemplateColumns: `repeat(${map.columns}, 1.75rem)` }}>
                {row.cells.map((cell) => {
                  if (cell.type === 'gap') return <span key={`gap-${cell.column}`} style={{ gridColumn: cell.column }} aria-hidden="true" />
                  const isChosen = chosen.has(cell.id)
                  const unavailable = cell.state === 'taken' || cell.state === 'held'
                  return (
                    <button
                      key={cell.id}
                      type="button"
                      style={{ gridColumn: cell.column }}
                      className={cn(
                        'flex h-7 w-7 items-center justify-center rounded-t-lg rounded-b border-2 text-[10px] font-semibold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:cursor-not-allowed',
                        seatClasses(cell, isChosen),
                      )}
                      aria-pressed={isChosen}
                      aria-label={seatLabel(cell, isChosen)}
                      disabled={unavailable || disabled}
                      data-seat={cell.label}
                      data-state={isChosen ? 'chosen' : cell.state}
                      onClick={() => onToggle(cell)}
                    >
                      {cell.kind === 'regular' ? cell.number : <KindIcon kind={cell.kind} />}
                    </button>
                  )
                })}
              </div>
              <span className="w-5 text-center text-xs font-semibold text-slate-600" aria-hidden="true">
                {row.row}
              </span>
            </div>
          ))}
        </div>
      </div>
      <SeatLegend />
    </div>
  )
}

function LegendSwatch({ className, children }: { className: string; children?: React.ReactNode }) {
  return <span className={cn('flex h-5 w-5 shrink-0 items-center justify-center rounded-t-md rounded-b border-2', className)}>{children}</span>
}

export function SeatLegend() {
  const items = [
    { label: 'Available', swatch: <LegendSwatch className="border-slate-500 bg-white" /> },
    { label: 'Your choice', swatch: <LegendSwatch className="border-blue-800 bg-blue-700" /> },
    { label: 'On hold', swatch: <LegendSwatch className="border-dashed border-amber-600 bg-amber-100" /> },
    { label: 'Taken', swatch: <LegendSwatch className="border-slate-400 bg-slate-300" /> },
    { label: 'Premium', swatch: <LegendSwatch className="border-violet-700 bg-white text-violet-900"><Crown className="h-3 w-3" aria-hidden="true" /></LegendSwatch> },
    { label: 'Wheelchair space', swatch: <LegendSwatch className="border-teal-700 bg-white text-teal-900"><Accessibility className="h-3 w-3" aria-hidden="true" /></LegendSwatch> },
    { label: 'Companion seat', swatch: <LegendSwatch className="border-teal-700 bg-white text-teal-900"><HeartHandshake className="h-3 w-3" aria-hidden="true" /></LegendSwatch> },
  ]
  return (
    <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 border-t border-slate-200 pt-3 text-xs text-slate-700 sm:grid-cols-4" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          {item.swatch}
          {item.label}
        </li>
      ))}
    </ul>
  )
}
