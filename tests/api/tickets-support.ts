/** Shared set-up of the ticket tests (decision 037): a cinema with the standard seat map and a showtime. */
import type { Mailer, MailMessage } from '../../api/mail/mailer.ts'
import type { PaymentCallback, PaymentProviderFamily } from '../../api/contracts/tickets.ts'
import { providerFor } from '../../api/modules/payments/provider.ts'
import { createHall, createMall, createMovie, createSchedule, createTheater } from '../factories/index.ts'
import type { TestApp } from '../support/test-app.ts'

export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    destination: 'memory',
    close: () => {},
    send: async (message) => {
      sent.push(message)
    },
  }
}

export async function createShowtime(app: TestApp, options: { operator?: string; startsAt?: Date; price?: number } = {}) {
  const db = app.deps.db
  const mall = await createMall(db, { operator: options.operator ?? 'Ayala Malls' })
  const theater = await createTheater(db, { mallId: mall.id })
  const hall = await createHall(db, { theaterId: theater.id, screenNumber: 1 })
  const movie = await createMovie(db)
  const showtime = await createSchedule(db, {
    theaterId: theater.id,
    movieId: movie.id,
    hallId: hall.id,
    price: options.price ?? 35000,
    ...(options.startsAt ? { startsAt: options.startsAt } : {}),
  })
  const seats = await db.hallSeat.findMany({ where: { hallId: hall.id } })
  const seat = (label: string) => {
    const found = seats.find((entry) => `${entry.row}${entry.number}` === label)
    if (!found) throw new Error(`no seat ${label}`)
    return found.id
  }
  return { mall, theater, hall, movie, showtime, seats, seat }
}

export function signedCallback(app: TestApp, family: PaymentProviderFamily, body: Omit<PaymentCallback, 'signature'>): PaymentCallback {
  const provider = providerFor(app.deps.config, family)!
  return { ...body, signature: provider.signCallback(body) }
}

export async function call<T = Record<string, unknown>>(app: TestApp, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    json = { text }
  }
  return { status: res.status, res, body: json as T & { message?: string; code?: string; seats?: string[]; [key: string]: unknown } }
}
