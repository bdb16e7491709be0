/**
 * The ticket-holds job (decision 037): tidies expired seat holds. Correctness does not depend on it (reads
 * treat an expired claim as free, and a new hold deletes the expired claims on its seats); it keeps the
 * SeatClaim table small and moves expired holds and their unpaid transactions to "expired".
 */
import { inTransaction } from '../db.ts'
import type { AppDeps } from '../types.ts'
import { expireHoldsAt } from './ticket-holds.repository.ts'

export const TICKET_HOLDS_INTERVAL_MS = 60_000

export async function expireTicketHolds(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<{ claims: number; holds: number; transactions: number }> {
  const now = deps.clock.now()
  return inTransaction(deps.db, (tx) => expireHoldsAt(tx, now))
}

/** Runs expireTicketHolds at start and then every minute (unref'd timer); stop() waits for a pass in flight. */
export function startTicketHoldsJob(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>) {
  const log = deps.logger.child({ job: 'ticket-holds' })
  let running: Promise<void> | null = null
  const tick = () => {
    running ??= expireTicketHolds(deps)
      .then((result) => {
        if (result.holds > 0 || result.claims > 0) log.info(result, 'expired seat holds tidied')
      })
      .catch((err: unknown) => log.error({ err }, 'ticket-holds pass failed; trying again next interval'))
      .finally(() => {
        running = null
      })
    return running
  }
  const timer = setInterval(() => void tick(), TICKET_HOLDS_INTERVAL_MS)
  timer.unref()
  // At once too: after a restart (or a deploy) the holds that expired meanwhile are tidied without a minute's wait.
  void tick()
  return {
    tick,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
