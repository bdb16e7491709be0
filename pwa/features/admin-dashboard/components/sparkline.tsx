import type { DashboardDay } from '@contracts/admin-dashboard'

const WIDTH = 300
const HEIGHT = 64
const GAP = 2

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  })

/**
 * A small inline SVG bar chart of daily counts (no chart library: the admin chunk stays small). The bars
 * are hidden from screen readers, which read the summary as the image's name and the day-by-day figures in
 * a table shown only to them.
 */
export function Sparkline({ label, days, barClass, testId }: { label: string; days: DashboardDay[]; barClass: string; testId?: string }) {
  const max = Math.max(1, ...days.map((d) => d.count))
  const total = days.reduce((sum, d) => sum + d.count, 0)
  const busiest = days.reduce<DashboardDay | null>((best, d) => (d.count > 0 && (!best || d.count > best.count) ? d : best), null)
  const slot = WIDTH / Math.max(1, days.length)
  const summary = `${label}, last ${days.length} days: ${total} in all${busiest ? `, most on ${dayLabel(busiest.day)} (${busiest.count})` : ''}.`
  return (
    <figure className="relative mt-3" data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} className="h-16 w-full">
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" strokeWidth={1} />
        {days.map((d, i) => {
          const height = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 4))
          return (
            <rect key={d.day} x={i * slot + GAP / 2} y={HEIGHT - 1 - height} width={Math.max(1, slot - GAP)} height={height} className={barClass}>
              <title>{`${dayLabel(d.day)}: ${d.count}`}</title>
            </rect>
          )
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{days.length > 0 ? dayLabel(days[0]!.day) : ''}</span>
        <span>30 days · max {total === 0 ? 0 : max}</span>
        <span>{days.length > 0 ? dayLabel(days.at(-1)!.day) : ''}</span>
      </figcaption>
      {/* On a wrapper: a table ignores the 1 px width of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>
            {label} per day, last {days.length} days
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
