/** The cap above which the unread badge reads "9+" (spec doc 1 §9). */
export const BADGE_CAP = 9

/** Text of the unread-notification badge: null (no badge) at 0, the count up to 9, then "9+". */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(unread))
}

/** Counts the unread items of an inbox list (items carry isRead, spec doc 1 §3). */
export function countUnread(items: ReadonlyArray<{ isRead?: boolean | null }> | null | undefined): number {
  if (!Array.isArray(items)) return 0
  return items.reduce((count, item) => (item && item.isRead !== true ? count + 1 : count), 0)
}
