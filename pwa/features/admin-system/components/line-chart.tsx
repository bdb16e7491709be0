import { formatBytes } from '../lib/format'

export interface ChartSeries {
  label: string
  /** A Tailwind stroke class, e.g. "stroke-blue-700". */
  strokeClass: string
  swatchClass: string
  values: number[]
}

const WIDTH = 600
const HEIGHT = 220
const PAD = { top: 12, right: 12, bottom: 24, left: 64 }

/**
 * A small inline SVG line chart of values over evenly spaced samples (no chart library: the admin
 * chunk stays small). The figures themselves are in the table next to it, for screen readers. Values
 * are bytes by default (memory monitoring); `format` shows other units (page views per day).
 */
export function LineChart({
  series,
  labels,
  title,
  format = formatBytes,
  testId = 'memory-chart',
}: {
  series: ChartSeries[]
  labels: string[]
  title: string
  format?: (value: number) => string
  testId?: string
}) {
  const all = series.flatMap((s) => s.values)
  const max = Math.max(1, ...all) * 1.1
  const count = Math.max(2, labels.length)
  const x = (i: number) => PAD.left + (i / (count - 1)) * (WIDTH - PAD.left - PAD.right)
  const y = (v: number) => PAD.top + (1 - v / max) * (HEIGHT - PAD.top - PAD.bottom)
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max)
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="h-auto w-full" data-testid={testId}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
              {format(tick)}
            </text>
          </g>
        ))}
        {labels.length > 0 ? (
          <>
            <text x={PAD.left} y={HEIGHT - 6} className="fill-slate-600 text-[11px]">
              {labels[0]}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[11px]">
              {labels.at(-1)}
            </text>
          </>
        ) : null}
        {series.map((s) =>
          s.values.length > 0 ? (
            <polyline
              key={s.label}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              className={s.strokeClass}
              points={s.values.map((v, i) => `${x(s.values.length === 1 ? count - 1 : i)},${y(v)}`).join(' ')}
            />
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-2">
            <span className={`inline-block h-2 w-4 rounded ${s.swatchClass}`} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
