import { useState, type FormEvent } from 'react'
import { formatPesos, type AdminHall, type SeatLayout } from '@contracts/tickets'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { useAllCinemas, useCreateHall, useHalls, useUpdateHall } from '../api/halls'
import { centavosToPesosInput, pesosInputToCentavos } from '../lib/pesos-input'
import { LoadError, inputClass, labelClass, writeErrorMessage } from './shared'

/** The halls (seat maps) of one cinema: list them, add one, redraw one (refused while its seats are held or sold). */
export function SeatMapsTab({ theaterId, onTheaterChange }: { theaterId?: number; onTheaterChange: (theaterId: number | undefined) => void }) {
  const cinemas = useAllCinemas()
  const halls = useHalls(theaterId)
  const cinema = cinemas.data?.find((entry) => entry.id === theaterId)

  return (
    <>
      <p className="max-w-prose text-slate-700">
        A seat map is drawn as rows of seats in blocks between aisles. Premium rows are at the back and cost the hall’s surcharge more;
        wheelchair spaces (each with a companion seat) are in the front row. A hall whose seats are held or sold cannot be redrawn until
        those shows are over.
      </p>
      {cinemas.isError ? (
        <div className="mt-4">
          <LoadError what="the cinemas" error={cinemas.error} retry={() => void cinemas.refetch()} />
        </div>
      ) : (
        <label className={`${labelClass} mt-4 max-w-md`}>
          Cinema
          <select
            name="theater"
            value={theaterId ?? ''}
            disabled={cinemas.isPending}
            onChange={(event) => onTheaterChange(event.target.value ? Number(event.target.value) : undefined)}
            className={inputClass}
          >
            <option value="">{cinemas.isPending ? 'Loading cinemas…' : 'Choose a cinema'}</option>
            {[...(cinemas.data ?? [])]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name} ({entry.mall_name})
                </option>
              ))}
          </select>
        </label>
      )}

      {theaterId === undefined ? null : halls.isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading the halls…
        </p>
      ) : halls.isError ? (
        <div className="mt-6">
          <LoadError what="the halls" error={halls.error} retry={() => void halls.refetch()} />
        </div>
      ) : (
        <section aria-labelledby="halls-title" className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="halls-title" className="text-lg font-semibold text-slate-900">
              Halls of {cinema?.name ?? 'this cinema'}
            </h2>
            <HallDialog theaterId={theaterId} nextScreen={Math.max(0, ...halls.data.map((hall) => hall.screenNumber)) + 1} />
          </div>
          {halls.data.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">This cinema has no seat map yet.</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Halls">
              {halls.data.map((hall) => (
                <li key={hall.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="hall">
                  <h3 className="font-semibold text-slate-900">
                    {hall.name} <span className="font-normal text-slate-600">· screen {hall.screenNumber}</span>
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">
                    {hall.seats} seats · {hall.columns} columns · premium +{formatPesos(hall.premiumSurcharge)}
                  </p>
                  <HallDialog theaterId={theaterId} hall={hall} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  )
}

const STANDARD_LAYOUT = { rows: '8', blocks: '4, 12, 4', premiumRows: '2', wheelchairSpaces: '2' }

/** Add a hall (no `hall`) or redraw one: name, surcharge and the layout as rows × blocks. */
function HallDialog({ theaterId, hall, nextScreen }: { theaterId: number; hall?: AdminHall; nextScreen?: number }) {
  const create = useCreateHall()
  const update = useUpdateHall()
  const pending = create.isPending || update.isPending
  const [open, setOpen] = useState(false)
  const [name, setName] = useState(hall?.name ?? `Cinema ${nextScreen ?? 1}`)
  const [screenNumber, setScreenNumber] = useState(String(nextScreen ?? 1))
  const [surcharge, setSurcharge] = useState(centavosToPesosInput(hall?.premiumSurcharge ?? 10000))
  const [layout, setLayout] = useState(STANDARD_LAYOUT)
  const [error, setError] = useState<string | null>(null)
  const title = hall ? `Redraw ${hall.name}` : 'Add a hall'

  function save(event: FormEvent) {
    event.preventDefault()
    const premiumSurcharge = pesosInputToCentavos(surcharge)
    const blocks = layout.blocks.split(/[\s,]+/).filter(Boolean).map(Number)
    if (premiumSurcharge === null) return setError('Enter the premium surcharge in pesos with at most two decimals.')
    if (blocks.length === 0 || blocks.some((seats) => !Number.isInteger(seats))) return setError('Blocks are seat counts separated by commas, e.g. 4, 12, 4.')
    const seatLayout: SeatLayout = {
      rows: Number(layout.rows),
      blocks,
      premiumRows: Number(layout.premiumRows || 0),
      wheelchairSpaces: Number(layout.wheelchairSpaces || 0),
    }
    setError(null)
    const done = (saved: AdminHall) => {
      setOpen(false)
      toast({ title: hall ? 'Seat map redrawn' : 'Hall added', description: `${saved.name}: ${saved.seats} seats.` })
    }
    const failed = (failure: unknown) => setError(writeErrorMessage(failure))
    const body = { name: name.trim(), premiumSurcharge, layout: seatLayout }
    if (hall) update.mutate({ id: hall.id, body }, { onSuccess: done, onError: failed })
    else create.mutate({ ...body, theaterId, screenNumber: Number(screenNumber) }, { onSuccess: done, onError: failed })
  }

  const field = (key: keyof typeof STANDARD_LAYOUT, label: string, hint?: string) => (
    <label className={labelClass}>
      {label}
      <input
        name={key}
        inputMode={key === 'blocks' ? 'text' : 'numeric'}
        value={layout[key]}
        onChange={(event) => setLayout({ ...layout, [key]: event.target.value })}
        className={inputClass}
      />
      {hint ? <span className="text-xs font-normal text-slate-600">{hint}</span> : null}
    </label>
  )

  return (
    <>
      <Button variant={hall ? 'outline' : 'primary'} className={hall ? 'mt-3' : undefined} onClick={() => setOpen(true)}>
        {hall ? 'Redraw' : 'Add a hall'}
        {hall ? <span className="sr-only"> {hall.name}</span> : null}
      </Button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent title={title} className="max-h-[90vh] overflow-y-auto">
          <form onSubmit={save} className="grid grid-cols-2 gap-3" aria-label={title}>
            <label className={`${labelClass} col-span-2`}>
              Name
              <input name="name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} className={inputClass} />
            </label>
            {hall ? null : (
              <label className={labelClass}>
                Screen number
                <input name="screenNumber" inputMode="numeric" value={screenNumber} onChange={(event) => setScreenNumber(event.target.value)} className={inputClass} />
              </label>
            )}
            <label className={labelClass}>
              Premium surcharge (₱)
              <input name="premiumSurcharge" inputMode="decimal" value={surcharge} onChange={(event) => setSurcharge(event.target.value)} className={inputClass} />
            </label>
            {field('rows', 'Rows', '1 to 26 (A–Z)')}
            <div className="col-span-2">{field('blocks', 'Seats per block', 'Between aisles, e.g. 4, 12, 4')}</div>
            {field('premiumRows', 'Premium rows')}
            {field('wheelchairSpaces', 'Wheelchair spaces')}
            {error ? (
              <p role="alert" className="col-span-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
                {error}
              </p>
            ) : null}
            <div className="col-span-2 mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving…' : hall ? 'Redraw seat map' : 'Add hall'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </DialogRoot>
    </>
  )
}
