/** Shared set-up of the ticket tests (decision 037): a cinema with the standard seat map and a showtime. */
import type { Mailer, MailMessage } from '../../api/mail/mailer.ts'
import type { PaymentCallback, PaymentProviderFamily } from '../../api/contracts/tickets.ts'
import { createProvider } from '../../api/modules/payments/provider.ts'
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
  const provider = createProvider(family, app.deps.config.tickets.providers[family], app.deps.config.publicUrl)
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

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))

/**
 * The address one of the test provider page's two forms (Pay, Fail) goes to: its action with its hidden fields,
 * as the browser would send them.
 */
export function testProviderAction(html: string, outcome: 'paid' | 'failed'): string {
  const forms = [...html.matchAll(/<form method="get" action="([^"]+)">([\s\S]*?)<\/form>/g)]
  const form = forms.find((match) => match[2]!.includes(`name="outcome" value="${outcome}"`))
  if (!form) throw new Error(`no ${outcome} form`)
  const fields = [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescapeHtml(match[1]!), unescapeHtml(match[2]!)])
  return `${unescapeHtml(form[1]!)}?${new URLSearchParams(fields)}`
}
