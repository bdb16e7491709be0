/**
 * Admin ticket settings (issue 17, decision 037): sales on/off, convenience fee, hold length and provider
 * per cinema group; the transactions with refunds (which free the seats); sales per day and per cinema.
 * Every write is audited in its own transaction.
 */
import type { AdminTransaction, AdminTransactionsQuery, SalesReportQuery, TicketSettings, TicketSettingsUpdate, TransactionStatus, PaymentProviderFamily } from '../../contracts/tickets.ts'
import { TICKET_MESSAGES } from '../../contracts/tickets.ts'
import { pagination } from '../../contracts/paging.ts'
import { BadRequest, Conflict, NotFound } from '../../errors.ts'
import { inTransaction } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { manilaDate, manilaToday } from '../movies/manila-dates.ts'
import { groupSlug, settingsFor } from '../tickets/ticket-settings.ts'
import { presentShowtime, presentTransactionAnalytics } from '../tickets/tickets.presenter.ts'
import { purchasedSeats } from '../tickets/tickets.service.ts'
import { buildSeatMapSeats, seatMapColumns } from '../tickets/seat-layout.ts'
import {
  createHall,
  findAdminTransaction,
  findHall,
  findHallOf,
  findShowtimeForHall,
  hallAtScreen,
  hallList,
  hallSeatsInUse,
  paidSales,
  redrawHall,
  refundPaid,
  saveTicketSettings,
  setShowtimeHall,
  theaterExists,
  theaterOperators,
  transactionPage,
  type AdminTransactionRow,
} from './admin-tickets.repository.ts'
import type { AdminHall, HallBody, HallCreate } from '../../contracts/tickets.ts'

function presentAdminTransaction(row: AdminTransactionRow): AdminTransaction {
  const showtime = presentShowtime(row.schedule)
  const seats = purchasedSeats(row.seats)
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    status: row.status as TransactionStatus,
    provider: row.provider as PaymentProviderFamily,
    testPayment: row.testPayment,
    providerReference: row.providerReference,
    amounts: { currency: 'PHP', subtotal: row.subtotal, convenienceFee: row.convenienceFee, total: row.total },
    showtime,
    seats,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    buyer: row.user,
    ticketCount: row._count.tickets,
    analytics: presentTransactionAnalytics(row, showtime, seats.length),
  }
}

/** The days a sales report may cover: any real sale, and nothing whose next day is past year 9999. */
const SALES_FIRST_DAY = '2000-01-01'
const SALES_LAST_DAY = '2999-12-31'

/** The UTC instant at which a Manila day starts. */
const manilaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`)
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export function adminTicketsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps

  /** Cinema groups are the malls' operators; each with its effective settings and its number of cinemas. */
  async function groups(): Promise<TicketSettings[]> {
    const counts = new Map<string, { name: string; cinemas: number }>()
    for (const operator of await theaterOperators(db)) {
      const slug = groupSlug(operator)
      const entry = counts.get(slug) ?? { name: operator, cinemas: 0 }
      entry.cinemas++
      counts.set(slug, entry)
    }
    const list = await Promise.all(
      [...counts.values()].map(async ({ name, cinemas }) => {
        const settings = await settingsFor(db, name)
        return { ...settings, name, cinemas, updatedAt: settings.updatedAt?.toISOString() ?? null }
      }),
    )
    return list.sort((a, b) => a.name.localeCompare(b.name))
  }

  return {
    groups,

    async updateSettings(actor: AuditActor, group: string, body: TicketSettingsUpdate): Promise<TicketSettings> {
      const existing = (await groups()).find((entry) => entry.group === group)
      if (!existing) throw NotFound('Cinema group not found')
      const { name: _name, cinemas: _cinemas, updatedAt: _updatedAt, ...before } = existing
      await inTransaction(db, async (tx) => {
        await saveTicketSettings(tx, group, { ...body, updatedAt: clock.now() })
        await recordAudit(tx, actor, { action: 'ticket-settings.update', entityType: 'ticket-settings', entityId: group, before, after: { group, ...body } })
      })
      return (await groups()).find((entry) => entry.group === group)!
    },

    async transactions(query: AdminTransactionsQuery) {
      const page = query.page ?? 1
      const perPage = query.per_page ?? 20
      const [rows, total] = await transactionPage(db, { status: query.status, q: query.q }, (page - 1) * perPage, perPage)
      return { status: 'success', data: rows.map(presentAdminTransaction), pagination: pagination(page, perPage, total) }
    },

    /** Refunds a paid transaction: its tickets stop checking in and its seats are free again. */
    async refund(actor: AuditActor, id: number, reason: string | undefined) {
      const row = await findAdminTransaction(db, id)
      if (!row) throw NotFound(TICKET_MESSAGES.transactionNotFound)
      const now = clock.now()
      const refunded = await inTransaction(db, async (tx) => {
        if (!(await refundPaid(tx, id, row.holdId, now))) return false
        await recordAudit(tx, actor, {
          action: 'ticket-transaction.refund',
          entityType: 'ticket-transaction',
          entityId: id,
          before: { status: row.status, total: row.total, receiptNumber: row.receiptNumber },
          after: { status: 'refunded', total: row.total, receiptNumber: row.receiptNumber },
          reason: reason ?? null,
        })
        return true
      })
      if (!refunded) throw Conflict(TICKET_MESSAGES.notRefundable, 'NOT_REFUNDABLE')
      const fresh = (await findAdminTransaction(db, id))!
      return { status: 'success', message: `Refunded ${row.receiptNumber}; its seats are free again.`, data: presentAdminTransaction(fresh) }
    },

    async halls(theaterId: number | undefined): Promise<AdminHall[]> {
      const rows = await hallList(db, theaterId)
      return rows.map(({ _count, ...row }) => ({ ...row, seats: _count.seats }))
    },

    async createHall(actor: AuditActor, body: HallCreate): Promise<AdminHall> {
      if (!(await theaterExists(db, body.theaterId))) throw NotFound('Cinema not found')
      if (await hallAtScreen(db, body.theaterId, body.screenNumber)) {
        throw Conflict(`This cinema already has a hall with screen number ${body.screenNumber}`, 'HALL_EXISTS')
      }
      const id = await inTransaction(db, async (tx) => {
        const hallId = await createHall(
          tx,
          { theaterId: body.theaterId, screenNumber: body.screenNumber, name: body.name, premiumSurcharge: body.premiumSurcharge, columns: seatMapColumns(body.layout) },
          (newId) => buildSeatMapSeats(newId, body.layout),
        )
        await recordAudit(tx, actor, { action: 'hall.create', entityType: 'hall', entityId: hallId, after: { ...body } })
        return hallId
      })
      return (await this.halls(body.theaterId)).find((hall) => hall.id === id)!
    },

    /** Renames, reprices and redraws a hall; the seats are redrawn only while none is held or sold. */
    async updateHall(actor: AuditActor, id: number, body: HallBody): Promise<AdminHall> {
      const hall = await findHall(db, id)
      if (!hall) throw NotFound('Hall not found')
      const used = await hallSeatsInUse(db, id)
      if (used > 0) throw Conflict('Seats of this hall are held or sold; its seat map cannot be redrawn now.', 'HALL_IN_USE')
      await inTransaction(db, async (tx) => {
        await redrawHall(tx, id, { name: body.name, premiumSurcharge: body.premiumSurcharge, columns: seatMapColumns(body.layout) }, buildSeatMapSeats(id, body.layout))
        await recordAudit(tx, actor, { action: 'hall.update', entityType: 'hall', entityId: id, before: { name: hall.name, premiumSurcharge: hall.premiumSurcharge, columns: hall.columns }, after: { ...body } })
      })
      return (await this.halls(hall.theaterId)).find((entry) => entry.id === id)!
    },

    /**
     * Chooses the hall (seat map) a showtime plays in: one of its own cinema's halls, or null for none.
     * Refused while any of its seats is held or sold (their claims name the old hall's seats). Audited.
     */
    async setShowtimeHall(actor: AuditActor, id: number, hallId: number | null) {
      const showtime = await findShowtimeForHall(db, id)
      if (!showtime) throw NotFound(TICKET_MESSAGES.showtimeNotFound)
      const hall = hallId === null ? null : await findHallOf(db, hallId)
      if (hallId !== null && (!hall || hall.theaterId !== showtime.theater.id)) {
        throw hall ? BadRequest("That hall belongs to another cinema; choose one of this showtime's cinema halls.", 'HALL_OTHER_CINEMA') : NotFound('Hall not found')
      }
      if (showtime.hallId === hallId) return { status: 'success', message: 'The showtime already plays in this hall.', data: presentShowtime(showtime) }
      const changed = await inTransaction(db, async (tx) => {
        if (!(await setShowtimeHall(tx, id, hallId, clock.now()))) return false
        await recordAudit(tx, actor, {
          action: 'showtime.hall',
          entityType: 'showtime',
          entityId: id,
          before: { hallId: showtime.hallId, hallName: showtime.hall?.name ?? null },
          after: { hallId, hallName: hall?.name ?? null },
        })
        return true
      })
      if (!changed) throw Conflict('Seats of this showtime are held or sold; its hall cannot change now.', 'HALL_IN_USE')
      const fresh = (await findShowtimeForHall(db, id))!
      return { status: 'success', message: hall ? `The showtime now plays in ${hall.name}.` : 'The showtime has no seat map now.', data: presentShowtime(fresh) }
    },

    /** Paid sales (not refunded) per Manila day of payment and per cinema, from..to inclusive (default the last 30 days). */
    async sales(query: SalesReportQuery) {
      const to = query.to ?? manilaToday(clock)
      const from = query.from ?? addDays(to, -29)
      if (from > to) throw BadRequest('from must be on or before to', 'INVALID_RANGE')
      // Date arithmetic past year 9999 gives an invalid Date, which the database client refuses (a 500, not a 400).
      if (from < SALES_FIRST_DAY || to > SALES_LAST_DAY) throw BadRequest(`Dates must be between ${SALES_FIRST_DAY} and ${SALES_LAST_DAY}`, 'INVALID_RANGE')
      if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) throw BadRequest('The range can be at most a year', 'INVALID_RANGE')
      const rows = await paidSales(db, manilaMidnight(from), manilaMidnight(addDays(to, 1)))
      const empty = () => ({ transactions: 0, tickets: 0, amount: 0 })
      const totals = empty()
      const byDay = new Map<string, ReturnType<typeof empty>>()
      for (let day = from; day <= to; day = addDays(day, 1)) byDay.set(day, empty())
      const byCinema = new Map<number, ReturnType<typeof empty> & { theaterId: number; theaterName: string; mallName: string }>()
      for (const row of rows) {
        const tickets = purchasedSeats(row.seats).length
        const theater = row.schedule.theater
        const cinema = byCinema.get(theater.id) ?? { theaterId: theater.id, theaterName: theater.name, mallName: theater.mall.name, ...empty() }
        for (const figures of [totals, byDay.get(manilaDate(row.paidAt!))!, cinema]) {
          figures.transactions++
          figures.tickets += tickets
          figures.amount += row.total
        }
        byCinema.set(theater.id, cinema)
      }
      return {
        status: 'success',
        data: {
          from,
          to,
          totals,
          byDay: [...byDay.entries()].map(([date, figures]) => ({ date, ...figures })),
          byCinema: [...byCinema.values()].sort((a, b) => b.amount - a.amount || a.theaterName.localeCompare(b.theaterName)),
        },
      }
    },
  }
}
