import { useState, type FormEvent } from 'react'
import { formatPesos } from '@contracts/tickets'
import { Button } from '@/components/ui/button'
import { useTicketSales, type SalesRange } from '../api/ticket-sales'
import { LoadError, inputClass, labelClass } from './shared'

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
const count = (value: number) => value.toLocaleString('en-PH')

/**
 * Paid sales (refunds excluded) per Manila day of payment and per cinema. Tables, not a chart: no chart
 * library is installed and the admin pages draw their few charts by hand (decision 030).
 */
export function SalesTab({ range, onRangeChange }: { range: SalesRange; onRangeChange: (next: SalesRange) => void }) {
  const sales = useTicketSales(range)
  const [from, setFrom] = useState(range.from ?? '')
  const [to, setTo] = useState(range.to ?? '')

  function apply(event: FormEvent) {
    event.preventDefault()
    onRangeChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) })
  }

  return (
    <>
      <form onSubmit={apply} aria-label="Report dates" className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className={labelClass}>
          From (Manila day)
          <input name="from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} className={inputClass} />
        </label>
        <label className={labelClass}>
          To
          <input name="to" type="date" value={to} onChange={(event) => setTo(event.target.value)} className={inputClass} />
        </label>
        <Button type="submit" className="col-span-2 sm:col-span-1">
          Show report
        </Button>
      </form>

      <div className="mt-6">
        {sales.isPending ? (
          <p role="status" className="text-slate-600">
            Loading the sales report…
          </p>
        ) : sales.isError ? (
          <LoadError what="the sales report" error={sales.error} retry={() => void sales.refetch()} />
        ) : (
          <>
            <h2 className="text-lg font-semibold text-slate-900">
              Sales from {dayLabel(sales.data.from)} to {dayLabel(sales.data.to)}
            </h2>
            <p className="text-sm text-slate-600">Paid purchases by the Manila day they were paid; refunded ones are not counted.</p>
            <dl className="mt-3 grid grid-cols-3 gap-3" data-testid="sales-totals">
              <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                <dt className="text-xs font-medium text-slate-600">Purchases</dt>
                <dd className="text-xl font-bold tabular-nums text-slate-900">{count(sales.data.totals.transactions)}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                <dt className="text-xs font-medium text-slate-600">Tickets</dt>
                <dd className="text-xl font-bold tabular-nums text-slate-900">{count(sales.data.totals.tickets)}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                <dt className="text-xs font-medium text-slate-600">Amount</dt>
                <dd className="text-lg font-bold tabular-nums text-slate-900 sm:text-xl" data-testid="sales-total-amount">
                  {formatPesos(sales.data.totals.amount)}
                </dd>
              </div>
            </dl>

            <FiguresTable
              caption="Sales per cinema"
              head="Cinema"
              empty="No paid sales in these days."
              rows={sales.data.byCinema.map((row) => ({ key: String(row.theaterId), label: row.theaterName, sub: row.mallName, ...row }))}
            />
            <FiguresTable
              caption="Sales per day"
              head="Day"
              rows={[...sales.data.byDay].reverse().map((row) => ({ key: row.date, label: dayLabel(row.date), ...row }))}
            />
          </>
        )}
      </div>
    </>
  )
}

interface FigureRow {
  key: string
  label: string
  sub?: string
  transactions: number
  tickets: number
  amount: number
}

function FiguresTable({ caption, head, rows, empty }: { caption: string; head: string; rows: FigureRow[]; empty?: string }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-3 py-2 font-medium">
              {head}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Purchases
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Tickets
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={4} className="px-3 py-4 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className={`border-b border-slate-100 last:border-0 ${row.transactions === 0 ? 'text-slate-500' : 'text-slate-900'}`}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.label}
                  {row.sub ? <span className="block text-xs font-normal text-slate-600">{row.sub}</span> : null}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{count(row.transactions)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{count(row.tickets)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatPesos(row.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
