/**
 * Which payment methods work, and which of them a cinema group offers (decision 045).
 *
 * A family (doc 3's route table) works when a real hosted provider is configured for it, or else when the bundled
 * test provider is on: TICKETS_TEST_PROVIDER=true/false says so outright; without it, outside production it is on,
 * and in production it is on exactly when the database is the demo database (SiteSetting demoData = "true", the
 * rule the widgets follow too), so `npm start` on a fresh clone sells a ticket and a real deployment never takes
 * test payments. The configuration is read before the database is, so the answer is asked here, once per database.
 *
 * A cinema group offers only its own family (its ticket settings' provider): never another group's provider.
 */
import type { PaymentProviderFamily } from '../../contracts/tickets.ts'
import type { Db } from '../../db.ts'
import type { PaymentProviderConfig } from '../../env.ts'
import type { AppDeps } from '../../types.ts'
import type { EffectiveSettings } from './ticket-settings.ts'
import { demoDataSetting } from './tickets.repository.ts'

/** Whether each database is the demo database: the seed writes it once and nothing changes it, so it is asked once. */
const demoDatabases = new WeakMap<Db, Promise<boolean>>()

function isDemoDatabase(db: Db): Promise<boolean> {
  let known = demoDatabases.get(db)
  if (!known) {
    known = demoDataSetting(db).then((value) => value === 'true')
    // A failed read (the database was away) is asked again by the next request.
    known.catch(() => demoDatabases.delete(db))
    demoDatabases.set(db, known)
  }
  return known
}

/** What a cinema group's buyers may pay with: its own family when it works (else nothing), and whether that is the test provider. */
export interface GroupPayment {
  providers: PaymentProviderFamily[]
  /** The bundled test provider: no money moves. */
  testPayment: boolean
}

export function paymentMethods(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { tickets } = deps.config

  async function testProviderOn(): Promise<boolean> {
    if (tickets.testProvider === 'demo-database') return isDemoDatabase(deps.db)
    return tickets.testProvider === 'on'
  }

  /** The family's provider when it works now: a configured hosted provider, or the test provider while it is on. */
  async function usable(family: PaymentProviderFamily): Promise<PaymentProviderConfig | undefined> {
    const entry = tickets.providers[family]
    if (entry.kind === 'hosted') return entry
    return (await testProviderOn()) ? entry : undefined
  }

  async function forGroup(settings: Pick<EffectiveSettings, 'provider'>): Promise<GroupPayment> {
    const entry = await usable(settings.provider)
    return entry ? { providers: [settings.provider], testPayment: entry.kind === 'test' } : { providers: [], testPayment: false }
  }

  return { testProviderOn, usable, forGroup }
}
