import { useState, type FormEvent } from 'react'
import { TRANSACTION_STATUSES, formatPesos, type AdminTransaction, type TransactionStatus } from '@contracts/tickets'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { useRefundTransaction, useTicketTransactions, type TransactionFilters } from '../api/ticket-transactions'
import { LoadError, inputClass, labelClass, writeErrorMessage } from './shared'

const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
}

const STATUS_CLASSES: Record<TransactionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  refunded: 'bg-slate-200 text-slate-900',
  expired: 'bg-slate-100 text-slate-800',
  cancelled: 'bg-slate-100 text-slate-800',
}

const manilaTime = (iso: string) => new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' })

/** Every purchase, newest first: search by receipt number or buyer, filter by status, refund a paid one. */
export function TransactionsTab({ filters, onFiltersChange }: { filters: TransactionFilters; onFiltersChange: (next: TransactionFilters) => void }) {
  const transactions = useTicketTransactions(filters)
  const [q, setQ] = useState(filters.q ?? '')
  const [status, setStatus] = useState<string>(filters.status ?? '')

  function apply(event: FormEvent) {
    event.preventDefault()
    onFiltersChange({ ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status: status as TransactionStatus } : {}) })
  }

  const page = filters.page ?? 1
  return (
    <>
      <form onSubmit={apply} role="search" aria-label="Find transactions" className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <label className={labelClass}>
          Receipt number, buyer email or username
          <input name="q" type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} className={inputClass} />
        </label>
        <label className={labelClass}>
          Status
          <select name="status" value={status} onChange={(event) => setStatus(event.target.value)} className={inputClass}>
            <option value="">Any status</option>
            {TRANSACTION_STATUSES.map((entry) => (
              <option key={entry} value={entry}>
                {STATUS_LABELS[entry]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      <div className="mt-6">
        {transactions.isPending ? (
          <p role="status" className="text-slate-600">
            Loading transactions…
          </p>
        ) : transactions.isError ? (
          <LoadError what="the transactions" error={transactions.error} retry={() => void transactions.refetch()} />
        ) : transactions.data.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">No transactions match.</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" role="status">
              {transactions.data.pagination.total} {transactions.data.pagination.total === 1 ? 'transaction' : 'transactions'}
            </p>
            <ol className="space-y-3" aria-label="Transactions">
              {transactions.data.data.map((transaction) => (
                <li key={transaction.id}>
                  <TransactionCard transaction={transaction} />
                </li>
              ))}
            </ol>
            <nav aria-label="Transaction pages" className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => onFiltersChange({ ...filters, page: page - 1 })}>
                Newer
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {Math.max(1, transactions.data.pagination.total_pages)}
              </span>
              <Button
                variant="outline"
                disabled={page >= transactions.data.pagination.total_pages}
                onClick={() => onFiltersChange({ ...filters, page: page + 1 })}
              >
                Older
              </Button>
            </nav>
          </>
        )}
      </div>
    </>
  )
}

function TransactionCard({ transaction }: { transaction: AdminTransaction }) {
  const { showtime } = transaction
  const buyer = transaction.buyer.username ? `@${transaction.buyer.username}` : (transaction.buyer.email ?? `user ${transaction.buyer.id}`)
  return (
    <article aria-labelledby={`tx-${transaction.id}`} data-testid="ticket-transaction" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`tx-${transaction.id}`} className="font-mono text-base font-semibold text-slate-900">
          {transaction.receiptNumber}
        </h2>
        <span data-testid="transaction-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[transaction.status]}`}>
          {STATUS_LABELS[transaction.status]}
        </span>
      </div>
      <p className="mt-1 text-slate-900">
        <span className="font-medium">{showtime.movieTitle}</span> · {showtime.theaterName}
      </p>
      <p className="text-sm text-slate-700">
        {showtime.showDate} {showtime.showTime}
        {showtime.hall ? ` · ${showtime.hall.name}` : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-slate-600">Buyer</dt>
          <dd className="truncate text-slate-900">{buyer}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Seats</dt>
          <dd className="text-slate-900" data-testid="transaction-seats">
            {transaction.seats.map((seat) => seat.label).join(', ')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900">{formatPesos(transaction.amounts.total)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{transaction.refundedAt ? 'Refunded' : transaction.paidAt ? 'Paid' : 'Started'}</dt>
          <dd className="text-slate-900">{manilaTime(transaction.refundedAt ?? transaction.paidAt ?? transaction.createdAt)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Fee {formatPesos(transaction.amounts.convenienceFee)} · {transaction.provider}
        {transaction.providerReference ? ` · ${transaction.providerReference}` : ''}
      </p>
      {transaction.status === 'paid' ? <RefundButton transaction={transaction} /> : null}
    </article>
  )
}

function RefundButton({ transaction }: { transaction: AdminTransaction }) {
  const refund = useRefundTransaction()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const seats = transaction.seats.map((seat) => seat.label).join(', ')

  function refundNow() {
    setError(null)
    refund.mutate(
      { id: transaction.id, reason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          setOpen(false)
          toast({ title: 'Refunded', description: result.message ?? `${transaction.receiptNumber} is refunded; its seats are free again.` })
        },
        onError: (failure) => setError(writeErrorMessage(failure)),
      },
    )
  }

  return (
    <>
      <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
        Refund
        <span className="sr-only"> {transaction.receiptNumber}</span>
      </Button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Refund ${transaction.receiptNumber}?`}
          description={`${formatPesos(transaction.amounts.total)} for ${transaction.seats.length === 1 ? 'seat' : 'seats'} ${seats}. The tickets stop working at the door and the seats go back on sale. Return the money through the payment provider. This is recorded in the audit log.`}
        >
          <label className={labelClass}>
            Reason (optional)
            <textarea value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} className={`${inputClass} py-2`} />
          </label>
          {error ? (
            <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
              {error}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={refundNow} disabled={refund.isPending}>
              {refund.isPending ? 'Refunding…' : 'Refund and free the seats'}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </>
  )
}
