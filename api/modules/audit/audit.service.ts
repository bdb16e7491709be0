/**
 * The admin audit log (issue 15): every write made in the admin area records who did it, when, what, and
 * the values before and after, in the SAME transaction as the write, so a write without its entry (or an
 * entry without its write) cannot happen. Read and filtered at /admin/audit-log.
 *
 *   await inTransaction(db, async (tx) => {
 *     const { before, after } = await postsRepository(tx).hide(id, now)
 *     await recordAudit(tx, ctx.state, { action: 'post.hide', entityType: 'post', entityId: id, before, after, reason })
 *   })
 */
import { insertAuditEntry, type AuditClient } from './audit-log.repository.ts'

/** A JSON-able snapshot of the fields a write changed (dates become ISO strings). */
export type AuditValues = Record<string, unknown> | null

export interface AuditEntry {
  /** "<area>.<verb>": "post.hide", "user.role", "user.suspend", "event.publish", "cache.purge" … */
  action: string
  entityType: string
  entityId?: string | number | null
  before?: AuditValues
  after?: AuditValues
  /** The reason the staff member gave, when any (shown in the log). */
  reason?: string | null
}

/** Who is acting: the signed-in staff member and the request id (ctx.state in a handler). */
export interface AuditActor {
  user: { id: number } | null
  requestId?: string
}

/** Values longer than this are cut in the log (an article body, an imported file): the log is not a backup. */
const MAX_VALUE_CHARS = 2_000

function snapshot(values: AuditValues | undefined): string | null {
  if (values === null || values === undefined) return null
  const plain = JSON.parse(
    JSON.stringify(values, (_key, value: unknown) => (typeof value === 'string' && value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value)),
  ) as unknown
  return JSON.stringify(plain)
}

/** Writes one audit entry inside the caller's transaction (or on the client, for a write that is one statement). */
export async function recordAudit(tx: AuditClient, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: actor.user?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    reason: entry.reason ?? null,
    requestId: actor.requestId ?? null,
  })
}
