import type { ReactNode } from 'react'
import { Pause, Play } from 'lucide-react'
import { FreshnessLabel } from '@/components/freshness-label'
import { cn } from '@/lib/cn'
import type { useRotation } from '../lib/use-rotation'

export type TileVariant = 'compact' | 'full'

/**
 * The frame every widget tile shares: a titled card with an optional line under the title, the
 * content, and an optional footer (freshness notes). Headings are h2: the tile is a section of the page.
 */
export function Tile({
  id,
  title,
  subtitle,
  aside,
  footer,
  busy = false,
  className,
  children,
}: {
  id: string
  title: string
  subtitle?: ReactNode
  aside?: ReactNode
  footer?: ReactNode
  busy?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      data-testid={id}
      className={cn('rounded-2xl p-5 text-white shadow-md', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          {subtitle ? <div className="mt-0.5 text-sm text-white/90">{subtitle}</div> : null}
        </div>
        {aside ? <div className="shrink-0 text-right text-sm text-white/90">{aside}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
      {footer ? <div className="mt-4 text-xs text-white/85">{footer}</div> : null}
    </section>
  )
}

/** Pause / resume of a rotating tile (WCAG 2.2.2). */
export function RotationToggle({ paused, onChange, label }: { paused: boolean; onChange: (paused: boolean) => void; label: string }) {
  const Icon = paused ? Play : Pause
  return (
    <button
      type="button"
      onClick={() => onChange(!paused)}
      aria-label={`${paused ? 'Resume' : 'Pause'} ${label}`}
      aria-pressed={paused}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  )
}

/** A placeholder the size of a tile while its data loads. */
export function TileSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('h-48 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none', className)} />
  )
}

/**
 * Freshness notes: offline, how old the reading is ("Offline — updated 2 h ago", from the reading's own
 * time); demo values are labelled; a stale value says when it was read.
 */
export function FreshnessNote({ source, stale, fetchedAt, clock }: { source: 'live' | 'demo'; stale: boolean; fetchedAt: string; clock: (instant: Date) => string }) {
  const offline = <FreshnessLabel updatedAt={Date.parse(fetchedAt) || undefined} offlineOnly className="text-white" />
  if (source === 'demo') {
    return (
      <>
        {offline}
        <p>Sample data: live readings are not connected on this server.</p>
      </>
    )
  }
  if (stale) {
    return (
      <>
        {offline}
        <p>Couldn’t refresh just now; showing the reading from {clock(new Date(fetchedAt))}.</p>
      </>
    )
  }
  return offline
}

/**
 * The controls under a compact rotating tile: one button per panel (choosing one pauses the rotation)
 * and the pause/play toggle. `pressedText` is the tile's accent for the chosen button's text.
 */
export function PanelControls({
  panels,
  rotation,
  pressedText,
  toggleLabel,
}: {
  panels: readonly string[]
  rotation: ReturnType<typeof useRotation>
  pressedText: string
  toggleLabel: string
}) {
  return (
    <div className="mt-3 flex items-center justify-between gap-2">
      <div role="group" aria-label="Show" className="flex gap-1">
        {panels.map((panel, index) => (
          <button
            key={panel}
            type="button"
            aria-pressed={rotation.index === index}
            onClick={() => {
              rotation.show(index)
              rotation.setPaused(true)
            }}
            className={cn('rounded-full px-3 py-1.5 text-xs font-semibold hover:bg-white/20 aria-pressed:bg-white aria-pressed:hover:bg-white', pressedText)}
          >
            {panel}
          </button>
        ))}
      </div>
      <RotationToggle paused={rotation.paused} onChange={rotation.setPaused} label={toggleLabel} />
    </div>
  )
}
