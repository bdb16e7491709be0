import { cn } from '@/lib/cn'

/**
 * The label of a control that switches between states (Follow / Unfollow, Notify Me / Cancel Notification), drawn at
 * one size whatever it says: every label it can show sits in the same grid cell, those not shown invisible, so the
 * box is the widest and tallest of them. When the person's own state arrives after a server-rendered page has been
 * taken over, or when they tap, nothing around the control moves (issue 36, decision 049). The invisible labels are
 * left out of the accessible name.
 */
export function StableLabel({ current, labels }: { current: string; labels: readonly string[] }) {
  const all = labels.includes(current) ? labels : [current, ...labels]
  return (
    <span className="inline-grid justify-items-center">
      {all.map((label) => (
        <span key={label} className={cn('col-start-1 row-start-1', label !== current && 'invisible')} aria-hidden={label === current ? undefined : true}>
          {label}
        </span>
      ))}
    </span>
  )
}

/**
 * A border for a filled button that can turn into an outlined one: the outline's border, transparent, so both are
 * the same size.
 */
export const SAME_BORDER_AS_OUTLINE = 'border border-transparent'
