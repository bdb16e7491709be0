import type { LucideIcon } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

/**
 * A square tile with an icon and a label linking somewhere. A disabled tile (a section that is not
 * open yet) is not a link: it is announced as unavailable and cannot be focused or clicked.
 */
export function IconTile({
  to,
  label,
  icon: Icon,
  disabled = false,
  className,
}: {
  to: string
  label: string
  icon: LucideIcon
  disabled?: boolean
  className?: string
}) {
  const classes = cn(
    'flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border p-3 text-center text-sm font-semibold',
    disabled
      ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600'
      : 'border-slate-200 bg-white text-slate-900 shadow-sm transition hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-md motion-reduce:transform-none',
    className,
  )
  const content = (
    <>
      <Icon className={cn('h-7 w-7', disabled ? 'text-slate-500' : 'text-blue-700')} aria-hidden="true" />
      <span>{label}</span>
      {disabled ? <span className="text-xs font-normal text-slate-600">Coming soon</span> : null}
    </>
  )
  if (disabled) {
    return (
      <span role="link" aria-disabled="true" data-href={to} className={classes}>
        {content}
      </span>
    )
  }
  return (
    <Link to={to} className={classes}>
      {content}
    </Link>
  )
}
