/**
 * Ticket settings per cinema group (Mall.operator, keyed by its slug; decision 037). A group without a row
 * sells with the defaults: sales on, no convenience fee, 8-minute holds, its family's provider.
 */
import { movieSlug } from '../../contracts/slugs.ts'
import { PAYMENT_PROVIDERS, TICKET_RULES, type PaymentProviderFamily } from '../../contracts/tickets.ts'
import { ticketSettingsRow, type Reader } from './tickets.repository.ts'

export interface EffectiveSettings {
  group: string
  salesEnabled: boolean
  convenienceFee: number
  holdMinutes: number
  provider: PaymentProviderFamily
  updatedAt: Date | null
}

export const groupSlug = (operator: string) => movieSlug(operator)

/** The provider family a cinema group pays through by default (doc 3's route table pairs them). */
export function defaultProvider(group: string): PaymentProviderFamily {
  if (group.includes('ayala')) return 'pesopay-ayala-cinemas'
  if (group.includes('megaworld')) return 'ipay88-megaworld'
  return 'rbank-rmw'
}

const asFamily = (value: string, group: string): PaymentProviderFamily =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value) ? (value as PaymentProviderFamily) : defaultProvider(group)

export async function settingsFor(db: Reader, operator: string): Promise<EffectiveSettings> {
  const group = groupSlug(operator)
  const row = await ticketSettingsRow(db, group)
  if (!row) return { group, salesEnabled: true, convenienceFee: 0, holdMinutes: TICKET_RULES.defaultHoldMinutes, provider: defaultProvider(group), updatedAt: null }
  return { group, salesEnabled: row.salesEnabled, convenienceFee: row.convenienceFee, holdMinutes: row.holdMinutes, provider: asFamily(row.provider, group), updatedAt: row.updatedAt }
}
